// RULES §5 and §6: Emperors (captives, exchange) and the end of the game (points, elimination, draws).
#include "common/positions.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {
const std::vector<std::string> kOpen{".......", ".......", ".......", ".......", "......."};
}

class TestRulesEmperorsEnd : public QObject {
    Q_OBJECT
private slots:
    void emperorCountsAsOneDisc();
    void captiveEmperorIsWorthThreeVp();
    void twoCaptiveEmperorsAreWorthSixVp();
    void exchangeWhenTwoPlayersHoldEachOthersEmperor();
    void noExchangeWithoutMutualCapture();
    void victoryByPointsNeedsTheVpAndAPalace();
    void victoryPointsToWinComeFromTheScenario();
    void pointsTieBreakStartsAtThePlayerWhoActed();
    void victoryByElimination();
    void pointsVictoryBeforeEliminationWhenOneCaptureBringsBoth();
    void playerWithoutDiscsIsOutAndTheirBuildingsStay();
    void drawWhenNoPlayerHasDiscs();
    void drawAfterRoundsWithoutProgress();
    void attackConstructionOrMarchResetsTheDrawCount();
    void drawCountsOnlyThePlayersStillIn();
    void constructionResetsTheDrawCount();
    void attackResetsTheDrawCount();
    void noActionAfterTheGameIsOver();
};

void TestRulesEmperorsEnd::emperorCountsAsOneDisc()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 2, true).place("c2", 1, 2).place("g5", 1, 1);
    QVERIFY(legal(b, "b2xc2")); // 2 vs 2 with the Emperor
    QVERIFY(legal(b, "b2xg5"));      // 2 vs 1
    QCOMPARE(b.position().discsOnBoard(0), 2);
}

void TestRulesEmperorsEnd::captiveEmperorIsWorthThreeVp()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 2).place("c2", 1, 1, true).place("g5", 1, 1);
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QCOMPARE(after.victoryPoints(0), kCaptiveEmperorValue);
    QCOMPARE(after.victoryPoints(1), 0);
}

void TestRulesEmperorsEnd::twoCaptiveEmperorsAreWorthSixVp()
{
    // Three players: red already holds blue's Emperor and captures yellow's, the last seat's.
    PositionBuilder b(boardFromRows(kOpen), 3);
    b.place("b2", 0, 2).place("c2", 2, 1, true).place("g5", 1, 1).place("a5", 2, 1).captive(1, 0);
    QCOMPARE(b.position().victoryPoints(0), kCaptiveEmperorValue);
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QVERIFY(!after.gameOver());
    QCOMPARE(after.emperorCaptor(1), 0);
    QCOMPARE(after.emperorCaptor(2), 0);
    QCOMPARE(after.victoryPoints(0), 2 * kCaptiveEmperorValue);
    QCOMPARE(after.victoryPoints(0), 6);
    // Four players: blue holds red's and green's Emperors (6 VP); yellow all three others' (9 VP).
    PositionBuilder c(boardFromRows(kOpen), 4);
    c.place("a1", 0, 1).place("c1", 1, 1).place("e1", 2, 1).place("g1", 3, 1).captive(0, 1).captive(3, 1);
    QCOMPARE(c.position().victoryPoints(1), 6);
    QCOMPARE(c.position().victoryPoints(0), 0);
    PositionBuilder d(boardFromRows(kOpen), 4);
    d.place("a1", 0, 1).place("c1", 1, 1).place("e1", 2, 1).place("g1", 3, 1).captive(0, 2).captive(1, 2).captive(3, 2);
    QCOMPARE(d.position().victoryPoints(2), 9);
}

void TestRulesEmperorsEnd::exchangeWhenTwoPlayersHoldEachOthersEmperor()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 2).place("c2", 1, 1, true).place("g5", 1, 1).captive(0, 1);
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QVERIFY(!after.gameOver());
    QVERIFY(after.player(0).emperorInReserve);
    QVERIFY(after.player(1).emperorInReserve);
    QCOMPARE(after.player(0).captives, 0);
    QCOMPARE(after.player(1).captives, 0);
    QVERIFY(after.invariantHolds());
}

void TestRulesEmperorsEnd::noExchangeWithoutMutualCapture()
{
    // Three players: red captures blue's Emperor while yellow holds red's — nobody gets theirs back.
    PositionBuilder b(boardFromRows(kOpen), 3);
    b.place("b2", 0, 2).place("c2", 1, 1, true).place("g5", 1, 1).place("a5", 2, 1, true).captive(0, 2);
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QCOMPARE(after.emperorCaptor(1), 0);
    QCOMPARE(after.emperorCaptor(0), 2);
    QVERIFY(!after.player(0).emperorInReserve);
}

