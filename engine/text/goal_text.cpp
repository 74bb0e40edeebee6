// The goals' translated words: kind names and goal problems.
#include "text/goal_text.h"

#include "text/explain.h"

namespace eko::text {

QString goalKindTitle(GoalKind kind)
{
    switch (kind) {
    //: Kind of goal of a puzzle or lesson: win the game in any way.
    case GoalKind::Win: return GoalText::tr("Win");
    //: Kind of goal: win the game by victory points.
    case GoalKind::WinByPoints: return GoalText::tr("Win by points");
    //: Kind of goal: attack a stack holding an opponent's Emperor.
    case GoalKind::CaptureEmperor: return GoalText::tr("Capture an Emperor");
    //: Kind of goal: construct a building on a capital.
    case GoalKind::BuildPalace: return GoalText::tr("Build a palace");
    //: Kind of goal: have at least so many victory points.
    case GoalKind::ReachPoints: return GoalText::tr("Reach victory points");
    //: Kind of goal: leave a player without discs on the board.
    case GoalKind::Eliminate: return GoalText::tr("Eliminate a player");
    //: Kind of goal: still be in the game after so many turns.
    case GoalKind::Survive: return GoalText::tr("Survive");
    }
    return {};
}

QString explainGoalProblem(const GoalProblem &problem, const Goal &goal)
{
    switch (problem.code) {
    case GoalProblemCode::Player:
        return GoalText::tr("Goal: the player of the goal is not in the game; choose one of its players.");
    case GoalProblemCode::Turns:
        //: %1: the largest number of turns (50).
        return GoalText::tr("Goal: the turns must be 1 to %1.").arg(kMaxGoalTurns);
    case GoalProblemCode::Points:
        if (goal.kind == GoalKind::ReachPoints)
            return GoalText::tr("Goal: the victory points to reach must be 1 or more.");
        return GoalText::tr("Goal: victory points to reach belong to the goal “Reach victory points” alone.");
    case GoalProblemCode::Target:
        if (goal.target == kNoPlayer)
            return GoalText::tr("Goal: “Eliminate a player” needs a target: choose the player to eliminate.");
        if (goal.target == goal.player)
            return GoalText::tr("Goal: the target is the goal's own player; choose another player.");
        if (goal.kind == GoalKind::CaptureEmperor || goal.kind == GoalKind::Eliminate)
            return GoalText::tr("Goal: the target is not in the game; choose another player.");
        return GoalText::tr("Goal: only “Capture an Emperor” and “Eliminate a player” have a target.");
    case GoalProblemCode::Level:
        //: %1: a colour ("Blue"), the seat the computer plays.
        return GoalText::tr("Goal: the computer level for %1 must be 1 to 6.").arg(colourTitle(problem.seat));
    case GoalProblemCode::RepliesSeat:
        //: %1: a colour ("Blue").
        return GoalText::tr("Goal: the replies for %1 do not apply: that seat is the goal's own player or not in the game.")
            .arg(colourTitle(problem.seat));
    case GoalProblemCode::Difficulty:
        //: %1: the hardest difficulty (5).
        return GoalText::tr("Goal: the difficulty must be “Not graded” or 1 to %1.").arg(kMaxGoalDifficulty);
    case GoalProblemCode::KeepEmperor:
        return GoalText::tr("Goal: “Keep the Emperor free” belongs to the goal “Survive” alone.");
    }
    return GoalText::tr("Goal: this goal cannot be played.");
}

} // namespace eko::text
