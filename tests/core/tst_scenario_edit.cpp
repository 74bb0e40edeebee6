// The scenario editor's edits (core/scenario_edit.h) without any interface: the bookkeeping of a
// real table (a disc placed comes from its owner's reserve, a building from their building supply,
// the Emperor is in exactly one place), and refusals as codes with their space or player.
#include "common/positions.h"
#include "core/scenario_edit.h"

#include <QtTest>
#include <set>

using namespace eko;
using namespace eko::testing;

namespace {

using E = EditRejectionCode;

// Two players on a 3×7 desert board, an exact position with every disc in reserve.
Scenario emptyExact(int players = 2)
{
    Scenario sc = standardScenario(players);
    sc.board = boardFromRows({".......", ".......", "..o.m.."});
    return *edit::setExactSetup(sc, true).scenario;
}

SpaceIndex at(const Scenario &sc, const char *name) { return sc.board->spaceFromName(name); }

// The scenario after an edit that must succeed.
Scenario done(const edit::Outcome &outcome)
{
    if (outcome.rejection)
        qFatal("refused: %s", describe(*outcome.rejection, nullptr).c_str());
    if (!outcome.scenario)
        qFatal("the edit changed nothing");
    return *outcome.scenario;
}

bool everyDiscAccountedFor(const Scenario &sc)
{
    for (PlayerIndex p = 0; p < sc.players; ++p)
        if (!sc.position->discsAccountedFor(p))
            return false;
    return true;
}

bool suppliesAccountedFor(const Scenario &sc)
{
    const Position &pos = *sc.position;
    for (PlayerIndex p = 0; p < sc.players; ++p)
        for (int t = 0; t < kBuildingTypeCount; ++t) {
            int built = 0;
            for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
                built += pos.building(s).owner == p && static_cast<int>(pos.building(s).type) == t ? 1 : 0;
            if (pos.player(p).supply[t] + built != sc.settings.buildingSupply[t])
                return false;
        }
    return true;
}

} // namespace

class TestScenarioEdit : public QObject {
    Q_OBJECT
private slots:
    void aStackTakesItsDiscsFromTheReserve();
    void theEmperorIsInExactlyOnePlace();
    void aCaptiveEmperorLeavesItsStack_inEitherOrder();
    void aBuildingTakesFromTheBuildingSupply();
    void paintingUnderPiecesGivesThemBack();
    void moreOrFewerPlayersKeepTheBooks();
    void settingsChangeTheReservesAndSuppliesByAsMuch();
    void refusalsNameWhatTheyAreAbout();
    void nothingToDoIsNeitherAChangeNorARefusal();
    void theGoalIsAnEdit_andItsRepliesFollowTheBoard();
};

void TestScenarioEdit::aStackTakesItsDiscsFromTheReserve()
{
    Scenario sc = emptyExact();
    QCOMPARE(sc.position->player(0).reserve, 15);
    sc = done(edit::placeStack(sc, at(sc, "c2"), 0, 3));
    QCOMPARE(sc.position->player(0).reserve, 12);
    sc = done(edit::setStackSize(sc, at(sc, "c2"), 9)); // kept to the stack limit
    QCOMPARE(sc.position->stack(at(sc, "c2")).size, 4);
    QCOMPARE(sc.position->player(0).reserve, 11);
    sc = done(edit::moveStack(sc, at(sc, "c2"), at(sc, "d1")));
    QCOMPARE(sc.position->player(0).reserve, 11);
    sc = done(edit::removeStack(sc, at(sc, "d1")));
    QCOMPARE(sc.position->player(0).reserve, 15);
    QVERIFY(everyDiscAccountedFor(sc));
    // The last ordinary disc, then none left.
    for (const char *s : {"a1", "b1", "c1"})
        sc = done(edit::placeStack(sc, at(sc, s), 1, 4));
    sc = done(edit::placeStack(sc, at(sc, "d1"), 1, 3));
    QCOMPARE(sc.position->player(1).reserve, 0);
    const edit::Outcome none = edit::placeStack(sc, at(sc, "e1"), 1, 1);
    QVERIFY(!none.scenario);
    QCOMPARE(*none.rejection, (EditRejection{E::ReserveTooSmall, kNoSpace, 1}));
    QCOMPARE(describe(*none.rejection, sc.board.get()), std::string("Not enough discs in blue's reserve."));
    QVERIFY(everyDiscAccountedFor(sc));
}

