// The analysis's best actions in the real window: at a position replayed, the list beside the chances
// chart holds at least three actions with the mover's chance, the best one and the one played show on
// the board as ghosts (the one pointed at with the arrow keys instead of the best), and a click on an
// alternative (a click of the mouse on its row, or Enter) plays it there as a branch of the game
// replayed, the file untouched until saved.
#include "board/board_scene.h"
#include "board/ghost_action_item.h"
#include "common/random_games.h"
#include "core/scenario.h"
#include "files/game_file.h"
#include "model/game_analysis_runner.h"
#include "model/game_model.h"
#include "replay/replay_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "window/analysis_controls.h"
#include "window/best_actions_panel.h"
#include "window/game_document.h"
#include "window/main_window.h"
#include "window/replay_mode.h"

#include <QDockWidget>

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>
#include <memory>

using namespace eko;
using namespace eko::ui;

class TestBestActions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void listAndGhostsAtAnAnalysedPosition();
    void anAlternativeChosenIsABranch_data();
    void anAlternativeChosenIsABranch();

private:
    // Opens a saved random game, analyses it (seeded, small budget) and replays action `k`.
    void openAnalysedAndReplay(int k);

    LanguageSwitcher m_languages;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    QString m_file;
};

void TestBestActions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-best-actions"));
    QVERIFY(m_dir.isValid());
    m_file = m_dir.filePath(QStringLiteral("replayed.ekogame"));
}

void TestBestActions::init()
{
    QSettings().clear();
    Autosave::remove();
    m_languages.apply(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(&m_languages);
    m_window->setQuiet(true);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestBestActions::cleanup()
{
    m_window.reset();
    Autosave::remove();
}

void TestBestActions::openAnalysedAndReplay(int k)
{
    MainWindow &w = *m_window;
    const Game game = testing::randomGame(standardScenario(2), 11, 12);
    QString error;
    QVERIFY2(files::saveGame(game, m_file, &error), qPrintable(error));
    QVERIFY(w.document()->open(m_file));
    GameAnalysisRunner *runner = w.analysis()->runner();
    runner->setIterations(0, 400);
    runner->start();
    QTRY_VERIFY_WITH_TIMEOUT(!runner->isRunning(), 30000);
    QCOMPARE(runner->analysedCount(), game.actionCount());
    w.replayMode()->replay()->enterAt(k);
    w.analysis()->chartTabs()->setCurrentWidget(w.analysis()->chancesPage());
    QTRY_VERIFY(w.analysis()->bestActions()->isVisible());
}

void TestBestActions::listAndGhostsAtAnAnalysedPosition()
{
    MainWindow &w = *m_window;
    openAnalysedAndReplay(4);
    BestActionsPanel *panel = w.analysis()->bestActions();
    QTreeWidget *list = panel->list();
    const ai::ActionAnalysis *a = w.analysis()->runner()->action(4);
    QVERIFY(a && panel->shown() == a);
    QVERIFY2(list->topLevelItemCount() >= 3, qPrintable(QString::number(list->topLevelItemCount())));
    const QString mover = a->mover == 0 ? QStringLiteral("Red") : QStringLiteral("Blue");
    QCOMPARE(list->headerItem()->text(1), QStringLiteral("Chance for %1").arg(mover));
    int played = 0;
    for (int r = 0; r < list->topLevelItemCount(); ++r) {
        const QTreeWidgetItem *item = list->topLevelItem(r);
        QVERIFY(!item->text(0).isEmpty() && !item->text(2).isEmpty());
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{1,3}%$")).match(item->text(1)).hasMatch(), qPrintable(item->text(1)));
        played += item->text(2).endsWith(QStringLiteral("(played)")) ? 1 : 0;
    }
    QCOMPARE(played, 1);
    QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("%1%").arg(std::lround(a->best.front().chances[static_cast<size_t>(a->mover)] * 100)));

    // The ghosts on the board: the best action, and the one played when it is another.
    auto ghosts = [&w] {
        QList<ActionGhost> shown;
        for (const GhostActionItem *item : w.scene()->ghostItems())
            if (item->isVisible())
                shown << item->ghost();
        return shown;
    };
    const Action best = a->best.front().action;
    QList<ActionGhost> shown = ghosts();
    QVERIFY(!shown.isEmpty());
    QCOMPARE(shown.first().role, ActionGhost::Role::Best);
    QCOMPARE(shown.first().from, best.from);
    QCOMPARE(shown.first().to, best.to);
    if (!(best == a->played)) {
        QCOMPARE(shown.size(), 2);
        QCOMPARE(shown.last().role, ActionGhost::Role::Played);
        QCOMPARE(shown.last().to, a->played.to);
    }
    // The arrow keys point at another action: its ghost replaces the best one's.
    list->setFocus();
    list->setCurrentItem(list->topLevelItem(0));
    QTest::keyClick(list, Qt::Key_Down);
    const Action second = panel->listedActions().at(1);
    shown = ghosts();
    QCOMPARE(shown.first().from, second.from);
    QCOMPARE(shown.first().to, second.to);
    // Another position: the ghosts follow; leaving replay: none.
    w.replayMode()->replay()->goTo(5);
    QCOMPARE(panel->shown(), w.analysis()->runner()->action(5));
    QCOMPARE(ghosts().first().to, w.analysis()->runner()->action(5)->best.front().action.to);
    w.replayMode()->replay()->leave();
    QVERIFY(ghosts().isEmpty());
    QCOMPARE(list->topLevelItemCount(), 0);
}

void TestBestActions::anAlternativeChosenIsABranch_data()
{
    QTest::addColumn<bool>("mouse");
    QTest::newRow("Enter") << false;
    QTest::newRow("mouse click") << true;
}

void TestBestActions::anAlternativeChosenIsABranch()
{
    QFETCH(bool, mouse);
    MainWindow &w = *m_window;
    openAnalysedAndReplay(6);
    QFile file(m_file);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();
    file.close();
    QTreeWidget *list = w.analysis()->bestActions()->list();
    const ai::ActionAnalysis a = *w.analysis()->runner()->action(6);
    // The second row: an alternative (the played action is the best one at most once).
    int row = 1;
    if (w.analysis()->bestActions()->listedActions().at(row) == a.played)
        row = 2;
    const Action chosen = w.analysis()->bestActions()->listedActions().at(row);
    QTreeWidgetItem *item = list->topLevelItem(row);
    const int actions = w.model()->tree().actionCount();
    if (mouse) {
        // A real click of the left button on the middle of the row, in the list's viewport.
        list->scrollToItem(item);
        const QRect rect = list->visualItemRect(item);
        QVERIFY(list->viewport()->isVisible() && !rect.isEmpty());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    } else {
        // The row chosen with the keyboard and Enter.
        list->setFocus();
        list->setCurrentItem(item);
        QTest::keyClick(list, Qt::Key_Return);
    }
    // A branch at the action replayed, shown in replay; the game replayed stays the main line.
    QVERIFY(w.replayMode()->isActive());
    QCOMPARE(w.replayMode()->replay()->current(), 7);
    QCOMPARE(w.document()->fileName(), m_file);
    QCOMPARE(w.model()->game().actionCount(), 7);
    QVERIFY(w.model()->game().actions().back() == chosen);
    QVERIFY(!(chosen == a.played));
    QCOMPARE(w.model()->tree().actionCount(), actions + 1);
    QVERIFY(!w.model()->tree().onMainLine(w.model()->currentNode()));
    QVERIFY(w.model()->isModified());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), saved); // the file untouched until saved
}

QTEST_MAIN(TestBestActions)
#include "tst_best_actions.moc"
