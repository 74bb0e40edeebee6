// The game as a tree: nodes in one array (ids of removed branches used again), each with its
// position; playing, going to a node, promoting, removing and restoring branches.
#include "core/game_tree.h"

#include <algorithm>
#include <utility>

namespace eko {

GameTree::GameTree(Game game)
    : m_scenario(game.scenario())
    , m_seed(game.seed())
    , m_names(game.playerNames())
    , m_actionLimit(game.actionLimit())
{
    m_nodes.reserve(static_cast<size_t>(game.actionCount()) + 1);
    m_positions.reserve(static_cast<size_t>(game.actionCount()) + 1);
    addNode(kNoNode, Action{}, game.positionAt(0));
    NodeId at = root();
    for (int k = 0; k < game.actionCount(); ++k)
        at = addNode(at, game.actions()[static_cast<size_t>(k)], game.positionAt(k + 1));
    m_current = at;
}

void GameTree::setPlayerName(PlayerIndex p, std::string name)
{
    if (p < 0 || p >= static_cast<int>(m_names.size()) || m_names[p] == name)
        return;
    m_names[p] = std::move(name);
    ++m_revision;
}

bool GameTree::contains(NodeId node) const
{
    return node >= 0 && node < static_cast<int>(m_nodes.size()) && m_nodes[node].alive;
}

NodeId GameTree::addNode(NodeId parent, const Action &action, Position position)
{
    NodeId id;
    if (!m_free.empty()) {
        id = m_free.back();
        m_free.pop_back();
        m_positions[id] = std::move(position);
    } else {
        id = static_cast<NodeId>(m_nodes.size());
        m_nodes.emplace_back();
        m_positions.push_back(std::move(position));
    }
    Node &n = m_nodes[id];
    n = Node{};
    n.parent = parent;
    n.alive = true;
    n.action = action;
    if (parent != kNoNode) {
        n.depth = m_nodes[parent].depth + 1;
        m_nodes[parent].children.push_back(id);
    }
    ++m_alive;
    return id;
}

void GameTree::freeNode(NodeId node)
{
    Node &n = m_nodes[node];
    n.alive = false;
    n.children.clear();
    n.children.shrink_to_fit();
    n.comment.clear();
    n.comment.shrink_to_fit();
    m_positions[node] = Position{};
    m_free.push_back(node);
    --m_alive;
}

NodeId GameTree::next(NodeId node) const
{
    const Node &n = m_nodes[node];
    if (n.children.empty())
        return kNoNode;
    return n.children[static_cast<size_t>(std::clamp(n.next, 0, static_cast<int>(n.children.size()) - 1))];
}

std::vector<NodeId> GameTree::pathTo(NodeId node) const
{
    std::vector<NodeId> path;
    if (!contains(node))
        return path;
    path.resize(static_cast<size_t>(depth(node)) + 1);
    for (NodeId at = node; at != kNoNode; at = parent(at))
        path[static_cast<size_t>(depth(at))] = at;
    return path;
}

std::vector<NodeId> GameTree::line() const
{
    std::vector<NodeId> nodes = pathTo(m_current);
    for (NodeId at = next(m_current); at != kNoNode; at = next(at))
        nodes.push_back(at);
    return nodes;
}

std::vector<NodeId> GameTree::mainLine() const
{
    std::vector<NodeId> nodes{root()};
    for (NodeId at = root(); !children(at).empty();) {
        at = children(at).front();
        nodes.push_back(at);
    }
    return nodes;
}

bool GameTree::onMainLine(NodeId node) const
{
    if (!contains(node))
        return false;
    for (NodeId at = node; at != root(); at = parent(at))
        if (children(parent(at)).front() != at)
            return false;
    return true;
}

Game GameTree::gameTo(NodeId node) const
{
    Game game(m_scenario, m_seed, m_names);
    const std::vector<NodeId> path = pathTo(node);
    for (size_t k = 1; k < path.size(); ++k)
        game.play(action(path[k]));
    return game;
}

std::optional<Rejection> GameTree::play(const Action &requested, bool *branched)
{
    if (branched)
        *branched = false;
    const Position &from = currentPosition();
    const Action a = rules::canonical(from, requested);
    for (NodeId child : children(m_current))
        if (action(child) == a) {
            goTo(child);
            return std::nullopt;
        }
    if (std::optional<Rejection> r = rules::check(from, a))
        return r;
    if (full())
        return Rejection{RejectionCode::RecordFull, kNoSpace, kNoSpace, m_actionLimit};
    const bool hadChildren = !children(m_current).empty();
    Position after = rules::applied(from, a);
    const NodeId child = addNode(m_current, a, std::move(after));
    ++m_revision;
    goTo(child);
    if (branched)
        *branched = hadChildren;
    return std::nullopt;
}

bool GameTree::goTo(NodeId node)
{
    if (!contains(node))
        return false;
    // Every node on the path to the current node already goes on towards it (next), so only the
    // path from `node` up to where it meets that path changes: climbing from both ends until they
    // meet costs the distance between the two nodes, not the depth (an action played, an undo, a
    // redo, a step of replay: one or two nodes).
    NodeId at = node;
    NodeId other = m_current;
    while (at != other) {
        if (depth(at) >= depth(other)) {
            Node &p = m_nodes[parent(at)];
            p.next = static_cast<int>(std::find(p.children.begin(), p.children.end(), at) - p.children.begin());
            at = parent(at);
        } else {
            other = parent(other);
        }
    }
    m_current = node;
    return true;
}

bool GameTree::undo()
{
    if (m_current == root())
        return false;
    return goTo(parent(m_current));
}

bool GameTree::redo()
{
    const NodeId n = next(m_current);
    return n != kNoNode && goTo(n);
}

bool GameTree::promote(NodeId node)
{
    if (!contains(node))
        return false;
    bool moved = false;
    for (NodeId at = node; at != root(); at = parent(at)) {
        Node &p = m_nodes[parent(at)];
        auto it = std::find(p.children.begin(), p.children.end(), at);
        if (it == p.children.begin())
            continue;
        const NodeId nextChild = next(parent(at));
        std::rotate(p.children.begin(), it, it + 1);
        p.next = static_cast<int>(std::find(p.children.begin(), p.children.end(), nextChild) - p.children.begin());
        moved = true;
    }
    if (moved)
        ++m_revision;
    return moved;
}

GameTree::Branch GameTree::remove(NodeId node)
{
    Branch branch;
    if (!contains(node) || node == root())
        return branch;
    branch.parent = parent(node);
    Node &p = m_nodes[branch.parent];
    const auto it = std::find(p.children.begin(), p.children.end(), node);
    branch.index = static_cast<int>(it - p.children.begin());
    const NodeId nextChild = next(branch.parent);
    p.children.erase(it);
    p.next = nextChild == node ? 0
                               : static_cast<int>(std::find(p.children.begin(), p.children.end(), nextChild)
                                                  - p.children.begin());

    // Pre-order, each node's parent given as its place in the branch.
    bool currentInside = false;
    std::vector<std::pair<NodeId, int>> stack{{node, -1}};
    std::vector<NodeId> taken;
    while (!stack.empty()) {
        const auto [at, up] = stack.back();
        stack.pop_back();
        const int here = static_cast<int>(branch.nodes.size());
        const Node &n = m_nodes[at];
        branch.nodes.push_back({up, n.action, n.comment, n.mark});
        branch.positions.push_back(m_positions[at]);
        currentInside |= at == m_current;
        taken.push_back(at);
        for (auto c = n.children.rbegin(); c != n.children.rend(); ++c)
            stack.emplace_back(*c, here);
    }
    for (NodeId at : taken)
        freeNode(at);
    if (currentInside)
        m_current = branch.parent; // on the path to the old current node: its line already goes through it
    ++m_revision;
    return branch;
}

NodeId GameTree::restore(const Branch &branch)
{
    if (branch.nodes.empty() || !contains(branch.parent)
        || actionCount() + static_cast<int>(branch.nodes.size()) > m_actionLimit)
        return kNoNode;
    std::vector<NodeId> ids(branch.nodes.size(), kNoNode);
    for (size_t k = 0; k < branch.nodes.size(); ++k) {
        const Branch::Node &n = branch.nodes[k];
        const NodeId up = n.parent < 0 ? branch.parent : ids[static_cast<size_t>(n.parent)];
        ids[k] = addNode(up, n.action, branch.positions[k]);
        m_nodes[ids[k]].comment = n.comment;
        m_nodes[ids[k]].mark = n.mark;
    }
    // addNode() put the branch last among its parent's children: back to its place.
    Node &p = m_nodes[branch.parent];
    const NodeId nextChild = next(branch.parent);
    const int index = std::clamp(branch.index, 0, static_cast<int>(p.children.size()) - 1);
    std::rotate(p.children.begin() + index, p.children.end() - 1, p.children.end());
    p.next = static_cast<int>(std::find(p.children.begin(), p.children.end(), nextChild) - p.children.begin());
    ++m_revision;
    return ids.front();
}

void GameTree::setComment(NodeId node, std::string comment)
{
    if (!contains(node) || m_nodes[node].comment == comment)
        return;
    m_nodes[node].comment = std::move(comment);
    ++m_revision;
}

void GameTree::setMark(NodeId node, ActionMark mark)
{
    if (!contains(node) || m_nodes[node].mark == mark)
        return;
    m_nodes[node].mark = mark;
    ++m_revision;
}

bool GameTree::hasNotes() const
{
    return std::any_of(m_nodes.begin(), m_nodes.end(),
                       [](const Node &n) { return n.alive && (!n.comment.empty() || n.mark != ActionMark::None); });
}

bool GameTree::hasBranches() const
{
    return std::any_of(m_nodes.begin(), m_nodes.end(), [](const Node &n) { return n.alive && n.children.size() > 1; });
}

} // namespace eko
