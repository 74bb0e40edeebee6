// Benchmark (prints, asserts nothing on time): the main window's event loop while Analyse ▸ Analyse
// Game runs over a 150-action 2-player game at the default budget (the quick pass, then the deep
// one) under the offscreen platform. A timer every 10 ms records each gap between its ticks; the
// figures are the longest gap, the 99th percentile, how many gaps passed 50 ms, and the time the whole
// analysis took. EKO_BENCH_DEEP_ITERATIONS=N changes the deep pass's budget (for a quick look).
#include "common/random_games.h"
#include "core/scenario.h"
#include "model/game_analysis_runner.h"
#include "model/game_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "window/analysis_controls.h"
#include "window/main_window.h"

#include <QAction>
#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <memory>
#include <vector>

using namespace eko;
using namespace eko::ui;

class TestAnalysisStallBench : public QObject {
    Q_OBJECT
private slots:
    void eventLoopWhileAnalysingAWholeGame();
};

void TestAnalysisStallBench::eventLoopWhileAnalysingAWholeGame()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-analysis-stall-bench"));
    QSettings().clear();
    Autosave::remove();
    // A 150-action game: the first seed whose random game is not over before.
    Game game(standardScenario(2), 1);
    for (std::uint64_t seed = 1; game.actionCount() < 150; ++seed)
        game = testing::randomGame(standardScenario(2), seed, 150);
    auto window = std::make_unique<MainWindow>();
    window->setQuiet(true);
    window->resize(1100, 760);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    window->startGame(game);
    GameAnalysisRunner *runner = window->analysis()->runner();
    const int deep = qEnvironmentVariableIsSet("EKO_BENCH_DEEP_ITERATIONS")
                         ? qEnvironmentVariableIntValue("EKO_BENCH_DEEP_ITERATIONS")
                         : ai::kDefaultAnalysisIterations;
    runner->setIterations(ai::kQuickAnalysisIterations, deep);

    QElapsedTimer clock;
    std::vector<qint64> gaps;
    qint64 last = 0;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    connect(&tick, &QTimer::timeout, this, [&] {
        const qint64 now = clock.elapsed();
        gaps.push_back(now - last);
        last = now;
    });
    clock.start();
    tick.start(10);
    window->findChild<QAction *>(QStringLiteral("actionAnalyseGame"))->trigger();
    QVERIFY(runner->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!runner->isRunning(), 600000);
    tick.stop();
    const qint64 total = clock.elapsed();
    QCOMPARE(runner->analysedCount(), 150);
    std::sort(gaps.begin(), gaps.end());
    const qint64 longest = gaps.empty() ? 0 : gaps.back();
    const qint64 p99 = gaps.empty() ? 0 : gaps[gaps.size() * 99 / 100];
    const auto over = std::count_if(gaps.begin(), gaps.end(), [](qint64 g) { return g > 50; });
    qInfo("Analyse Game, 150 actions, %d + %d iterations per position, %d threads: %.1f s; event loop: %zu ticks of "
          "10 ms, longest gap %lld ms, 99th percentile %lld ms, %lld gaps over 50 ms",
          ai::kQuickAnalysisIterations, deep, std::thread::hardware_concurrency() >= 2 ? 2 : 1, total / 1000.0,
          gaps.size(), longest, p99, static_cast<long long>(over));
}

QTEST_MAIN(TestAnalysisStallBench)
#include "tst_analysis_stall_bench.moc"
