// Replay in the real window: View ▸ Replay and the keys drive it, the board, the players panel and
// the move list show the moment replayed, clicks on the board never change the record, a click or
// Enter on the move list goes to an action, a finished game opens in replay, a language switch keeps
// the position, and Continue from Here starts a new game with the prefix, the file left untouched.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "common/positions.h"
#include "common/random_games.h"
#include "model/game_model.h"
#include "model/action_list_model.h"
#include "model/players_model.h"
#include "replay/replay_autoplay.h"
#include "window/replay_mode.h"
#include "replay/replay_model.h"
#include "replay/sentence_pane.h"
#include "replay/vp_chart.h"
#include "text/action_sentence.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/preferences.h"
#include "window/computer_seat_controls.h"
#include "session/language.h"
#include "window/action_field.h"
#include "window/game_document.h"
#include "window/main_window.h"
#include "window/players_table.h"
#include "window/status_line.h"

#include <QDockWidget>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QListView>
#include <QMenu>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolBar>
#include <QTreeView>
#include <QtTest>
#include <memory>

using namespace eko;
using namespace eko::ui;

namespace {

QAction *action(const MainWindow &w, const char *name)
{
    auto *a = w.findChild<QAction *>(QLatin1String(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

QByteArray fileBytes(const QString &name)
{
    QFile file(name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestReplayWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void viewMenuEntersAndLeavesWithNothingLost();
    void keysDriveTheRealWindow();
    void toolbarSliderAndActionBox();
    void anActionPlayedInReplayIsABranch();
    void moveListClickAndEnterGoToTheAction();
    void aFinishedGameOpensInReplayAtItsEnd();
    void languageSwitchKeepsThePosition();
    void continueFromHereKeepsThePrefixAndTheFile();
    void computersWaitWhileReplaying();

private:
    ReplayModel *replay() const { return m_window->replayMode()->replay(); }
    // The board, the players panel and the move list show the position after `k` actions.
    void checkShown(int k);
    void activate();

    LanguageSwitcher m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestReplayWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-replay-window"));
}

void TestReplayWindow::init()
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

void TestReplayWindow::cleanup()
{
    m_window.reset();
    Autosave::remove();
    m_languages.apply(QStringLiteral("en"));
}

void TestReplayWindow::activate()
{
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestReplayWindow::checkShown(int k)
{
    MainWindow &w = *m_window;
    const Game &game = w.model()->lineGame(); // what replay shows: the current line
    const Position &pos = game.positionAt(k);
    QCOMPARE(replay()->current(), k);
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
        QCOMPARE(w.scene()->stackItem(s) != nullptr, !pos.stack(s).empty());
        QCOMPARE(w.scene()->buildingItem(s) != nullptr, !pos.building(s).empty());
    }
    const PlayersModel *players = w.playersView()->players();
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p) {
        QCOMPARE(players->index(p, PlayersModel::VictoryPointsColumn).data(PlayersModel::ValueRole).toInt(),
                 pos.victoryPoints(p));
        QCOMPARE(players->index(p, PlayersModel::ReserveColumn).data(PlayersModel::ValueRole).toInt(),
                 pos.player(p).reserve + (pos.player(p).emperorInReserve ? 1 : 0));
    }
    const QModelIndexList selected = w.movesView()->selectionModel()->selectedIndexes();
    QCOMPARE(selected.isEmpty() ? -1 : selected.front().data(ActionListModel::ActionIndexRole).toInt(), k - 1);
    QVERIFY(w.statusLine()->status().contains(QString::number(k)) || k == 0);
    // The sentence of the action under the move list (not in the status line), the chart's line there.
    QCOMPARE(w.replayMode()->chart()->currentAction(), k);
    if (k > 0) {
        QStringList names;
        for (const std::string &name : game.playerNames())
            names << QString::fromStdString(name);
        const QString sentence = text::actionSentence(game.positionAt(k - 1), game.actions()[static_cast<size_t>(k - 1)],
                                                      pos, names);
        QVERIFY(w.replayMode()->actionPane()->sentence().contains(sentence));
        QVERIFY(!w.statusLine()->status().contains(sentence)); // the board's height never depends on it
        QVERIFY(w.movesView()->currentIndex().data(Qt::ToolTipRole).toString().contains(sentence));
    }
}

void TestReplayWindow::viewMenuEntersAndLeavesWithNothingLost()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(3), 31, 45));
    w.model()->undo();
    const std::vector<Action> record = w.model()->game().actions();
    QVERIFY(!replay()->isActive());
    QVERIFY(action(w, "actionUndo")->isEnabled());
    QVERIFY(!w.replayMode()->toolBar()->isVisible());
    action(w, "actionReplay")->trigger();
    QVERIFY(replay()->isActive());
    QVERIFY(action(w, "actionReplay")->isChecked());
    QVERIFY(w.replayMode()->toolBar()->isVisible());
    QVERIFY(w.replayMode()->actionPane()->isVisible());
    QVERIFY(w.replayMode()->chartDock()->isVisible());
    checkShown(44);
    // Nothing can be played or undone while replaying.
    QVERIFY(!action(w, "actionUndo")->isEnabled());
    QVERIFY(!action(w, "actionRedo")->isEnabled());
    QVERIFY(!w.actionField()->isEnabled());
    // Entered at the game's action; the undone one is in the line replayed too.
    QVERIFY(action(w, "actionReplayNext")->isEnabled());
    action(w, "actionReplayNext")->trigger();
    checkShown(45);
    QVERIFY(!action(w, "actionReplayNext")->isEnabled()); // at the end
    action(w, "actionReplayFirst")->trigger();
    checkShown(0);
    QVERIFY(!action(w, "actionReplayPrevious")->isEnabled());
    QVERIFY(!action(w, "actionReplayFirst")->isEnabled());
    QVERIFY(!action(w, "actionReplayPreviousTurn")->isEnabled());
    action(w, "actionReplayNext")->trigger();
    action(w, "actionReplayNext")->trigger();
    checkShown(2);
    action(w, "actionReplayNextTurn")->trigger();
    checkShown(*std::upper_bound(replay()->turnEnds().begin(), replay()->turnEnds().end(), 2));
    action(w, "actionReplayPreviousTurn")->trigger();
    action(w, "actionReplayLast")->trigger();
    checkShown(45);
    action(w, "actionReplayPrevious")->trigger();
    checkShown(44);
    // Leaving: play where the game is, the undone action still there for Redo.
    action(w, "actionReplay")->trigger();
    QVERIFY(!replay()->isActive());
    QVERIFY(!w.replayMode()->toolBar()->isVisible());
    QVERIFY(!w.replayMode()->chartDock()->isVisible());
    QVERIFY(w.model()->game().actions() == record);
    QVERIFY(action(w, "actionRedo")->isEnabled());
    QVERIFY(action(w, "actionUndo")->isEnabled());
    QVERIFY(w.actionField()->isEnabled());
    QCOMPARE(w.statusLine()->status(), w.model()->statusText());
    const Position &pos = w.model()->position();
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
        QCOMPARE(w.scene()->stackItem(s) != nullptr, !pos.stack(s).empty());
    QCOMPARE(w.movesView()->currentIndex().data(ActionListModel::ActionIndexRole).toInt(), 43);
    action(w, "actionRedo")->trigger();
    QCOMPARE(w.model()->game().actionCount(), 45);
}

void TestReplayWindow::keysDriveTheRealWindow()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(2), 32, 40));
    activate();
    w.boardView()->setFocus();
    // Outside replay the arrows are the board's; Ctrl+R enters replay at the end.
    QTest::keyClick(w.boardView(), Qt::Key_Left);
    QVERIFY(!replay()->isActive());
    QTest::keyClick(w.boardView(), Qt::Key_R, Qt::ControlModifier);
    QVERIFY(replay()->isActive());
    checkShown(40);
    QTest::keyClick(w.boardView(), Qt::Key_Left);
    checkShown(39);
    QTest::keyClick(w.boardView(), Qt::Key_Home);
    checkShown(0);
    QTest::keyClick(w.boardView(), Qt::Key_Left); // bound
    checkShown(0);
    QTest::keyClick(w.boardView(), Qt::Key_Right);
    checkShown(1);
    QTest::keyClick(w.boardView(), Qt::Key_Right, Qt::ControlModifier);
    const std::vector<int> &ends = replay()->turnEnds();
    checkShown(*std::upper_bound(ends.begin(), ends.end(), 1));
    const int afterTurn = replay()->current();
    QTest::keyClick(w.boardView(), Qt::Key_Left, Qt::ControlModifier);
    checkShown(*std::prev(std::lower_bound(ends.begin(), ends.end(), afterTurn)));
    QTest::keyClick(w.boardView(), Qt::Key_End);
    checkShown(40);
    QTest::keyClick(w.boardView(), Qt::Key_Right); // bound
    checkShown(40);
    // Space: autoplay from the start (at the end), and Space again pauses it.
    w.replayMode()->autoplay()->setSpeed(4);
    QTest::keyClick(w.boardView(), Qt::Key_Space);
    QVERIFY(w.replayMode()->autoplay()->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(replay()->current() >= 2, 3000);
    QTest::keyClick(w.boardView(), Qt::Key_Space);
    QVERIFY(!w.replayMode()->autoplay()->isRunning());
    const int paused = replay()->current();
    checkShown(paused);
    // Ctrl+G: the action box, then a number and Enter.
    QTest::keyClick(w.boardView(), Qt::Key_G, Qt::ControlModifier);
    auto *box = w.findChild<QSpinBox *>(QStringLiteral("replayActionBox"));
    QVERIFY(box->hasFocus());
    QTest::keyClicks(box, QStringLiteral("17"));
    QTest::keyClick(box, Qt::Key_Return);
    checkShown(17);
    QCOMPARE(w.model()->game().actionCount(), 40);
}

