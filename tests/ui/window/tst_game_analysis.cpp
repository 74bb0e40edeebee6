// Analyse ▸ Analyse Game in the real window: the worker's quick and deep passes fill the move list's
// marks and the chances chart as they come, the progress row shows and Cancel stops it with the window
// responsive all along, F7 / Shift+F7 go to the marked mistakes, a click on the chances chart goes to
// that action, and a language switch while it runs changes the progress row's words.
#include "common/positions.h"
#include "common/random_games.h"
#include "model/action_list_model.h"
#include "model/game_analysis_runner.h"
#include "model/game_model.h"
#include "replay/chances_chart.h"
#include "replay/replay_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "text/action_sentence.h"
#include "window/analysis_controls.h"
#include "window/analysis_marks.h"
#include "window/best_actions_panel.h"
#include "window/main_window.h"
#include "window/replay_mode.h"
#include "window/status_line.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QLabel>
#include <QMenuBar>
#include <QProgressBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTimer>
#include <QToolTip>
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

// An analysis of `game` made by hand: every action good but those in `bad`, which lose 30 points.
ai::GameAnalysis madeUp(const Game &game, const std::vector<int> &bad)
{
    ai::GameAnalysis a;
    a.budget.iterations = 10;
    a.to = game.actionCount();
    for (int k = 0; k < game.actionCount(); ++k) {
        ai::ActionAnalysis x;
        x.index = k;
        x.mover = game.actorOf(k);
        x.played = game.actions()[static_cast<size_t>(k)];
        x.notation = "played";
        x.before = {0.5, 0.5};
        x.after = {0.5, 0.5};
        ai::Candidate best;
        best.notation = "c4xd5";
        best.chances = {0.61, 0.39};
        x.best = {best};
        if (std::find(bad.begin(), bad.end(), k) != bad.end()) {
            x.loss = 0.3;
            x.judgement = ai::Judgement::Blunder;
        }
        a.actions.push_back(x);
    }
    return a;
}

} // namespace

class TestGameAnalysis : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void bothPassesFillTheMarksAndTheChart();
    void cancelStopsMidwayAndTheWindowStaysResponsive();
    void keysGoToTheNextAndPreviousMistake();
    void aClickOnTheChartGoesToThatAction();
    void languageSwitchWhileItRuns();

private:
    GameAnalysisRunner *runner() const { return m_window->analysis()->runner(); }

    LanguageSwitcher m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestGameAnalysis::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-game-analysis"));
}

void TestGameAnalysis::init()
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

void TestGameAnalysis::cleanup()
{
    m_window.reset();
    Autosave::remove();
    m_languages.apply(QStringLiteral("en"));
}

