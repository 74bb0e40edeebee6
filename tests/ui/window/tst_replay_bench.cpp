// Benchmark of replay on a 10,000-action game in the whole window: showing the game (as opening a
// file of it does), going to any action, and stepping one action, each with the scene updated and
// the window repainted. Targets: any action < 20 ms, one step < 2 ms, showing the game < 1 s.
// A benchmark measures and prints; it never asserts a time.
//
// Figures (RelWithDebInfo, offscreen, 1600 × 1000 window, 100 × 5 board, shared 2-core machine):
//   open the 10,000-action file and show it 65–90 ms (81–109 ms with the events after);
//   go to any action 0.9–1.3 ms + repaint 8 ms (8.8 ms per iteration; 29–48 ms before the move
//   list stopped announcing every turn of a long jump); step one action 0.7–1.0 ms (board items,
//   panels, move list, chart line, sentence) + repaint 6–10 ms.
#include "board/board_scene.h"
#include "common/long_games.h"
#include "common/random_games.h"
#include "files/game_file.h"
#include "model/game_model.h"
#include "window/replay_mode.h"
#include "replay/replay_model.h"
#include "window/main_window.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <random>

using namespace eko;
using namespace eko::ui;

namespace {

constexpr int kActions = 10000;

// Two Emperors walking their rows of a 100 × 5 board (500 spaces), 10,000 actions.
Game longGame()
{
    Game game(testing::endlessWalkScenario(100, 5), 1);
    testing::playUntil(game, kActions);
    if (game.actionCount() != kActions)
        qFatal("the long game has %d actions", game.actionCount());
    return game;
}

} // namespace

class BenchReplay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_window.reset(); }
    void openAndShowTheGame();
    void goToAnyAction();
    void stepOneAction();

private:
    std::unique_ptr<MainWindow> m_window;
    ReplayModel *replay() const { return m_window->replayMode()->replay(); }
};

void BenchReplay::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->setQuiet(true);
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void BenchReplay::openAndShowTheGame()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("long.eko"));
    {
        const Game game = longGame();
        QString error;
        QVERIFY2(files::saveGame(game, file, &error), qPrintable(error));
    }
    QElapsedTimer timer;
    timer.start();
    QVERIFY(m_window->openFile(file));
    const qint64 opened = timer.elapsed();
    QCoreApplication::processEvents();
    qInfo("open a %d-action game file and show it: %lld ms (events after included: %lld ms)", kActions,
          static_cast<long long>(opened), static_cast<long long>(timer.elapsed()));
    QCOMPARE(m_window->model()->game().actionCount(), kActions);
}

void BenchReplay::goToAnyAction()
{
    m_window->startGame(longGame());
    replay()->enter();
    QCoreApplication::processEvents();
    std::mt19937 random(7);
    {
        // Where the time goes: the replay's own work (board items, panels, move list, chart line)
        // and the repaint after it.
        QElapsedTimer timer;
        qint64 call = 0, events = 0;
        for (int i = 0; i < 20; ++i) {
            timer.restart();
            replay()->goTo(static_cast<int>(random() % (kActions + 1)));
            call += timer.nsecsElapsed();
            timer.restart();
            QCoreApplication::processEvents();
            events += timer.nsecsElapsed();
        }
        qInfo("go to an action: %.2f ms, repaint after it: %.2f ms (mean of 20)", call / 20e6, events / 20e6);
    }
    QBENCHMARK {
        const int k = static_cast<int>(random() % (kActions + 1));
        replay()->goTo(k);
        QCoreApplication::processEvents(); // the repaint
        QCOMPARE(replay()->current(), k);
    }
}

void BenchReplay::stepOneAction()
{
    m_window->startGame(longGame());
    replay()->enterAt(kActions / 2);
    QCoreApplication::processEvents();
    bool forward = true;
    {
        QElapsedTimer timer;
        qint64 call = 0, events = 0;
        for (int i = 0; i < 20; ++i) {
            timer.restart();
            replay()->next();
            call += timer.nsecsElapsed();
            timer.restart();
            QCoreApplication::processEvents();
            events += timer.nsecsElapsed();
        }
        qInfo("step one action: %.2f ms, repaint after it: %.2f ms (mean of 20)", call / 20e6, events / 20e6);
    }
    QBENCHMARK {
        if (replay()->atEnd() || replay()->atStart())
            forward = !forward;
        if (forward)
            replay()->next();
        else
            replay()->previous();
        QCoreApplication::processEvents(); // the repaint
    }
}

QTEST_MAIN(BenchReplay)
#include "tst_replay_bench.moc"
