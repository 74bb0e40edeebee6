// Benchmark (label bench): the engine's checks the scenario editor runs after every edit,
// scenarioProblems() and scenarioWarnings(), on the 4-player standard board and on a board of
// 2,000 spaces, with a random setup and with an exact position. Prints figures; asserts no time.
#include "core/random.h"
#include "core/scenario.h"
#include "core/scenario_warning.h"

#include <QtTest>

using namespace eko;

namespace {

// The 4-player standard board with an exact position: every desert space holds a disc (as after the
// random setup), the Emperor swap done.
Scenario standardExact()
{
    Scenario sc = standardScenario(4);
    Position pos = startingPosition(sc, 7);
    pos.setPhase(Phase::FirstAction);
    pos.setSwapsDone(4);
    sc.position = pos;
    return sc;
}

// 50 × 40 spaces: desert with scattered sites and chasms; four players with stacks spread over it.
Scenario largeBoard(bool exact)
{
    Random random(2000);
    std::vector<Space> spaces;
    for (int r = 0; r < 40; ++r)
        for (int q = 0; q < 50; ++q) {
            const std::uint64_t roll = random.below(100);
            const Terrain t = roll < 4 ? Terrain::Chasm : roll < 8 ? Terrain::Oasis : roll < 11 ? Terrain::Reg
                            : roll < 14 ? Terrain::Mesa : roll < 15 ? Terrain::Capital : Terrain::Desert;
            spaces.push_back({Hex{q - r / 2, r}, t});
        }
    Scenario sc;
    sc.name = "Large";
    sc.players = 4;
    sc.settings.discsPerPlayer = 400;
    sc.board = std::make_shared<const Board>(std::move(spaces));
    if (!exact)
        return sc;
    Position pos(sc.board, sc.settings, 4);
    std::array<int, 4> onBoard{};
    int next = 0;
    for (SpaceIndex s = 0; s < sc.board->spaceCount(); ++s) {
        if (sc.board->terrain(s) != Terrain::Desert || random.below(4) != 0)
            continue;
        const int owner = next++ % 4;
        const int size = 1 + static_cast<int>(random.below(4));
        pos.setStack(s, Stack{static_cast<std::int8_t>(owner), static_cast<std::uint8_t>(size), onBoard[owner] == 0});
        onBoard[owner] += size;
    }
    for (int p = 0; p < 4; ++p)
        pos.playerState(p).reserve = sc.settings.discsPerPlayer - onBoard[p];
    pos.setPhase(Phase::FirstAction);
    pos.setToMove(0);
    pos.setFirstPlayer(0);
    pos.setSwapsDone(4);
    sc.position = pos;
    return sc;
}

} // namespace

class TestScenarioChecksBench : public QObject {
    Q_OBJECT
private slots:
    void problemsAndWarnings_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("standard 4-player board, random setup") << 0;
        QTest::newRow("standard 4-player board, exact position") << 1;
        QTest::newRow("2,000 spaces, random setup") << 2;
        QTest::newRow("2,000 spaces, exact position") << 3;
    }

    void problemsAndWarnings()
    {
        QFETCH(int, which);
        const Scenario sc = which == 0   ? standardScenario(4)
                            : which == 1 ? standardExact()
                                         : largeBoard(which == 3);
        QVERIFY(sc.board->spaceCount() == 91 || sc.board->spaceCount() == 2000);
        const auto problems = scenarioProblems(sc);
        QVERIFY2(problems.empty(), problems.empty() ? "" : describe(problems.front(), sc.board.get()).c_str());
        std::size_t found = 0;
        QBENCHMARK {
            found += scenarioProblems(sc).size();
            found += scenarioWarnings(sc).size();
        }
        QVERIFY(found < std::size_t(-1));
    }
};

QTEST_GUILESS_MAIN(TestScenarioChecksBench)
#include "tst_scenario_checks_bench.moc"
