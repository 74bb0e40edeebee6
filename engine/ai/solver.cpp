// The puzzle solver: AND-OR depth-first search with a transposition table (solver.h).
#include "ai/solver.h"

#include "ai/player.h"
#include "core/rules.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <unordered_map>

namespace eko::ai {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v)
{
    std::uint64_t z = h ^ (v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2));
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// Everything of a position the rules read from here on.
std::uint64_t positionHash(const Position &pos)
{
    std::uint64_t h = 0x5eed;
    const int spaces = pos.board().spaceCount();
    for (SpaceIndex s = 0; s < spaces; ++s) {
        const Stack &st = pos.stack(s);
        const Building &b = pos.building(s);
        if (st.empty() && b.empty())
            continue;
        h = mix(h, static_cast<std::uint64_t>(s) << 24 | static_cast<std::uint64_t>(st.owner + 1) << 16
                       | static_cast<std::uint64_t>(st.size) << 8 | (st.emperor ? 1u : 0u)
                       | static_cast<std::uint64_t>(b.owner + 1) << 40 | static_cast<std::uint64_t>(b.type) << 48);
    }
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p) {
        const PlayerState &ps = pos.player(p);
        h = mix(h, static_cast<std::uint64_t>(ps.reserve) | static_cast<std::uint64_t>(ps.emperorInReserve) << 20
                       | static_cast<std::uint64_t>(ps.captives) << 24 | static_cast<std::uint64_t>(ps.removed) << 32);
        for (int b = 0; b < kBuildingTypeCount; ++b)
            h = mix(h, static_cast<std::uint64_t>(ps.supply[static_cast<size_t>(b)]));
    }
    h = mix(h, static_cast<std::uint64_t>(pos.phase()) | static_cast<std::uint64_t>(pos.toMove()) << 8
                   | static_cast<std::uint64_t>(pos.firstPlayer()) << 16
                   | static_cast<std::uint64_t>(pos.swapsDone()) << 24 | static_cast<std::uint64_t>(pos.marchUsed()) << 32
                   | static_cast<std::uint64_t>(pos.turnHadProgress()) << 33
                   | static_cast<std::uint64_t>(pos.quietTurns()) << 40);
    return h;
}

// Attacks and constructions first: they are what wins (and what refutes) most often.
int orderOf(const Action &a)
{
    switch (a.kind) {
    case ActionKind::Attack: return 0;
    case ActionKind::Construct: return 1;
    case ActionKind::ForcedMarch: return 2;
    default: return 3;
    }
}

struct Node {
    Position pos;
    int turns = 0;       // the goal player's turns begun
    bool first = true;   // no action taken yet
    std::array<std::uint8_t, kMaxPlayers> played{}; // each seat's actions so far (capped)
};

class Search {
public:
    Search(const Goal &goal, const SolveOptions &options)
        : m_goal(goal)
        , m_options(options)
    {
        for (int seat = 0; seat < kMaxPlayers; ++seat) {
            Opponent o = goal.opponents[static_cast<size_t>(seat)];
            if (options.anyDefence || seat == goal.player)
                o = Opponent{};
            m_opponents[static_cast<size_t>(seat)] = o;
        }
    }

    void setLimit(int turns)
    {
        m_goal.turns = turns;
        m_table.clear();
    }
    const Goal &goal() const { return m_goal; }
    long long nodes() const { return m_nodes; }
    bool stopped() const { return m_stopped; }

    Node child(const Node &n, const Action &a)
    {
        ++m_nodes;
        Node c{rules::applied(n.pos, a), goalTurnsAfter(m_goal, n.pos, n.turns, n.first), false, n.played};
        std::uint8_t &count = c.played[static_cast<size_t>(n.pos.toMove())];
        if (count < 255)
            ++count;
        return c;
    }

    GoalJudgement judge(const Node &n, const Action &a, const Node &c) const
    {
        return judgeGoal(m_goal, n.pos, a, c.pos, c.turns);
    }

    // The actions to consider for the player to move, in search order.
    std::vector<Action> candidates(const Node &n)
    {
        const PlayerIndex seat = n.pos.toMove();
        const Opponent &o = m_opponents[static_cast<size_t>(seat)];
        if (seat != m_goal.player && o.kind == OpponentKind::Replies) {
            const size_t k = n.played[static_cast<size_t>(seat)];
            if (k < o.replies.size()) {
                const Action a = rules::canonical(n.pos, o.replies[k]);
                if (!rules::check(n.pos, a))
                    return {a};
            }
        }
        if (seat != m_goal.player && o.kind == OpponentKind::Computer)
            return {computerReply(n.pos, o.level)};
        std::vector<Action> actions = rules::legalActions(n.pos);
        std::stable_sort(actions.begin(), actions.end(),
                         [](const Action &a, const Action &b) { return orderOf(a) < orderOf(b); });
        return actions;
    }

