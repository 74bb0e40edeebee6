// The scenario editor's edits as functions from one scenario to the next, with the bookkeeping of a
// real table (RULES §1): a disc placed comes from its owner's reserve, a building from the supply.
// An edit gives the next scenario, nothing (no change), or why it is refused (core/edit_rejection.h).
#pragma once

#include "core/edit_rejection.h"
#include "core/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace eko::edit {

// What an edit gives: the next scenario, or why it cannot be made; neither when it changes nothing.
struct Outcome {
    std::optional<Scenario> scenario;
    std::optional<EditRejection> rejection;
};

// The position an edit works on: the exact position, or an empty one for a random setup.
Position shownPosition(const Scenario &scenario);

// Board. Painting a space removes what may not stand on its new terrain (back to reserve/supply).
Outcome paintTerrain(const Scenario &scenario, Hex hex, Terrain terrain);
Outcome addSpace(const Scenario &scenario, Hex hex, Terrain terrain);
Outcome removeSpace(const Scenario &scenario, Hex hex);

// Stacks and buildings (exact position only). Sizes are kept within 1..stack limit.
Outcome placeStack(const Scenario &scenario, SpaceIndex space, PlayerIndex owner, int size);
Outcome setStackSize(const Scenario &scenario, SpaceIndex space, int size);
// The Emperor joins this stack (from the reserve, another stack or a captor) or leaves it for the reserve.
// Either way the stack keeps its size (an ordinary disc takes the other place), and the books count
// the Emperor once, so a position that claimed it twice (on a stack and held captive) comes right.
Outcome toggleEmperor(const Scenario &scenario, SpaceIndex space);
Outcome moveStack(const Scenario &scenario, SpaceIndex from, SpaceIndex to);
Outcome removeStack(const Scenario &scenario, SpaceIndex space);
Outcome placeBuilding(const Scenario &scenario, SpaceIndex space, PlayerIndex owner, BuildingType type);
Outcome removeBuilding(const Scenario &scenario, SpaceIndex space);

// Players panel: counts typed directly, without bookkeeping, but for the Emperor, which is one disc:
// held captive or put in the reserve it leaves its stack (the stack keeps its other discs) or its
// captor; set free, it goes back to its owner's reserve.
Outcome setPlayerState(const Scenario &scenario, PlayerIndex player, const PlayerState &state);

// Game panel. The name and description in one language ("" for the default texts; an empty
// translation means none).
Outcome setTexts(const Scenario &scenario, const std::string &language, const std::string &name,
                 const std::string &description);
// Fewer players: the extra colours' pieces leave the board; more: the new colours start with a full
// reserve and supply.
Outcome setPlayers(const Scenario &scenario, int players);
// The stacks and buildings of players from `firstGone` on (what setPlayers() would remove): how many,
// and the spaces they stand on in space order (a space holds a stack or a building, never both).
int piecesOfPlayersFrom(const Scenario &scenario, int firstGone);
std::vector<SpaceIndex> spacesWithPiecesOfPlayersFrom(const Scenario &scenario, int firstGone);
// Exact: an empty position with every disc in reserve; random: the position is dropped.
Outcome setExactSetup(const Scenario &scenario, bool exact);
struct Turn {
    Phase phase = Phase::FirstAction;
    PlayerIndex toMove = 0;
    PlayerIndex firstPlayer = 0;
    int swapsDone = 0;
    int quietTurns = 0;
};
Turn turnOf(const Scenario &scenario);
// In the Emperor swap the player to move follows from the first player and the swaps done.
Outcome setTurn(const Scenario &scenario, const Turn &turn);
// A change of discs per player or building supply changes every reserve and supply by as much.
Outcome setSettings(const Scenario &scenario, const RulesSettings &settings);

// Goal panel. The goal as a whole (nothing: the scenario has no goal); goalProblems() judges it,
// the edit stores it as it is, as the file loader would refuse it, so that the problems can name it.
Outcome setGoal(const Scenario &scenario, const std::optional<Goal> &goal);

// The same scenario, field by field (the board and position compared by contents).
bool sameScenario(const Scenario &a, const Scenario &b);

} // namespace eko::edit
