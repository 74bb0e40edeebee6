// RULES §1: where a player's discs are. Every disc is counted once wherever it is (board, reserve,
// captive, removed), in the one function the rules, the scenario checks and the editor use.
#include "common/positions.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

class TestPositionCounts : public QObject {
    Q_OBJECT
private slots:
    void discTotalCountsEveryDiscWhereverItIs();
    void discTotalIsWhatTheScenarioChecksCompare();
};

void TestPositionCounts::discTotalCountsEveryDiscWhereverItIs()
{
    PositionBuilder b(boardFromRows({".....", "....."}), 3);
    const Position &start = b;
    for (PlayerIndex p = 0; p < 3; ++p)
        QCOMPARE(start.discTotal(p), 16); // 15 in reserve and the Emperor
    b.place("a1", 0, 3, true).place("b1", 0, 2).place("c1", 1, 4).remove(0, 5).captive(2, 1);
    const Position &pos = b;
    // Red: 5 on the board (Emperor included), 6 in reserve, 5 removed; blue: 4 on the board, 11 in
    // reserve, its Emperor in reserve; yellow: 15 in reserve, its Emperor held captive by blue.
    QCOMPARE(pos.discsOnBoard(0), 5);
    QCOMPARE(pos.player(0).reserve, 6);
    QCOMPARE(pos.player(0).removed, 5);
    QCOMPARE(pos.discTotal(0), 16);
    QCOMPARE(pos.discTotal(1), 16);
    QCOMPARE(pos.discTotal(2), 16);
    QVERIFY(pos.invariantHolds());
    // Each place counts by itself.
    Position more = pos;
    more.playerState(0).removed += 1;
    QCOMPARE(more.discTotal(0), 17);
    more.playerState(0).reserve += 1;
    QCOMPARE(more.discTotal(0), 18);
    more.playerState(1).emperorInReserve = false;
    QCOMPARE(more.discTotal(1), 15);
    more.playerState(1).captives = 0; // nobody holds yellow's Emperor any more
    QCOMPARE(more.discTotal(2), 15);
    QVERIFY(!more.discsAccountedFor(0));
    QVERIFY(!more.discsAccountedFor(2));
}

void TestPositionCounts::discTotalIsWhatTheScenarioChecksCompare()
{
    PositionBuilder b(boardFromRows({"....."}), 2);
    b.place("a1", 0, 2, true).place("e1", 1, 1, true).remove(1, 3);
    Position pos = b;
    pos.playerState(1).reserve += 2;
    const std::vector<ScenarioProblem> problems = scenarioProblems(exactScenario(pos));
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems.front().code, ScenarioProblemCode::DiscTotal);
    QCOMPARE(problems.front().player, 1);
    QCOMPARE(problems.front().n1, pos.discTotal(1));
    QCOMPARE(problems.front().n1, 18);
}

QTEST_APPLESS_MAIN(TestPositionCounts)
#include "tst_position_counts.moc"