void TestScenarioEdit::theEmperorIsInExactlyOnePlace()
{
    Scenario sc = emptyExact();
    sc = done(edit::placeStack(sc, at(sc, "a1"), 0, 2));
    sc = done(edit::placeStack(sc, at(sc, "g1"), 0, 1));
    QVERIFY(sc.position->player(0).emperorInReserve);
    QCOMPARE(sc.position->player(0).reserve, 12);
    // The Emperor joins a stack in an ordinary disc's place: the reserve gets that disc back.
    sc = done(edit::toggleEmperor(sc, at(sc, "a1")));
    QVERIFY(sc.position->stack(at(sc, "a1")).emperor);
    QVERIFY(!sc.position->player(0).emperorInReserve);
    QCOMPARE(sc.position->player(0).reserve, 13);
    // To another stack: it leaves the first.
    sc = done(edit::toggleEmperor(sc, at(sc, "g1")));
    QVERIFY(!sc.position->stack(at(sc, "a1")).emperor);
    QVERIFY(sc.position->stack(at(sc, "g1")).emperor);
    QCOMPARE(sc.position->player(0).reserve, 13);
    // From a captor: blue held it; it is nobody's captive any more.
    Position held = *sc.position;
    Stack g1 = held.stack(at(sc, "g1"));
    g1.emperor = false;
    held.setStack(at(sc, "g1"), g1);
    held.playerState(1).captives = 1; // red's Emperor
    held.playerState(0).reserve -= 1;
    sc.position = held;
    QVERIFY(everyDiscAccountedFor(sc));
    // Held captive, it stays so through other edits: not in the reserve as well.
    sc = done(edit::placeStack(sc, at(sc, "d1"), 0, 1));
    QCOMPARE(sc.position->emperorCaptor(0), 1);
    QVERIFY(!sc.position->player(0).emperorInReserve);
    QCOMPARE(sc.position->player(0).reserve, 11);
    QVERIFY(everyDiscAccountedFor(sc));
    sc = done(edit::removeStack(sc, at(sc, "d1")));
    sc = done(edit::toggleEmperor(sc, at(sc, "a1")));
    QCOMPARE(sc.position->player(1).captives, std::uint8_t(0));
    QVERIFY(sc.position->stack(at(sc, "a1")).emperor);
    QVERIFY(everyDiscAccountedFor(sc));
    // Leaving the board, it goes to the reserve; so does it when its stack goes.
    sc = done(edit::toggleEmperor(sc, at(sc, "a1")));
    QVERIFY(sc.position->player(0).emperorInReserve);
    sc = done(edit::toggleEmperor(sc, at(sc, "g1")));
    sc = done(edit::removeStack(sc, at(sc, "g1")));
    QVERIFY(sc.position->player(0).emperorInReserve);
    QCOMPARE(sc.position->emperorSpace(0), kNoSpace);
    QVERIFY(everyDiscAccountedFor(sc));
}

namespace {
// Exactly one Emperor of each player somewhere and every disc accounted for (no problem of either).
bool booksRight(const Scenario &sc)
{
    for (const ScenarioProblem &p : scenarioProblems(sc))
        if (p.code == ScenarioProblemCode::EmperorCount || p.code == ScenarioProblemCode::DiscTotal)
            return false;
    return everyDiscAccountedFor(sc);
}

PlayerState withCaptive(const Scenario &sc, PlayerIndex captor, PlayerIndex owner, bool held)
{
    PlayerState state = sc.position->player(captor);
    state.captives = static_cast<std::uint8_t>(held ? state.captives | (1u << owner) : state.captives & ~(1u << owner));
    return state;
}
} // namespace

