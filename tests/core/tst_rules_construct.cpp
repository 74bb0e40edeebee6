// RULES §4.2: the construct action — sites, costs, the Emperor, upgrades, replacing buildings.
#include "common/positions.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {
// c1 oasis, b2 capital, d2 mesa, b3 reg; c2 touches all four (neighbours d2 d1 c1 b2 b3 c3).
const std::vector<std::string> kSites{"..o.", ".C.m", ".r..", "...."};
}

class TestRulesConstruct : public QObject {
    Q_OBJECT
private slots:
    void constructOnAnEmptySite();
    void terrainDecidesTheBuildings();
    void sacrificedDiscsGoToTheReserve();
    void paidByOneAdjacentStack();
    void emperorIsNeverSacrificed();
    void needsTheBuildingInSupply();
    void upgradeOwnBuildingToStrictlyHigherValue();
    void replaceOpponentsBuildingWithAtLeastTheSameValue();
    void notOnDesertOrChasm();
    void buildingOnCapitalIsAPalace();
};

void TestRulesConstruct::constructOnAnEmptySite()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("a2", 0, 3).place("d4", 1, 1);
    const Position after = rules::applied(b, parse(b, "T@b2/a2"));
    const Building built = after.building(after.board().spaceFromName("b2"));
    QCOMPARE(built.owner, 0);
    QCOMPARE(built.type, BuildingType::Tower);
    QCOMPARE(after.player(0).supply[1], 2);
    QCOMPARE(after.victoryPoints(0), 2);
}

void TestRulesConstruct::terrainDecidesTheBuildings()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("c2", 0, 4).place("a4", 1, 1);
    QVERIFY(legal(b, "V@c1/c2"));
    QVERIFY(!legal(b, "T@c1/c2"));
    QVERIFY(!legal(b, "C@c1/c2"));
    QVERIFY(legal(b, "V@b3/c2"));
    QVERIFY(legal(b, "T@b3/c2"));
    QVERIFY(!legal(b, "C@b3/c2"));
    QVERIFY(!legal(b, "V@d2/c2"));
    QVERIFY(legal(b, "T@d2/c2"));
    QVERIFY(legal(b, "C@d2/c2"));
    QVERIFY(legal(b, "V@b2/c2"));
    QVERIFY(legal(b, "T@b2/c2"));
    QVERIFY(legal(b, "C@b2/c2"));
    QCOMPARE(rules::check(b, parse(b, "V@d2/c2"))->code, RejectionCode::TerrainForbids);
}

void TestRulesConstruct::sacrificedDiscsGoToTheReserve()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("c2", 0, 4).place("a4", 1, 1);
    const Position before = b;
    const Position after = rules::applied(before, parse(before, "C@d2/c2"));
    QCOMPARE(after.player(0).reserve, before.player(0).reserve + 3);
    QCOMPARE(after.stack(after.board().spaceFromName("c2")).size, 1);
    QVERIFY(after.invariantHolds());
    // Sacrificing the whole stack leaves the space empty.
    const Position all = rules::applied(before, parse(before, "C@b2/c2"));
    QCOMPARE(all.stack(all.board().spaceFromName("c2")).size, 1);
    PositionBuilder c(boardFromRows(kSites));
    c.place("c2", 0, 2).place("a4", 1, 1).place("d4", 0, 1);
    const Position gone = rules::applied(c, parse(c, "T@d2/c2"));
    QVERIFY(gone.stack(gone.board().spaceFromName("c2")).empty());
}

void TestRulesConstruct::paidByOneAdjacentStack()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("b1", 0, 1).place("a2", 0, 1).place("d4", 0, 3).place("a4", 1, 1);
    // Two single discs next to the capital cannot pool for a tower; a far stack cannot pay.
    QCOMPARE(rules::check(b, parse(b, "T@b2/b1"))->code, RejectionCode::NotEnoughDiscs);
    QCOMPARE(rules::check(b, parse(b, "T@b2/d4"))->code, RejectionCode::PayerNotAdjacent);
    QVERIFY(legal(b, "V@b2/a2"));
}

