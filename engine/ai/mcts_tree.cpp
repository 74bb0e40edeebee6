// One UCT search tree: selection, expansion, playout and the reward per player backed up.
#include "ai/mcts_tree.h"

#include "core/rules.h"

#include <algorithm>
#include <cmath>

namespace eko::ai {

namespace {

constexpr size_t kMostNodes = 3'000'000;     // a larger tree is dropped rather than reused
constexpr int kReuseDepth = 12;              // how deep below the old root the new position is looked for
constexpr int kReuseNodesChecked = 4000;

// Playout weights: captures and constructions first, the forced march rarely.
int playoutWeight(const Position &pos, const Action &a)
{
    switch (a.kind) {
    case ActionKind::Attack: {
        const Stack &target = pos.stack(a.to);
        return 12 + 4 * target.size + (target.emperor ? 40 : 0);
    }
    case ActionKind::Construct: return 10 + 6 * buildingValue(a.building) + (pos.board().terrain(a.to) == Terrain::Capital ? 20 : 0);
    case ActionKind::ForcedMarch: return 1;
    case ActionKind::Move: return pos.stack(a.to).empty() ? 2 : 3;
    default: return 4;
    }
}

// Attacks and constructions are tried first when a node is expanded.
bool promising(const Action &a) { return a.kind == ActionKind::Attack || a.kind == ActionKind::Construct; }

} // namespace

MctsTree::MctsTree(std::uint64_t seed, MctsOptions options)
    : m_options(options)
    , m_random(seed)
{
}

MctsTree::Move MctsTree::pack(const Action &a)
{
    Move m;
    m.kind = static_cast<std::uint8_t>(a.kind);
    m.building = static_cast<std::uint8_t>(a.building);
    m.count = a.count;
    m.from = static_cast<std::int16_t>(a.from);
    m.to = static_cast<std::int16_t>(a.to);
    return m;
}

Action MctsTree::unpack(const Move &m)
{
    return Action{static_cast<ActionKind>(m.kind), m.from, m.to, static_cast<BuildingType>(m.building), m.count};
}

void MctsTree::setRoot(const Position &pos)
{
    if (m_root >= 0 && m_options.reuseTree && m_nodes.size() < kMostNodes) {
        if (const int found = findReusable(pos); found >= 0) {
            keepSubtree(found);
            m_rootPosition = pos;
            return;
        }
    }
    m_nodes.clear();
    m_pool.clear();
    m_nodes.emplace_back();
    m_root = 0;
    m_rootPosition = pos;
}

void MctsTree::keepSubtree(int root)
{
    // Copied node by node into fresh arrays, every list of children in its order (the search then
    // goes on exactly as it would in the old arrays), with the untried actions of each node.
    std::vector<Node> nodes{m_nodes[static_cast<size_t>(root)]};
    nodes.front().firstChild = nodes.front().nextSibling = -1;
    std::vector<Move> pool;
    std::vector<std::pair<int, int>> work{{root, 0}}; // (old index, new index)
    while (!work.empty()) {
        const auto [from, to] = work.back();
        work.pop_back();
        const Node &old = m_nodes[static_cast<size_t>(from)];
        if (old.actionsStart >= 0) {
            nodes[static_cast<size_t>(to)].actionsStart = static_cast<int>(pool.size());
            const auto first = m_pool.begin() + old.actionsStart;
            pool.insert(pool.end(), first, first + old.actionCount);
        }
        int previous = -1;
        for (int c = old.firstChild; c >= 0; c = m_nodes[static_cast<size_t>(c)].nextSibling) {
            const int k = static_cast<int>(nodes.size());
            nodes.push_back(m_nodes[static_cast<size_t>(c)]);
            nodes.back().firstChild = -1;
            nodes.back().nextSibling = -1;
            (previous < 0 ? nodes[static_cast<size_t>(to)].firstChild : nodes[static_cast<size_t>(previous)].nextSibling) = k;
            previous = k;
            work.emplace_back(c, k);
        }
    }
    m_nodes = std::move(nodes);
    m_pool = std::move(pool);
    m_root = 0;
}

int MctsTree::findReusable(const Position &pos) const
{
    if (m_rootPosition.playerCount() == 0 || m_rootPosition.boardPtr() != pos.boardPtr())
        return -1;
    struct Item {
        int node;
        Position position;
        int depth;
    };
    std::vector<Item> stack{{m_root, m_rootPosition, 0}};
    int checked = 0;
    while (!stack.empty() && checked < kReuseNodesChecked) {
        Item item = std::move(stack.back());
        stack.pop_back();
        ++checked;
        if (item.node != m_root && item.position == pos)
            return item.node;
        if (item.depth >= kReuseDepth)
            continue;
        for (int c = m_nodes[item.node].firstChild; c >= 0; c = m_nodes[c].nextSibling)
            if (m_nodes[c].visits >= 2)
                stack.push_back({c, rules::applied(item.position, unpack(m_nodes[c].move)), item.depth + 1});
    }
    return -1;
}

void MctsTree::expand(int node, const Position &pos, int depth)
{
    rules::legalActions(pos, m_legal);
    // Random order (the tie-break between equal children), promising actions first.
    for (size_t i = m_legal.size(); i > 1; --i)
        std::swap(m_legal[i - 1], m_legal[static_cast<size_t>(m_random.below(i))]);
    std::stable_partition(m_legal.begin(), m_legal.end(), promising);
    const size_t count = std::min<size_t>(m_legal.size(), 65535);
    const size_t start = m_pool.size();
    for (size_t i = 0; i < count; ++i)
        m_pool.push_back(pack(m_legal[i]));
    // Near the root: the evaluation after each action orders the children (best first) and biases UCT.
    if (depth < m_options.priorDepth && count > 1) {
        const PlayerIndex mover = pos.toMove();
        for (size_t i = 0; i < count; ++i) {
            const Position next = rules::applied(pos, m_legal[i]);
            const double adv = advantage(evaluate(next), next.playerCount(), mover);
            m_pool[start + i].prior = static_cast<float>(1.0 / (1.0 + std::exp(-adv / 40.0)));
        }
        std::stable_sort(m_pool.begin() + static_cast<std::ptrdiff_t>(start), m_pool.end(),
                         [](const Move &a, const Move &b) { return a.prior > b.prior; });
    }
    Node &n = m_nodes[node];
    n.actionsStart = static_cast<int>(start);
    n.actionCount = static_cast<std::uint16_t>(count);
}

int MctsTree::select(int node, const Position &pos) const
{
    const PlayerIndex mover = pos.toMove();
    const double logN = std::log(static_cast<double>(std::max(1, m_nodes[node].visits)));
    int best = -1;
    double bestValue = -1e18;
    for (int c = m_nodes[node].firstChild; c >= 0; c = m_nodes[c].nextSibling) {
        const Node &child = m_nodes[c];
        const double n = std::max(1, child.visits);
        const double value = child.reward[mover] / n + m_options.exploration * std::sqrt(logN / n)
            + m_options.priorWeight * child.prior / (child.visits + 1);
        if (value > bestValue) {
            bestValue = value;
            best = c;
        }
    }
    return best;
}

Scores MctsTree::playout(Position &pos)
{
    for (int depth = 0; depth < m_options.playoutDepth && !pos.gameOver(); ++depth) {
        rules::legalActions(pos, m_legal);
        if (m_legal.empty())
            break;
        int total = 0;
        for (const Action &a : m_legal)
            total += playoutWeight(pos, a);
        int pick = static_cast<int>(m_random.below(static_cast<std::uint64_t>(total)));
        size_t i = 0;
        for (; i + 1 < m_legal.size(); ++i) {
            pick -= playoutWeight(pos, m_legal[i]);
            if (pick < 0)
                break;
        }
        rules::apply(pos, m_legal[i]);
        ++m_actionsPlayed;
    }
    return rewards(pos);
}

void MctsTree::iterate()
{
    Position pos = m_rootPosition;
    m_path.clear();
    int node = m_root;
    m_path.push_back(node);
    while (!pos.gameOver()) {
        if (m_nodes[node].actionsStart < 0)
            expand(node, pos, static_cast<int>(m_path.size()) - 1);
        Node &n = m_nodes[node];
        if (n.actionCount == 0)
            break;
        // Progressive widening: a node with v visits has at most 2 + sqrt(v) children.
        const int widest = 2 + static_cast<int>(std::sqrt(static_cast<double>(n.visits)));
        if (n.tried < n.actionCount && (n.tried < widest || n.firstChild < 0)) {
            const Move move = m_pool[static_cast<size_t>(n.actionsStart) + n.tried];
            ++n.tried;
            const int child = static_cast<int>(m_nodes.size());
            Node fresh;
            fresh.move = move;
            fresh.prior = move.prior;
            fresh.nextSibling = n.firstChild;
            m_nodes[node].firstChild = child; // n may move when m_nodes grows
            m_nodes.push_back(fresh);
            rules::apply(pos, unpack(move));
            m_path.push_back(child);
            break;
        }
        node = select(node, pos);
        rules::apply(pos, unpack(m_nodes[node].move));
        m_path.push_back(node);
    }
    const Scores r = playout(pos);
    for (int k : m_path) {
        Node &n = m_nodes[k];
        ++n.visits;
        for (int p = 0; p < kMaxPlayers; ++p)
            n.reward[p] += static_cast<float>(r[p]);
    }
}

long long MctsTree::search(long long iterations, std::chrono::steady_clock::time_point deadline, bool timed,
                           SearchControl control)
{
    long long done = 0;
    while ((iterations <= 0 || done < iterations) && !control.cancelled()) {
        if (timed && (done & 15) == 0 && std::chrono::steady_clock::now() >= deadline)
            break;
        if (m_nodes.size() >= kMostNodes)
            break;
        iterate();
        ++done;
    }
    return done;
}

std::vector<std::pair<Action, long long>> MctsTree::rootVisits() const
{
    std::vector<std::pair<Action, long long>> out;
    for (int c = m_nodes[m_root].firstChild; c >= 0; c = m_nodes[c].nextSibling)
        out.emplace_back(unpack(m_nodes[c].move), m_nodes[c].visits);
    return out;
}

std::vector<MctsTree::ChildStats> MctsTree::rootChildren() const
{
    std::vector<ChildStats> out;
    for (int c = m_nodes[m_root].firstChild; c >= 0; c = m_nodes[c].nextSibling) {
        ChildStats child{unpack(m_nodes[c].move), m_nodes[c].visits, {}};
        for (int p = 0; p < kMaxPlayers; ++p)
            child.reward[p] = m_nodes[c].reward[p];
        out.push_back(child);
    }
    return out;
}

} // namespace eko::ai
