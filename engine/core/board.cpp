// A board's spaces, their adjacency (as lists and as sets), and the names of spaces (RULES §2).
#include "core/board.h"

#include <algorithm>
#include <charconv>

namespace eko {

Board::Board(std::vector<Space> spaces)
    : m_spaces(std::move(spaces))
{
    if (m_spaces.empty())
        return;
    m_qMin = m_qMax = m_spaces.front().hex.q;
    m_rMin = m_rMax = m_spaces.front().hex.r;
    for (const Space &s : m_spaces) {
        m_qMin = std::min(m_qMin, s.hex.q);
        m_qMax = std::max(m_qMax, s.hex.q);
        m_rMin = std::min(m_rMin, s.hex.r);
        m_rMax = std::max(m_rMax, s.hex.r);
    }
    const int width = m_qMax - m_qMin + 1;
    m_grid.assign(static_cast<size_t>(width) * (m_rMax - m_rMin + 1), kNoSpace);
    for (int i = 0; i < spaceCount(); ++i) {
        const Hex h = m_spaces[i].hex;
        SpaceIndex &cell = m_grid[(h.q - m_qMin) + (h.r - m_rMin) * width];
        if (cell == kNoSpace)
            cell = i;
    }
    for (int i = 0; i < spaceCount(); ++i) {
        m_terrain.push_back(m_spaces[i].terrain);
        if (isConstructionSite(m_spaces[i].terrain))
            m_sites.push_back(i);
        for (Hex d : kDirections) {
            const SpaceIndex n = indexOf(m_spaces[i].hex + d);
            if (n != kNoSpace && n != i)
                m_neighbourList.push_back(n);
        }
        m_neighbourStart.push_back(static_cast<int>(m_neighbourList.size()));
    }
    m_fitsSpaceSet = spaceCount() <= SpaceSet::kCapacity;
    if (!m_fitsSpaceSet)
        return;
    m_neighbourSets.resize(m_spaces.size());
    for (int i = 0; i < spaceCount(); ++i) {
        for (SpaceIndex n : neighbours(i))
            m_neighbourSets[i].insert(n);
        if (m_terrain[i] == Terrain::Desert)
            m_desertSet.insert(i);
        if (isConstructionSite(m_terrain[i]))
            m_siteSet.insert(i);
    }
    m_siteSet.forEach([this](SpaceIndex site) { m_nextToSiteSet |= m_neighbourSets[site]; });
    // At most SpaceSet::kCapacity sites, so a rank and the padding fit a byte.
    static_assert(SpaceSet::kCapacity < 256);
    const auto padding = static_cast<std::uint8_t>(m_sites.size());
    m_siteRanks.assign(m_spaces.size(), {padding, padding, padding, padding, padding, padding});
    m_siteRankOf.assign(m_spaces.size(), padding);
    for (size_t rank = 0; rank < m_sites.size(); ++rank) {
        const SpaceIndex site = m_sites[rank];
        m_siteRankOf[static_cast<size_t>(site)] = static_cast<std::uint8_t>(rank);
        std::uint8_t types = 0;
        for (int type = 0; type < kBuildingTypeCount; ++type)
            if (terrainAllows(m_terrain[site], static_cast<BuildingType>(type)))
                types = static_cast<std::uint8_t>(types | (1u << type));
        m_siteTypesAllowed.push_back(types);
        for (SpaceIndex n : neighbours(site)) {
            auto &ranks = m_siteRanks[static_cast<size_t>(n)];
            // Full only on a board with two spaces on one hex, which validate() refuses.
            if (auto free = std::find(ranks.begin(), ranks.end(), padding); free != ranks.end())
                *free = static_cast<std::uint8_t>(rank);
        }
    }
}

SpaceIndex Board::indexOf(Hex h) const
{
    if (h.q < m_qMin || h.q > m_qMax || h.r < m_rMin || h.r > m_rMax)
        return kNoSpace;
    return m_grid[(h.q - m_qMin) + (h.r - m_rMin) * (m_qMax - m_qMin + 1)];
}

bool Board::adjacent(SpaceIndex a, SpaceIndex b) const
{
    const auto n = neighbours(a);
    return std::find(n.begin(), n.end(), b) != n.end();
}

std::string columnName(int column)
{
    std::string s;
    ++column;
    while (column > 0) {
        --column;
        s.insert(s.begin(), static_cast<char>('a' + column % 26));
        column /= 26;
    }
    return s;
}

std::string Board::spaceName(SpaceIndex i) const
{
    const Hex h = m_spaces[i].hex;
    return columnName(h.q - m_qMin) + std::to_string(h.r - m_rMin + 1);
}

SpaceIndex Board::spaceFromName(std::string_view name) const
{
    size_t letters = 0;
    while (letters < name.size() && name[letters] >= 'a' && name[letters] <= 'z')
        ++letters;
    if (letters == 0 || letters > 3 || letters == name.size())
        return kNoSpace;
    int column = 0;
    for (size_t k = 0; k < letters; ++k)
        column = column * 26 + (name[k] - 'a' + 1);
    --column;
    if (name[letters] == '0')
        return kNoSpace;
    int row = 0;
    const char *end = name.data() + name.size();
    const auto [ptr, ec] = std::from_chars(name.data() + letters, end, row);
    if (ec != std::errc() || ptr != end || row < 1)
        return kNoSpace;
    return indexOf({column + m_qMin, row - 1 + m_rMin});
}

int Board::count(Terrain t) const
{
    return static_cast<int>(std::count_if(m_spaces.begin(), m_spaces.end(),
                                          [t](const Space &s) { return s.terrain == t; }));
}

bool operator==(const Board &a, const Board &b)
{
    if (a.m_spaces.size() != b.m_spaces.size())
        return false;
    for (size_t i = 0; i < a.m_spaces.size(); ++i)
        if (a.m_spaces[i].hex != b.m_spaces[i].hex || a.m_spaces[i].terrain != b.m_spaces[i].terrain)
            return false;
    return true;
}

} // namespace eko