void TestRulesConstruct::emperorIsNeverSacrificed()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("c2", 0, 4, true).place("a4", 1, 1);
    QVERIFY(legal(b, "C@d2/c2"));
    const Position after = rules::applied(b, parse(b, "C@d2/c2"));
    const Stack left = after.stack(after.board().spaceFromName("c2"));
    QCOMPARE(left.size, 1);
    QVERIFY(left.emperor);
    PositionBuilder c(boardFromRows(kSites));
    c.place("c2", 0, 3, true).place("a4", 1, 1);
    QCOMPARE(rules::check(c, parse(c, "C@d2/c2"))->code, RejectionCode::NotEnoughDiscs);
}

void TestRulesConstruct::needsTheBuildingInSupply()
{
    RulesSettings s;
    s.buildingSupply = {5, 3, 0};
    PositionBuilder b(boardFromRows(kSites), 2, s);
    b.place("c2", 0, 4).place("a4", 1, 1);
    QCOMPARE(rules::check(b, parse(b, "C@d2/c2"))->code, RejectionCode::NoneInSupply);
    QVERIFY(!listed(b, "C@d2/c2"));
}

void TestRulesConstruct::upgradeOwnBuildingToStrictlyHigherValue()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("c2", 0, 4).place("a4", 1, 1).build("b2", 0, BuildingType::Tower);
    QCOMPARE(rules::check(b, parse(b, "T@b2/c2"))->code, RejectionCode::UpgradeNotHigher);
    QCOMPARE(rules::check(b, parse(b, "V@b2/c2"))->code, RejectionCode::UpgradeNotHigher);
    const Position before = b;
    const Position after = rules::applied(before, parse(before, "C@b2/c2"));
    QCOMPARE(after.building(after.board().spaceFromName("b2")).type, BuildingType::Castle);
    QCOMPARE(after.player(0).supply[1], before.player(0).supply[1] + 1); // the tower is back
    QCOMPARE(after.player(0).supply[2], before.player(0).supply[2] - 1);
    QCOMPARE(after.player(0).reserve, before.player(0).reserve + 3);     // full cost paid
}

void TestRulesConstruct::replaceOpponentsBuildingWithAtLeastTheSameValue()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("c2", 0, 4).place("a4", 1, 1).build("b2", 1, BuildingType::Village);
    QVERIFY(legal(b, "V@b2/c2"));
    const Position before = b;
    const Position after = rules::applied(before, parse(before, "V@b2/c2"));
    QCOMPARE(after.building(after.board().spaceFromName("b2")).owner, 0);
    QCOMPARE(after.player(1).supply[0], before.player(1).supply[0] + 1);
    QCOMPARE(after.player(0).reserve, before.player(0).reserve + 1);
}

void TestRulesConstruct::notOnDesertOrChasm()
{
    PositionBuilder b(boardFromRows({"..#", "...", "..."}));
    b.place("b2", 0, 4).place("a3", 1, 1);
    QCOMPARE(rules::check(b, parse(b, "V@c2/b2"))->code, RejectionCode::NotASite);
    QCOMPARE(rules::check(b, parse(b, "V@c1/b2"))->code, RejectionCode::NotASite);
}

void TestRulesConstruct::buildingOnCapitalIsAPalace()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("c2", 0, 4).place("a4", 1, 1);
    QVERIFY(!b.position().hasPalace(0));
    const Position after = rules::applied(b, parse(b, "V@b2/c2"));
    QVERIFY(after.hasPalace(0));
    QVERIFY(!rules::applied(b, parse(b, "V@c1/c2")).hasPalace(0));
}

QTEST_APPLESS_MAIN(TestRulesConstruct)
#include "tst_rules_construct.moc"
