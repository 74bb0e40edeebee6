// A position's pieces and the counts kept beside them (stacks by size, discs, VP, Emperors).
#include "core/position.h"

#include <algorithm>
#include <bit>

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

namespace {
bool isPlayer(int owner) { return owner >= 0 && owner < kMaxPlayers; }
} // namespace

void Position::setStack(SpaceIndex s, Stack stack)
{
    const bool sets = m_board->fitsSpaceSet();
    const Stack old = m_stacks[s];
    if (isPlayer(old.owner)) {
        --m_stackCounts[old.owner];
        m_discCounts[old.owner] -= old.size;
        if (sets) {
            m_stackSet.erase(s);
            m_playerStackSets[old.owner].erase(s);
            m_emperorSet.erase(s);
            if (old.size <= kSizeSets)
                m_sizeSets[old.size].erase(s);
        }
    }
    if (stack.size == 0)
        stack = Stack{};
    m_stacks[s] = stack;
    if (isPlayer(stack.owner)) {
        ++m_stackCounts[stack.owner];
        m_discCounts[stack.owner] += stack.size;
        if (sets) {
            m_stackSet.insert(s);
            m_playerStackSets[stack.owner].insert(s);
            if (stack.emperor)
                m_emperorSet.insert(s);
            if (stack.size <= kSizeSets)
                m_sizeSets[stack.size].insert(s);
        }
    }
}

void Position::setBuilding(SpaceIndex s, Building b)
{
    const bool sets = m_board->fitsSpaceSet();
    const bool capital = m_board->terrain(s) == Terrain::Capital;
    const Building old = m_buildings[s];
    if (isPlayer(old.owner)) {
        m_buildingPoints[old.owner] -= buildingValue(old.type);
        m_palaceCounts[old.owner] -= capital ? 1 : 0;
        if (sets)
            m_buildingSets[old.owner].erase(s);
    }
    m_buildings[s] = b;
    if (isPlayer(b.owner)) {
        m_buildingPoints[b.owner] += buildingValue(b.type);
        m_palaceCounts[b.owner] += capital ? 1 : 0;
        if (sets)
            m_buildingSets[b.owner].insert(s);
    }
}

int Position::playersIn() const
{
    int n = 0;
    for (int p = 0; p < m_playerCount; ++p)
        n += isOut(p) ? 0 : 1;
    return n;
}

int Position::victoryPoints(PlayerIndex p) const
{
    // Captive Emperors counted by a table (at most kMaxPlayers bits): std::popcount calls a library
    // function when the processor's popcount instruction is not enabled, and the rules ask after
    // every action.
    static_assert(kMaxPlayers <= 4);
    constexpr std::array<std::uint8_t, 16> kBits{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    const unsigned captives = m_players[p].captives & ((1u << m_playerCount) - 1u);
    return m_buildingPoints[p] + kCaptiveEmperorValue * kBits[captives];
}

SpaceIndex Position::emperorSpace(PlayerIndex p) const
{
    if (m_board->fitsSpaceSet()) {
        const SpaceSet e = m_emperorSet & m_playerStackSets[p];
        return e.empty() ? kNoSpace : e.first();
    }
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

int Position::discTotal(PlayerIndex p) const
{
    const PlayerState &ps = m_players[p];
    return discsOnBoard(p) + ps.reserve + (ps.emperorInReserve ? 1 : 0) + discsHeldCaptive(p) + ps.removed;
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

Position Position::rebased(std::shared_ptr<const Board> board, const RulesSettings &settings, int players,
                           const std::vector<SpaceIndex> *oldIndex) const
{
    // A copy, so that every field off the board carries over; then the board's part anew: the new
    // board empty, with its counts and sets, and the pieces placed on it one by one.
    Position pos = *this;
    const Position empty(std::move(board), settings, players);
    pos.m_board = empty.m_board;
    pos.m_settings = settings;
    pos.m_playerCount = empty.m_playerCount;
    pos.m_stacks = empty.m_stacks;
    pos.m_buildings = empty.m_buildings;
    pos.m_stackCounts = {};
    pos.m_discCounts = {};
    pos.m_buildingPoints = {};
    pos.m_palaceCounts = {};
    pos.m_stackSet = SpaceSet{};
    pos.m_emperorSet = SpaceSet{};
    pos.m_playerStackSets = {};
    pos.m_buildingSets = {};
    pos.m_sizeSets = {};
    const Board &to = *pos.m_board;
    for (SpaceIndex s = 0; s < to.spaceCount(); ++s) {
        const SpaceIndex o = oldIndex ? (*oldIndex)[static_cast<size_t>(s)] : s;
        if (o == kNoSpace)
            continue;
        if (const Stack &st = m_stacks[o]; !st.empty() && st.owner < players)
            pos.setStack(s, st);
        if (const Building &b = m_buildings[o]; !b.empty() && b.owner < players)
            pos.setBuilding(s, b);
    }
    const unsigned mask = (1u << players) - 1;
    for (PlayerIndex p = 0; p < kMaxPlayers; ++p) {
        if (p >= players)
            pos.m_players[p] = PlayerState{};
        else if (p >= m_playerCount)
            pos.m_players[p] = empty.m_players[p];
        else
            pos.m_players[p].captives = static_cast<std::uint8_t>(m_players[p].captives & mask);
    }
    pos.setToMove(m_toMove < players ? m_toMove : 0);
    pos.setFirstPlayer(m_firstPlayer < players ? m_firstPlayer : 0);
    pos.setSwapsDone(std::min<int>(m_swapsDone, players - 1));
    return pos;
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