void TestReplayWindow::toolbarSliderAndActionBox()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(4), 33, 70));
    auto *toolBar = w.findChild<QToolBar *>(QStringLiteral("replayToolBar"));
    QVERIFY(toolBar && !toolBar->isVisible()); // only while replaying
    auto *slider = w.findChild<QSlider *>(QStringLiteral("replaySlider"));
    auto *box = w.findChild<QSpinBox *>(QStringLiteral("replayActionBox"));
    QVERIFY(!slider->isVisible());
    action(w, "actionReplay")->trigger();
    QTRY_VERIFY(slider->isVisible());
    QVERIFY(toolBar->isVisible());
    QCOMPARE(slider->maximum(), 70);
    QCOMPARE(slider->value(), 70);
    slider->setValue(12);
    checkShown(12);
    QCOMPARE(box->value(), 12);
    box->setValue(33);
    checkShown(33);
    QCOMPARE(slider->value(), 33);
    box->setValue(500); // clamped by the box to the record
    checkShown(70);
    // A click on the VP chart goes to the action under it.
    VpChart *chart = w.replayMode()->chart();
    QTRY_VERIFY(chart->isVisible() && chart->width() > 100);
    QTest::mouseClick(chart, Qt::LeftButton, {}, QPoint(qRound(chart->xOf(40)), chart->height() / 2));
    checkShown(chart->actionAt(QPoint(qRound(chart->xOf(40)), chart->height() / 2)));
    QVERIFY(std::abs(replay()->current() - 40) <= 1);
}

