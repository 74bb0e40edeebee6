// RULES §4.1: the move action — simple move, regroup, attack, Emperor attack, kamikaze.
#include "common/positions.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {
const std::vector<std::string> kOpen{".......", ".......", ".......", ".......", "......."};
}

class TestRulesMove : public QObject {
    Q_OBJECT
private slots:
    void stacksNeverSplit();
    void simpleMoveFollowsAnyWindingPathOfEmptyDesert();
    void simpleMoveNeedsAtLeastOneStep();
    void simpleMoveEndsOnDesertOnly();
    void regroupMergesUpToTheStackLimit();
    void regroupCarriesTheEmperor();
    void regroupLimitComesFromTheScenario();
    void attackSendsDiscsToReserveAndEmperorCaptive();
    void attackerOccupiesTheSpace();
    void attackNeedsAnEnemyStack();
    void attackNeverOwnStacks();
    void attackNeedsAPathToo();
    void kamikazeEmperorGoesToOwnReserve();
    void kamikazeNeedsExactlyAFullStack();
    void kamikazeTargetIsAStackAtTheScenariosLimit();
    void movesFromOtherPlayersStacksAreRefused();
    void dashOntoAnEnemyStackIsTheAttack();
};

void TestRulesMove::stacksNeverSplit()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 3, true).place("g5", 1, 1);
    const Position after = rules::applied(b, parse(b, "b2-e4"));
    const Stack moved = after.stack(after.board().spaceFromName("e4"));
    QCOMPARE(moved.size, 3);
    QVERIFY(moved.emperor);
    QVERIFY(after.stack(after.board().spaceFromName("b2")).empty());
    // Every legal action of a stack moves all of it: no action names a part of a stack.
    for (const Action &a : rules::legalActions(b))
        if (a.kind == ActionKind::Move)
            QCOMPARE(rules::applied(b, a).stack(a.to).size, 3);
}

void TestRulesMove::simpleMoveFollowsAnyWindingPathOfEmptyDesert()
{
    // A corridor that turns back on itself: a1 → g1 → g3 → a3 → a5.
    PositionBuilder b(boardFromRows({".......", "######.", ".......", ".######", "......."}));
    b.place("a1", 0, 1).place("g5", 1, 1);
    QVERIFY(legal(b, "a1-a5"));
    QVERIFY(listed(b, "a1-f5"));
    int moves = 0;
    for (const Action &a : rules::legalActions(b))
        moves += (a.kind == ActionKind::Move && a.from == b.at("a1")) ? 1 : 0;
    QCOMPARE(moves, 7 + 1 + 7 + 1 + 6 - 1); // every empty desert space but its own
}

void TestRulesMove::simpleMoveNeedsAtLeastOneStep()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 1).place("g5", 1, 1);
    QCOMPARE(rules::check(b, parse(b, "b2-b2"))->code, RejectionCode::SameSpace);
    QVERIFY(!listed(b, "b2-b2"));
}

void TestRulesMove::simpleMoveEndsOnDesertOnly()
{
    PositionBuilder b(boardFromRows({"..o..", "..#..", "....."}));
    b.place("a1", 0, 1).place("e3", 1, 1);
    QCOMPARE(rules::check(b, parse(b, "a1-c1"))->code, RejectionCode::DestinationNotDesert);
    QCOMPARE(rules::check(b, parse(b, "a1-c2"))->code, RejectionCode::DestinationNotDesert);
    QVERIFY(legal(b, "a1-e1"));
}

void TestRulesMove::regroupMergesUpToTheStackLimit()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 2).place("e4", 0, 2).place("g5", 1, 1);
    const Position after = rules::applied(b, parse(b, "b2-e4"));
    QCOMPARE(after.stack(after.board().spaceFromName("e4")).size, 4);
    QCOMPARE(after.stackCount(0), 1);
}

void TestRulesMove::regroupCarriesTheEmperor()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 1, true).place("e4", 0, 2).place("g5", 1, 1);
    const Position after = rules::applied(b, parse(b, "b2-e4"));
    QVERIFY(after.stack(after.board().spaceFromName("e4")).emperor);
    QCOMPARE(after.emperorSpace(0), after.board().spaceFromName("e4"));
}

void TestRulesMove::regroupLimitComesFromTheScenario()
{
    RulesSettings s;
    s.stackLimit = 6;
    PositionBuilder b(boardFromRows(kOpen), 2, s);
    b.place("b2", 0, 3).place("e4", 0, 3).place("g5", 1, 1);
    QVERIFY(legal(b, "b2-e4"));
    s.stackLimit = 5;
    PositionBuilder c(boardFromRows(kOpen), 2, s);
    c.place("b2", 0, 3).place("e4", 0, 3).place("g5", 1, 1);
    QCOMPARE(rules::check(c, parse(c, "b2-e4"))->code, RejectionCode::RegroupTooLarge);
}

