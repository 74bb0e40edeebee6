// Game analysis (analysis.h): searches of each position, calibrated chances, losses and judgements.
#include "ai/analysis.h"

#include "ai/mcts_tree.h"
#include "core/rules.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <optional>
#include <thread>

namespace eko::ai {

namespace {

constexpr std::uint64_t kSecondTreeStream = 0x9E37'79B9'7F4A'7C15ull;

// The seed of position k's search: a mix of the analysis's seed and k (splitmix64), so that every
// position has its own stream whichever thread analyses it and whatever range is asked for.
std::uint64_t positionSeed(std::uint64_t seed, int k)
{
    std::uint64_t z = seed + kSecondTreeStream * static_cast<std::uint64_t>(k + 1);
    z = (z ^ (z >> 30)) * 0xBF58'476D'1CE4'E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D0'49BB'1331'11EBull;
    return z ^ (z >> 31);
}

Chances resultChances(const Position &pos)
{
    Chances c{};
    const int n = pos.playerCount();
    const PlayerIndex w = pos.result().winner;
    for (int p = 0; p < n; ++p)
        c[p] = w == kNoPlayer ? 1.0 / n : (p == w ? 1.0 : 0.0);
    return c;
}

} // namespace

Judgement judge(double loss)
{
    if (loss >= kBlunderLoss)
        return Judgement::Blunder;
    if (loss >= kMistakeLoss)
        return Judgement::Mistake;
    if (loss >= kInaccuracyLoss)
        return Judgement::Inaccuracy;
    return Judgement::Good;
}

std::string_view judgementName(Judgement j)
{
    switch (j) {
    case Judgement::Good: return "good";
    case Judgement::Inaccuracy: return "inaccuracy";
    case Judgement::Mistake: return "mistake";
    case Judgement::Blunder: return "blunder";
    }
    return "good";
}

Chances calibrated(const Chances &raw, int players)
{
    // Each raw reward r goes through sigmoid(kSlope * logit(r)), fitted on positions of computer
    // games (docs/AI.md); then the chances are scaled to add up to 1.
    constexpr double kSlope = 0.7;
    Chances c{};
    double sum = 0;
    for (int p = 0; p < players; ++p) {
        const double r = std::clamp(raw[p], 0.0, 1.0);
        if (r <= 0.0 || r >= 1.0) {
            c[p] = r;
        } else {
            const double logit = std::log(r / (1.0 - r));
            c[p] = 1.0 / (1.0 + std::exp(-kSlope * logit));
        }
        sum += c[p];
    }
    for (int p = 0; p < players; ++p)
        c[p] = sum > 0 ? c[p] / sum : 1.0 / players;
    return c;
}

PositionAnalysis analysePosition(const Position &pos, const AnalysisBudget &budget, SearchControl control)
{
    PositionAnalysis out;
    const int n = pos.playerCount();
    if (pos.gameOver()) {
        out.chances = out.raw = resultChances(pos);
        return out;
    }
    const std::vector<Action> legal = rules::legalActions(pos);
    out.legalActions = static_cast<int>(legal.size());
    const int threads = budget.threads >= 2 ? 2 : 1;
    const long long perThread = (std::max(1, budget.iterations) + threads - 1) / threads;
    MctsOptions options;
    options.reuseTree = false;
    std::vector<MctsTree> trees;
    trees.reserve(2);
    for (int t = 0; t < threads; ++t) {
        trees.emplace_back(budget.seed ^ (static_cast<std::uint64_t>(t) * kSecondTreeStream), options);
        trees.back().setRoot(pos);
    }
    long long done[2] = {0, 0};
    if (threads == 2) {
        std::thread helper([&] { done[1] = trees[1].search(perThread, {}, false, control); });
        done[0] = trees[0].search(perThread, {}, false, control);
        helper.join();
    } else {
        done[0] = trees[0].search(perThread, {}, false, control);
    }
    out.iterations = done[0] + done[1];

    // The root children of every tree added up, in the rules' order.
    std::vector<MctsTree::ChildStats> children;
    for (const Action &a : legal)
        children.push_back({a, 0, {}});
    for (const MctsTree &tree : trees)
        for (const MctsTree::ChildStats &c : tree.rootChildren()) {
            const auto it = std::find_if(children.begin(), children.end(), [&](const auto &k) { return k.action == c.action; });
            if (it == children.end())
                continue;
            it->visits += c.visits;
            for (int p = 0; p < kMaxPlayers; ++p)
                it->reward[p] += c.reward[p];
        }
    // The position's value: the mean reward of every iteration (each went through one root child).
    long long visits = 0;
    for (const MctsTree::ChildStats &c : children) {
        visits += c.visits;
        for (int p = 0; p < n; ++p)
            out.raw[p] += c.reward[p];
    }
    for (int p = 0; p < n; ++p)
        out.raw[p] = visits > 0 ? out.raw[p] / static_cast<double>(visits) : 1.0 / n; // nothing known when cancelled at once
    std::stable_sort(children.begin(), children.end(), [](const auto &a, const auto &b) { return a.visits > b.visits; });
    for (const MctsTree::ChildStats &c : children) {
        if (c.visits == 0 || static_cast<int>(out.best.size()) == kTopActions)
            break;
        Chances raw{};
        for (int p = 0; p < n; ++p)
            raw[p] = c.reward[p] / static_cast<double>(c.visits);
        out.best.push_back({c.action, toNotation(c.action, pos.board()), c.visits, calibrated(raw, n)});
    }
    out.chances = calibrated(out.raw, n);
    return out;
}

GameAnalysis analyseGame(const Game &game, const AnalysisBudget &budget, int from, int to, SearchControl control,
                         const AnalysisProgress &progress)
{
    GameAnalysis out;
    out.budget = budget;
    out.to = to < 0 ? game.actionCount() : std::clamp(to, 0, game.actionCount());
    out.from = std::clamp(from, 0, out.to);
    const int total = out.to - out.from;
    if (total == 0)
        return out;
    // Positions from .. to: the one before each action and the one after the last.
    const int positions = total + 1;
    std::vector<std::optional<PositionAnalysis>> done(static_cast<size_t>(positions));
    std::atomic<int> next{0};
    std::mutex mutex;
    auto deliver = [&] { // with `mutex` held: judges every action whose two positions are analysed
        while (static_cast<int>(out.actions.size()) < total && !control.cancelled()) {
            const int i = static_cast<int>(out.actions.size());
            if (!done[static_cast<size_t>(i)] || !done[static_cast<size_t>(i) + 1])
                return;
            const PositionAnalysis &before = *done[static_cast<size_t>(i)];
            const PositionAnalysis &after = *done[static_cast<size_t>(i) + 1];
            const int k = out.from + i;
            const Position &pos = game.positionAt(k);
            ActionAnalysis a;
            a.index = k;
            a.mover = pos.toMove();
            a.phase = pos.phase();
            a.played = game.actions()[static_cast<size_t>(k)];
            a.notation = game.notation(k);
            a.before = before.chances;
            a.after = after.chances;
            a.best = before.best;
            a.forced = before.legalActions == 1;
            const bool playedBest = !before.best.empty() && before.best.front().action == a.played;
            // The best action's chance and the next position's are both means over a search of the
            // position after an action of the mover: the same kind of figure, with the same player to move.
            if (!a.forced && !playedBest && !a.best.empty())
                a.loss = std::max(0.0, a.best.front().chances[a.mover] - a.after[a.mover]);
            a.judgement = judge(a.loss);
            out.actions.push_back(std::move(a));
            if (progress)
                progress(out.actions.back(), static_cast<int>(out.actions.size()), total);
        }
    };
    auto work = [&] {
        for (;;) {
            const int i = next.fetch_add(1);
            if (i >= positions || control.cancelled())
                return;
            const int k = out.from + i;
            AnalysisBudget one = budget;
            one.threads = 1;
            one.seed = positionSeed(budget.seed, k);
            PositionAnalysis result = analysePosition(game.positionAt(k), one, control);
            if (control.cancelled())
                return; // a search cut short says less than its budget promises: dropped
            const std::lock_guard lock(mutex);
            done[static_cast<size_t>(i)] = std::move(result);
            deliver();
        }
    };
    if (budget.threads >= 2) {
        std::thread helper(work);
        work();
        helper.join();
    } else {
        work();
    }
    return out;
}

} // namespace eko::ai
