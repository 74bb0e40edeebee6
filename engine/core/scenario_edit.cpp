// The editor's edits on a copy of the scenario: board changes carry the position over space by
// space, and every edit ends by settling each player's reserve, Emperor and building supply.
#include "core/scenario_edit.h"

#include "core/rules.h"

#include <algorithm>
#include <cstdlib>

namespace eko::edit {

namespace {

using Totals = std::array<int, kMaxPlayers>;
using Built = std::array<std::array<int, kBuildingTypeCount>, kMaxPlayers>;

// The places that claim a player's Emperor: stacks marked with it, the reserve, a captor. On a real
// table there is one; a file (or an older editor) may claim more.
int emperorPlaces(const Position &pos, PlayerIndex p)
{
    int places = (pos.player(p).emperorInReserve ? 1 : 0) + pos.discsHeldCaptive(p);
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
        places += pos.stack(s).owner == p && pos.stack(s).emperor ? 1 : 0;
    return places;
}

// A player's discs wherever they are (board, reserve, captive, removed), the Emperor counted once
// however many places claim it.
int discsOnce(const Position &pos, PlayerIndex p) { return pos.discTotal(p) - std::max(emperorPlaces(pos, p) - 1, 0); }

Totals discTotals(const Position &pos)
{
    Totals totals{};
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p)
        totals[p] = discsOnce(pos, p);
    return totals;
}

// The player's Emperor leaves the board: out of its stack, which keeps its other discs (a stack of
// the Emperor alone leaves the board with it).
void emperorOffTheBoard(Position &pos, PlayerIndex p)
{
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
        Stack stack = pos.stack(s);
        if (stack.owner != p || !stack.emperor)
            continue;
        stack.emperor = false;
        stack.size = static_cast<std::uint8_t>(stack.size - 1);
        pos.setStack(s, stack.size > 0 ? stack : Stack{});
    }
}

// No player but `keeper` holds p's Emperor captive any more.
void emperorFreedFromCaptors(Position &pos, PlayerIndex p, PlayerIndex keeper = kNoPlayer)
{
    for (PlayerIndex q = 0; q < pos.playerCount(); ++q)
        if (q != keeper)
            pos.playerState(q).captives = static_cast<std::uint8_t>(pos.player(q).captives & ~(1u << p));
}

Built builtCounts(const Position &pos)
{
    Built built{};
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
        const Building &b = pos.building(s);
        if (!b.empty() && b.owner < kMaxPlayers)
            ++built[b.owner][static_cast<int>(b.type)];
    }
    return built;
}

using E = EditRejectionCode;

Outcome refused(EditRejection why) { return Outcome{std::nullopt, why}; }
Outcome nothing() { return Outcome{}; }

// The Emperor goes to the reserve when it is nowhere else; the reserve then holds what keeps each
// player's total as it was, and the supply what keeps supply plus built as it was.
Outcome settled(const Scenario &scenario, Position pos, const Totals &before, const Built &builtBefore)
{
    const Built builtAfter = builtCounts(pos);
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p) {
        PlayerState &ps = pos.playerState(p);
        ps.emperorInReserve = pos.emperorSpace(p) == kNoSpace && pos.emperorCaptor(p) == kNoPlayer;
        ps.reserve = 0; // what the total lacks then is the reserve
        ps.reserve = before[p] - discsOnce(pos, p);
        if (ps.reserve < 0)
            return refused(EditRejection{E::ReserveTooSmall, kNoSpace, p});
        for (int t = 0; t < kBuildingTypeCount; ++t) {
            ps.supply[t] += builtBefore[p][t] - builtAfter[p][t];
            if (ps.supply[t] < 0)
                return refused(EditRejection{E::SupplyTooSmall, kNoSpace, p, t});
        }
    }
    Scenario next = scenario;
    next.position = std::move(pos);
    return Outcome{std::move(next), std::nullopt};
}

// The exact position edited, with the bookkeeping against the scenario's own.
Outcome settled(const Scenario &scenario, Position pos)
{
    return settled(scenario, std::move(pos), discTotals(*scenario.position), builtCounts(*scenario.position));
}

