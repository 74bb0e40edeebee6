// Benchmark of one action on the largest scenario the file format accepts (10,000 spaces, stack limit
// 100, 1,000 discs per player, 4 players: about 6 million legal actions in the action phase), through
// the game model and through the whole desktop window. Target: under 100 ms per action, under 300 MB.
// A benchmark measures and prints; it never asserts a time.
//
// Figures (RelWithDebInfo, offscreen, 1600 × 1000 window, a shared 2-core machine at load 5–8; the
// selected stack highlights 6,857 spaces, so hiding them repaints the whole board):
//   before: one action in the window 173–281 ms (one iteration; play 91–133 ms, mostly the autosave
//           writing and checking the 10,000-space scenario again; events after 56–120 ms, a full
//           repaint of 10,000 space items + 4,000 stacks ≈ 75–110 ms); peak 177 MB.
//   after:  one action in the window 62–89 ms (-iterations 8; play 9–25 ms: the scenario part of
//           the game file is written and checked once per game; events after 50–70 ms: the terrain
//           is the cached scene background, a full repaint ≈ 23 ms, and the view keeps one dirty
//           rectangle instead of a region of thousands); peak 106 MB. Through the model: ~1.6 ms, 29 MB.
#include "files/scenario_file.h"
#include "model/game_model.h"
#include "window/main_window.h"

#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

namespace {

// 100 × 100 desert spaces, every setting at its largest; read back through the scenario format.
Scenario largestScenario()
{
    std::vector<Space> spaces;
    for (int r = 0; r < 100; ++r)
        for (int q = 0; q < 100; ++q)
            spaces.push_back({{q, r}, Terrain::Desert});
    Scenario scenario;
    scenario.name = "Largest";
    scenario.players = 4;
    scenario.settings.discsPerPlayer = 1000;
    scenario.settings.stackLimit = 100;
    scenario.settings.reinforcementMax = 100;
    scenario.board = std::make_shared<const Board>(std::move(spaces));
    files::FileProblems problems;
    const std::optional<Scenario> read = files::scenarioFromJson(files::scenarioToJson(scenario), problems);
    if (!read)
        qFatal("the largest scenario is not accepted: %s", qPrintable(problems.value(0).toString()));
    return *read;
}

// The game after the Emperor swap: the first action phase.
Game largestGame()
{
    Game game(largestScenario(), 5);
    while (game.current().phase() == Phase::EmperorSwap)
        game.play(Action::noSwap());
    return game;
}

// Peak resident memory of this process so far, in MB (Linux).
long peakMegabytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong() / 1024;
    return -1;
}

// Clicks a stack of the player to move, then an empty space it can reach: one action.
void playOneAction(GameModel &model)
{
    const Position &pos = model.position();
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
        if (pos.stack(s).owner == pos.toMove()) {
            model.clickSpace(s);
            for (const Action &a : model.selectedActions())
                if (a.kind == ActionKind::Move && pos.stack(a.to).empty()) {
                    model.clickSpace(a.to);
                    return;
                }
        }
}

} // namespace

class BenchLargeBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void oneActionThroughTheModel()
    {
        GameModel model;
        model.setGame(largestGame());
        QBENCHMARK {
            const int before = model.game().actionCount();
            playOneAction(model);
            QCOMPARE(model.game().actionCount(), before + 1);
        }
        qInfo("peak memory: %ld MB", peakMegabytes());
    }

    void oneActionInTheWindow()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.startGame(largestGame());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        {
            // Where the time of one action goes: the click that picks a stack, the click that plays,
            // and what the window does afterwards (painting, timers).
            GameModel &model = *window.model();
            const Position &pos = model.position();
            SpaceIndex from = 0;
            while (pos.stack(from).owner != pos.toMove())
                ++from;
            QElapsedTimer timer;
            timer.start();
            model.clickSpace(from);
            const qint64 pick = timer.restart();
            SpaceIndex to = kNoSpace;
            for (const Action &a : model.selectedActions())
                if (a.kind == ActionKind::Move && pos.stack(a.to).empty())
                    to = a.to;
            model.clickSpace(to);
            const qint64 play = timer.restart();
            QCoreApplication::processEvents();
            qInfo("pick a stack %lld ms, play %lld ms, events after %lld ms", static_cast<long long>(pick),
                  static_cast<long long>(play), static_cast<long long>(timer.elapsed()));
        }
        QBENCHMARK {
            const int before = window.model()->game().actionCount();
            playOneAction(*window.model());
            QCoreApplication::processEvents(); // repaint and whatever the window does after an action
            QCOMPARE(window.model()->game().actionCount(), before + 1);
        }
        qInfo("peak memory: %ld MB", peakMegabytes());
    }

    void theFullListForComparison()
    {
        // What every action used to cost: the full list of legal actions.
        const Game game = largestGame();
        QElapsedTimer timer;
        timer.start();
        const std::vector<Action> all = rules::legalActions(game.current());
        qInfo("full list: %zu legal actions in %lld ms; peak memory now %ld MB", all.size(),
              static_cast<long long>(timer.elapsed()), peakMegabytes());
    }
};

QTEST_MAIN(BenchLargeBoard)
#include "tst_large_board_bench.moc"
