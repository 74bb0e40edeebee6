// Game analysis: each player's winning chance in a position, the best actions with their chances,
// and how much each action of a game lost (engine/ai, plain C++20; docs/AI.md, "Analysis").
//
// How to use it:
// - One position: analysePosition(pos, budget) gives every player's chance and the best actions.
// - A game, or a range of its actions: analyseGame(game, budget, from, to, control, progress). Run
//   it in a worker thread. `progress` is called once per action, in the order of the actions, as
//   soon as that action is judged: a UI shows partial results from it (it is called on one of the
//   analysis's threads, never two calls at once; copy what it gets, queue it to the UI thread).
//   Setting the atomic flag of `control` stops the analysis within milliseconds; the result then
//   holds the actions judged so far (complete() is false).
// - KaTrain's way: a quick pass over every action (kQuickAnalysisIterations), then a deeper one
//   (kDefaultAnalysisIterations) whose results replace the quick ones as they come.
// - Deterministic: the same game, seed and iteration budget give the same analysis on every machine,
//   whatever the thread count (threads share out positions; each position is one search whose seed
//   follows from the analysis's seed and the position's number), and a range gives the same figures
//   for its actions as the whole game.
// - To store an analysis with a game, keep GameAnalysis::engine and ::budget with it and, per
//   action, the chances, the best actions' notation and chances, the loss and the judgement: an
//   analysis whose engine string or budget differs from the current one is stale.
#pragma once

#include "ai/player.h"
#include "core/game.h"

#include <array>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace eko::ai {

// Changes whenever the search, the evaluation or the calibration changes what an analysis says.
inline constexpr std::string_view kAnalysisEngine = "eko-mcts-analysis 1";
// Iterations per position: the default (deep) pass and the quick one (docs/AI.md says how chosen).
inline constexpr int kDefaultAnalysisIterations = 20000;
inline constexpr int kQuickAnalysisIterations = 2000;
// How many of the best actions a position's analysis lists.
inline constexpr int kTopActions = 5;

// Each player's winning chance, 0 to 1, in seat order; seats past the player count hold 0.
using Chances = std::array<double, kMaxPlayers>;

struct AnalysisBudget {
    int iterations = kDefaultAnalysisIterations; // per position
    std::uint64_t seed = 1;
    int threads = 1; // 1 or 2: positions analysed at the same time (the result does not change)
};

// One action the search considered at a position, with the chances after it.
struct Candidate {
    Action action;
    std::string notation;
    long long visits = 0;
    Chances chances{};
};

struct PositionAnalysis {
    Chances chances{};            // the search's value at the root: its mean reward for each player, calibrated
    Chances raw{};                // the same before calibration
    std::vector<Candidate> best;  // most visited first, at most kTopActions; empty when the game is over
    long long iterations = 0;
    int legalActions = 0;
};

// How bad an action was, from its loss (the mover's chance after the best action minus after the played one).
enum class Judgement : std::uint8_t { Good, Inaccuracy, Mistake, Blunder };
inline constexpr double kInaccuracyLoss = 0.05;
inline constexpr double kMistakeLoss = 0.10;
inline constexpr double kBlunderLoss = 0.20;
Judgement judge(double loss);
// "good", "inaccuracy", "mistake", "blunder" (for files and JSON; the UI translates its own words).
std::string_view judgementName(Judgement j);

struct ActionAnalysis {
    int index = 0;              // the action's number in the game from 0: game.actions()[index]
    PlayerIndex mover = kNoPlayer;
    Phase phase = Phase::FirstAction;
    Action played;
    std::string notation;
    Chances before{};           // before the action (this position's analysis)
    Chances after{};            // after the action played (the next position's analysis)
    std::vector<Candidate> best; // the best actions before it, with the chances after each
    double loss = 0;            // the mover's chance after the best action minus after the one played,
                                // at least 0; 0 when the played action is the best one or forced
    Judgement judgement = Judgement::Good;
    bool forced = false;        // the only legal action
};

struct GameAnalysis {
    std::string engine{kAnalysisEngine};
    AnalysisBudget budget;
    int from = 0, to = 0;                // the actions asked for: [from, to)
    std::vector<ActionAnalysis> actions; // from `from` on, in order
    bool complete() const { return static_cast<int>(actions.size()) == to - from; }
};

// Called after each action is judged: that action, how many are judged, how many were asked for.
using AnalysisProgress = std::function<void(const ActionAnalysis &action, int done, int total)>;

// Each player's chance in `pos`, the best actions; one search of budget.iterations (two trees with
// half each when budget.threads is 2). A finished game gives the result: 1 for the winner, 0 for
// the others, 1/n each for a draw.
PositionAnalysis analysePosition(const Position &pos, const AnalysisBudget &budget, SearchControl control = {});

// Judges actions [from, to) of `game` (to = -1: up to the last), each from the analyses of the
// positions before and after it. See the comment at the top.
GameAnalysis analyseGame(const Game &game, const AnalysisBudget &budget, int from = 0, int to = -1,
                         SearchControl control = {}, const AnalysisProgress &progress = {});

// Turns the search's mean rewards (raw) into winning chances that sum to 1 (docs/AI.md, "Calibration").
Chances calibrated(const Chances &raw, int players);

} // namespace eko::ai