void TestGameAnalysis::bothPassesFillTheMarksAndTheChart()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(2), 7, 14));
    const int n = w.model()->game().actionCount();
    QVERIFY(n >= 10);
    runner()->setIterations(30, 120);
    QSignalSpy analysed(runner(), &GameAnalysisRunner::actionAnalysed);
    QSignalSpy running(runner(), &GameAnalysisRunner::runningChanged);
    QVERIFY(action(w, "actionAnalyseGame")->isEnabled());
    action(w, "actionAnalyseGame")->trigger();
    QVERIFY(runner()->isRunning());
    QVERIFY(w.analysis()->progressRow()->isVisible());
    QVERIFY(!action(w, "actionAnalyseGame")->isEnabled());
    QVERIFY(action(w, "actionCancelAnalysis")->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!runner()->isRunning(), 30000);
    QVERIFY(!w.analysis()->progressRow()->isVisible());
    QCOMPARE(analysed.count(), 2 * n); // each action once per pass
    QCOMPARE(running.count(), 2);
    QCOMPARE(runner()->analysedCount(), n);
    for (int k = 0; k < n; ++k)
        QCOMPARE(runner()->passOf(k), GameAnalysisRunner::Pass::Deep);
    // The chart has every player's chance at every position, summing to 1.
    ChancesChart *chart = w.analysis()->chart();
    for (int k = 0; k <= n; ++k) {
        QVERIFY(chart->chance(0, k) && chart->chance(1, k));
        QVERIFY(std::abs(*chart->chance(0, k) + *chart->chance(1, k) - 1) < 1e-6);
    }
    // Each row of the move list is judged: an action its own, a turn the worst of its actions.
    QTreeView *moves = w.movesView();
    AnalysisMarks *marks = w.analysis()->marks();
    QAbstractItemModel *list = moves->model();
    for (int t = 0; t < list->rowCount(); ++t) {
        const QModelIndex turn = list->index(t, 0);
        QVERIFY(marks->judgementOf(turn).has_value());
        ai::Judgement worst = ai::Judgement::Good;
        for (int r = 0; r < list->rowCount(turn); ++r) {
            const QModelIndex row = list->index(r, 0, turn);
            const int k = row.data(ActionListModel::ActionIndexRole).toInt();
            QCOMPARE(*marks->judgementOf(row), runner()->action(k)->judgement);
            worst = std::max(worst, *marks->judgementOf(row));
            QVERIFY(!marks->lossText(k).isEmpty());
        }
        QCOMPARE(*marks->judgementOf(turn), worst);
    }
    // The tool tip of the current row says the analysis's sentence.
    const QModelIndex current = moves->currentIndex();
    QVERIFY(current.isValid());
    const QRect rect = moves->visualRect(current);
    QHelpEvent help(QEvent::ToolTip, rect.center(), moves->viewport()->mapToGlobal(rect.center()));
    QApplication::sendEvent(moves->viewport(), &help);
    QTRY_VERIFY_WITH_TIMEOUT(QToolTip::isVisible(), 2000);
    QVERIFY(QToolTip::text().contains(marks->lossText(current.data(ActionListModel::ActionIndexRole).toInt())));
    QToolTip::hideText();
    // An undo keeps the results (the action is still in the line); another action there drops the
    // last one's; another game drops them all.
    const Action undone = w.model()->game().actions().back();
    w.model()->undo();
    QCOMPARE(runner()->analysedCount(), n);
    for (const Action &a : w.model()->legalActions())
        if (!(a == undone)) {
            QVERIFY(w.model()->play(a));
            break;
        }
    QCOMPARE(runner()->analysedCount(), n - 1);
    w.startGame(testing::randomGame(standardScenario(2), 8, 5));
    QCOMPARE(runner()->analysedCount(), 0);
}

void TestGameAnalysis::cancelStopsMidwayAndTheWindowStaysResponsive()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(2), 7, 40));
    const int n = w.model()->game().actionCount();
    runner()->setIterations(0, 3000);
    // The event loop's longest pause while the analysis runs, from a timer every 5 ms.
    QElapsedTimer clock;
    qint64 last = 0, longest = 0;
    QTimer tick;
    connect(&tick, &QTimer::timeout, this, [&] {
        const qint64 now = clock.elapsed();
        longest = std::max(longest, now - last);
        last = now;
    });
    action(w, "actionAnalyseGame")->trigger();
    clock.start();
    tick.start(5);
    QTRY_VERIFY_WITH_TIMEOUT(runner()->done() >= 2, 30000);
    // The window still replays while it runs.
    action(w, "actionReplay")->trigger();
    QVERIFY(w.replayMode()->replay()->isActive());
    w.replayMode()->replay()->goTo(3);
    QCOMPARE(w.replayMode()->replay()->current(), 3);
    QVERIFY(runner()->isRunning());
    QVERIFY(w.analysis()->progressBar()->value() >= 2);
    QVERIFY(w.analysis()->progressLabel()->text().contains(QString::number(n)));
    tick.stop();
    qInfo("longest pause of the event loop while analysing: %lld ms", longest);
    QVERIFY2(longest < 250, qPrintable(QString::number(longest)));
    QTest::mouseClick(w.findChild<QWidget *>(QStringLiteral("analysisCancelButton")), Qt::LeftButton);
    QVERIFY(!runner()->isRunning());
    QVERIFY(!w.analysis()->progressRow()->isVisible());
    const int kept = runner()->analysedCount();
    QVERIFY(kept >= 2 && kept < n);
    QTest::qWait(50); // nothing of the cancelled run comes after
    QCOMPARE(runner()->analysedCount(), kept);
    QVERIFY(action(w, "actionAnalyseGame")->isEnabled());
}

