// RULES §4: the shape of a turn — action, forced march, reinforcement, passing, turn order.
#include "common/positions.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {
const std::vector<std::string> kOpen{".......", ".......", ".......", ".......", "......."};

bool hasKind(const std::vector<Action> &list, ActionKind kind)
{
    for (const Action &a : list)
        if (a.kind == kind)
            return true;
    return false;
}
} // namespace

class TestRulesTurn : public QObject {
    Q_OBJECT
private slots:
    void turnIsActionThenReinforcementThenNextPlayer();
    void nextPlayerInSeatOrderSkipsPlayersWithoutDiscs();
    void turnEndsAtOnceWhenThePlayerLosesTheirLastStack();
    void forcedMarchRemovesDiscsFromTheGameNotTheEmperor();
    void forcedMarchOnlyAfterTheFirstAction();
    void forcedMarchCostComesFromTheScenario();
    void declineForcedMarchByReinforcing();
    void declineForcedMarchWithEndWhenNoReinforcementIsPossible();
    void reinforcementOneToThreeDiscsOntoOneStack();
    void reinforcementIsCompulsory();
    void reinforcementRespectsTheStackLimit();
    void reinforcementBringsTheEmperorFirst();
    void reinforcementNeverOntoAnEmptySpace();
    void reinforcementSkippedWhenNoPlacementExists();
    void passOnlyWhenNoLegalAction();
    void passOnlyWhenNoLegalActionNextToOccupiedDesert();
    void noForcedMarchAfterAPass();
    void swapActionsOnlyDuringSetup();
};

void TestRulesTurn::turnIsActionThenReinforcementThenNextPlayer()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 1).place("g5", 1, 1);
    b.remove(0, b.position().player(0).reserve - 2); // too few for a forced march
    const Position p1 = rules::applied(b, parse(b, "a1-b1"));
    QCOMPARE(p1.phase(), Phase::Reinforcement);
    QCOMPARE(p1.toMove(), 0);
    const auto legal1 = rules::legalActions(p1);
    QCOMPARE(int(legal1.size()), 3); // b1+1, b1+2, b1+3: two discs and the Emperor in reserve
    QVERIFY(!rules::check(p1, parse(p1, "b1+2")));
    QCOMPARE(rules::check(p1, parse(p1, "g5-g4"))->code, RejectionCode::NotActionPhase);
    const Position p2 = rules::applied(p1, parse(p1, "b1+2"));
    QCOMPARE(p2.phase(), Phase::FirstAction);
    QCOMPARE(p2.toMove(), 1);
    QCOMPARE(p2.stack(p2.board().spaceFromName("b1")).size, 3);
}

void TestRulesTurn::nextPlayerInSeatOrderSkipsPlayersWithoutDiscs()
{
    PositionBuilder b(boardFromRows(kOpen), 3);
    b.place("a1", 0, 4).place("b1", 1, 1).place("g5", 2, 1).place("e3", 2, 1);
    const Position after = rules::applied(b, parse(b, "a1xb1"));
    QVERIFY(after.isOut(1));
    QVERIFY(!after.gameOver());
    // Red's reinforcement is impossible (stack full, too far from anything) only if the reserve is empty;
    // play whatever completes red's turn, then yellow (seat 2) moves, not blue.
    Position p = after;
    while (p.toMove() == 0 && !p.gameOver()) {
        const auto list = rules::legalActions(p);
        Action pick = list.front();
        for (const Action &a : list)
            if (a.kind == ActionKind::Reinforce || a.kind == ActionKind::End)
                pick = a;
        rules::apply(p, pick);
    }
    QCOMPARE(p.toMove(), 2);
}

void TestRulesTurn::forcedMarchRemovesDiscsFromTheGameNotTheEmperor()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 1).place("c3", 0, 1).place("g5", 1, 1);
    b.remove(0, b.position().player(0).reserve - 3); // exactly 3 ordinary discs + the Emperor in reserve
    QVERIFY(b.position().player(0).emperorInReserve);
    const Position p1 = rules::applied(b, parse(b, "a1-b1"));
    QCOMPARE(p1.phase(), Phase::AfterAction);
    const Position p2 = rules::applied(p1, Action::forcedMarch());
    QCOMPARE(p2.player(0).reserve, 0);
    QVERIFY(p2.player(0).emperorInReserve);
    QCOMPARE(p2.player(0).removed, b.position().player(0).removed + 3);
    QCOMPARE(p2.phase(), Phase::SecondAction);
    QVERIFY(p2.invariantHolds());
    // The reserve's 3 ordinary discs are needed: the Emperor does not count towards the cost.
    PositionBuilder c(boardFromRows(kOpen));
    c.place("a1", 0, 1).place("g5", 1, 1);
    c.remove(0, c.position().player(0).reserve - 2);
    const Position q1 = rules::applied(c, parse(c, "a1-b1"));
    QCOMPARE(rules::check(q1, Action::forcedMarch())->code, RejectionCode::MarchReserveTooSmall);
}