// The scenario on a new board; on an exact position, what may not stand on its space any more
// goes back to the reserve or supply.
Outcome withBoard(const Scenario &scenario, std::vector<Space> spaces, const std::vector<SpaceIndex> &oldIndex)
{
    Scenario next = scenario;
    next.board = std::make_shared<const Board>(std::move(spaces));
    if (next.goal) {
        // The goal's replies name the same spaces on the new board; a reply on a space gone is dropped.
        std::vector<SpaceIndex> newIndex(static_cast<size_t>(scenario.board ? scenario.board->spaceCount() : 0), kNoSpace);
        for (size_t s = 0; s < oldIndex.size(); ++s)
            if (oldIndex[s] >= 0 && static_cast<size_t>(oldIndex[s]) < newIndex.size())
                newIndex[static_cast<size_t>(oldIndex[s])] = static_cast<SpaceIndex>(s);
        auto moved = [&newIndex](std::int16_t &space) {
            if (space == kNoSpace)
                return true;
            if (space < 0 || static_cast<size_t>(space) >= newIndex.size() || newIndex[static_cast<size_t>(space)] == kNoSpace)
                return false;
            space = static_cast<std::int16_t>(newIndex[static_cast<size_t>(space)]);
            return true;
        };
        for (Opponent &o : next.goal->opponents)
            std::erase_if(o.replies, [&moved](Action &a) { return !(moved(a.from) && moved(a.to)); });
    }
    if (!scenario.position)
        return Outcome{std::move(next), std::nullopt};
    Position pos = scenario.position->rebased(next.board, scenario.settings, scenario.players, &oldIndex);
    for (SpaceIndex s = 0; s < next.board->spaceCount(); ++s) {
        const Terrain t = next.board->terrain(s);
        if (!pos.stack(s).empty() && t != Terrain::Desert)
            pos.setStack(s, Stack{});
        if (const Building &b = pos.building(s); !b.empty() && !terrainAllows(t, b.type))
            pos.setBuilding(s, Building{});
    }
    return settled(next, std::move(pos), discTotals(*scenario.position), builtCounts(*scenario.position));
}

std::vector<SpaceIndex> identity(int count)
{
    std::vector<SpaceIndex> map(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
        map[static_cast<size_t>(i)] = i;
    return map;
}

const Board &boardOf(const Scenario &scenario)
{
    static const Board empty;
    return scenario.board ? *scenario.board : empty;
}

// Why a stack or building cannot be edited here, or nothing when it can.
std::optional<EditRejection> piecesRefusal(const Scenario &scenario, SpaceIndex space)
{
    if (!scenario.position)
        return EditRejection{E::NotExactPosition};
    if (space < 0 || space >= boardOf(scenario).spaceCount())
        return EditRejection{E::NotASpace};
    return std::nullopt;
}

Outcome notOnDesert(const Scenario &scenario, SpaceIndex space)
{
    return refused(EditRejection{E::StackTerrain, space, -1, static_cast<int>(scenario.board->terrain(space))});
}

int clampSize(const Scenario &scenario, int size) { return std::clamp(size, 1, std::min(scenario.settings.stackLimit, 255)); }

} // namespace

Position shownPosition(const Scenario &scenario)
{
    if (scenario.position)
        return *scenario.position;
    auto board = scenario.board ? scenario.board : std::make_shared<const Board>();
    return Position(board, scenario.settings, scenario.players);
}

Outcome paintTerrain(const Scenario &scenario, Hex hex, Terrain terrain)
{
    const Board &board = boardOf(scenario);
    const SpaceIndex s = board.indexOf(hex);
    if (s == kNoSpace || board.terrain(s) == terrain)
        return nothing();
    std::vector<Space> spaces = board.spaces();
    spaces[static_cast<size_t>(s)].terrain = terrain;
    return withBoard(scenario, std::move(spaces), identity(board.spaceCount()));
}