void TestGameAnalysis::keysGoToTheNextAndPreviousMistake()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(2), 7, 14));
    QVERIFY(!action(w, "actionNextMistake")->isEnabled());
    runner()->setResults(madeUp(w.model()->game(), {3, 7}));
    QVERIFY(action(w, "actionNextMistake")->isEnabled());
    QCOMPARE(action(w, "actionNextMistake")->shortcut(), QKeySequence(Qt::Key_F7));
    QCOMPARE(action(w, "actionPreviousMistake")->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F7));
    w.replayMode()->replay()->enterAt(0);
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    // As KaTrain does: the position just before the mistake, whose best actions (the one played among
    // them) are then beside the chart and on the board; the status line says what it lost.
    const auto told = [&w](int k) {
        return QStringLiteral("Blunder: %1 loses 30% for %2.")
            .arg(text::displayNotation(w.model()->game().actions()[static_cast<size_t>(k)], *w.model()->game().scenario().board),
                 w.model()->game().actorOf(k) == 0 ? QStringLiteral("Red") : QStringLiteral("Blue"));
    };
    QTest::keyClick(&w, Qt::Key_F7);
    QCOMPARE(w.replayMode()->replay()->current(), 3);
    QVERIFY(w.analysis()->bestActions()->shown());
    QCOMPARE(w.analysis()->bestActions()->shown()->index, 3);
    QVERIFY(w.analysis()->bestActions()->listedActions().contains(w.model()->game().actions()[3]));
    QVERIFY2(w.statusLine()->displayedText().startsWith(told(3)), qPrintable(w.statusLine()->displayedText()));
    QTest::keyClick(&w, Qt::Key_F7);
    QCOMPARE(w.replayMode()->replay()->current(), 7);
    QVERIFY2(w.statusLine()->displayedText().startsWith(told(7)), qPrintable(w.statusLine()->displayedText()));
    QTest::keyClick(&w, Qt::Key_F7);
    QCOMPARE(w.replayMode()->replay()->current(), 7);
    QVERIFY(w.statusLine()->displayedText().contains(QStringLiteral("No mistake after")));
    QTest::keyClick(&w, Qt::Key_F7, Qt::ShiftModifier);
    QCOMPARE(w.replayMode()->replay()->current(), 3);
    QTest::keyClick(&w, Qt::Key_F7, Qt::ShiftModifier);
    QCOMPARE(w.replayMode()->replay()->current(), 3);
    QVERIFY(w.statusLine()->displayedText().contains(QStringLiteral("No mistake before")));
    const QString tip = w.analysis()->marks()->lossText(3);
    QCOMPARE(tip, QStringLiteral("Blunder: −30% for %1; best was c4xd5 (%2%).")
                      .arg(w.model()->game().actorOf(3) == 0 ? QStringLiteral("Red") : QStringLiteral("Blue"))
                      .arg(w.model()->game().actorOf(3) == 0 ? 61 : 39));
    // The Analyse menu is on the menu bar, where Help ▸ Keyboard finds its keys.
    bool found = false;
    for (QAction *a : w.menuBar()->actions())
        found = found || (a->menu() && a->menu()->actions().contains(action(w, "actionNextMistake")));
    QVERIFY(found);
}

void TestGameAnalysis::aClickOnTheChartGoesToThatAction()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(2), 7, 14));
    runner()->setResults(madeUp(w.model()->game(), {}));
    action(w, "actionReplay")->trigger();
    QTabWidget *tabs = w.analysis()->chartTabs();
    tabs->setCurrentWidget(w.analysis()->chancesPage());
    ChancesChart *chart = w.analysis()->chart();
    QTRY_VERIFY_WITH_TIMEOUT(chart->isVisible() && chart->width() > 100, 2000);
    QCOMPARE(chart->currentAction(), w.model()->game().actionCount());
    QTest::mouseClick(chart, Qt::LeftButton, {}, QPoint(qRound(chart->xOf(5)), qRound(chart->plotRect().center().y())));
    QCOMPARE(w.replayMode()->replay()->current(), 5);
    QCOMPARE(chart->currentAction(), 5);
}

void TestGameAnalysis::languageSwitchWhileItRuns()
{
    MainWindow &w = *m_window;
    w.startGame(testing::randomGame(standardScenario(2), 7, 30));
    runner()->setIterations(0, 3000);
    action(w, "actionAnalyseGame")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(runner()->done() >= 1, 30000);
    const QString english = w.analysis()->progressLabel()->text();
    QVERIFY(english.contains(QStringLiteral("analysis")));
    m_languages.apply(QStringLiteral("ko"));
    QVERIFY(runner()->isRunning()); // the language changes, the analysis goes on
    QTRY_VERIFY_WITH_TIMEOUT(!w.analysis()->progressLabel()->text().contains(QStringLiteral("analysis")), 2000);
    QVERIFY(w.analysis()->menu()->title() != QStringLiteral("&Analyse"));
    const int before = runner()->done();
    QTRY_VERIFY_WITH_TIMEOUT(runner()->done() > before, 30000);
    runner()->cancel();
}

QTEST_MAIN(TestGameAnalysis)
#include "tst_game_analysis.moc"