void TestReplayWindow::anActionPlayedInReplayIsABranch()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(2), 34, 30));
    activate();
    const std::vector<Action> record = w.model()->game().actions();
    action(w, "actionReplay")->trigger();
    replay()->goTo(12);
    // The stack a legal action of the moment replayed starts from, clicked, then where it goes.
    const Position pos = w.model()->lineGame().positionAt(12);
    const Action &replaced = record[12];
    Action tried = replaced;
    for (const Action &a : rules::legalActions(pos))
        if (a.kind == ActionKind::Move && !(a == replaced)) {
            tried = a;
            break;
        }
    QVERIFY(!(tried == replaced));
    for (SpaceIndex s : {tried.from, tried.to}) {
        const QPoint at = w.boardView()->mapFromScene(w.scene()->spaceCenter(s));
        QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {}, at);
    }
    // A new branch at action 13: replay goes on showing it; the line replayed before is all still there.
    QVERIFY(replay()->isActive());
    QCOMPARE(w.model()->game().actionCount(), 13);
    QCOMPARE(w.model()->game().actions().back(), rules::canonical(pos, tried));
    QCOMPARE(w.model()->tree().actionCount(), 31);
    QVERIFY(w.model()->isModified());
    checkShown(13);
    QVERIFY(w.statusLine()->displayedText().contains(QStringLiteral("branch")));
    NodeId old = GameTree::root();
    for (const Action &a : record) {
        const std::vector<NodeId> &children = w.model()->tree().children(old);
        const auto it = std::find_if(children.begin(), children.end(),
                                     [&](NodeId c) { return w.model()->tree().action(c) == a; });
        QVERIFY(it != children.end());
        old = *it;
    }
    QVERIFY(w.model()->tree().onMainLine(old)); // the record replayed stays the main line
    // At the end of a game, nothing more can be played: the status says so.
    QVERIFY(w.openFile(QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko")));
    QVERIFY(replay()->isActive());
    const int actions = w.model()->tree().actionCount();
    QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {}, w.boardView()->mapFromScene(w.scene()->spaceCenter(0)));
    QVERIFY(w.statusLine()->showingRejection());
    QVERIFY(w.statusLine()->displayedText().contains(QStringLiteral("over")));
    QCOMPARE(w.model()->tree().actionCount(), actions);
}