Outcome addSpace(const Scenario &scenario, Hex hex, Terrain terrain)
{
    const Board &board = boardOf(scenario);
    if (board.indexOf(hex) != kNoSpace)
        return nothing();
    if (std::abs(hex.q) > kMaxCoordinate || std::abs(hex.r) > kMaxCoordinate || board.spaceCount() >= kMaxBoardSpaces)
        return refused(EditRejection{E::BoardFull, kNoSpace, -1, kMaxBoardSpaces, kMaxCoordinate});
    std::vector<Space> spaces = board.spaces();
    spaces.push_back(Space{hex, terrain});
    std::vector<SpaceIndex> map = identity(board.spaceCount());
    map.push_back(kNoSpace);
    return withBoard(scenario, std::move(spaces), map);
}

Outcome removeSpace(const Scenario &scenario, Hex hex)
{
    const Board &board = boardOf(scenario);
    const SpaceIndex s = board.indexOf(hex);
    if (s == kNoSpace)
        return nothing();
    std::vector<Space> spaces = board.spaces();
    spaces.erase(spaces.begin() + s);
    std::vector<SpaceIndex> map = identity(board.spaceCount());
    map.erase(map.begin() + s);
    return withBoard(scenario, std::move(spaces), map);
}

Outcome placeStack(const Scenario &scenario, SpaceIndex space, PlayerIndex owner, int size)
{
    if (const auto why = piecesRefusal(scenario, space))
        return refused(*why);
    if (scenario.board->terrain(space) != Terrain::Desert)
        return notOnDesert(scenario, space);
    if (owner < 0 || owner >= scenario.players)
        return nothing();
    Position pos = *scenario.position;
    Stack stack = pos.stack(space);
    if (stack.owner != owner)
        stack = Stack{static_cast<std::int8_t>(owner), 0, false};
    stack.size = static_cast<std::uint8_t>(clampSize(scenario, size));
    if (stack == pos.stack(space))
        return nothing();
    pos.setStack(space, stack);
    return settled(scenario, std::move(pos));
}

Outcome setStackSize(const Scenario &scenario, SpaceIndex space, int size)
{
    if (const auto why = piecesRefusal(scenario, space))
        return refused(*why);
    Stack stack = scenario.position->stack(space);
    if (stack.empty() || clampSize(scenario, size) == stack.size)
        return nothing();
    return placeStack(scenario, space, stack.owner, size);
}

Outcome toggleEmperor(const Scenario &scenario, SpaceIndex space)
{
    if (const auto why = piecesRefusal(scenario, space))
        return refused(*why);
    Position pos = *scenario.position;
    Stack stack = pos.stack(space);
    if (stack.empty())
        return refused(EditRejection{E::NoStackForEmperor, space});
    const PlayerIndex p = stack.owner;
    if (!stack.emperor) {
        // In an ordinary disc's place: every other stack or captor that had it lets it go.
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
            if (Stack other = pos.stack(s); s != space && other.owner == p && other.emperor) {
                other.emperor = false;
                pos.setStack(s, other);
            }
        emperorFreedFromCaptors(pos, p);
    }
    stack.emperor = !stack.emperor;
    pos.setStack(space, stack);
    return settled(scenario, std::move(pos));
}

Outcome moveStack(const Scenario &scenario, SpaceIndex from, SpaceIndex to)
{
    if (const auto why = piecesRefusal(scenario, from))
        return refused(*why);
    if (const auto why = piecesRefusal(scenario, to))
        return refused(*why);
    Position pos = *scenario.position;
    const Stack stack = pos.stack(from);
    if (from == to || stack.empty())
        return nothing();
    if (scenario.board->terrain(to) != Terrain::Desert)
        return notOnDesert(scenario, to);
    if (!pos.stack(to).empty())
        return refused(EditRejection{E::SpaceTaken, to});
    pos.setStack(from, Stack{});
    pos.setStack(to, stack);
    return settled(scenario, std::move(pos));
}

Outcome removeStack(const Scenario &scenario, SpaceIndex space)
{
    if (const auto why = piecesRefusal(scenario, space))
        return refused(*why);
    if (scenario.position->stack(space).empty())
        return nothing();
    Position pos = *scenario.position;
    pos.setStack(space, Stack{});
    return settled(scenario, std::move(pos));
}

