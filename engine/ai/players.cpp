// The players by name and the levels 1–6 (see docs/AI.md for the budgets).
#include "ai/greedy_player.h"
#include "ai/mcts_player.h"
#include "ai/random_player.h"

#include <algorithm>

namespace eko::ai {

std::unique_ptr<Player> makeLevel(int level, std::uint64_t seed)
{
    using namespace std::chrono_literals;
    switch (std::clamp(level, kMinLevel, kMaxLevel)) {
    case 1: return std::make_unique<GreedyPlayer>(seed, 0.35, "level1"); // a beginner: a third of its actions at random
    case 2: return std::make_unique<GreedyPlayer>(seed, 0.0, "level2");
    case 3: return std::make_unique<MctsPlayer>(seed, Budget{300, 0ms, 1}, MctsOptions{}, "level3");
    case 4: return std::make_unique<MctsPlayer>(seed, Budget{1500, 0ms, 1}, MctsOptions{}, "level4");
    case 5: return std::make_unique<MctsPlayer>(seed, Budget{6000, 0ms, 1}, MctsOptions{}, "level5");
    default: return std::make_unique<MctsPlayer>(seed, Budget{64000, 5000ms, 2}, MctsOptions{}, "level6");
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
