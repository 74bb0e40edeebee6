// The random player: a random legal action, uniform (the CLI's playouts, the tests, the weakest
// opponent) or lively (constructions and attacks far more often: demo positions for the UI).
#pragma once

#include "ai/player.h"
#include "core/random.h"

#include <vector>

namespace eko::ai {

enum class RandomStyle { Uniform, Lively };

// One action of `legal` (not empty), drawn from `random` in the given style.
Action pickRandom(const std::vector<Action> &legal, Random &random, RandomStyle style = RandomStyle::Uniform);

class RandomPlayer : public Player {
public:
    explicit RandomPlayer(std::uint64_t seed, RandomStyle style = RandomStyle::Uniform)
        : m_random(seed)
        , m_style(style)
    {
    }
    std::string name() const override { return "random"; }
    std::optional<Action> choose(const Position &pos, SearchControl control = {}) override;

private:
    Random m_random;
    RandomStyle m_style;
    std::vector<Action> m_legal; // reused between calls
};

} // namespace eko::ai