void TestScenarioEdit::aCaptiveEmperorLeavesItsStack_inEitherOrder()
{
    // The Emperor on a stack first, then held captive: it leaves the stack, which keeps its other discs.
    Scenario sc = emptyExact(3);
    sc = done(edit::placeStack(sc, at(sc, "a1"), 0, 3));
    sc = done(edit::toggleEmperor(sc, at(sc, "a1")));
    sc = done(edit::setPlayerState(sc, 1, withCaptive(sc, 1, 0, true)));
    QCOMPARE(sc.position->stack(at(sc, "a1")).size, std::uint8_t(2));
    QVERIFY(!sc.position->stack(at(sc, "a1")).emperor);
    QCOMPARE(sc.position->emperorCaptor(0), 1);
    QVERIFY(!sc.position->player(0).emperorInReserve);
    QVERIFY(booksRight(sc));
    // Another captor takes it over: blue holds it no more.
    sc = done(edit::setPlayerState(sc, 2, withCaptive(sc, 2, 0, true)));
    QCOMPARE(sc.position->player(1).captives, std::uint8_t(0));
    QCOMPARE(sc.position->emperorCaptor(0), 2);
    QVERIFY(booksRight(sc));
    // Ctrl+E on the stack takes it back from its captor.
    sc = done(edit::toggleEmperor(sc, at(sc, "a1")));
    QVERIFY(sc.position->stack(at(sc, "a1")).emperor);
    QCOMPARE(sc.position->emperorCaptor(0), kNoPlayer);
    QVERIFY(booksRight(sc));
    // Set free, it goes back to its owner's reserve.
    sc = done(edit::setPlayerState(sc, 1, withCaptive(sc, 1, 0, true)));
    sc = done(edit::setPlayerState(sc, 1, withCaptive(sc, 1, 0, false)));
    QVERIFY(sc.position->player(0).emperorInReserve);
    QVERIFY(booksRight(sc));

    // Held captive first (from the reserve), then Ctrl+E on a stack: it leaves the captor.
    Scenario other = emptyExact();
    other = done(edit::placeStack(other, at(other, "g1"), 0, 2));
    other = done(edit::setPlayerState(other, 1, withCaptive(other, 1, 0, true)));
    QVERIFY(!other.position->player(0).emperorInReserve);
    QVERIFY(booksRight(other));
    other = done(edit::toggleEmperor(other, at(other, "g1")));
    QCOMPARE(other.position->player(1).captives, std::uint8_t(0));
    QVERIFY(booksRight(other));
    // A stack of the Emperor alone leaves the board with it; in the reserve it leaves the board too.
    other = done(edit::setStackSize(other, at(other, "g1"), 1));
    other = done(edit::setPlayerState(other, 1, withCaptive(other, 1, 0, true)));
    QVERIFY(other.position->stack(at(other, "g1")).empty());
    QVERIFY(booksRight(other));
    other = done(edit::placeStack(other, at(other, "d2"), 0, 2));
    other = done(edit::toggleEmperor(other, at(other, "d2")));
    PlayerState inReserve = other.position->player(0);
    inReserve.emperorInReserve = true;
    other = done(edit::setPlayerState(other, 0, inReserve));
    QCOMPARE(other.position->stack(at(other, "d2")).size, std::uint8_t(1));
    QVERIFY(!other.position->stack(at(other, "d2")).emperor);
    QVERIFY(booksRight(other));

    // A file that claims the Emperor twice (on a stack and held captive, 17 discs of 16): Ctrl+E on
    // the stack takes it out, and the books come right.
    Scenario twice = emptyExact();
    twice = done(edit::placeStack(twice, at(twice, "a1"), 0, 3));
    twice = done(edit::toggleEmperor(twice, at(twice, "a1")));
    twice.position->playerState(1).captives = 1;
    QCOMPARE(twice.position->discTotal(0), 17);
    twice = done(edit::toggleEmperor(twice, at(twice, "a1")));
    QVERIFY(!twice.position->stack(at(twice, "a1")).emperor);
    QCOMPARE(twice.position->emperorCaptor(0), 1);
    QVERIFY(booksRight(twice));
}