void TestRulesMove::attackSendsDiscsToReserveAndEmperorCaptive()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 4).place("e4", 1, 3, true).place("g5", 1, 1);
    const Position before = b;
    const Position after = rules::applied(before, parse(before, "b2xe4"));
    QCOMPARE(after.player(1).reserve, before.player(1).reserve + 2);
    QCOMPARE(after.emperorCaptor(1), 0);
    QCOMPARE(after.victoryPoints(0), 3);
    QVERIFY(after.invariantHolds());
}

void TestRulesMove::attackerOccupiesTheSpace()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 2).place("e4", 1, 1).place("g5", 1, 1);
    const Position after = rules::applied(b, parse(b, "b2xe4"));
    const Stack s = after.stack(after.board().spaceFromName("e4"));
    QCOMPARE(s.owner, 0);
    QCOMPARE(s.size, 2);
    QVERIFY(after.stack(after.board().spaceFromName("b2")).empty());
}

void TestRulesMove::attackNeedsAnEnemyStack()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 2).place("g5", 1, 1);
    QCOMPARE(rules::check(b, parse(b, "b2xe4"))->code, RejectionCode::AttackEmptySpace);
}

void TestRulesMove::attackNeverOwnStacks()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 3).place("c2", 0, 1).place("g5", 1, 1);
    QCOMPARE(rules::check(b, parse(b, "b2xc2"))->code, RejectionCode::AttackOwnStack);
    for (const Action &a : rules::legalActions(b))
        if (a.kind == ActionKind::Attack)
            QVERIFY(b.position().stack(a.to).owner != 0);
}

void TestRulesMove::attackNeedsAPathToo()
{
    PositionBuilder b(boardFromRows({"..#..", "..#..", "..#.."}));
    b.place("a1", 0, 3).place("e3", 1, 1);
    QCOMPARE(rules::check(b, parse(b, "a1xe3"))->code, RejectionCode::NoPath);
}

void TestRulesMove::kamikazeEmperorGoesToOwnReserve()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 1, true).place("c2", 1, 4).place("g5", 1, 1).place("a5", 0, 1);
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QVERIFY(after.player(0).emperorInReserve);
    QVERIFY(after.stack(after.board().spaceFromName("c2")).empty());
    QVERIFY(after.invariantHolds());
}

void TestRulesMove::kamikazeNeedsExactlyAFullStack()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 1).place("c2", 1, 3).place("d4", 1, 4).place("g5", 1, 2);
    QVERIFY(!legal(b, "b2xc2"));
    QVERIFY(legal(b, "b2xd4"));
    QVERIFY(!legal(b, "b2xg5"));
}

void TestRulesMove::movesFromOtherPlayersStacksAreRefused()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 1).place("g5", 1, 1);
    const auto r = rules::check(b, parse(b, "g5-g4"));
    QCOMPARE(r->code, RejectionCode::NotYourStack);
    QCOMPARE(r->n1, 1);
    QCOMPARE(rules::check(b, parse(b, "a1-a2"))->code, RejectionCode::NoStack);
}

void TestRulesMove::dashOntoAnEnemyStackIsTheAttack()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 2).place("c2", 1, 1).place("g5", 1, 1);
    const Action raw = Action::move(b.at("b2"), b.at("c2"));
    QVERIFY(!rules::check(b, raw));
    QCOMPARE(rules::canonical(b, raw).kind, ActionKind::Attack);
    const Position after = rules::applied(b, raw);
    QCOMPARE(after.stack(b.at("c2")), (Stack{0, 2, false}));
    QVERIFY(after.invariantHolds());
    // Too strong a target is refused as an attack would be.
    PositionBuilder c(boardFromRows(kOpen));
    c.place("b2", 0, 1).place("c2", 1, 2).place("g5", 1, 1);
    QCOMPARE(rules::check(c, Action::move(c.at("b2"), c.at("c2")))->code, RejectionCode::AttackTooStrong);
}

void TestRulesMove::kamikazeTargetIsAStackAtTheScenariosLimit()
{
    // With a stack limit of 5, a single disc may attack a 5-stack, and not a 4-stack.
    RulesSettings s;
    s.stackLimit = 5;
    PositionBuilder b(boardFromRows(kOpen), 2, s);
    b.place("b2", 0, 1).place("c2", 1, 5).place("d4", 1, 4);
    QVERIFY(legal(b, "b2xc2"));
    QVERIFY(listed(b, "b2xc2"));
    QVERIFY(rules::isKamikaze(b, parse(b, "b2xc2")));
    QCOMPARE(rules::check(b, parse(b, "b2xd4"))->code, RejectionCode::AttackTooStrong);
    QVERIFY(!listed(b, "b2xd4"));
}

QTEST_APPLESS_MAIN(TestRulesMove)
#include "tst_rules_move.moc"
