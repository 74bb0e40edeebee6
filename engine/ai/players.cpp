// The players by name and the levels 1–6 (see docs/AI.md for the budgets).
#include "ai/greedy_player.h"
#include "ai/mcts_player.h"
#include "ai/random_player.h"

#include <algorithm>
#include <string>

namespace eko::ai {

bool levelSearches(int level) { return std::clamp(level, kMinLevel, kMaxLevel) >= 3; }

Budget levelBudget(int level, ThinkingTime time)
{
    using namespace std::chrono_literals;
    Budget budget;
    switch (std::clamp(level, kMinLevel, kMaxLevel)) {
    case 1:
    case 2: return budget;
    case 3: budget = Budget{300, 0ms, 1}; break;
    case 4: budget = Budget{1500, 0ms, 1}; break;
    case 5: budget = Budget{6000, 0ms, 1}; break;
    default: budget = Budget{64000, 5000ms, 2}; break;
    }
    // In quarters of the usual budget: ½, 1, 2 or 4 times.
    static constexpr int quarters[kThinkingTimeCount] = {2, 4, 8, 16};
    const int q = quarters[static_cast<int>(time)];
    budget.iterations = budget.iterations * q / 4;
    budget.time = budget.time * q / 4;
    return budget;
}

std::unique_ptr<Player> makeLevel(int level, std::uint64_t seed, ThinkingTime time)
{
    const int clamped = std::clamp(level, kMinLevel, kMaxLevel);
    const std::string name = "level" + std::to_string(clamped);
    switch (clamped) {
    case 1: return std::make_unique<GreedyPlayer>(seed, 0.35, name); // a beginner: a third of its actions at random
    case 2: return std::make_unique<GreedyPlayer>(seed, 0.0, name);
    default: return std::make_unique<MctsPlayer>(seed, levelBudget(clamped, time), MctsOptions{}, name);
    }
}

std::unique_ptr<Player> makePlayer(const std::string &name, std::uint64_t seed, Budget budget)
{
    if (name == "random")
        return std::make_unique<RandomPlayer>(seed);
    if (name == "greedy")
        return std::make_unique<GreedyPlayer>(seed);
    if (name == "mcts")
        return std::make_unique<MctsPlayer>(seed, budget);
    if (name.size() == 6 && name.starts_with("level") && name[5] >= '1' && name[5] <= '6')
        return makeLevel(name[5] - '0', seed);
    return nullptr;
}

} // namespace eko::ai