void TestScenarioEdit::aBuildingTakesFromTheBuildingSupply()
{
    Scenario sc = emptyExact();
    const SpaceIndex c3 = at(sc, "c3"); // an oasis
    const SpaceIndex e3 = at(sc, "e3"); // a mesa
    sc = done(edit::placeBuilding(sc, c3, 0, BuildingType::Village));
    QCOMPARE(sc.position->player(0).supply[0], 4);
    sc = done(edit::placeBuilding(sc, e3, 0, BuildingType::Castle));
    QCOMPARE(sc.position->player(0).supply[2], 0);
    // Red's only castle stands on e3: another one is refused.
    const edit::Outcome none = edit::placeBuilding(done(edit::paintTerrain(sc, Hex{6, 2}, Terrain::Mesa)),
                                                   at(sc, "g3"), 0, BuildingType::Castle);
    QCOMPARE(*none.rejection, (EditRejection{E::SupplyTooSmall, kNoSpace, 0, static_cast<int>(BuildingType::Castle)}));
    QCOMPARE(describe(*none.rejection, nullptr), std::string("No castle is left in red's building supply."));
    // Blue's castle replaces red's: red gets theirs back.
    sc = done(edit::placeBuilding(sc, e3, 1, BuildingType::Castle));
    QCOMPARE(sc.position->player(0).supply[2], 1);
    QCOMPARE(sc.position->player(1).supply[2], 0);
    sc = done(edit::removeBuilding(sc, e3));
    QCOMPARE(sc.position->player(1).supply[2], 1);
    QVERIFY(suppliesAccountedFor(sc));
}

void TestScenarioEdit::paintingUnderPiecesGivesThemBack()
{
    Scenario sc = emptyExact();
    sc = done(edit::placeStack(sc, at(sc, "b2"), 1, 3));
    sc = done(edit::toggleEmperor(sc, at(sc, "b2")));
    sc = done(edit::placeBuilding(sc, at(sc, "c3"), 0, BuildingType::Village));
    QCOMPARE(sc.position->player(0).supply[0], 4);
    QCOMPARE(sc.position->player(1).reserve, 13);
    sc = done(edit::paintTerrain(sc, Hex{1, 1}, Terrain::Chasm)); // b2
    QVERIFY(sc.position->stack(at(sc, "b2")).empty());
    QCOMPARE(sc.position->player(1).reserve, 15);
    QVERIFY(sc.position->player(1).emperorInReserve);
    sc = done(edit::paintTerrain(sc, Hex{2, 2}, Terrain::Desert)); // c3: no village on desert
    QVERIFY(sc.position->building(at(sc, "c3")).empty());
    QCOMPARE(sc.position->player(0).supply[0], 5);
    // Removing a space gives back what stood on it, and the names follow the board.
    sc = done(edit::placeStack(sc, at(sc, "a1"), 0, 2));
    sc = done(edit::removeSpace(sc, Hex{0, 0}));
    QCOMPARE(sc.position->player(0).reserve, 15);
    QCOMPARE(sc.position->discsOnBoard(0), 0);
    QVERIFY(everyDiscAccountedFor(sc));
    QVERIFY(suppliesAccountedFor(sc));
}