    // The goal can be forced from this open position.
    bool proves(const Node &n)
    {
        if (m_stopped || (m_options.maxNodes > 0 && m_nodes >= m_options.maxNodes)
            || (m_options.cancel && (m_nodes & 1023) == 0 && m_options.cancel->load(std::memory_order_relaxed))) {
            m_stopped = true;
            return false;
        }
        const std::uint64_t key = keyOf(n);
        if (const auto it = m_table.find(key); it != m_table.end())
            return it->second;
        const bool ours = n.pos.toMove() == m_goal.player;
        bool result = !ours; // OR: none found yet; AND: none refuted yet
        for (const Action &a : candidates(n)) {
            const Node c = child(n, a);
            const GoalJudgement j = judge(n, a, c);
            const bool good = j.state == GoalState::Met || (j.state == GoalState::Open && proves(c));
            if (ours && good) {
                result = true;
                break;
            }
            if (!ours && !good) {
                result = false;
                break;
            }
        }
        if (!m_stopped)
            m_table.emplace(key, result);
        return result;
    }

    // A line from `n` (open, proved) to the goal: the first action that works, the first reply.
    void line(Node n, std::vector<Action> &out)
    {
        for (int guard = 0; guard < 10000 && !m_stopped; ++guard) {
            const bool ours = n.pos.toMove() == m_goal.player;
            // Ours: the first action that meets the goal or keeps it forced. Theirs: the first reply
            // that does not give up at once, else one that does.
            std::optional<Action> ending;
            bool advanced = false;
            for (const Action &a : candidates(n)) {
                Node c = child(n, a);
                const GoalJudgement j = judge(n, a, c);
                if (j.state == GoalState::Met) {
                    ending = a;
                    if (ours)
                        break;
                    continue;
                }
                if (j.state == GoalState::Open && (!ours || proves(c))) {
                    out.push_back(a);
                    n = std::move(c);
                    advanced = true;
                    break;
                }
            }
            if (advanced)
                continue;
            if (ending)
                out.push_back(*ending);
            return;
        }
    }

private:
    std::uint64_t keyOf(const Node &n) const
    {
        std::uint64_t h = mix(positionHash(n.pos), static_cast<std::uint64_t>(n.turns) << 8 | m_goal.turns);
        for (int seat = 0; seat < kMaxPlayers; ++seat) {
            const Opponent &o = m_opponents[static_cast<size_t>(seat)];
            if (o.kind == OpponentKind::Replies)
                h = mix(h, std::min<size_t>(n.played[static_cast<size_t>(seat)], o.replies.size()));
        }
        return h;
    }

    Action computerReply(const Position &pos, int level)
    {
        const std::uint64_t key = mix(positionHash(pos), static_cast<std::uint64_t>(level));
        if (const auto it = m_computer.find(key); it != m_computer.end())
            return it->second;
        const Action a = makeLevel(level, 1)->choose(pos).value_or(Action::pass());
        m_computer.emplace(key, a);
        return a;
    }

    Goal m_goal;
    SolveOptions m_options;
    std::array<Opponent, kMaxPlayers> m_opponents{};
    std::unordered_map<std::uint64_t, bool> m_table;
    std::unordered_map<std::uint64_t, Action> m_computer;
    long long m_nodes = 0;
    bool m_stopped = false;
};

} // namespace

SolveResult solve(const Scenario &scenario, const SolveOptions &options)
{
    const auto started = std::chrono::steady_clock::now();
    SolveResult result;
    if (!scenario.goal || !scenario.position || scenario.position->gameOver())
        return result;
    const int turns = options.turns > 0 ? options.turns : scenario.goal->turns;
    Search search(*scenario.goal, options);
    const Node root{*scenario.position};
    const bool ours = root.pos.toMove() == scenario.goal->player;

    // Whether the goal is forced from the root within `limit` turns; fills the winning first actions.
    auto rootProves = [&](int limit, bool everyFirstAction) {
        search.setLimit(limit);
        result.winningFirstActions.clear();
        if (!ours)
            return search.proves(root);
        const std::vector<Action> actions = search.candidates(root);
        result.firstActions = static_cast<int>(actions.size());
        for (const Action &a : actions) {
            const Node c = search.child(root, a);
            const GoalJudgement j = search.judge(root, a, c);
            if (j.state == GoalState::Met || (j.state == GoalState::Open && search.proves(c))) {
                result.winningFirstActions.push_back(a);
                if (!everyFirstAction)
                    break;
            }
            if (search.stopped())
                break;
        }
        return !result.winningFirstActions.empty();
    };

    // The shortest solution first (a goal to survive takes all its turns), then every first action at
    // the full count.
    int shortest = 0;
    const bool deepen = scenario.goal->kind != GoalKind::Survive;
    for (int t = deepen ? 1 : turns; t < turns && !search.stopped(); ++t)
        if (rootProves(t, false)) {
            shortest = t;
            search.line(root, result.line);
            break;
        }
    const bool solvedAtFull = !search.stopped() && rootProves(turns, true);
    if (solvedAtFull && shortest == 0) {
        shortest = turns;
        search.line(root, result.line);
    }
    result.nodes = search.nodes();
    result.verdict = search.stopped() ? SolveVerdict::Stopped
                     : solvedAtFull   ? SolveVerdict::Solved
                                      : SolveVerdict::NoSolution;
    result.turns = result.verdict == SolveVerdict::Solved ? shortest : 0;
    if (result.verdict != SolveVerdict::Solved)
        result.line.clear();
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return result;
}

} // namespace eko::ai