Outcome placeBuilding(const Scenario &scenario, SpaceIndex space, PlayerIndex owner, BuildingType type)
{
    if (const auto why = piecesRefusal(scenario, space))
        return refused(*why);
    if (!terrainAllows(scenario.board->terrain(space), type))
        return refused(EditRejection{E::BuildingTerrain, space, -1, static_cast<int>(type),
                                     static_cast<int>(scenario.board->terrain(space))});
    if (owner < 0 || owner >= scenario.players)
        return nothing();
    const Building building{static_cast<std::int8_t>(owner), type};
    if (scenario.position->building(space) == building)
        return nothing();
    Position pos = *scenario.position;
    pos.setBuilding(space, building);
    return settled(scenario, std::move(pos));
}

Outcome removeBuilding(const Scenario &scenario, SpaceIndex space)
{
    if (const auto why = piecesRefusal(scenario, space))
        return refused(*why);
    if (scenario.position->building(space).empty())
        return nothing();
    Position pos = *scenario.position;
    pos.setBuilding(space, Building{});
    return settled(scenario, std::move(pos));
}

Outcome setPlayerState(const Scenario &scenario, PlayerIndex player, const PlayerState &state)
{
    if (!scenario.position || player < 0 || player >= scenario.players || scenario.position->player(player) == state)
        return nothing();
    Scenario next = scenario;
    Position &pos = *next.position;
    const PlayerState old = pos.player(player);
    pos.playerState(player) = state;
    // The Emperor is one disc: put somewhere (held captive, in the reserve), it leaves where it was;
    // set free, it goes back to its owner's reserve.
    for (PlayerIndex q = 0; q < scenario.players; ++q) {
        const unsigned bit = 1u << q;
        if (q == player || (state.captives & bit) == (old.captives & bit))
            continue;
        if (state.captives & bit) {
            emperorOffTheBoard(pos, q);
            emperorFreedFromCaptors(pos, q, player);
            pos.playerState(q).emperorInReserve = false;
        } else if (emperorPlaces(pos, q) == 0) {
            pos.playerState(q).emperorInReserve = true;
        }
    }
    if (state.emperorInReserve && !old.emperorInReserve) {
        emperorOffTheBoard(pos, player);
        emperorFreedFromCaptors(pos, player);
    }
    return Outcome{std::move(next), std::nullopt};
}

Outcome setTexts(const Scenario &scenario, const std::string &language, const std::string &name,
                 const std::string &description)
{
    Scenario next = scenario;
    if (language.empty()) {
        next.name = name;
        next.description = description;
    } else {
        auto put = [&language](TextTranslations &texts, const std::string &text) {
            if (text.empty())
                texts.erase(language);
            else
                texts[language] = text;
        };
        put(next.nameTranslations, name);
        put(next.descriptionTranslations, description);
    }
    if (sameScenario(next, scenario))
        return nothing();
    return Outcome{std::move(next), std::nullopt};
}

std::vector<SpaceIndex> spacesWithPiecesOfPlayersFrom(const Scenario &scenario, int firstGone)
{
    std::vector<SpaceIndex> spaces;
    if (!scenario.position)
        return spaces;
    const Position &pos = *scenario.position;
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
        if (pos.stack(s).owner >= firstGone || pos.building(s).owner >= firstGone)
            spaces.push_back(s);
    return spaces;
}

int piecesOfPlayersFrom(const Scenario &scenario, int firstGone)
{
    return static_cast<int>(spacesWithPiecesOfPlayersFrom(scenario, firstGone).size());
}

Outcome setPlayers(const Scenario &scenario, int players)
{
    players = std::clamp(players, kMinPlayers, kMaxPlayers);
    if (players == scenario.players)
        return nothing();
    Scenario next = scenario;
    next.players = players;
    if (!scenario.position)
        return Outcome{std::move(next), std::nullopt};
    const Position &old = *scenario.position;
    Totals before = discTotals(old);
    Built builtBefore = builtCounts(old);
    Position pos = old.rebased(scenario.board, scenario.settings, players);
    for (PlayerIndex p = old.playerCount(); p < players; ++p) {
        before[p] = scenario.settings.discsPerPlayer;
        builtBefore[p] = {};
        pos.playerState(p) = PlayerState{};
        pos.playerState(p).supply = scenario.settings.buildingSupply;
    }
    if (pos.phase() == Phase::EmperorSwap)
        pos.setToMove(rules::swappingPlayer(pos.firstPlayer(), pos.swapsDone(), players));
    return settled(next, std::move(pos), before, builtBefore);
}

