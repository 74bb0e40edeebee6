// One UCT search tree for the MCTS player (mcts_player.h); a tree belongs to one thread at a time.
#pragma once

#include "ai/evaluation.h"
#include "ai/mcts_player.h"
#include "core/random.h"

#include <array>
#include <chrono>
#include <vector>

namespace eko::ai {

class MctsTree {
public:
    MctsTree(std::uint64_t seed, MctsOptions options);

    // Makes `pos` the root: reuses the subtree of an earlier search when one of its nodes holds
    // this position (and options allow), else starts afresh.
    void setRoot(const Position &pos);
    // Runs iterations until `iterations` (0: no limit) are done, the deadline passes or the search
    // is cancelled; returns the number done.
    long long search(long long iterations, std::chrono::steady_clock::time_point deadline, bool timed,
                     SearchControl control);
    // Visits of every root child, by action.
    std::vector<std::pair<Action, long long>> rootVisits() const;
    // Every root child with its visits and each player's reward sum (the analysis reads these).
    struct ChildStats {
        Action action;
        long long visits = 0;
        std::array<double, kMaxPlayers> reward{};
    };
    std::vector<ChildStats> rootChildren() const;
    long long actionsPlayed() const { return m_actionsPlayed; }
    // Nodes held: the root's subtree only (setRoot() lets the rest go).
    size_t nodeCount() const { return m_nodes.size(); }

private:
    // An action in 8 bytes, for the tree and its action pool.
    struct Move {
        std::uint8_t kind = 0, building = 0, count = 0;
        std::int16_t from = -1, to = -1;
        float prior = 0.5f;
    };
    struct Node {
        Move move;                 // the action that led here
        int firstChild = -1;
        int nextSibling = -1;
        int actionsStart = -1;     // untried actions in m_pool; -1 until expanded
        std::uint16_t actionCount = 0;
        std::uint16_t tried = 0;
        int visits = 0;
        float reward[kMaxPlayers] = {};
        float prior = 0.5f;        // the evaluation's opinion of the action leading here, 0 to 1
    };

    static Move pack(const Action &a);
    static Action unpack(const Move &m);
    void iterate();
    void expand(int node, const Position &pos, int depth);
    int select(int node, const Position &pos) const;
    Scores playout(Position &pos);
    int findReusable(const Position &pos) const;
    // Keeps only the subtree below `root`, which becomes the root (node 0).
    void keepSubtree(int root);

    MctsOptions m_options;
    Random m_random;
    std::vector<Node> m_nodes;
    std::vector<Move> m_pool;
    Position m_rootPosition;
    int m_root = -1;
    long long m_actionsPlayed = 0;
    std::vector<Action> m_legal;   // scratch
    std::vector<int> m_path;       // scratch
};

} // namespace eko::ai
