// RULES §8: every worked case of the rules, one test each, named after the case.
#include "common/positions.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {
// Rows are r = 0.., letters are q = 0..; "a1" is (0,0). b2's neighbours: c2 c1 b1 a2 a3 b3.
const std::vector<std::string> kOpenBoard{
    ".......",
    ".......",
    ".......",
    ".......",
    ".......",
};
} // namespace

class TestWorkedCases : public QObject {
    Q_OBJECT
private slots:
    void case1_threeAttacksTwoNotThree_unlessEmperor();
    void case2_kamikazeEmptiesTheSpace();
    void case2_kamikazeCapturesEmperorInTheFour();
    void case3_singleCannotAttackThree_twoCannotAttackFour();
    void case4_regroupTwoOntoThreeIsIllegal();
    void case5_towerFromTwoWithEmperorIsIllegal();
    void case6_towerOnOasis_castleOnReg_illegal();
    void case7_replacingOpponentsTower();
    void case8_noReinforcementNextToOpponentsBuilding();
    void case9_twelveVpWithoutPalaceDoesNotWin();
    void case10_captureWinsBeforeExchange();
    void case11_forcedMarchNeedsThreeAndOnlyOnce();
    void case12_noMovingThroughStacksSitesOrChasms();
};

void TestWorkedCases::case1_threeAttacksTwoNotThree_unlessEmperor()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("b2", 0, 3).place("c2", 1, 2).place("b3", 1, 3).place("e3", 1, 3, true).place("a5", 1, 1);
    QVERIFY(legal(b, "b2xc2"));
    QVERIFY(listed(b, "b2xc2"));
    const auto r = rules::check(b, parse(b, "b2xb3"));
    QVERIFY(r);
    QCOMPARE(r->code, RejectionCode::AttackTooStrong);
    QCOMPARE(describe(*r, b.position().board()), std::string("The target stack has 3 discs; yours has 3 and no Emperor."));
    QVERIFY(!listed(b, "b2xb3"));

    PositionBuilder e(boardFromRows(kOpenBoard));
    e.place("b2", 0, 3, true).place("b3", 1, 3).place("c2", 1, 3, true).place("a5", 1, 1);
    QVERIFY(legal(e, "b2xb3"));            // same size, no enemy Emperor
    QVERIFY(legal(e, "b2xc2"));            // same size, enemy Emperor too
    QVERIFY(listed(e, "b2xc2"));
    QVERIFY(legal(e, "b2-b3"));            // '-' onto an enemy stack reads as the attack
}

void TestWorkedCases::case2_kamikazeEmptiesTheSpace()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("b2", 0, 1).place("c2", 1, 4).place("g5", 1, 1).place("g1", 0, 1);
    QVERIFY(listed(b, "b2xc2"));
    QVERIFY(rules::isKamikaze(b, parse(b, "b2xc2")));
    const Position before = b;
    const Position after = rules::applied(before, parse(before, "b2xc2"));
    const SpaceIndex c2 = after.board().spaceFromName("c2");
    QVERIFY(after.stack(c2).empty());
    QVERIFY(after.stack(after.board().spaceFromName("b2")).empty());
    QCOMPARE(after.player(1).reserve, before.player(1).reserve + 4);
    QCOMPARE(after.player(0).reserve, before.player(0).reserve + 1);
    QCOMPARE(after.player(0).captives, 0);
    QVERIFY(after.invariantHolds());
}

void TestWorkedCases::case2_kamikazeCapturesEmperorInTheFour()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("b2", 0, 1).place("c2", 1, 4, true).place("g5", 1, 1).place("g1", 0, 1);
    const Position before = b;
    const Position after = rules::applied(before, parse(before, "b2xc2"));
    QVERIFY(after.stack(after.board().spaceFromName("c2")).empty());
    QCOMPARE(after.player(1).reserve, before.player(1).reserve + 3);
    QCOMPARE(after.player(0).reserve, before.player(0).reserve + 1);
    QVERIFY(!after.player(1).emperorInReserve);
    QCOMPARE(after.emperorCaptor(1), 0);
    QCOMPARE(after.victoryPoints(0), kCaptiveEmperorValue);
    QVERIFY(after.invariantHolds());
}

void TestWorkedCases::case3_singleCannotAttackThree_twoCannotAttackFour()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("b2", 0, 1).place("c2", 1, 3).place("e2", 0, 2).place("f2", 1, 4);
    QCOMPARE(rules::check(b, parse(b, "b2xc2"))->code, RejectionCode::AttackTooStrong);
    QCOMPARE(rules::check(b, parse(b, "e2xf2"))->code, RejectionCode::AttackTooStrong);
    QVERIFY(!listed(b, "b2xc2"));
    QVERIFY(!listed(b, "e2xf2"));
}