void TestReplayWindow::moveListClickAndEnterGoToTheAction()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(3), 35, 25));
    activate();
    QTreeView *list = w.movesView();
    // In play, a click on a row enters replay at that action.
    const QModelIndex row = list->model()->index(6, 0);
    list->scrollTo(row);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(row).center());
    QVERIFY(replay()->isActive());
    checkShown(row.data(ActionListModel::ActionIndexRole).toInt() + 1);
    // Enter on the row the keyboard is on.
    list->setFocus();
    const QModelIndex other = list->model()->index(15, 0);
    list->setCurrentIndex(other);
    QTest::keyClick(list, Qt::Key_Return);
    checkShown(other.data(ActionListModel::ActionIndexRole).toInt() + 1);
    QCOMPARE(w.model()->game().actionCount(), 25);
    // In play, the row of the action the game is at does not enter replay; an undone action's row
    // does: it is in the line replayed.
    action(w, "actionReplay")->trigger();
    w.model()->undo();
    auto *moves = static_cast<ActionListModel *>(list->model());
    for (int k : {23, 24}) {
        list->expand(moves->actionIndex(k).parent());
        list->scrollTo(moves->actionIndex(k));
        QVERIFY(list->visualRect(moves->actionIndex(k)).isValid());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(moves->actionIndex(k)).center());
        QCOMPARE(replay()->isActive(), k == 24);
    }
    checkShown(25);
    QCOMPARE(w.model()->game().actionCount(), 24); // the game itself stays where it was
}