void TestScenarioEdit::moreOrFewerPlayersKeepTheBooks()
{
    Scenario sc = emptyExact(3);
    sc = done(edit::placeStack(sc, at(sc, "a1"), 2, 2));
    sc = done(edit::placeBuilding(sc, at(sc, "c3"), 2, BuildingType::Village));
    sc = done(edit::placeStack(sc, at(sc, "g1"), 0, 1));
    QCOMPARE(edit::piecesOfPlayersFrom(sc, 2), 2);
    sc = done(edit::setPlayers(sc, 2));
    QCOMPARE(sc.players, 2);
    QVERIFY(sc.position->stack(at(sc, "a1")).empty());
    QVERIFY(sc.position->building(at(sc, "c3")).empty());
    QCOMPARE(sc.position->stack(at(sc, "g1")).size, 1);
    // A new player starts with a full reserve, their Emperor, and a full building supply.
    sc = done(edit::setPlayers(sc, 4));
    for (PlayerIndex p : {2, 3}) {
        QCOMPARE(sc.position->player(p).reserve, 15);
        QVERIFY(sc.position->player(p).emperorInReserve);
        QCOMPARE(sc.position->player(p).supply, sc.settings.buildingSupply);
    }
    QCOMPARE(sc.position->player(0).reserve, 14);
    QVERIFY(everyDiscAccountedFor(sc));
    QVERIFY(suppliesAccountedFor(sc));
    // In the Emperor swap the player to move follows the swap's order.
    edit::Turn turn = edit::turnOf(sc);
    turn.phase = Phase::EmperorSwap;
    turn.firstPlayer = 3;
    turn.swapsDone = 3;
    turn.toMove = 0;
    sc = done(edit::setTurn(sc, turn));
    QCOMPARE(sc.position->toMove(), rules::swappingPlayer(3, 3, 4));
    sc = done(edit::setPlayers(sc, 3));
    QCOMPARE(sc.position->swapsDone(), 2);
    QCOMPARE(sc.position->firstPlayer(), 0);
    QCOMPARE(sc.position->toMove(), rules::swappingPlayer(0, 2, 3));
}

void TestScenarioEdit::settingsChangeTheReservesAndSuppliesByAsMuch()
{
    Scenario sc = emptyExact();
    sc = done(edit::placeStack(sc, at(sc, "a1"), 0, 3));
    sc = done(edit::placeBuilding(sc, at(sc, "c3"), 1, BuildingType::Village));
    RulesSettings s = sc.settings;
    s.discsPerPlayer = 10;
    s.buildingSupply = {2, 3, 4};
    sc = done(edit::setSettings(sc, s));
    QCOMPARE(sc.position->player(0).reserve, 6);
    QCOMPARE(sc.position->player(1).reserve, 9);
    QCOMPARE(sc.position->player(1).supply, (std::array<int, kBuildingTypeCount>{1, 3, 4}));
    QVERIFY(sc.position->settings() == s);
    QVERIFY(everyDiscAccountedFor(sc));
    QVERIFY(suppliesAccountedFor(sc));
}

void TestScenarioEdit::refusalsNameWhatTheyAreAbout()
{
    Scenario sc = emptyExact();
    const Board &board = *sc.board;
    auto refusal = [](const edit::Outcome &o) {
        if (o.scenario || !o.rejection)
            qFatal("not refused");
        return *o.rejection;
    };
    QCOMPARE(refusal(edit::placeStack(sc, at(sc, "c3"), 0, 1)),
             (EditRejection{E::StackTerrain, at(sc, "c3"), -1, static_cast<int>(Terrain::Oasis)}));
    QCOMPARE(describe(refusal(edit::placeStack(sc, at(sc, "c3"), 0, 1)), &board), std::string("Stacks stand only on desert; c3 is oasis."));
    QCOMPARE(refusal(edit::placeBuilding(sc, at(sc, "a1"), 0, BuildingType::Tower)),
             (EditRejection{E::BuildingTerrain, at(sc, "a1"), -1, static_cast<int>(BuildingType::Tower),
                            static_cast<int>(Terrain::Desert)}));
    QCOMPARE(describe(refusal(edit::placeBuilding(sc, at(sc, "a1"), 0, BuildingType::Tower)), &board),
             std::string("A tower may not be built on desert (a1)."));
    QCOMPARE(refusal(edit::toggleEmperor(sc, at(sc, "a1"))).code, E::NoStackForEmperor);
    QCOMPARE(refusal(edit::placeStack(sc, kNoSpace, 0, 1)).code, E::NotASpace);
    QCOMPARE(refusal(edit::removeStack(sc, board.spaceCount())).code, E::NotASpace);
    Scenario two = done(edit::placeStack(sc, at(sc, "a1"), 0, 1));
    two = done(edit::placeStack(two, at(two, "b1"), 1, 1));
    QCOMPARE(refusal(edit::moveStack(two, at(two, "a1"), at(two, "b1"))), (EditRejection{E::SpaceTaken, at(two, "b1")}));
    QCOMPARE(describe(refusal(edit::moveStack(two, at(two, "a1"), at(two, "b1"))), &board), std::string("b1 already holds a stack."));
    QCOMPARE(refusal(edit::moveStack(two, at(two, "a1"), at(two, "c3"))).code, E::StackTerrain);
    // A random setup has no pieces to edit.
    Scenario random = sc;
    random.position.reset();
    QCOMPARE(refusal(edit::placeStack(random, 0, 0, 1)).code, E::NotExactPosition);
    QCOMPARE(refusal(edit::placeBuilding(random, 0, 0, BuildingType::Village)).code, E::NotExactPosition);
    // The board grows only within the file format's bounds.
    QCOMPARE(refusal(edit::addSpace(sc, Hex{kMaxCoordinate + 1, 0}, Terrain::Desert)),
             (EditRejection{E::BoardFull, kNoSpace, -1, kMaxBoardSpaces, kMaxCoordinate}));
    QVERIFY(edit::addSpace(sc, Hex{kMaxCoordinate, 0}, Terrain::Desert).scenario);
    // Every code has its own text.
    std::set<std::string> texts;
    for (int code = 0; code < kEditRejectionCodeCount; ++code)
        texts.insert(describe(EditRejection{static_cast<E>(code), 0, 1, 1, 2}, &board));
    QCOMPARE(static_cast<int>(texts.size()), kEditRejectionCodeCount);
}

