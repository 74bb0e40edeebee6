// Scenario warnings (core/scenario_warning.h): one test per warning, each on a small hand-made board
// that has exactly that warning, and the standard scenarios, which have none.
#include "common/positions.h"
#include "core/scenario_warning.h"
#include "core/standard_boards.h"
#include "text/explain.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {

using W = ScenarioWarningCode;

// Desert all around one capital: no warning of the board for 2 players.
const std::vector<std::string> kClean{".....", "..C..", "....."};

Scenario randomSetup(const std::vector<std::string> &rows, int players = 2)
{
    Scenario sc;
    sc.players = players;
    sc.settings.discsPerPlayer = 3;
    sc.board = boardFromRows(rows);
    return sc;
}

// Both players with their Emperor on the board, far apart: no warning.
PositionBuilder cleanPosition()
{
    PositionBuilder b(boardFromRows(kClean));
    b.place("a1", 0, 1, true).place("e3", 1, 1, true);
    return b;
}

std::string listed(const std::vector<ScenarioWarning> &warnings, const Board *board)
{
    std::string out;
    for (const ScenarioWarning &w : warnings)
        out += describe(w, board) + "\n";
    return out;
}

#define COMPARE_WARNINGS(scenario, ...)                                                                                \
    do {                                                                                                               \
        const Scenario &sc_ = (scenario);                                                                              \
        QVERIFY2(scenarioProblems(sc_).empty(), "the scenario must have no problems");                                \
        const std::vector<ScenarioWarning> expected_{__VA_ARGS__};                                                     \
        const std::vector<ScenarioWarning> found_ = scenarioWarnings(sc_);                                             \
        QVERIFY2(found_ == expected_, ("found:\n" + listed(found_, sc_.board.get()) + "expected:\n"                    \
                                       + listed(expected_, sc_.board.get()))                                           \
                                          .c_str());                                                                   \
    } while (false)

} // namespace

class TestScenarioWarnings : public QObject {
    Q_OBJECT
private slots:
    void standardScenariosHaveNoWarnings()
    {
        for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
            COMPARE_WARNINGS(standardScenario(players));
    }

    void cleanBoardsAndPositionsHaveNoWarnings()
    {
        COMPARE_WARNINGS(randomSetup(kClean));
        COMPARE_WARNINGS(exactScenario(cleanPosition()));
    }

    void capitalsNotOneFewerThanPlayers()
    {
        COMPARE_WARNINGS(randomSetup({".....", ".....", "....."}), ScenarioWarning{W::CapitalCount, kNoSpace, -1, 0, 2, 1});
        COMPARE_WARNINGS(randomSetup(kClean, 3), ScenarioWarning{W::CapitalCount, kNoSpace, -1, 1, 3, 2});
        COMPARE_WARNINGS(randomSetup({"..C..", ".....", "..C.."}), ScenarioWarning{W::CapitalCount, kNoSpace, -1, 2, 2, 1});
    }

    void siteNextToFewerThanTwoDeserts()
    {
        // a1 (oasis) touches b1 (desert) and a2 (chasm); the reg e3 touches only sites and chasms.
        const Scenario sc = randomSetup({"o....", "#.C.m", "...#r"});
        COMPARE_WARNINGS(sc, ScenarioWarning{W::SiteFewDeserts, sc.board->spaceFromName("a1"), -1, 1},
                         ScenarioWarning{W::SiteFewDeserts, sc.board->spaceFromName("e3"), -1, 0});
    }

    void desertNotConnected()
    {
        // a1, b1, a2 are cut off by the chasms c1, b2, a3 from the eight desert spaces of the rest.
        const Scenario sc = randomSetup({"..#..", ".#C..", "#...."});
        COMPARE_WARNINGS(sc, ScenarioWarning{W::DesertNotConnected, sc.board->spaceFromName("a1"), -1, 3});
        // Stacks standing in the way do not cut the desert.
        PositionBuilder b(boardFromRows({"..#..", "..C..", "....."}));
        b.place("b2", 0, 1, true).place("b3", 0, 1).place("e3", 1, 1, true).place("a3", 1, 1);
        COMPARE_WARNINGS(exactScenario(b));
    }

    void playerWithNoLegalActionAtTheStart()
    {
        // Red's single disc on a1 is surrounded by blue 2-stacks and touches no site.
        PositionBuilder b(boardFromRows(kClean), 2, RulesSettings{});
        b.place("a1", 0, 1, true).place("b1", 1, 2, true).place("a2", 1, 2);
        COMPARE_WARNINGS(exactScenario(b), ScenarioWarning{W::NoLegalAction, kNoSpace, 0, 0});
        // It is the same when it is blue's turn, and in the Emperor swap.
        b.toMove(1);
        COMPARE_WARNINGS(exactScenario(b), ScenarioWarning{W::NoLegalAction, kNoSpace, 0, 0});
        b.phase(Phase::EmperorSwap).toMove(0);
        b.position().setFirstPlayer(0);
        COMPARE_WARNINGS(exactScenario(b), ScenarioWarning{W::NoLegalAction, kNoSpace, 0, 0});
    }