Outcome setExactSetup(const Scenario &scenario, bool exact)
{
    if (exact == scenario.position.has_value())
        return nothing();
    Scenario next = scenario;
    if (!exact) {
        next.position.reset();
        return Outcome{std::move(next), std::nullopt};
    }
    if (!next.board)
        next.board = std::make_shared<const Board>();
    Position pos(next.board, next.settings, next.players);
    for (PlayerIndex p = 0; p < next.players; ++p) {
        pos.playerState(p).reserve = std::max(next.settings.discsPerPlayer - 1, 0);
        pos.playerState(p).emperorInReserve = true;
    }
    next.position = std::move(pos);
    return Outcome{std::move(next), std::nullopt};
}

Turn turnOf(const Scenario &scenario)
{
    if (!scenario.position)
        return {};
    const Position &pos = *scenario.position;
    return Turn{pos.phase(), pos.toMove(), pos.firstPlayer(), pos.swapsDone(), pos.quietTurns()};
}

Outcome setTurn(const Scenario &scenario, const Turn &wanted)
{
    if (!scenario.position)
        return nothing();
    Turn turn = wanted;
    const int n = scenario.players;
    turn.phase = turn.phase == Phase::EmperorSwap ? Phase::EmperorSwap : Phase::FirstAction;
    turn.firstPlayer = std::clamp(turn.firstPlayer, 0, n - 1);
    turn.toMove = std::clamp(turn.toMove, 0, n - 1);
    turn.swapsDone = std::clamp(turn.swapsDone, 0, n - 1);
    turn.quietTurns = std::max(turn.quietTurns, 0);
    if (turn.phase == Phase::EmperorSwap)
        turn.toMove = rules::swappingPlayer(turn.firstPlayer, turn.swapsDone, n);
    const Turn now = turnOf(scenario);
    if (turn.phase == now.phase && turn.toMove == now.toMove && turn.firstPlayer == now.firstPlayer
        && turn.swapsDone == now.swapsDone && turn.quietTurns == now.quietTurns)
        return nothing();
    Scenario next = scenario;
    Position &pos = *next.position;
    pos.setPhase(turn.phase);
    pos.setToMove(turn.toMove);
    pos.setFirstPlayer(turn.firstPlayer);
    pos.setSwapsDone(turn.swapsDone);
    pos.setQuietTurns(turn.quietTurns);
    return Outcome{std::move(next), std::nullopt};
}

Outcome setSettings(const Scenario &scenario, const RulesSettings &settings)
{
    if (settings == scenario.settings)
        return nothing();
    Scenario next = scenario;
    next.settings = settings;
    if (!scenario.position)
        return Outcome{std::move(next), std::nullopt};
    Position pos = scenario.position->rebased(scenario.board, settings, scenario.players);
    for (PlayerIndex p = 0; p < scenario.players; ++p) {
        PlayerState &ps = pos.playerState(p);
        ps.reserve += settings.discsPerPlayer - scenario.settings.discsPerPlayer;
        for (int t = 0; t < kBuildingTypeCount; ++t)
            ps.supply[t] += settings.buildingSupply[t] - scenario.settings.buildingSupply[t];
    }
    next.position = std::move(pos);
    return Outcome{std::move(next), std::nullopt};
}

Outcome setGoal(const Scenario &scenario, const std::optional<Goal> &goal)
{
    if (goal == scenario.goal)
        return nothing();
    Scenario next = scenario;
    next.goal = goal;
    return Outcome{std::move(next), std::nullopt};
}

bool sameScenario(const Scenario &a, const Scenario &b)
{
    const bool boards = a.board == b.board || (a.board && b.board && *a.board == *b.board);
    const bool positions = a.position.has_value() == b.position.has_value() && (!a.position || *a.position == *b.position);
    return a.name == b.name && a.description == b.description && a.nameTranslations == b.nameTranslations
           && a.descriptionTranslations == b.descriptionTranslations && a.players == b.players && a.settings == b.settings && boards && positions
           && a.goal == b.goal;
}

} // namespace eko::edit
