// A scenario's goal for one player (lessons and puzzles): what to achieve within how many of that
// player's turns, how the other seats reply, the lesson text and hints; and the one function that
// judges it after every action (met, failed, still open).
#pragma once

#include "core/action.h"
#include "core/position.h"
#include "core/scenario_texts.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace eko {

enum class GoalKind : std::uint8_t {
    Win,            // win the game, any way (RULES §6.1 or §6.2)
    WinByPoints,    // win by points (RULES §6.1)
    CaptureEmperor, // attack a stack holding the Emperor of `target` (any opponent when kNoPlayer)
    BuildPalace,    // construct a building on a capital
    ReachPoints,    // have at least `points` VP
    Eliminate,      // `target` has no disc on the board
    Survive,        // be still in, not beaten, at the start of turn turns + 1 (and keep the Emperor free
                    // when `keepEmperor`)
};
inline constexpr int kGoalKindCount = static_cast<int>(GoalKind::Survive) + 1;
// "win", "winByPoints", "captureEmperor", "buildPalace", "reachPoints", "eliminate", "survive".
const char *goalKindId(GoalKind kind);
std::optional<GoalKind> goalKindFromId(std::string_view id);

// How a seat other than the goal player's chooses its actions.
enum class OpponentKind : std::uint8_t {
    AnyDefence, // every legal reply counts: the goal must be met whatever it plays
    Computer,   // the computer player of `level` (ai::makeLevel) plays it
    Replies,    // `replies` in order; once they are used up, or the next is not legal, any defence
};
inline constexpr int kOpponentKindCount = 3;
const char *opponentKindId(OpponentKind kind); // "anyDefence", "computer", "replies"

struct Opponent {
    OpponentKind kind = OpponentKind::AnyDefence;
    int level = 2;               // Computer: 1 to 6
    std::vector<Action> replies; // Replies: this seat's actions, in the order it takes them
    friend bool operator==(const Opponent &, const Opponent &) = default;
};

// The limits of a goal (the file format's too, docs/FILE-FORMAT.md).
inline constexpr int kMaxGoalTurns = 50;
inline constexpr int kMaxGoalDifficulty = 5;
inline constexpr int kMaxGoalReplies = 200;
inline constexpr int kMaxGoalHints = 10;

struct Goal {
    PlayerIndex player = 0;
    GoalKind kind = GoalKind::Win;
    int turns = 1;                // within so many turns of `player`, 1 to kMaxGoalTurns
    int points = 0;               // ReachPoints: the VP to reach (1 or more)
    PlayerIndex target = kNoPlayer; // CaptureEmperor (kNoPlayer: any opponent), Eliminate (required)
    bool keepEmperor = false;     // Survive: the player's Emperor must not be captured either
    int difficulty = 0;           // 0: not graded, else 1 (easiest) to kMaxGoalDifficulty
    std::array<Opponent, kMaxPlayers> opponents{}; // by seat; the goal player's own entry is unused
    // The lesson: a text telling the idea, and hints, one at a time; each in the default language
    // and translated like the scenario's name (core/scenario_texts.h).
    std::string lesson;
    TextTranslations lessonTranslations;
    std::vector<std::string> hints;
    std::map<std::string, std::vector<std::string>, std::less<>> hintTranslations;
    friend bool operator==(const Goal &, const Goal &) = default;
};

// The lesson text and hints as players of `language` see them (a language's hints replace the
// default hints as a whole when it has any).
const std::string &goalLesson(const Goal &goal, std::string_view language);
const std::vector<std::string> &goalHints(const Goal &goal, std::string_view language);

enum class GoalState : std::uint8_t { Open, Met, Failed };

enum class GoalFailure : std::uint8_t {
    None,
    OutOfTurns,      // the player's turns are over and the goal was not met
    GameLost,        // another player won
    GameDrawn,       // the game ended in a draw
    WrongVictory,    // WinByPoints: the player won, but by elimination
    PlayerOut,       // the player has no disc on the board any more
    EmperorCaptured, // Survive with keepEmperor: the player's Emperor was captured
    TargetGone,      // CaptureEmperor: the target player is out, their Emperor cannot be captured now
};
const char *goalFailureId(GoalFailure failure); // for messages and tests: "outOfTurns", …

struct GoalJudgement {
    GoalState state = GoalState::Open;
    GoalFailure failure = GoalFailure::None;
    friend bool operator==(const GoalJudgement &, const GoalJudgement &) = default;
};

// The goal player's turns begun once an action has been taken in `before` (the count before it:
// `turnsBefore`; `firstActionOfRecord`: it is the first action since the scenario's start).
// A turn begins with an action in the action phase (rules::startsTurn).
int goalTurnsAfter(const Goal &goal, const Position &before, int turnsBefore, bool firstActionOfRecord);

// THE judgement of a goal, after every action: `before` the action, `action` (as played), `after`
// it, and `turns` the goal player's turns begun, this action's included (goalTurnsAfter()).
// A goal once met or failed is not judged again by the callers.
GoalJudgement judgeGoal(const Goal &goal, const Position &before, const Action &action, const Position &after,
                        int turns);

// Why a goal cannot be played in a scenario of `players` seats on `board`; each names a field.
enum class GoalProblemCode : std::uint8_t {
    Player,      // the goal player is not in the game
    Turns,       // turns out of 1..kMaxGoalTurns
    Points,      // ReachPoints without points >= 1 (or points given to another kind)
    Target,      // a target not in the game, the goal player themself, or none for Eliminate
    Level,       // n1: the seat, a level outside 1..6
    RepliesSeat, // n1: the seat: replies or a computer given to the goal player's own seat
    Difficulty,  // outside 0..kMaxGoalDifficulty
    KeepEmperor, // keepEmperor on a kind other than Survive
};
struct GoalProblem {
    GoalProblemCode code = GoalProblemCode::Player;
    int seat = -1;
    friend bool operator==(const GoalProblem &, const GoalProblem &) = default;
};
std::vector<GoalProblem> goalProblems(const Goal &goal, int players);
std::string describe(const GoalProblem &problem);

} // namespace eko