void TestRulesTurn::forcedMarchOnlyAfterTheFirstAction()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 1).place("g5", 1, 1);
    QCOMPARE(rules::check(b, Action::forcedMarch())->code, RejectionCode::MarchNotNow);
    QVERIFY(!hasKind(rules::legalActions(b), ActionKind::ForcedMarch));
}

void TestRulesTurn::forcedMarchCostComesFromTheScenario()
{
    RulesSettings s;
    s.forcedMarchCost = 5;
    PositionBuilder b(boardFromRows(kOpen), 2, s);
    b.place("a1", 0, 1).place("g5", 1, 1);
    b.remove(0, b.position().player(0).reserve - 4);
    const Position p = rules::applied(b, parse(b, "a1-b1"));
    QCOMPARE(p.phase(), Phase::Reinforcement);
    const auto r = rules::check(p, Action::forcedMarch());
    QCOMPARE(r->code, RejectionCode::MarchReserveTooSmall);
    QCOMPARE(r->n2, 5);
}

void TestRulesTurn::declineForcedMarchByReinforcing()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 1).place("g5", 1, 1);
    const Position p = rules::applied(b, parse(b, "a1-b1"));
    QCOMPARE(p.phase(), Phase::AfterAction);
    const auto list = rules::legalActions(p);
    QVERIFY(hasKind(list, ActionKind::ForcedMarch));
    QVERIFY(hasKind(list, ActionKind::Reinforce));
    QVERIFY(!hasKind(list, ActionKind::End));
    QCOMPARE(rules::check(p, Action::end())->code, RejectionCode::ReinforcementPossible);
    const Position q = rules::applied(p, parse(p, "b1+3"));
    QCOMPARE(q.toMove(), 1);
}

void TestRulesTurn::declineForcedMarchWithEndWhenNoReinforcementIsPossible()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 4).place("g5", 1, 1);
    const Position p = rules::applied(b, parse(b, "a1-b1"));
    QCOMPARE(p.phase(), Phase::AfterAction);
    const auto list = rules::legalActions(p);
    QCOMPARE(int(list.size()), 2);
    QVERIFY(hasKind(list, ActionKind::End));
    const Position q = rules::applied(p, Action::end());
    QCOMPARE(q.toMove(), 1);
    QCOMPARE(q.phase(), Phase::FirstAction);
}

void TestRulesTurn::reinforcementOneToThreeDiscsOntoOneStack()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 1).place("g5", 1, 1).phase(Phase::Reinforcement);
    QVERIFY(listed(b, "a1+1"));
    QVERIFY(listed(b, "a1+2"));
    QVERIFY(listed(b, "a1+3"));
    QCOMPARE(rules::check(b, parse(b, "a1+4"))->code, RejectionCode::ReinforceCount);
    RulesSettings s;
    s.reinforcementMax = 2;
    PositionBuilder c(boardFromRows(kOpen), 2, s);
    c.place("a1", 0, 1).place("g5", 1, 1).phase(Phase::Reinforcement);
    QCOMPARE(rules::check(c, parse(c, "a1+3"))->code, RejectionCode::ReinforceCount);
}

void TestRulesTurn::reinforcementIsCompulsory()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 1).place("g5", 1, 1).phase(Phase::Reinforcement);
    for (const Action &a : rules::legalActions(b))
        QCOMPARE(a.kind, ActionKind::Reinforce);
    QVERIFY(rules::check(b, Action::end()));
    QVERIFY(rules::check(b, Action::pass()));
}

void TestRulesTurn::reinforcementRespectsTheStackLimit()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 3).place("g5", 1, 1).phase(Phase::Reinforcement);
    QVERIFY(listed(b, "a1+1"));
    QCOMPARE(rules::check(b, parse(b, "a1+2"))->code, RejectionCode::ReinforceOverLimit);
}

void TestRulesTurn::reinforcementBringsTheEmperorFirst()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 1).place("g5", 1, 1).phase(Phase::Reinforcement);
    QVERIFY(b.position().player(0).emperorInReserve);
    const Position one = rules::applied(b, parse(b, "a1+1"));
    QVERIFY(one.stack(one.board().spaceFromName("a1")).emperor);
    QVERIFY(!one.player(0).emperorInReserve);
    QCOMPARE(one.player(0).reserve, b.position().player(0).reserve);
    const Position three = rules::applied(b, parse(b, "a1+3"));
    QVERIFY(three.stack(three.board().spaceFromName("a1")).emperor);
    QCOMPARE(three.player(0).reserve, b.position().player(0).reserve - 2);
    QVERIFY(three.invariantHolds());
}

