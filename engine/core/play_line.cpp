// The line of play on the game tree: the records of the path and of the line kept in step with
// it, undo and redo along the line, branches, and the saved point.
#include "core/play_line.h"

#include <algorithm>
#include <utility>

namespace eko {

PlayLine::PlayLine(Game game)
    : PlayLine(GameTree(std::move(game)))
{
}

PlayLine::PlayLine(GameTree tree)
    : m_tree(std::move(tree))
    , m_game(m_tree.scenario(), m_tree.seed(), m_tree.playerNames())
    , m_line(m_game)
    , m_gameNodes{GameTree::root()}
    , m_lineNodes{GameTree::root()}
{
    sync();
    markSaved();
}

void PlayLine::follow(Game &game, std::vector<NodeId> &nodes, const GameTree &tree, const std::vector<NodeId> &to)
{
    // The actions both share stay (with their positions); only those after are played.
    const auto differ = std::mismatch(nodes.begin(), nodes.end(), to.begin(), to.end());
    const int same = static_cast<int>(differ.first - nodes.begin()); // nodes, the root included
    game.truncate(same - 1);
    nodes.resize(static_cast<size_t>(same));
    for (size_t k = static_cast<size_t>(same); k < to.size(); ++k) {
        if (game.play(tree.action(to[k])))
            break; // cannot happen: every node of the tree was legal where it was played
        nodes.push_back(to[k]);
    }
}

void PlayLine::sync()
{
    follow(m_game, m_gameNodes, m_tree, m_tree.pathTo(m_tree.current()));
    follow(m_line, m_lineNodes, m_tree, m_tree.line());
}

const Action &PlayLine::action(int k) const
{
    static const Action none;
    return k < 0 || k >= length() ? none : m_line.actions()[static_cast<size_t>(k)];
}

NodeId PlayLine::lineNode(int k) const
{
    return k < 0 || k >= length() ? kNoNode : m_lineNodes[static_cast<size_t>(k) + 1];
}

const Position &PlayLine::positionBefore(int k) const
{
    return k < 0 || k >= length() ? m_game.current() : m_line.positionAt(k);
}

std::optional<Rejection> PlayLine::play(const Action &action, bool *branched)
{
    const Action requested = action; // `action` may live in the line, which changes below
    if (std::optional<Rejection> r = m_tree.play(requested, branched))
        return r;
    sync();
    return std::nullopt;
}

bool PlayLine::undo() { return goTo(actionCount() - 1); }

bool PlayLine::redo() { return goTo(actionCount() + 1); }

bool PlayLine::goTo(int count)
{
    const int target = std::clamp(count, 0, length());
    if (target == actionCount())
        return false;
    return goToNode(m_lineNodes[static_cast<size_t>(target)]);
}

bool PlayLine::goToNode(NodeId node)
{
    if (node == current() || !m_tree.goTo(node))
        return false;
    sync();
    return true;
}

int PlayLine::undoTargetForPerson(const std::array<bool, kMaxPlayers> &computer) const
{
    int target = actionCount() - 1;
    if (target < 0)
        return 0;
    const int players = m_game.scenario().players;
    bool allComputers = true;
    bool anyComputer = false;
    for (int s = 0; s < players; ++s) {
        allComputers = allComputers && computer[static_cast<size_t>(s)];
        anyComputer = anyComputer || computer[static_cast<size_t>(s)];
    }
    if (!anyComputer || allComputers)
        return target;
    while (target > 0 && computer[static_cast<size_t>(m_game.positionAt(target).toMove())])
        --target;
    return target;
}

NodeId PlayLine::currentBranch() const
{
    for (NodeId at = current(); at != GameTree::root(); at = m_tree.parent(at))
        if (m_tree.children(m_tree.parent(at)).front() != at)
            return at;
    return kNoNode;
}

NodeId PlayLine::siblingBranch(int step) const
{
    auto besides = [this, step](NodeId node) {
        const std::vector<NodeId> &siblings = m_tree.children(m_tree.parent(node));
        const auto here = static_cast<int>(std::find(siblings.begin(), siblings.end(), node) - siblings.begin());
        const int there = here + step;
        return there < 0 || there >= static_cast<int>(siblings.size()) ? kNoNode : siblings[static_cast<size_t>(there)];
    };
    if (m_tree.children(current()).size() > 1)
        return besides(m_tree.next(current()));
    for (NodeId at = current(); at != GameTree::root(); at = m_tree.parent(at))
        if (m_tree.children(m_tree.parent(at)).size() > 1)
            return besides(at);
    return kNoNode;
}

bool PlayLine::switchBranch(int step)
{
    const NodeId to = siblingBranch(step);
    if (to == kNoNode)
        return false;
    if (m_tree.parent(to) != current())
        return goToNode(to);
    // A child: the line goes on through it, and the current node stays.
    m_tree.goTo(to);
    m_tree.goTo(m_tree.parent(to));
    sync();
    return true;
}

NodeId PlayLine::mainLineNode() const
{
    const std::vector<NodeId> path = m_tree.pathTo(current());
    const std::vector<NodeId> main = m_tree.mainLine();
    // Both start at the root: the last node they share is where the path leaves the main line.
    return *(std::mismatch(path.begin(), path.end(), main.begin(), main.end()).first - 1);
}

bool PlayLine::promoteCurrentLine()
{
    const std::vector<NodeId> line = m_tree.line();
    if (!m_tree.promote(line.back()))
        return false;
    sync();
    return true;
}

bool PlayLine::removeBranch(NodeId first)
{
    if (!m_tree.contains(first) || m_tree.onMainLine(first))
        return false;
    GameTree::Branch branch = m_tree.remove(first);
    if (branch.nodes.empty())
        return false;
    m_removed.push_back(std::move(branch));
    // The removals undone are the recent ones: older branches kept would only hold memory.
    if (m_removed.size() > kRemovalsKept)
        m_removed.erase(m_removed.begin());
    sync();
    return true;
}

bool PlayLine::restoreBranch()
{
    if (m_removed.empty())
        return false;
    const NodeId first = m_tree.restore(m_removed.back());
    if (first == kNoNode)
        return false;
    m_removed.pop_back();
    m_tree.goTo(first);
    sync();
    return true;
}

bool PlayLine::setComment(NodeId node, std::string comment)
{
    const std::uint64_t before = m_tree.revision();
    if (node != GameTree::root())
        m_tree.setComment(node, std::move(comment));
    return m_tree.revision() != before;
}

bool PlayLine::setMark(NodeId node, ActionMark mark)
{
    const std::uint64_t before = m_tree.revision();
    if (node != GameTree::root())
        m_tree.setMark(node, mark);
    return m_tree.revision() != before;
}

} // namespace eko
