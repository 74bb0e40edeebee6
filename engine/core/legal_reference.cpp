// The plain legal-action generator (see legal_reference.h), written for clarity, not speed.
#include "core/legal_reference.h"

#include <algorithm>

namespace eko::rules::reference {

namespace {

bool attackAllowed(const Stack &attacker, const Stack &target, int stackLimit)
{
    return target.size < attacker.size || (attacker.emperor && target.size == attacker.size)
        || (attacker.size == 1 && target.size == stackLimit);
}

bool nextToOpponentBuilding(const Position &pos, SpaceIndex s, PlayerIndex me)
{
    for (SpaceIndex n : pos.board().neighbours(s)) {
        const Building &b = pos.building(n);
        if (!b.empty() && b.owner != me)
            return true;
    }
    return false;
}

void reinforcements(const Position &pos, std::vector<Action> &out)
{
    const PlayerIndex me = pos.toMove();
    const RulesSettings &rs = pos.settings();
    const PlayerState &ps = pos.player(me);
    const int most = std::min(rs.reinforcementMax, ps.reserve + (ps.emperorInReserve ? 1 : 0));
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
        const Stack &st = pos.stack(s);
        if (st.owner != me || nextToOpponentBuilding(pos, s, me))
            continue;
        for (int n = rs.reinforcementMin; n <= most && st.size + n <= rs.stackLimit; ++n)
            out.push_back(Action::reinforce(s, n));
    }
}

// Every move and attack of the stack on `from`: a breadth-first search through empty desert.
void movesFrom(const Position &pos, SpaceIndex from, std::vector<Action> &out)
{
    const Board &board = pos.board();
    const Stack &mine = pos.stack(from);
    const int limit = pos.settings().stackLimit;
    std::vector<bool> seen(board.spaceCount(), false);
    std::vector<SpaceIndex> queue{from};
    seen[from] = true;
    for (size_t head = 0; head < queue.size(); ++head) {
        for (SpaceIndex n : board.neighbours(queue[head])) {
            if (seen[n])
                continue;
            const Stack &other = pos.stack(n);
            if (!other.empty()) {
                seen[n] = true;
                if (other.owner == mine.owner) {
                    if (mine.size + other.size <= limit)
                        out.push_back(Action::move(from, n));
                } else if (attackAllowed(mine, other, limit)) {
                    out.push_back(Action::attack(from, n));
                }
            } else if (board.terrain(n) == Terrain::Desert) {
                seen[n] = true;
                queue.push_back(n);
                out.push_back(Action::move(from, n));
            }
        }
    }
}

void constructions(const Position &pos, std::vector<Action> &out)
{
    const Board &board = pos.board();
    const PlayerIndex me = pos.toMove();
    for (SpaceIndex site : board.sites()) {
        const Building &existing = pos.building(site);
        for (BuildingType b : kBuildingTypes) {
            if (!terrainAllows(board.terrain(site), b) || pos.player(me).supply[static_cast<int>(b)] <= 0)
                continue;
            if (!existing.empty()) {
                const int old = buildingValue(existing.type);
                if (existing.owner == me ? buildingValue(b) <= old : buildingValue(b) < old)
                    continue;
            }
            for (SpaceIndex payer : board.neighbours(site)) {
                const Stack &st = pos.stack(payer);
                if (st.owner == me && st.size - (st.emperor ? 1 : 0) >= buildingCost(b))
                    out.push_back(Action::construct(b, site, payer));
            }
        }
    }
}

} // namespace

void legalActions(const Position &pos, std::vector<Action> &out)
{
    out.clear();
    const PlayerIndex me = pos.toMove();
    switch (pos.phase()) {
    case Phase::GameOver: return;
    case Phase::EmperorSwap: {
        out.push_back(Action::noSwap());
        SpaceIndex emperor = kNoSpace;
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
            if (pos.stack(s).owner == me && pos.stack(s).emperor)
                emperor = s;
        if (emperor == kNoSpace)
            return;
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
            if (s != emperor && pos.stack(s).owner == me)
                out.push_back(Action::swap(emperor, s));
        return;
    }
    case Phase::FirstAction:
    case Phase::SecondAction:
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
            if (pos.stack(s).owner == me)
                movesFrom(pos, s, out);
        constructions(pos, out);
        if (out.empty())
            out.push_back(Action::pass());
        return;
    case Phase::AfterAction:
        out.push_back(Action::forcedMarch());
        reinforcements(pos, out);
        if (out.size() == 1)
            out.push_back(Action::end());
        return;
    case Phase::Reinforcement: reinforcements(pos, out); return;
    }
}

} // namespace eko::rules::reference