void TestRulesTurn::reinforcementNeverOntoAnEmptySpace()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 1).place("g5", 1, 1).phase(Phase::Reinforcement);
    QCOMPARE(rules::check(b, parse(b, "c3+1"))->code, RejectionCode::NoStack);
    QCOMPARE(rules::check(b, parse(b, "g5+1"))->code, RejectionCode::NotYourStack);
}

void TestRulesTurn::reinforcementSkippedWhenNoPlacementExists()
{
    // Red's only stack is next to blue's village: after red's move there is no reinforcement,
    // the reserve is too small for a march, so the turn passes to blue by itself.
    PositionBuilder b(boardFromRows({"o......", ".......", "......."}));
    b.place("c1", 0, 1).place("g3", 1, 1).build("a1", 1, BuildingType::Village);
    b.remove(0, b.position().player(0).reserve - 2);
    const Position p = rules::applied(b, parse(b, "c1-b1"));
    QCOMPARE(p.toMove(), 1);
    QCOMPARE(p.phase(), Phase::FirstAction);
}

void TestRulesTurn::passOnlyWhenNoLegalAction()
{
    // Red's single disc is boxed in by chasms and a bigger blue stack.
    PositionBuilder b(boardFromRows({".#...", "##...", "....."}));
    b.place("a1", 0, 1).place("e3", 1, 1);
    const auto list = rules::legalActions(b);
    QCOMPARE(int(list.size()), 1);
    QCOMPARE(list.front().kind, ActionKind::Pass);
    QVERIFY(!rules::check(b, Action::pass()));
    PositionBuilder c(boardFromRows(kOpen));
    c.place("a1", 0, 1).place("g5", 1, 1);
    QCOMPARE(rules::check(c, Action::pass())->code, RejectionCode::PassNotAllowed);
}

void TestRulesTurn::passOnlyWhenNoLegalActionNextToOccupiedDesert()
{
    // Red's single disc on a1 touches only desert spaces, b1 and a2, and both hold blue stacks too
    // large to attack: red has no legal action and passes.
    PositionBuilder b(boardFromRows({".....", ".....", "....."}));
    b.place("a1", 0, 1).place("b1", 1, 2).place("a2", 1, 3);
    const auto list = rules::legalActions(b);
    QCOMPARE(int(list.size()), 1);
    QCOMPARE(list.front().kind, ActionKind::Pass);
    QVERIFY(!rules::check(b, Action::pass()));
    std::vector<Action> withoutSpace;
    rules::legalActionsWithoutSpace(b, withoutSpace);
    QCOMPARE(withoutSpace, (std::vector<Action>{Action::pass()}));
    // One blue stack gone from next to it: red moves, and may not pass.
    PositionBuilder c(boardFromRows({".....", ".....", "....."}));
    c.place("a1", 0, 1).place("a2", 1, 3).place("e3", 1, 2);
    QCOMPARE(rules::check(c, Action::pass())->code, RejectionCode::PassNotAllowed);
}

void TestRulesTurn::noForcedMarchAfterAPass()
{
    PositionBuilder b(boardFromRows({".#...", "##...", "....."}));
    b.place("a1", 0, 1).place("e3", 1, 1);
    const Position p = rules::applied(b, Action::pass());
    QCOMPARE(p.phase(), Phase::Reinforcement);
    QVERIFY(!hasKind(rules::legalActions(p), ActionKind::ForcedMarch));
}

void TestRulesTurn::swapActionsOnlyDuringSetup()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("a1", 0, 1, true).place("b1", 0, 1).place("g5", 1, 1, true);
    QCOMPARE(rules::check(b, Action::noSwap())->code, RejectionCode::NotSwapPhase);
    b.phase(Phase::EmperorSwap);
    QCOMPARE(rules::check(b, parse(b, "a1-a2"))->code, RejectionCode::SwapPhase);
}

void TestRulesTurn::turnEndsAtOnceWhenThePlayerLosesTheirLastStack()
{
    // Red's last stack is a single disc; red could pay a forced march (3 in reserve), but its
    // kamikaze on blue's 4-stack leaves red out: the turn ends at once and blue is to move.
    PositionBuilder b(boardFromRows(kOpen), 3);
    b.place("b2", 0, 1).place("c2", 1, 4).place("g5", 1, 1).place("e3", 2, 1);
    QVERIFY(b.position().player(0).reserve >= 3);
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QVERIFY(after.isOut(0));
    QVERIFY(!after.gameOver());
    QCOMPARE(after.toMove(), 1);
    QCOMPARE(after.phase(), Phase::FirstAction);
    QVERIFY(!listed(after, "march"));
    QCOMPARE(rules::check(after, Action::forcedMarch())->code, RejectionCode::MarchNotNow);
}

QTEST_APPLESS_MAIN(TestRulesTurn)
#include "tst_rules_turn.moc"
