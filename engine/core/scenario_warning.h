// What is unusual about a scenario without making it unplayable: a code with its parameters, and its
// English text (docs/FILE-FORMAT.md §2.6). A user interface translates the code (engine/text).
#pragma once

#include "core/board.h"

#include <string>
#include <vector>

namespace eko {

struct Scenario;

// The comment after each code says what its parameters hold.
enum class ScenarioWarningCode {
    CapitalCount,       // n1: the capitals on the board, n2: the players, n3: players − 1 (the standard count)
    SiteFewDeserts,     // space: a construction site next to fewer than two desert spaces, n1: how many it has
    DesertNotConnected, // space: the first space of a desert region cut off from the largest one, n1: its spaces
    NoLegalAction,      // player, n1: 1 when they have no disc on the board (they are out from the start), else 0
    UnequalDiscs,       // player, n1: their discs in play (board, reserve, Emperor held captive), n2: the most another has
    StacksBoxedIn,      // player: every stack of theirs is boxed in (none can move, regroup or attack)
};
inline constexpr int kScenarioWarningCodeCount = static_cast<int>(ScenarioWarningCode::StacksBoxedIn) + 1;

struct ScenarioWarning {
    ScenarioWarningCode code = ScenarioWarningCode::CapitalCount;
    SpaceIndex space = kNoSpace;
    int player = -1;
    int n1 = 0;
    int n2 = 0;
    int n3 = 0;
    friend bool operator==(const ScenarioWarning &, const ScenarioWarning &) = default;
};

// What a scenario's author may want to look at again; unlike scenarioProblems() nothing here stops a
// game. The board's warnings come first, then the position's:
// - the board (any scenario with a board): capitals ≠ players − 1; each construction site next to
//   fewer than two desert spaces; each desert region cut off from the largest one (desert spaces are
//   connected through neighbouring desert spaces, whatever stands on them; of regions of equal size
//   the first in space order counts as the largest);
// - the exact position, only when the scenario has one and no problems (a random setup gives every
//   player the same discs and supplies; what it gives to move depends on the seed). Each player is
//   looked at as if it were their turn's first action (players in seat order, then the counts):
//   - no legal action: they can neither move, regroup, attack nor construct (or have no stack);
//   - unequal discs: their discs in play (on the board, in reserve, and their Emperor wherever it is,
//     held captive too) are fewer than another player's, that is forced marches removed more of theirs.
//     (Building supplies need no warning: supply plus built is the setting for every player, or the
//     scenario has a problem.)
//   - stacks boxed in: they have stacks and can construct, but every stack is boxed in, that is it
//     can take no step: each neighbouring space is off the board, a chasm or a site, or holds a stack
//     it may neither regroup with nor attack.
std::vector<ScenarioWarning> scenarioWarnings(const Scenario &scenario);

// English text of a warning; space names come from the board ("?" without one or off the board).
std::string describe(const ScenarioWarning &warning, const Board *board);

} // namespace eko
