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
    void aRebasedPositionKeepsEverythingOffTheBoard();
    void aRebasedPositionFollowsTheSpacesToTheirNewIndex();
    void aRebasedPositionWithFewerPlayersLetsTheirPiecesGo();
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

namespace {

// A position with something in every field: a turn under way, captives, removed discs, buildings.
Position busyPosition()
{
    PositionBuilder b(boardFromRows({"..o....", "...C...", "......."}), 3);
    b.place("a1", 0, 3, true).place("b1", 0, 2).place("g3", 1, 2, true).place("a3", 2, 1);
    b.build("c1", 1, BuildingType::Tower).build("d2", 2, BuildingType::Village).remove(0, 2).captive(2, 0);
    Position pos = b;
    pos.setPhase(Phase::SecondAction);
    pos.setToMove(2);
    pos.setFirstPlayer(1);
    pos.setSwapsDone(2);
    pos.setQuietTurns(5);
    pos.setTurnHadProgress(true);
    pos.setMarchUsed(true);
    return pos;
}

} // namespace

void TestPositionCounts::aRebasedPositionKeepsEverythingOffTheBoard()
{
    const Position pos = busyPosition();
    // The same board, settings and players: the same position, every field of it.
    QVERIFY(pos.rebased(pos.boardPtr(), pos.settings(), pos.playerCount()) == pos);
    // Other settings: only they change.
    RulesSettings s = pos.settings();
    s.stackLimit = 6;
    s.drawRounds = 9;
    const Position other = pos.rebased(pos.boardPtr(), s, 3);
    QVERIFY(other.settings() == s);
    Position back = other.rebased(pos.boardPtr(), pos.settings(), 3);
    QVERIFY(back == pos);
    QCOMPARE(other.victoryPoints(0), pos.victoryPoints(0));
    QCOMPARE(other.discsOnBoard(0), 5);
    QCOMPARE(other.stackCount(0), 2);
}

void TestPositionCounts::aRebasedPositionFollowsTheSpacesToTheirNewIndex()
{
    const Position pos = busyPosition();
    // The first space removed, a space added at the end.
    std::vector<Space> spaces = pos.board().spaces();
    spaces.erase(spaces.begin());
    spaces.push_back(Space{Hex{7, 2}, Terrain::Desert});
    auto board = std::make_shared<const Board>(spaces);
    std::vector<SpaceIndex> oldIndex;
    for (SpaceIndex s = 0; s < board->spaceCount(); ++s)
        oldIndex.push_back(pos.board().indexOf(board->hex(s)));
    const Position moved = pos.rebased(board, pos.settings(), 3, &oldIndex);
    QCOMPARE(moved.board().spaceCount(), board->spaceCount());
    QCOMPARE(board->indexOf(Hex{0, 0}), kNoSpace); // the space a1 is gone, with its stack
    QCOMPARE(moved.stack(board->indexOf(pos.board().hex(pos.board().spaceFromName("b1")))).size, 2);
    QVERIFY(moved.stack(board->indexOf(Hex{7, 2})).empty());
    QCOMPARE(moved.discsOnBoard(0), 2);
    QCOMPARE(moved.emperorSpace(0), kNoSpace);
    QCOMPARE(moved.emperorSpace(1), board->indexOf(pos.board().hex(pos.board().spaceFromName("g3"))));
    QCOMPARE(moved.buildingPoints(1), pos.buildingPoints(1));
    QVERIFY(moved.player(0) == pos.player(0)); // the bookkeeping is the editor's, not the rebase's
    QCOMPARE(moved.quietTurns(), 5);
    QCOMPARE(moved.phase(), Phase::SecondAction);
}

void TestPositionCounts::aRebasedPositionWithFewerPlayersLetsTheirPiecesGo()
{
    const Position pos = busyPosition();
    const Position two = pos.rebased(pos.boardPtr(), pos.settings(), 2);
    QCOMPARE(two.playerCount(), 2);
    QVERIFY(two.stack(two.board().spaceFromName("a3")).empty()); // yellow's stack
    QVERIFY(two.building(two.board().spaceFromName("d2")).empty()); // yellow's village
    QCOMPARE(two.player(0).captives, std::uint8_t(0));              // red held yellow's Emperor
    QVERIFY(two.player(2) == PlayerState{});
    QCOMPARE(two.toMove(), 0);      // yellow was to move
    QCOMPARE(two.firstPlayer(), 1); // blue still
    QCOMPARE(two.swapsDone(), 1);   // within the players
    // More players again: the new one has nothing but the settings' building supply.
    const Position four = two.rebased(pos.boardPtr(), pos.settings(), 4);
    PlayerState fresh;
    fresh.supply = pos.settings().buildingSupply;
    QVERIFY(four.player(2) == fresh);
    QVERIFY(four.player(3) == fresh);
    QVERIFY(four.player(1) == pos.player(1));
}

QTEST_APPLESS_MAIN(TestPositionCounts)
#include "tst_position_counts.moc"