void TestRulesEmperorsEnd::victoryByPointsNeedsTheVpAndAPalace()
{
    // Red has a palace and 11 VP; one more village wins.
    PositionBuilder b(boardFromRows({"C.m.m.o", ".......", "r.r...o", "......."}));
    b.place("f2", 0, 4).place("a4", 1, 1)
        .build("a1", 0, BuildingType::Castle).build("c1", 0, BuildingType::Tower)
        .build("e1", 0, BuildingType::Tower).build("a3", 0, BuildingType::Tower)
        .build("c3", 0, BuildingType::Village).build("g3", 0, BuildingType::Village);
    QCOMPARE(b.position().victoryPoints(0), 11);
    const Position after = rules::applied(b, parse(b, "V@g1/f2"));
    QVERIFY(after.gameOver());
    QCOMPARE(after.result(), (Result{ResultKind::PointsVictory, 0}));
    QVERIFY(rules::legalActions(after).empty());
}

void TestRulesEmperorsEnd::victoryPointsToWinComeFromTheScenario()
{
    RulesSettings s;
    s.victoryPoints = 1;
    PositionBuilder b(boardFromRows({"C..", "...", "..."}), 2, s);
    b.place("b1", 0, 1).place("c3", 1, 1);
    const Position after = rules::applied(b, parse(b, "V@a1/b1"));
    QCOMPARE(after.result(), (Result{ResultKind::PointsVictory, 0}));
}

void TestRulesEmperorsEnd::victoryByElimination()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 2).place("c2", 1, 1);
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QCOMPARE(after.result(), (Result{ResultKind::EliminationVictory, 0}));
    QVERIFY(after.gameOver());
}

void TestRulesEmperorsEnd::pointsVictoryBeforeEliminationWhenOneCaptureBringsBoth()
{
    // RULES §6: points are checked first. Red has a palace and 9 VP; taking blue's last stack, which
    // holds blue's Emperor, both eliminates blue and brings red to 12 VP: a victory by points.
    PositionBuilder b(boardFromRows({"C.m.m..", ".......", "r......"}));
    b.place("b2", 0, 2).place("c2", 1, 1, true)
        .build("a1", 0, BuildingType::Castle).build("c1", 0, BuildingType::Tower)
        .build("e1", 0, BuildingType::Tower).build("a3", 0, BuildingType::Tower);
    QCOMPARE(b.position().victoryPoints(0), 9);
    QVERIFY(b.position().hasPalace(0));
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QVERIFY(after.isOut(1));
    QCOMPARE(after.playersIn(), 1);
    QCOMPARE(after.victoryPoints(0), 12);
    QCOMPARE(after.result(), (Result{ResultKind::PointsVictory, 0}));
}

void TestRulesEmperorsEnd::playerWithoutDiscsIsOutAndTheirBuildingsStay()
{
    PositionBuilder b(boardFromRows({"o......", ".......", "......."}), 3);
    b.place("b2", 0, 2).place("c2", 1, 1).place("g3", 2, 1).build("a1", 1, BuildingType::Village);
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QVERIFY(after.isOut(1));
    QVERIFY(!after.gameOver());
    QCOMPARE(after.building(after.board().spaceFromName("a1")).owner, 1);
    QCOMPARE(after.victoryPoints(1), 1);
    QCOMPARE(after.playersIn(), 2);
}

void TestRulesEmperorsEnd::drawWhenNoPlayerHasDiscs()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 1).place("c2", 1, 4);
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QCOMPARE(after.result(), (Result{ResultKind::DrawNoDiscs, kNoPlayer}));
}

void TestRulesEmperorsEnd::drawAfterRoundsWithoutProgress()
{
    RulesSettings s;
    s.drawRounds = 2;
    PositionBuilder b(boardFromRows(kOpen), 2, s);
    b.place("a1", 0, 4).place("g5", 1, 4);
    Position p = b;
    // Full stacks, no reinforcement: each turn is a move and "end" (declining the march).
    const char *moves[] = {"a1-b1", "g5-f5", "b1-a1", "f5-g5"};
    for (int turn = 0; turn < 4; ++turn) {
        QVERIFY(!p.gameOver());
        QCOMPARE(p.quietTurns(), turn);
        rules::apply(p, parse(p, moves[turn]));
        QCOMPARE(p.phase(), Phase::AfterAction);
        rules::apply(p, Action::end());
    }
    QVERIFY(p.gameOver());
    QCOMPARE(p.result(), (Result{ResultKind::DrawNoProgress, kNoPlayer}));
}

void TestRulesEmperorsEnd::attackConstructionOrMarchResetsTheDrawCount()
{
    RulesSettings s;
    s.drawRounds = 2;
    PositionBuilder b(boardFromRows(kOpen), 2, s);
    b.place("a1", 0, 4).place("g5", 1, 4);
    Position p = b;
    rules::apply(p, parse(p, "a1-b1"));
    rules::apply(p, Action::end());
    QCOMPARE(p.quietTurns(), 1);
    rules::apply(p, parse(p, "g5-f5"));
    rules::apply(p, Action::forcedMarch());
    rules::apply(p, parse(p, "f5-g5"));
    QCOMPARE(p.toMove(), 0);
    QCOMPARE(p.quietTurns(), 0);
}