void TestWorkedCases::case4_regroupTwoOntoThreeIsIllegal()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("b2", 0, 2).place("c2", 0, 3).place("c3", 0, 2).place("g5", 1, 1);
    const auto r = rules::check(b, parse(b, "b2-c2"));
    QVERIFY(r);
    QCOMPARE(r->code, RejectionCode::RegroupTooLarge);
    QCOMPARE(r->n1 + r->n2, 5);
    QVERIFY(!listed(b, "b2-c2"));
    QVERIFY(legal(b, "b2-c3")); // 2 + 2 = 4 is fine
}

void TestWorkedCases::case5_towerFromTwoWithEmperorIsIllegal()
{
    PositionBuilder b(boardFromRows({"...", ".r.", "..."}));
    b.place("a2", 0, 2, true).place("c2", 0, 2).place("a3", 1, 1);
    const auto r = rules::check(b, parse(b, "T@b2/a2"));
    QVERIFY(r);
    QCOMPARE(r->code, RejectionCode::NotEnoughDiscs);
    QCOMPARE(r->n1, 1);
    QVERIFY(!listed(b, "T@b2/a2"));
    QVERIFY(legal(b, "V@b2/a2")); // one disc besides the Emperor pays for a village
    QVERIFY(legal(b, "T@b2/c2"));
}

void TestWorkedCases::case6_towerOnOasis_castleOnReg_illegal()
{
    PositionBuilder b(boardFromRows({".o.", "...", ".r."}));
    b.place("b2", 0, 4).place("a3", 1, 1);
    QCOMPARE(rules::check(b, parse(b, "T@b1/b2"))->code, RejectionCode::TerrainForbids);
    QCOMPARE(rules::check(b, parse(b, "C@b3/b2"))->code, RejectionCode::TerrainForbids);
    QVERIFY(legal(b, "V@b1/b2"));
    QVERIFY(legal(b, "T@b3/b2"));
}

void TestWorkedCases::case7_replacingOpponentsTower()
{
    PositionBuilder b(boardFromRows({"...", ".C.", "..."}));
    b.place("a2", 0, 4).place("c2", 1, 1).build("b2", 1, BuildingType::Tower);
    const auto r = rules::check(b, parse(b, "V@b2/a2"));
    QVERIFY(r);
    QCOMPARE(r->code, RejectionCode::ReplaceTooLow);
    QVERIFY(legal(b, "T@b2/a2"));
    QVERIFY(legal(b, "C@b2/a2"));
    const Position after = rules::applied(b, parse(b, "T@b2/a2"));
    const SpaceIndex b2 = after.board().spaceFromName("b2");
    QCOMPARE(after.building(b2).owner, 0);
    QCOMPARE(after.building(b2).type, BuildingType::Tower);
    QCOMPARE(after.player(1).supply[1], RulesSettings{}.buildingSupply[1]); // their tower is back
    QCOMPARE(after.player(0).supply[1], RulesSettings{}.buildingSupply[1] - 1);
    QCOMPARE(after.stack(after.board().spaceFromName("a2")).size, 2);
    QVERIFY(after.invariantHolds());
}

void TestWorkedCases::case8_noReinforcementNextToOpponentsBuilding()
{
    // b2 touches the opponent's village on c1 and our own village on a2.
    PositionBuilder b(boardFromRows({"..o..", "o....", "....."}));
    b.place("b2", 0, 1).place("e3", 0, 1).place("e1", 1, 1)
        .build("c1", 1, BuildingType::Village).build("a2", 0, BuildingType::Village)
        .phase(Phase::Reinforcement);
    const auto r = rules::check(b, parse(b, "b2+1"));
    QVERIFY(r);
    QCOMPARE(r->code, RejectionCode::ReinforceNearEnemyBuilding);
    QVERIFY(!listed(b, "b2+1"));
    QVERIFY(legal(b, "e3+1"));
}

void TestWorkedCases::case9_twelveVpWithoutPalaceDoesNotWin()
{
    // Red holds 11 VP of buildings on ordinary sites and builds a village on g1: 12 VP, no palace.
    PositionBuilder b(boardFromRows({"m.m.m.o", ".......", "r.r.C.o", "......."}));
    b.place("f2", 0, 4).place("d2", 0, 4).place("g4", 1, 1).place("a4", 1, 1)
        .build("a1", 0, BuildingType::Castle).build("c1", 0, BuildingType::Tower)
        .build("e1", 0, BuildingType::Tower).build("a3", 0, BuildingType::Tower)
        .build("c3", 0, BuildingType::Village).build("g3", 0, BuildingType::Village);
    QCOMPARE(b.position().victoryPoints(0), 11);
    const Position twelve = rules::applied(b, parse(b, "V@g1/f2"));
    QCOMPARE(twelve.victoryPoints(0), 12);
    QVERIFY(!twelve.hasPalace(0));
    QVERIFY(!twelve.gameOver());
    // Later, the moment a building of red's stands on the capital e3, red wins.
    Position later = twelve;
    later.setPhase(Phase::FirstAction);
    later.setToMove(0);
    const Position won = rules::applied(later, parse(later, "V@e3/f2"));
    QVERIFY(won.hasPalace(0));
    QVERIFY(won.gameOver());
    QCOMPARE(won.result().kind, ResultKind::PointsVictory);
    QCOMPARE(won.result().winner, 0);
}

