// Judging a scenario's goal after every action, and the goal's own checks.
#include "core/goal.h"

#include "core/rules.h"

namespace eko {

namespace {

constexpr std::array<const char *, kGoalKindCount> kKindIds{"win",        "winByPoints", "captureEmperor", "buildPalace",
                                                           "reachPoints", "eliminate",   "survive"};

// The goal player is in the middle of a turn: it goes on with their forced march, second action or
// reinforcement.
bool turnInProgress(const Goal &goal, const Position &pos)
{
    if (pos.gameOver() || pos.toMove() != goal.player)
        return false;
    return pos.phase() == Phase::AfterAction || pos.phase() == Phase::SecondAction
           || pos.phase() == Phase::Reinforcement;
}

bool isEnemy(const Goal &goal, int owner)
{
    return owner != kNoPlayer && owner != goal.player && (goal.target == kNoPlayer || owner == goal.target);
}

// The goal, other than Survive, is met by this action.
bool achieved(const Goal &goal, const Position &before, const Action &action, const Position &after)
{
    const bool byPlayer = before.toMove() == goal.player;
    switch (goal.kind) {
    case GoalKind::Win: return after.gameOver() && after.result().winner == goal.player;
    case GoalKind::WinByPoints:
        return after.gameOver() && after.result().winner == goal.player
               && after.result().kind == ResultKind::PointsVictory;
    case GoalKind::CaptureEmperor: {
        if (!byPlayer || action.kind != ActionKind::Attack)
            return false;
        const Stack &attacked = before.stack(action.to);
        return attacked.emperor && isEnemy(goal, attacked.owner);
    }
    case GoalKind::BuildPalace:
        return byPlayer && action.kind == ActionKind::Construct
               && before.board().terrain(action.to) == Terrain::Capital;
    case GoalKind::ReachPoints: return after.victoryPoints(goal.player) >= goal.points;
    case GoalKind::Eliminate: return goal.target != kNoPlayer && after.isOut(goal.target);
    case GoalKind::Survive: return false;
    }
    return false;
}

GoalJudgement met() { return {GoalState::Met, GoalFailure::None}; }
GoalJudgement failed(GoalFailure why) { return {GoalState::Failed, why}; }

GoalJudgement judgeSurvive(const Goal &goal, const Position &before, const Action &action, const Position &after,
                           int turns)
{
    // Captured: held now, or taken by this action and given back at once by an exchange (RULES §5).
    const bool taken = action.kind == ActionKind::Attack && before.toMove() != goal.player
                       && before.stack(action.to).emperor && before.stack(action.to).owner == goal.player;
    if (goal.keepEmperor && (taken || after.emperorCaptor(goal.player) != kNoPlayer))
        return failed(GoalFailure::EmperorCaptured);
    if (after.gameOver()) {
        const Result &r = after.result();
        if (r.winner == goal.player || r.winner == kNoPlayer)
            return met(); // won or drawn: not beaten
        return failed(GoalFailure::GameLost);
    }
    if (after.isOut(goal.player))
        return failed(GoalFailure::PlayerOut);
    if (turns >= goal.turns && after.toMove() == goal.player && after.phase() == Phase::FirstAction)
        return met();
    return {};
}

} // namespace

const char *goalKindId(GoalKind kind) { return kKindIds[static_cast<size_t>(kind)]; }

std::optional<GoalKind> goalKindFromId(std::string_view id)
{
    for (size_t k = 0; k < kKindIds.size(); ++k)
        if (id == kKindIds[k])
            return static_cast<GoalKind>(k);
    return std::nullopt;
}

const char *opponentKindId(OpponentKind kind)
{
    switch (kind) {
    case OpponentKind::AnyDefence: return "anyDefence";
    case OpponentKind::Computer: return "computer";
    case OpponentKind::Replies: return "replies";
    }
    return "anyDefence";
}

const char *goalFailureId(GoalFailure failure)
{
    switch (failure) {
    case GoalFailure::None: return "none";
    case GoalFailure::OutOfTurns: return "outOfTurns";
    case GoalFailure::GameLost: return "gameLost";
    case GoalFailure::GameDrawn: return "gameDrawn";
    case GoalFailure::WrongVictory: return "wrongVictory";
    case GoalFailure::PlayerOut: return "playerOut";
    case GoalFailure::EmperorCaptured: return "emperorCaptured";
    case GoalFailure::TargetGone: return "targetGone";
    }
    return "none";
}

const std::string &goalLesson(const Goal &goal, std::string_view language)
{
    return textInLanguage(goal.lesson, goal.lessonTranslations, language);
}

const std::vector<std::string> &goalHints(const Goal &goal, std::string_view language)
{
    // The same choice of language as the texts: find which language's lesson text would be picked by
    // textInLanguage over a map of the languages that have hints.
    TextTranslations withHints;
    for (const auto &[lang, hints] : goal.hintTranslations)
        if (!hints.empty())
            withHints[lang] = lang;
    static const std::string none;
    const std::string &lang = textInLanguage(none, withHints, language);
    if (lang.empty())
        return goal.hints;
    return goal.hintTranslations.find(lang)->second;
}

int goalTurnsAfter(const Goal &goal, const Position &before, int turnsBefore, bool firstActionOfRecord)
{
    const bool begins = before.toMove() == goal.player && rules::startsTurn(before, firstActionOfRecord ? 0 : 1);
    return turnsBefore + (begins ? 1 : 0);
}

GoalJudgement judgeGoal(const Goal &goal, const Position &before, const Action &played, const Position &after,
                        int turns)
{
    const Action action = rules::canonical(before, played);
    if (goal.kind == GoalKind::Survive)
        return judgeSurvive(goal, before, action, after, turns);
    if (achieved(goal, before, action, after))
        return met();
    if (after.gameOver()) {
        const Result &r = after.result();
        if (r.winner == goal.player)
            return failed(GoalFailure::WrongVictory);
        return failed(r.winner == kNoPlayer ? GoalFailure::GameDrawn : GoalFailure::GameLost);
    }
    if (after.isOut(goal.player))
        return failed(GoalFailure::PlayerOut);
    if (goal.kind == GoalKind::CaptureEmperor && goal.target != kNoPlayer && after.isOut(goal.target))
        return failed(GoalFailure::TargetGone);
    if (turns >= goal.turns && !turnInProgress(goal, after))
        return failed(GoalFailure::OutOfTurns);
    return {};
}

std::vector<GoalProblem> goalProblems(const Goal &goal, int players)
{
    std::vector<GoalProblem> out;
    auto add = [&out](GoalProblemCode code, int seat = -1) { out.push_back({code, seat}); };
    if (goal.player < 0 || goal.player >= players)
        add(GoalProblemCode::Player);
    if (goal.turns < 1 || goal.turns > kMaxGoalTurns)
        add(GoalProblemCode::Turns);
    if ((goal.kind == GoalKind::ReachPoints) != (goal.points >= 1) || goal.points < 0)
        add(GoalProblemCode::Points);
    const bool takesTarget = goal.kind == GoalKind::CaptureEmperor || goal.kind == GoalKind::Eliminate;
    if (goal.target != kNoPlayer
            ? (!takesTarget || goal.target < 0 || goal.target >= players || goal.target == goal.player)
            : goal.kind == GoalKind::Eliminate)
        add(GoalProblemCode::Target);
    if (goal.difficulty < 0 || goal.difficulty > kMaxGoalDifficulty)
        add(GoalProblemCode::Difficulty);
    if (goal.keepEmperor && goal.kind != GoalKind::Survive)
        add(GoalProblemCode::KeepEmperor);
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        const Opponent &o = goal.opponents[static_cast<size_t>(seat)];
        if (o.kind == OpponentKind::Computer && (o.level < 1 || o.level > 6))
            add(GoalProblemCode::Level, seat);
        if (o.kind != OpponentKind::AnyDefence && (seat == goal.player || seat >= players))
            add(GoalProblemCode::RepliesSeat, seat);
    }
    return out;
}

std::string describe(const GoalProblem &problem)
{
    switch (problem.code) {
    case GoalProblemCode::Player: return "the goal's player is not in the game";
    case GoalProblemCode::Turns: return "the goal's turns must be 1 to " + std::to_string(kMaxGoalTurns);
    case GoalProblemCode::Points: return "points are given to the goal \"reachPoints\" alone, and it needs 1 or more";
    case GoalProblemCode::Target:
        return "the goal's target must be another player of the game (required to eliminate, optional to capture "
               "an Emperor, and for no other goal)";
    case GoalProblemCode::Level: return "a computer opponent's level must be 1 to 6";
    case GoalProblemCode::RepliesSeat: return "only the other seats of the game have opponents";
    case GoalProblemCode::Difficulty:
        return "the difficulty must be 0 (not graded) to " + std::to_string(kMaxGoalDifficulty);
    case GoalProblemCode::KeepEmperor: return "keepEmperor is for the goal \"survive\" alone";
    }
    return "bad goal";
}

} // namespace eko
