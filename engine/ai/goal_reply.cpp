// The opponents' replies to a person playing a goal, by the solver's rule (goal_reply.h).
#include "ai/goal_reply.h"

#include "ai/player.h"
#include "ai/solver.h"
#include "core/rules.h"

#include <algorithm>
#include <limits>

namespace eko::ai {

GoalProgress goalProgress(const Goal &goal, const std::vector<Position> &positionsBefore,
                          const std::vector<Action> &actions)
{
    GoalProgress p;
    const size_t n = std::min(positionsBefore.size(), actions.size());
    for (size_t k = 0; k < n; ++k) {
        const Position &before = positionsBefore[k];
        p.turns = goalTurnsAfter(goal, before, p.turns, p.first);
        p.first = false;
        ++p.played[static_cast<size_t>(before.toMove())];
    }
    return p;
}

Scenario remainingGoal(const Scenario &scenario, const Position &pos, const GoalProgress &progress)
{
    Scenario rest = scenario;
    rest.position = pos;
    if (!rest.goal)
        return rest;
    Goal &goal = *rest.goal;
    int left = goal.turns - progress.turns;
    // The goal player in the middle of a turn already counted: the rest counts it again as its first.
    if (!progress.first && pos.toMove() == goal.player && rules::startsTurn(pos, 0) && pos.phase() != Phase::FirstAction)
        ++left;
    goal.turns = std::clamp(left, 1, kMaxGoalTurns);
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        Opponent &o = goal.opponents[static_cast<size_t>(seat)];
        if (o.kind != OpponentKind::Replies)
            continue;
        const size_t made = std::min(o.replies.size(), static_cast<size_t>(progress.played[static_cast<size_t>(seat)]));
        o.replies.erase(o.replies.begin(), o.replies.begin() + static_cast<std::ptrdiff_t>(made));
    }
    return rest;
}

namespace {

// How well a reply resists: higher is better for the seat replying.
long long resistance(const Scenario &scenario, const Position &pos, const GoalProgress &progress, const Action &reply,
                     const ReplyOptions &options)
{
    constexpr long long kFailsAtOnce = std::numeric_limits<long long>::max();
    constexpr long long kNoSolution = kFailsAtOnce - 1;
    const Goal &goal = *scenario.goal;
    const Position after = rules::applied(pos, reply);
    GoalProgress next = progress;
    next.turns = goalTurnsAfter(goal, pos, progress.turns, progress.first);
    next.first = false;
    ++next.played[static_cast<size_t>(pos.toMove())];
    const GoalJudgement j = judgeGoal(goal, pos, reply, after, next.turns);
    if (j.state == GoalState::Failed)
        return kFailsAtOnce;
    if (j.state == GoalState::Met)
        return -1;
    SolveOptions solveOptions;
    solveOptions.maxNodes = options.maxNodes;
    const SolveResult r = solve(remainingGoal(scenario, after, next), solveOptions);
    if (r.verdict != SolveVerdict::Solved)
        return kNoSolution;
    return r.turns;
}

} // namespace

Action goalReply(const Scenario &scenario, const Position &pos, const GoalProgress &progress, const ReplyOptions &options)
{
    if (pos.gameOver())
        return Action::pass();
    const PlayerIndex seat = pos.toMove();
    const Opponent o = scenario.goal && seat != scenario.goal->player ? scenario.goal->opponents[static_cast<size_t>(seat)]
                                                                       : Opponent{};
    if (o.kind == OpponentKind::Replies) {
        const size_t k = static_cast<size_t>(progress.played[static_cast<size_t>(seat)]);
        if (k < o.replies.size()) {
            const Action a = rules::canonical(pos, o.replies[k]);
            if (!rules::check(pos, a))
                return a;
        }
    }
    if (o.kind == OpponentKind::Computer)
        return makeLevel(o.level, 1)->choose(pos).value_or(Action::pass());
    const std::vector<Action> actions = rules::legalActions(pos);
    if (actions.empty())
        return Action::pass();
    if (!scenario.goal || actions.size() == 1)
        return actions.front();
    size_t best = 0;
    long long bestScore = std::numeric_limits<long long>::min();
    for (size_t i = 0; i < actions.size(); ++i) {
        const long long score = resistance(scenario, pos, progress, actions[i], options);
        if (score > bestScore) {
            bestScore = score;
            best = i;
        }
        if (bestScore == std::numeric_limits<long long>::max())
            break;
    }
    return actions[best];
}

} // namespace eko::ai
