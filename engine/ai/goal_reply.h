// The replies of a scenario's opponents (core/goal.h) when a person plays its goal: the action a seat
// other than the goal player's takes, by its Opponent kind, the same rule the solver (ai/solver.h)
// proves the goal against; and the rest of a goal from a position of its line, as a scenario.
#pragma once

#include "core/scenario.h"

#include <array>

namespace eko::ai {

// Where a goal stands in a line of play from its scenario's start.
struct GoalProgress {
    int turns = 0;                           // the goal player's turns begun (goalTurnsAfter)
    bool first = true;                       // no action taken yet since the scenario's start
    std::array<int, kMaxPlayers> played{};   // each seat's actions so far
};

// The progress after `actions` played from the scenario's start (`positions[k]` before action k).
GoalProgress goalProgress(const Goal &goal, const std::vector<Position> &positionsBefore,
                          const std::vector<Action> &actions);

// The goal's rest from `pos` (reached with `progress`) as a scenario of its own: `pos` as its exact
// position, the turns left, each Replies opponent's list without the replies already made. The turns
// left are at least 1.
Scenario remainingGoal(const Scenario &scenario, const Position &pos, const GoalProgress &progress);

struct ReplyOptions {
    long long maxNodes = 200000; // AnyDefence: the solver's positions per reply weighed (0: no limit)
};

// The action the seat to move in `pos` (not the goal player, the game not over) plays:
// - Replies: its next listed reply if it is legal, else as AnyDefence;
// - Computer: ai::makeLevel(level, 1), asked afresh (as the solver does);
// - AnyDefence: the reply that resists best: one that fails the goal at once, else one after which
//   the goal has no solution in the turns left, else the one whose solution takes the most turns;
//   ties (and replies the search was stopped on, weighed as "no solution found") in the rules' order.
Action goalReply(const Scenario &scenario, const Position &pos, const GoalProgress &progress,
                 const ReplyOptions &options = {});

} // namespace eko::ai