void TestScenarioEdit::nothingToDoIsNeitherAChangeNorARefusal()
{
    Scenario sc = done(edit::placeStack(emptyExact(), 0, 0, 2));
    for (const edit::Outcome &o : {edit::placeStack(sc, 0, 0, 2), edit::removeStack(sc, 1), edit::removeBuilding(sc, 0),
                                   edit::paintTerrain(sc, sc.board->hex(0), Terrain::Desert),
                                   edit::addSpace(sc, sc.board->hex(0), Terrain::Desert), edit::setPlayers(sc, 2),
                                   edit::setExactSetup(sc, true), edit::setSettings(sc, sc.settings)}) {
        QVERIFY(!o.scenario);
        QVERIFY(!o.rejection);
    }
}

void TestScenarioEdit::theGoalIsAnEdit_andItsRepliesFollowTheBoard()
{
    Scenario sc = emptyExact();
    QVERIFY(!edit::setGoal(sc, std::nullopt).scenario); // no goal to remove
    Goal goal;
    goal.opponents[1].kind = OpponentKind::Replies;
    goal.opponents[1].replies = {*parseNotation("b2-c2", *sc.board), *parseNotation("a1-b1", *sc.board)};
    const Scenario before = sc;
    sc = done(edit::setGoal(sc, goal));
    QVERIFY(sc.goal == goal);
    QVERIFY(!edit::sameScenario(before, sc));
    QVERIFY(!edit::setGoal(sc, goal).scenario && !edit::setGoal(sc, goal).rejection);
    const Hex b2 = sc.board->hex(at(sc, "b2")), c2 = sc.board->hex(at(sc, "c2"));
    const SpaceIndex b2Before = at(sc, "b2");
    // Removing a1 moves the indices of the spaces after it: the replies keep their spaces, and the
    // reply from a1 goes.
    sc = done(edit::removeSpace(sc, sc.board->hex(at(sc, "a1"))));
    QVERIFY(sc.board->indexOf(b2) != b2Before);
    const std::vector<Action> &replies = sc.goal->opponents[1].replies;
    QCOMPARE(replies.size(), size_t(1));
    QVERIFY(sc.board->hex(replies[0].from) == b2);
    QVERIFY(sc.board->hex(replies[0].to) == c2);
}

QTEST_APPLESS_MAIN(TestScenarioEdit)
#include "tst_scenario_edit.moc"