void TestReplayWindow::aFinishedGameOpensInReplayAtItsEnd()
{
    MainWindow &w = *m_window;
    QVERIFY(w.openFile(QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko")));
    QVERIFY(w.model()->position().gameOver());
    QVERIFY(replay()->isActive());
    checkShown(w.model()->game().actionCount());
    // No continuing from the end of a finished game; from before it, yes.
    QVERIFY(!w.replayMode()->continueAction()->isEnabled());
    action(w, "actionReplayPrevious")->trigger();
    QVERIFY(w.replayMode()->continueAction()->isEnabled());
    // Leaving shows the finished game in play mode (Undo works again).
    action(w, "actionReplay")->trigger();
    QVERIFY(!replay()->isActive());
    QVERIFY(action(w, "actionUndo")->isEnabled());
}

void TestReplayWindow::languageSwitchKeepsThePosition()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(3), 36, 50));
    action(w, "actionReplay")->trigger();
    replay()->goTo(21);
    const QString english = w.statusLine()->status();
    const QString englishReplay = action(w, "actionReplay")->text();
    for (const QString &code : {QStringLiteral("ko"), QStringLiteral("pt"), QStringLiteral("zh_CN")}) {
        QVERIFY(m_languages.apply(code));
        QCoreApplication::processEvents();
        QVERIFY(replay()->isActive());
        checkShown(21);
        QVERIFY2(w.statusLine()->status() != english, qPrintable(code));
        QCOMPARE(w.statusLine()->status(), w.replayMode()->statusText());
        QVERIFY2(action(w, "actionReplay")->text() != englishReplay, qPrintable(code));
    }
    QVERIFY(m_languages.apply(QStringLiteral("en")));
    QCoreApplication::processEvents();
    checkShown(21);
    QCOMPARE(w.statusLine()->status(), english);
}

void TestReplayWindow::continueFromHereKeepsThePrefixAndTheFile()
{
    MainWindow &w = *m_window;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("replayed.eko"));
    w.startGame(testing::randomGame(standardScenario(2), 37, 60));
    QVERIFY(w.document()->saveTo(file));
    const QByteArray bytes = fileBytes(file);
    QVERIFY(!bytes.isEmpty());
    QVERIFY(w.openFile(file));
    const std::vector<Action> record = w.model()->game().actions();
    action(w, "actionReplay")->trigger();
    replay()->goTo(23);
    w.replayMode()->continueAction()->trigger();
    // A new untitled game with the first 23 actions, in play mode.
    QVERIFY(!replay()->isActive());
    QCOMPARE(w.model()->game().actionCount(), 23);
    QVERIFY(std::equal(w.model()->game().actions().begin(), w.model()->game().actions().end(), record.begin()));
    QVERIFY(w.document()->fileName().isEmpty());
    QVERIFY(w.model()->isModified());
    QVERIFY(w.actionField()->isEnabled());
    // Played on, and undone back into the kept actions.
    QVERIFY(w.model()->play(w.model()->legalActions().front()));
    for (int k = 0; k < 10; ++k)
        action(w, "actionUndo")->trigger();
    QCOMPARE(w.model()->game().actionCount(), 14);
    QVERIFY(action(w, "actionUndo")->isEnabled());
    QCOMPARE(fileBytes(file), bytes);
}

void TestReplayWindow::computersWaitWhileReplaying()
{
    // Two computer players: the game plays itself, except while replaying.
    MainWindow &w = *m_window;
    for (QAction *speed : w.computerSeatControls()->speedMenu()->actions())
        if (speed->data().toInt() == 0)
            speed->trigger(); // no pause between the computers' actions
    w.startGame(Game(standardScenario(2), 38), {1, 1, 0, 0});
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->game().actionCount() >= 3, 10000);
    action(w, "actionReplay")->trigger();
    const int count = w.model()->game().actionCount();
    QTest::qWait(1500);
    QCOMPARE(w.model()->game().actionCount(), count);
    QCOMPARE(replay()->actionCount(), count);
    QVERIFY(w.computerSeatControls()->thinkingText().isEmpty());
    action(w, "actionReplay")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->game().actionCount() > count, 10000);
}

QTEST_MAIN(TestReplayWindow)
#include "tst_replay_window.moc"
