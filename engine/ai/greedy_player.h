// The greedy player: looks at its own action and the reinforcement after it, and
// takes what the evaluation (evaluation.h) likes best; with `mistakes`, sometimes a random action.
#pragma once

#include "ai/player.h"
#include "core/random.h"

namespace eko::ai {

class GreedyPlayer : public Player {
public:
    // mistakes: the chance, 0 to 1, of playing a random legal action instead (the easiest level).
    explicit GreedyPlayer(std::uint64_t seed, double mistakes = 0.0, std::string name = "greedy");
    std::string name() const override { return m_name; }
    std::optional<Action> choose(const Position &pos, SearchControl control = {}) override;

private:
    // The best advantage the player to move of `pos` reaches before the turn passes, depth plies deep.
    double bestOwnContinuation(const Position &pos, PlayerIndex me, int depth, SearchControl control);

    Random m_random;
    double m_mistakes;
    std::string m_name;
};

} // namespace eko::ai
