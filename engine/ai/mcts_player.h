// The MCTS player: UCT search over the real rules (every phase), a reward per player (max^n) so
// it plays 2 to 4 players, playouts that prefer captures and constructions, a depth cap with the
// evaluation at the cap, tree reuse between moves and root parallelism on 2 threads.
#pragma once

#include "ai/player.h"

#include <memory>

namespace eko::ai {

struct MctsOptions {
    int playoutDepth = 8;      // actions played out before the evaluation decides
    double exploration = 0.5;  // UCT constant (rewards are in [0, 1])
    int priorDepth = 2;        // nodes this close to the root order and bias their children by the evaluation
    double priorWeight = 1.0;  // progressive bias: priorWeight * prior / (visits + 1)
    bool reuseTree = true;     // keep the subtree of the new position between moves
};

class MctsTree;

class MctsPlayer : public Player {
public:
    // budget.iterations 0 and budget.time 0: 2000 iterations.
    MctsPlayer(std::uint64_t seed, Budget budget, MctsOptions options = {}, std::string name = "mcts");
    ~MctsPlayer() override;
    std::string name() const override { return m_name; }
    std::optional<Action> choose(const Position &pos, SearchControl control = {}) override;
    void reset() override;

private:
    std::uint64_t m_seed;
    Budget m_budget;
    MctsOptions m_options;
    std::string m_name;
    std::unique_ptr<MctsTree> m_trees[2];
};

} // namespace eko::ai