    void playerOutFromTheStart()
    {
        PositionBuilder b(boardFromRows(kClean), 3);
        b.place("a1", 0, 1, true).place("e3", 1, 1, true);
        COMPARE_WARNINGS(exactScenario(b), ScenarioWarning{W::CapitalCount, kNoSpace, -1, 1, 3, 2},
                         ScenarioWarning{W::NoLegalAction, kNoSpace, 2, 1});
    }

    void unequalDiscs_onlyWhenForcedMarchesRemovedMore()
    {
        PositionBuilder b = cleanPosition();
        b.remove(1, 2);
        COMPARE_WARNINGS(exactScenario(b), ScenarioWarning{W::UnequalDiscs, kNoSpace, 1, 14, 16});
        // Both marched as often: nothing unequal.
        b.remove(0, 2);
        COMPARE_WARNINGS(exactScenario(b));
    }

    void ordinaryMidGamePositionsHaveNoCountWarnings()
    {
        // An Emperor held captive is still its owner's disc.
        PositionBuilder c = cleanPosition();
        c.place("c1", 0, 2).place("c3", 1, 1);
        c.position().setStack(c.at("e3"), Stack{});
        c.captive(1, 0);
        COMPARE_WARNINGS(exactScenario(c));
        // Buildings on the board come from the building supply: supply and built together are equal.
        PositionBuilder b = cleanPosition();
        b.build("c2", 0, BuildingType::Village);
        COMPARE_WARNINGS(exactScenario(b));
        b.position().setBuilding(b.at("c2"), Building{});
        ++b.position().playerState(0).supply[0];
        b.build("c2", 1, BuildingType::Castle);
        COMPARE_WARNINGS(exactScenario(b));
    }

    void stacksAllBoxedIn()
    {
        // Red's 2-stack with its Emperor on c1 cannot step: blue 3-stacks on b1, d1 and b2. It can still
        // build a village on the capital c2.
        PositionBuilder b(boardFromRows(kClean));
        b.place("c1", 0, 2, true).place("b1", 1, 3, true).place("d1", 1, 3).place("b2", 1, 3);
        COMPARE_WARNINGS(exactScenario(b), ScenarioWarning{W::StacksBoxedIn, kNoSpace, 0});
        // One stack free to move is enough.
        b.place("e3", 0, 1);
        COMPARE_WARNINGS(exactScenario(b));
        // A stack that may attack or regroup is not boxed in.
        PositionBuilder attack(boardFromRows(kClean));
        attack.place("c1", 0, 3, true).place("b1", 1, 3, true).place("d1", 1, 3).place("b2", 1, 3);
        COMPARE_WARNINGS(exactScenario(attack));
    }

    void positionWarningsOnlyWithoutProblems()
    {
        PositionBuilder b(boardFromRows({".....", ".....", "....."}));
        b.place("a1", 0, 1, true).place("e3", 1, 1, true).place("c2", 3, 1); // a stack of nobody
        Scenario sc = exactScenario(b);
        QVERIFY(!scenarioProblems(sc).empty());
        const std::vector<ScenarioWarning> boardOnly{{W::CapitalCount, kNoSpace, -1, 0, 2, 1}};
        QVERIFY(scenarioWarnings(sc) == boardOnly);
        sc.board = nullptr;
        QVERIFY(scenarioWarnings(sc).empty());
    }

    void englishTexts()
    {
        const auto board = boardFromRows(kClean);
        auto text = [&board](ScenarioWarning w) { return describe(w, board.get()); };
        QCOMPARE(text({W::CapitalCount, kNoSpace, -1, 0, 2, 1}), std::string("the board has 0 capitals; a board for 2 players usually has 1"));
        QCOMPARE(text({W::SiteFewDeserts, board->spaceFromName("c2"), -1, 1}),
                 std::string("the construction site c2 is next to 1 desert space; a site should touch at least two"));
        QCOMPARE(text({W::DesertNotConnected, 0, -1, 3}),
                 std::string("the desert around a1 (3 spaces) is cut off from the rest of the desert"));
        QCOMPARE(text({W::NoLegalAction, kNoSpace, 1, 0}), std::string("blue has no legal action at the start of their turn"));
        QCOMPARE(text({W::NoLegalAction, kNoSpace, 2, 1}), std::string("yellow has no disc on the board and is out from the start"));
        QCOMPARE(text({W::UnequalDiscs, kNoSpace, 0, 1, 16}),
                 std::string("red has 1 disc in play, fewer than another player (16 discs): forced marches removed more of theirs"));
        QCOMPARE(text({W::StacksBoxedIn, kNoSpace, 0}), std::string("every stack of red is boxed in: none can move, regroup or attack"));
        // Every code has its own text, and the interface's text (untranslated) reads the same.
        for (int code = 0; code < kScenarioWarningCodeCount; ++code)
            for (int n1 = 0; n1 < 2; ++n1) {
                const ScenarioWarning w{static_cast<W>(code), 1, 2, n1, 3, 4};
                QCOMPARE(text::explainScenarioWarning(w, board.get()), QString::fromStdString(describe(w, board.get())));
                QVERIFY(describe(w, board.get()) != "the scenario may not play as expected");
            }
    }
};

QTEST_GUILESS_MAIN(TestScenarioWarnings)
#include "tst_scenario_warnings.moc"
