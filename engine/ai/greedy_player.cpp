// The greedy player: scores its own actions and the reinforcement after each, and takes the best.
#include "ai/greedy_player.h"

#include "ai/evaluation.h"
#include "core/rules.h"

#include <chrono>

namespace eko::ai {

namespace {
// Plies of its own turn looked at: the action, then the reinforcement (or the forced march).
constexpr int kOwnPlies = 2;

bool stillMyTurn(const Position &pos, PlayerIndex me) { return !pos.gameOver() && pos.toMove() == me && pos.phase() != Phase::FirstAction; }
} // namespace

GreedyPlayer::GreedyPlayer(std::uint64_t seed, double mistakes, std::string name)
    : m_random(seed)
    , m_mistakes(mistakes)
    , m_name(std::move(name))
{
}

double GreedyPlayer::bestOwnContinuation(const Position &pos, PlayerIndex me, int depth, SearchControl control)
{
    if (depth <= 0 || !stillMyTurn(pos, me) || control.cancelled())
        return advantage(evaluate(pos), pos.playerCount(), me);
    double best = -1e18;
    for (const Action &a : rules::legalActions(pos))
        best = std::max(best, bestOwnContinuation(rules::applied(pos, a), me, depth - 1, control));
    return best;
}

std::optional<Action> GreedyPlayer::choose(const Position &pos, SearchControl control)
{
    const auto start = std::chrono::steady_clock::now();
    const std::vector<Action> legal = rules::legalActions(pos);
    if (legal.empty())
        return std::nullopt;
    // The random draws happen whatever is chosen, so one seed gives one sequence of choices.
    const bool mistake = m_mistakes > 0 && static_cast<double>(m_random.below(1'000'000)) < m_mistakes * 1e6;
    const size_t randomPick = static_cast<size_t>(m_random.below(legal.size()));
    if (mistake || legal.size() == 1)
        return legal[legal.size() == 1 ? 0 : randomPick];
    const PlayerIndex me = pos.toMove();
    double best = -1e18;
    std::vector<size_t> bestIndices;
    for (size_t i = 0; i < legal.size(); ++i) {
        if (control.cancelled() && !bestIndices.empty())
            break;
        const double v = bestOwnContinuation(rules::applied(pos, legal[i]), me, kOwnPlies - 1, control);
        if (v > best + 1e-9) {
            best = v;
            bestIndices.assign(1, i);
        } else if (v > best - 1e-9) {
            bestIndices.push_back(i);
        }
    }
    m_stats = {};
    m_stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return legal[bestIndices[randomPick % bestIndices.size()]];
}

} // namespace eko::ai
