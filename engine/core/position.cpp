#include "core/position.h"

namespace eko {

Position::Position(std::shared_ptr<const Board> board, RulesSettings settings, int players)
    : m_board(std::move(board))
    , m_settings(settings)
    , m_stacks(m_board->spaceCount())
    , m_buildings(m_board->spaceCount())
    , m_playerCount(static_cast<std::int8_t>(players))
{
    for (int p = 0; p < players; ++p)
        m_players[p].supply = settings.buildingSupply;
}

void Position::setStack(SpaceIndex s, Stack stack)
{
    if (!m_stacks[s].empty())
        --m_stackCounts[m_stacks[s].owner];
    if (stack.size == 0)
        stack = Stack{};
    m_stacks[s] = stack;
    if (!stack.empty())
        ++m_stackCounts[stack.owner];
}

int Position::discsOnBoard(PlayerIndex p) const
{
    int n = 0;
    for (const Stack &s : m_stacks)
        if (s.owner == p)
            n += s.size;
    return n;
}

int Position::stackCount(PlayerIndex p) const { return m_stackCounts[p]; }

int Position::playersIn() const
{
    int n = 0;
    for (int p = 0; p < m_playerCount; ++p)
        n += isOut(p) ? 0 : 1;
    return n;
}

int Position::buildingPoints(PlayerIndex p) const
{
    int vp = 0;
    for (const Building &b : m_buildings)
        if (b.owner == p)
            vp += buildingValue(b.type);
    return vp;
}

int Position::victoryPoints(PlayerIndex p) const
{
    int captives = 0;
    for (int q = 0; q < m_playerCount; ++q)
        if (m_players[p].captives & (1u << q))
            ++captives;
    return buildingPoints(p) + kCaptiveEmperorValue * captives;
}

int Position::palaceCount(PlayerIndex p) const
{
    int n = 0;
    for (int s = 0; s < m_board->spaceCount(); ++s)
        if (m_buildings[s].owner == p && m_board->terrain(s) == Terrain::Capital)
            ++n;
    return n;
}

SpaceIndex Position::emperorSpace(PlayerIndex p) const
{
    for (int s = 0; s < static_cast<int>(m_stacks.size()); ++s)
        if (m_stacks[s].owner == p && m_stacks[s].emperor)
            return s;
    return kNoSpace;
}

PlayerIndex Position::emperorCaptor(PlayerIndex p) const
{
    for (int q = 0; q < m_playerCount; ++q)
        if (m_players[q].captives & (1u << p))
            return q;
    return kNoPlayer;
}

bool Position::discsAccountedFor(PlayerIndex p) const
{
    const PlayerState &ps = m_players[p];
    const int total = discsOnBoard(p) + ps.reserve + (ps.emperorInReserve ? 1 : 0) + discsHeldCaptive(p) + ps.removed;
    return total == m_settings.discsPerPlayer;
}

bool Position::invariantHolds() const
{
    for (int p = 0; p < m_playerCount; ++p) {
        if (!discsAccountedFor(p))
            return false;
        // Exactly one Emperor of each player somewhere.
        int emperors = (m_players[p].emperorInReserve ? 1 : 0) + discsHeldCaptive(p);
        for (const Stack &s : m_stacks)
            if (s.owner == p && s.emperor)
                ++emperors;
        if (emperors != 1)
            return false;
    }
    return true;
}

bool operator==(const Position &a, const Position &b)
{
    return *a.m_board == *b.m_board && a.m_settings == b.m_settings && a.m_stacks == b.m_stacks
        && a.m_buildings == b.m_buildings && a.m_players == b.m_players && a.m_quietTurns == b.m_quietTurns
        && a.m_result == b.m_result && a.m_playerCount == b.m_playerCount && a.m_toMove == b.m_toMove
        && a.m_firstPlayer == b.m_firstPlayer && a.m_swapsDone == b.m_swapsDone && a.m_phase == b.m_phase
        && a.m_turnHadProgress == b.m_turnHadProgress && a.m_marchUsed == b.m_marchUsed;
}

} // namespace eko
