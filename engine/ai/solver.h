// The puzzle solver: does every line of the goal player's actions, against the replies the goal's
// opponents give (core/goal.h), meet a scenario's goal within its turns? A depth-first AND-OR search
// over the rules' legal actions with a transposition table; iterative deepening on the turns finds
// the shortest solution, and every first action is tried to say whether the solution is unique.
#pragma once

#include "core/scenario.h"

#include <atomic>
#include <vector>

namespace eko::ai {

struct SolveOptions {
    int turns = 0;           // the goal player's turns to search; 0: the goal's own
    bool anyDefence = false; // every opponent plays any defence, whatever the scenario says
    long long maxNodes = 0;  // stop after so many positions (0: no limit)
    const std::atomic<bool> *cancel = nullptr;
};

enum class SolveVerdict { Solved, NoSolution, Stopped };

struct SolveResult {
    SolveVerdict verdict = SolveVerdict::NoSolution;
    int turns = 0;                           // Solved: the fewest turns of the goal player that do it
    std::vector<Action> line;                // Solved: one line from the start to the goal met (both sides)
    std::vector<Action> winningFirstActions; // the first actions that meet the goal within the turns searched
    int firstActions = 0;                    // the legal first actions of the start
    long long nodes = 0;                     // positions searched
    double seconds = 0;
    bool unique() const { return winningFirstActions.size() == 1; }
};

// The scenario must have no problems, an exact position and a goal (else: NoSolution, 0 nodes).
// A computer opponent is the player of its level seeded with 1, asked afresh for every position, so
// that its reply depends on the position alone.
SolveResult solve(const Scenario &scenario, const SolveOptions &options = {});

} // namespace eko::ai
