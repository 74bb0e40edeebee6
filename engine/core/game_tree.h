// The game as a tree: the actions played from the start, every alternative tried after an undo or
// in replay kept as a branch beside the action it replaces (the main line first), each with the
// position after it (computed once), a comment and a mark. The current node and, below every
// node, the child last visited make the current line that undo and redo walk.
#pragma once

#include "core/game.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace eko {

// A node of the tree: 0 is the start of the game (no action), every other node one action.
using NodeId = int;
inline constexpr NodeId kNoNode = -1;

// What a player thought of an action, as SGF's move annotations (good, bad, interesting).
enum class ActionMark : std::uint8_t { None, Good, Bad, Interesting };
inline constexpr int kActionMarkCount = 4;

class GameTree {
public:
    // The record's actions are the main line; the current node is the last of them.
    explicit GameTree(Game game);

    const Scenario &scenario() const { return m_scenario; }
    std::uint64_t seed() const { return m_seed; }
    const std::vector<std::string> &playerNames() const { return m_names; }
    void setPlayerName(PlayerIndex p, std::string name);

    static constexpr NodeId root() { return 0; }
    NodeId current() const { return m_current; }
    const Position &currentPosition() const { return position(m_current); }

    // Nodes in the tree, the start included, and the actions of the whole tree (nodeCount() - 1).
    int nodeCount() const { return m_alive; }
    int actionCount() const { return m_alive - 1; }
    // The most actions the whole tree may hold: maxGameActions() of its board, as a record, so the
    // positions kept stay within the same memory and every tree can be saved and read again.
    int actionLimit() const { return m_actionLimit; }
    bool full() const { return actionCount() >= m_actionLimit; }

    // Whether `node` is a node of the tree (ids of removed branches are not).
    bool contains(NodeId node) const;
    NodeId parent(NodeId node) const { return m_nodes[node].parent; }
    // The children of a node, its main line first.
    const std::vector<NodeId> &children(NodeId node) const { return m_nodes[node].children; }
    // The action that leads to `node` (none for the root), the position after it, and how many
    // actions from the start it is.
    const Action &action(NodeId node) const { return m_nodes[node].action; }
    const Position &position(NodeId node) const { return m_positions[node]; }
    int depth(NodeId node) const { return m_nodes[node].depth; }
    // The player who took the action leading to `node` (not the root).
    PlayerIndex actor(NodeId node) const { return position(parent(node)).toMove(); }
    // The action of `node` in notation (not the root).
    std::string notation(NodeId node) const { return toNotation(action(node), *m_scenario.board); }
    std::optional<Action> parse(std::string_view text) const { return parseNotation(text, *m_scenario.board); }

    // The child of `node` its line goes on to: the one last visited, else the main line; none at a leaf.
    NodeId next(NodeId node) const;
    // The current line: the start, the path to the current node, and on from it to a leaf by next().
    std::vector<NodeId> line() const;
    // The main line: from the start through every first child.
    std::vector<NodeId> mainLine() const;
    // Whether `node` is on the main line (every node on its path is a first child).
    bool onMainLine(NodeId node) const;
    // The nodes from the start to `node`, both included.
    std::vector<NodeId> pathTo(NodeId node) const;
    // The record of the path to `node`: a game whose actions are those of the path.
    Game gameTo(NodeId node) const;

    // Plays an action from the current node (made canonical first). A child with the same action is
    // gone to; any other action adds a child, after the existing ones (`*branched` is then true when
    // the node had children: a new branch). Refused: nothing changes and the reason is returned
    // (RejectionCode::RecordFull when the tree is full()).
    std::optional<Rejection> play(const Action &action, bool *branched = nullptr);
    // The current node becomes `node`; the lines of its ancestors go through it. False if not a node.
    bool goTo(NodeId node);
    // One action back along the current line, or on along it (next()).
    bool undo();
    bool redo();

    // The line through `node` becomes the main line: along its path every node moves to the front
    // of its parent's children. Returns whether anything moved.
    bool promote(NodeId node);

    // A branch taken out of the tree, to put back (undo of a removal): its nodes in pre-order.
    struct Branch {
        NodeId parent = kNoNode;
        int index = 0; // its place among the parent's children
        struct Node {
            int parent; // index in `nodes` of its parent, -1 for the branch's first node
            Action action;
            std::string comment;
            ActionMark mark = ActionMark::None;
        };
        std::vector<Node> nodes;
        std::vector<Position> positions;
    };
    // Takes `node` and everything after it out of the tree (not the root). If the current node was
    // among them, the current node becomes `node`'s parent. Empty branch if `node` is not a node.
    Branch remove(NodeId node);
    // Puts a removed branch back where it was; returns its first node's (new) id, or kNoNode when its
    // parent is gone or the tree has no room. Ids of the branch's nodes are new ones.
    NodeId restore(const Branch &branch);

    const std::string &comment(NodeId node) const { return m_nodes[node].comment; }
    void setComment(NodeId node, std::string comment);
    ActionMark mark(NodeId node) const { return m_nodes[node].mark; }
    void setMark(NodeId node, ActionMark mark);
    // Whether any node has a comment or a mark, and whether any node has more than one child.
    bool hasNotes() const;
    bool hasBranches() const;

    // Changes with every change of what a file of the tree holds (a node added or removed, a
    // promotion, a comment, a mark, a name) — not with moving the current node.
    std::uint64_t revision() const { return m_revision; }

private:
    struct Node {
        NodeId parent = kNoNode;
        int next = 0; // index in `children` of the child the line goes on to
        int depth = 0;
        bool alive = false;
        Action action;
        std::vector<NodeId> children;
        std::string comment;
        ActionMark mark = ActionMark::None;
    };
    NodeId addNode(NodeId parent, const Action &action, Position position);
    void freeNode(NodeId node);

    Scenario m_scenario;
    std::uint64_t m_seed;
    std::vector<std::string> m_names;
    std::vector<Node> m_nodes;
    std::vector<Position> m_positions;
    std::vector<NodeId> m_free; // ids of removed nodes, used again
    int m_alive = 0;
    NodeId m_current = 0;
    int m_actionLimit = kMaxGameActions;
    std::uint64_t m_revision = 0;
};

} // namespace eko