void TestRulesEmperorsEnd::drawCountsOnlyThePlayersStillIn()
{
    // Three seats, blue out: with drawRounds = 1 the draw comes after 2 quiet turns (red's and
    // yellow's), not after 3.
    RulesSettings s;
    s.drawRounds = 1;
    PositionBuilder b(boardFromRows(kOpen), 3, s);
    b.place("a1", 0, 4).place("g5", 2, 4);
    QVERIFY(b.position().isOut(1));
    Position p = b;
    rules::apply(p, parse(p, "a1-b1"));
    rules::apply(p, Action::end());
    QVERIFY(!p.gameOver());
    QCOMPARE(p.quietTurns(), 1);
    QCOMPARE(p.toMove(), 2);
    rules::apply(p, parse(p, "g5-f5"));
    rules::apply(p, Action::end());
    QVERIFY(p.gameOver());
    QCOMPARE(p.result(), (Result{ResultKind::DrawNoProgress, kNoPlayer}));
}

void TestRulesEmperorsEnd::constructionResetsTheDrawCount()
{
    // a1 is an oasis. Red's quiet turn, then blue builds a village paid by its stack on b1.
    RulesSettings s;
    s.drawRounds = 2;
    PositionBuilder b(boardFromRows({"o......", ".......", ".......", ".......", "......."}), 2, s);
    b.place("g5", 0, 4).place("b1", 1, 2);
    Position p = b;
    rules::apply(p, parse(p, "g5-f5"));
    rules::apply(p, Action::end());
    QCOMPARE(p.quietTurns(), 1);
    QCOMPARE(p.toMove(), 1);
    rules::apply(p, parse(p, "V@a1/b1"));
    QCOMPARE(p.phase(), Phase::AfterAction);
    rules::apply(p, parse(p, "b1+1"));
    QCOMPARE(p.toMove(), 0);
    QCOMPARE(p.quietTurns(), 0);
}

void TestRulesEmperorsEnd::attackResetsTheDrawCount()
{
    // Red's quiet turn (a move and a reinforcement), then blue's 3-stack takes red's 2-stack on c3;
    // red keeps its stack on f5, so the game goes on.
    RulesSettings s;
    s.drawRounds = 2;
    PositionBuilder b(boardFromRows(kOpen), 2, s);
    b.place("g5", 0, 4, true).place("c3", 0, 1).place("a1", 1, 3);
    Position p = b;
    rules::apply(p, parse(p, "g5-f5"));
    rules::apply(p, parse(p, "c3+1"));
    QCOMPARE(p.quietTurns(), 1);
    QCOMPARE(p.toMove(), 1);
    rules::apply(p, parse(p, "a1xc3"));
    QVERIFY(!p.gameOver());
    QCOMPARE(p.phase(), Phase::AfterAction);
    rules::apply(p, parse(p, "c3+1"));
    QCOMPARE(p.toMove(), 0);
    QCOMPARE(p.quietTurns(), 0);
}

void TestRulesEmperorsEnd::noActionAfterTheGameIsOver()
{
    PositionBuilder b(boardFromRows(kOpen));
    b.place("b2", 0, 2).place("c2", 1, 1);
    const Position after = rules::applied(b, parse(b, "b2xc2"));
    QCOMPARE(rules::check(after, Action::pass())->code, RejectionCode::GameOver);
}

void TestRulesEmperorsEnd::pointsTieBreakStartsAtThePlayerWhoActed()
{
    // Red already meets the points victory (a palace and 1 VP of 1); yellow's village on the other
    // capital meets it too. The player who acted is checked first: yellow wins, not red.
    RulesSettings s;
    s.victoryPoints = 1;
    PositionBuilder b(boardFromRows({"C.C", "...", "..."}), 3, s);
    b.place("b2", 0, 1).place("a3", 1, 1).place("c2", 2, 1).build("a1", 0, BuildingType::Village).toMove(2);
    QCOMPARE(b.position().victoryPoints(0), 1);
    QVERIFY(b.position().hasPalace(0));
    const Position after = rules::applied(b, parse(b, "V@c1/c2"));
    QCOMPARE(after.result(), (Result{ResultKind::PointsVictory, 2}));
    // The same from blue's turn: blue wins.
    PositionBuilder c(boardFromRows({"C.C", "...", "..."}), 3, s);
    c.place("b2", 0, 1).place("c2", 1, 1).place("a3", 2, 1).build("a1", 0, BuildingType::Village).toMove(1);
    QCOMPARE(rules::applied(c, parse(c, "V@c1/c2")).result(), (Result{ResultKind::PointsVictory, 1}));
}

QTEST_APPLESS_MAIN(TestRulesEmperorsEnd)
#include "tst_rules_emperors_end.moc"
