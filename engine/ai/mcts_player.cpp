// The MCTS player: the levels' budgets, the search threads and the choice of the action played.
#include "ai/mcts_player.h"

#include "ai/mcts_tree.h"
#include "core/rules.h"

#include <algorithm>
#include <thread>

namespace eko::ai {

namespace {
constexpr int kDefaultIterations = 2000;
constexpr std::uint64_t kSecondTreeStream = 0x9E37'79B9'7F4A'7C15ull;
} // namespace

MctsPlayer::MctsPlayer(std::uint64_t seed, Budget budget, MctsOptions options, std::string name)
    : m_seed(seed)
    , m_budget(budget)
    , m_options(options)
    , m_name(std::move(name))
{
}

MctsPlayer::~MctsPlayer() = default;

void MctsPlayer::reset()
{
    for (auto &tree : m_trees)
        tree.reset();
}

std::optional<Action> MctsPlayer::choose(const Position &pos, SearchControl control)
{
    const auto start = std::chrono::steady_clock::now();
    m_stats = {};
    const std::vector<Action> legal = rules::legalActions(pos);
    if (legal.empty())
        return std::nullopt;
    if (legal.size() == 1)
        return legal.front();
    const int threads = m_budget.threads >= 2 ? 2 : 1;
    const bool timed = m_budget.time.count() > 0;
    long long iterations = m_budget.iterations;
    if (iterations <= 0 && !timed)
        iterations = kDefaultIterations;
    const long long perThread = iterations > 0 ? (iterations + threads - 1) / threads : 0;
    const auto deadline = start + m_budget.time;
    for (int t = 0; t < threads; ++t) {
        if (!m_trees[t])
            m_trees[t] = std::make_unique<MctsTree>(m_seed ^ (t * kSecondTreeStream), m_options);
        m_trees[t]->setRoot(pos);
    }
    long long done[2] = {0, 0};
    if (threads == 2) {
        std::thread helper([&] { done[1] = m_trees[1]->search(perThread, deadline, timed, control); });
        done[0] = m_trees[0]->search(perThread, deadline, timed, control);
        helper.join();
    } else {
        done[0] = m_trees[0]->search(perThread, deadline, timed, control);
    }
    // The root children visited most, over both trees.
    std::vector<std::pair<Action, long long>> visits;
    for (int t = 0; t < threads; ++t)
        for (const auto &[action, n] : m_trees[t]->rootVisits()) {
            // (clang 14 cannot capture a structured binding in a lambda: hence the plain loop.)
            auto it = visits.begin();
            while (it != visits.end() && !(it->first == action))
                ++it;
            if (it == visits.end())
                visits.emplace_back(action, n);
            else
                it->second += n;
        }
    std::optional<Action> best;
    long long bestVisits = -1;
    for (const Action &a : legal) { // in the rules' order, so ties break the same way every time
        auto it = std::find_if(visits.begin(), visits.end(), [&](const auto &v) { return v.first == a; });
        const long long n = it == visits.end() ? 0 : it->second;
        if (n > bestVisits) {
            bestVisits = n;
            best = a;
        }
    }
    m_stats.iterations = done[0] + done[1];
    for (int t = 0; t < threads; ++t)
        m_stats.actionsPlayed += m_trees[t]->actionsPlayed();
    m_stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return best;
}

} // namespace eko::ai
