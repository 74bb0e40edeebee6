// The queries an interface asks instead of the full list (legalActionsFrom, legalConstructionsOn, ...)
// give exactly their part of rules::legalActions(), in positions of every phase from random games.
#include "common/positions.h"
#include "common/random_games.h"

#include <QtTest>
#include <algorithm>
#include <tuple>

using namespace eko;
using namespace eko::testing;

namespace {

std::vector<Action> sorted(std::vector<Action> actions)
{
    auto key = [](const Action &a) { return std::tuple(a.kind, a.from, a.to, a.building, a.count); };
    std::sort(actions.begin(), actions.end(), [&key](const Action &a, const Action &b) { return key(a) < key(b); });
    return actions;
}

template <typename Keep>
std::vector<Action> filtered(const std::vector<Action> &all, Keep keep)
{
    std::vector<Action> out;
    std::copy_if(all.begin(), all.end(), std::back_inserter(out), keep);
    return out;
}

bool namesNoSpace(const Action &a)
{
    return a.kind == ActionKind::NoSwap || a.kind == ActionKind::ForcedMarch || a.kind == ActionKind::End
        || a.kind == ActionKind::Pass;
}

// Positions of all phases: the first actions of seeded random games for 2, 3 and 4 players.
std::vector<Position> samplePositions()
{
    std::vector<Position> out;
    for (int players = 2; players <= 4; ++players)
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const Game game = randomGame(standardScenario(players), seed * 31 + players, 160);
            for (int k = 0; k <= game.actionCount(); k += 3)
                out.push_back(game.positionAt(k));
        }
    return out;
}

} // namespace

class TestStackQueries : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyPhaseIsSampled();
    void actionsOfEachStackMakeUpTheList();
    void constructionsOnASiteAreThoseOfTheList();
    void reinforcementsOfAStackAreThoseOfTheList();
    void actionsWithoutSpaceAreThoseOfTheList();
    void reinforceableStacksAndMostReinforcement();
    void anyLegalActionAgreesWithTheList();
    void offBoardAndOtherPlayersStacksHaveNoActions();

private:
    std::vector<Position> m_positions;
};

void TestStackQueries::initTestCase() { m_positions = samplePositions(); }

void TestStackQueries::everyPhaseIsSampled()
{
    std::vector<bool> seen(6);
    for (const Position &pos : m_positions)
        seen[static_cast<int>(pos.phase())] = true;
    for (Phase p : {Phase::EmperorSwap, Phase::FirstAction, Phase::AfterAction, Phase::SecondAction,
                    Phase::Reinforcement})
        QVERIFY2(seen[static_cast<int>(p)], "a phase is missing from the sample");
}

void TestStackQueries::actionsOfEachStackMakeUpTheList()
{
    std::vector<Action> some;
    for (const Position &pos : m_positions) {
        std::vector<Action> all = filtered(rules::legalActions(pos), [](const Action &a) {
            return !namesNoSpace(a) && a.kind != ActionKind::Reinforce;
        });
        std::vector<Action> joined;
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
            rules::legalActionsFrom(pos, s, some);
            for (const Action &a : some)
                QCOMPARE(a.from, s);
            joined.insert(joined.end(), some.begin(), some.end());
        }
        QCOMPARE(sorted(joined), sorted(all));
    }
}

void TestStackQueries::constructionsOnASiteAreThoseOfTheList()
{
    std::vector<Action> some;
    for (const Position &pos : m_positions) {
        const std::vector<Action> all = rules::legalActions(pos);
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
            rules::legalConstructionsOn(pos, s, some);
            QCOMPARE(sorted(some), sorted(filtered(all, [s](const Action &a) {
                         return a.kind == ActionKind::Construct && a.to == s;
                     })));
        }
    }
}

void TestStackQueries::reinforcementsOfAStackAreThoseOfTheList()
{
    std::vector<Action> some;
    for (const Position &pos : m_positions) {
        const std::vector<Action> all = rules::legalActions(pos);
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
            rules::legalReinforcementsOf(pos, s, some);
            QCOMPARE(some, filtered(all, [s](const Action &a) { return a.kind == ActionKind::Reinforce && a.to == s; }));
        }
    }
}

void TestStackQueries::actionsWithoutSpaceAreThoseOfTheList()
{
    std::vector<Action> some;
    for (const Position &pos : m_positions) {
        rules::legalActionsWithoutSpace(pos, some);
        QCOMPARE(sorted(some), sorted(filtered(rules::legalActions(pos), namesNoSpace)));
    }
    // A player with nothing to do passes; after the action, "end" when no reinforcement is possible.
    PositionBuilder boxed(boardFromRows({"#.#", "##."}));
    boxed.place("b1", 0, 1).place("c2", 1, 1);
    rules::legalActionsWithoutSpace(boxed, some);
    QCOMPARE(some, std::vector<Action>{Action::pass()});
}

void TestStackQueries::reinforceableStacksAndMostReinforcement()
{
    std::vector<SpaceIndex> stacks;
    for (const Position &pos : m_positions) {
        const std::vector<Action> all = rules::legalActions(pos);
        std::vector<SpaceIndex> expected;
        int most = 0;
        for (const Action &a : all)
            if (a.kind == ActionKind::Reinforce) {
                if (std::find(expected.begin(), expected.end(), a.to) == expected.end())
                    expected.push_back(a.to);
                most = std::max(most, static_cast<int>(a.count));
            }
        std::sort(expected.begin(), expected.end());
        rules::reinforceableStacks(pos, stacks);
        QCOMPARE(stacks, expected);
        QCOMPARE(rules::mostReinforcement(pos), most);
    }
}

void TestStackQueries::anyLegalActionAgreesWithTheList()
{
    for (const Position &pos : m_positions)
        QCOMPARE(rules::anyLegalAction(pos), !rules::legalActions(pos).empty());
    PositionBuilder full(boardFromRows({"...."}));
    full.place("a1", 0, 4).place("d1", 1, 1).phase(Phase::Reinforcement);
    QVERIFY(!rules::anyLegalAction(full)); // the only stack is at the limit
    QVERIFY(rules::legalActions(full).empty());
    full.phase(Phase::GameOver);
    QVERIFY(!rules::anyLegalAction(full));
}

void TestStackQueries::offBoardAndOtherPlayersStacksHaveNoActions()
{
    PositionBuilder b(boardFromRows({".....", ".r..."}));
    b.place("a1", 0, 2).place("e2", 1, 1);
    std::vector<Action> some{Action::pass()};
    for (SpaceIndex s : {SpaceIndex(-1), SpaceIndex(999), b.at("e2"), b.at("c1")}) {
        rules::legalActionsFrom(b, s, some);
        QVERIFY(some.empty());
        rules::legalConstructionsOn(b, s, some);
        QVERIFY(some.empty());
        rules::legalReinforcementsOf(b, s, some);
        QVERIFY(some.empty());
    }
}

QTEST_APPLESS_MAIN(TestStackQueries)
#include "tst_stack_queries.moc"