void TestWorkedCases::case10_captureWinsBeforeExchange()
{
    // Red holds 9 VP with a palace (a1); blue holds red's Emperor; red captures blue's Emperor: 12 VP.
    PositionBuilder b(boardFromRows({"C.m.m.o", ".......", "r......"}));
    b.place("a2", 0, 2).place("b2", 1, 1, true).place("g3", 1, 1)
        .build("a1", 0, BuildingType::Castle).build("c1", 0, BuildingType::Tower)
        .build("e1", 0, BuildingType::Tower).build("g1", 0, BuildingType::Village)
        .build("a3", 0, BuildingType::Village).captive(0, 1);
    QCOMPARE(b.position().victoryPoints(0), 9);
    QVERIFY(b.position().invariantHolds());
    const Position after = rules::applied(b, parse(b, "a2xb2"));
    QVERIFY(after.gameOver());
    QCOMPARE(after.result().kind, ResultKind::PointsVictory);
    QCOMPARE(after.result().winner, 0);
    // No exchange happened: each still holds the other's Emperor.
    QCOMPARE(after.emperorCaptor(1), 0);
    QCOMPARE(after.emperorCaptor(0), 1);
    QCOMPARE(after.victoryPoints(0), 12);
}

void TestWorkedCases::case11_forcedMarchNeedsThreeAndOnlyOnce()
{
    // Red's reserve holds 2 ordinary discs (the rest removed earlier), blue is elsewhere.
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 3, true).place("g5", 1, 1);
    b.remove(0, b.position().player(0).reserve - 2);
    const Position moved = rules::applied(b, parse(b, "a1-b1"));
    QCOMPARE(moved.player(0).reserve, 2);
    QCOMPARE(moved.phase(), Phase::Reinforcement); // no forced march on offer
    QVERIFY(!listed(moved, "march"));
    const auto r = rules::check(moved, Action::forcedMarch());
    QVERIFY(r);
    QCOMPARE(r->code, RejectionCode::MarchReserveTooSmall);

    PositionBuilder c(boardFromRows(kOpenBoard));
    c.place("a1", 0, 2, true).place("c1", 0, 1).place("g5", 1, 1);
    const Position afterFirst = rules::applied(c, parse(c, "a1-b1"));
    QCOMPARE(afterFirst.phase(), Phase::AfterAction);
    QVERIFY(listed(afterFirst, "march"));
    const Position marched = rules::applied(afterFirst, Action::forcedMarch());
    QCOMPARE(marched.player(0).removed, 3);
    QCOMPARE(rules::check(marched, Action::forcedMarch())->code, RejectionCode::MarchAlreadyUsed);
    const Position second = rules::applied(marched, parse(marched, "c1-d1"));
    QCOMPARE(second.phase(), Phase::Reinforcement);
    QCOMPARE(rules::check(second, Action::forcedMarch())->code, RejectionCode::MarchAlreadyUsed);
    QVERIFY(second.invariantHolds());
}

void TestWorkedCases::case12_noMovingThroughStacksSitesOrChasms()
{
    // a1 is shut in: b1 is no space ('x' is not a terrain letter) and a2 is an oasis.
    PositionBuilder b(boardFromRows({".x..", "o#..", "....."}));
    b.place("a1", 0, 1).place("d3", 1, 1);
    QCOMPARE(rules::check(b, parse(b, "a1-c1"))->code, RejectionCode::NoPath);

    // Row 2 is chasm, oasis, chasm, then two stacks: a1 reaches b1, c1 and d1 but never row 3,
    // which would be open through d2 if no stack stood there.
    PositionBuilder c(boardFromRows({".....", "#o#..", "....."}));
    c.place("a1", 0, 1).place("d2", 1, 1).place("e2", 1, 1).place("e1", 0, 2);
    QCOMPARE(rules::check(c, parse(c, "a1-a3"))->code, RejectionCode::NoPath);
    QVERIFY(legal(c, "a1-d1"));
    QVERIFY(!legal(c, "a1-b2"));
    QCOMPARE(rules::check(c, parse(c, "a1-b2"))->code, RejectionCode::DestinationNotDesert);
}

QTEST_APPLESS_MAIN(TestWorkedCases)
#include "tst_worked_cases.moc"
