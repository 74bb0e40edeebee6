// A board: hexagonal spaces with their terrain, adjacency, and notation names (RULES §2).
#pragma once

#include "core/hex.h"
#include "core/space_set.h"
#include "core/terrain.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace eko {

// Index of a space on its board, 0..spaceCount()-1; kNoSpace where there is none.
using SpaceIndex = int;
inline constexpr SpaceIndex kNoSpace = -1;

struct Space {
    Hex hex;
    Terrain terrain = Terrain::Desert;
};

class Board {
public:
    Board() = default;
    // Spaces must have distinct coordinates (checked by validate(), not here).
    explicit Board(std::vector<Space> spaces);

    int spaceCount() const { return static_cast<int>(m_spaces.size()); }
    const Space &space(SpaceIndex i) const { return m_spaces[i]; }
    const std::vector<Space> &spaces() const { return m_spaces; }
    Terrain terrain(SpaceIndex i) const { return m_terrain[i]; }
    Hex hex(SpaceIndex i) const { return m_spaces[i].hex; }
    SpaceIndex indexOf(Hex h) const;

    // Neighbours of a space that are on the board (at most six).
    std::span<const SpaceIndex> neighbours(SpaceIndex i) const
    {
        return {m_neighbourList.data() + m_neighbourStart[i], m_neighbourList.data() + m_neighbourStart[i + 1]};
    }
    // The construction sites (oasis, reg, mesa, capital), in space order.
    const std::vector<SpaceIndex> &sites() const { return m_sites; }
    bool adjacent(SpaceIndex a, SpaceIndex b) const;

    // Bit sets for the fast rules code, filled only when the board has at most SpaceSet::kCapacity spaces.
    bool fitsSpaceSet() const { return m_fitsSpaceSet; }
    const SpaceSet &neighbourSet(SpaceIndex i) const { return m_neighbourSets[i]; }
    const SpaceSet &desertSet() const { return m_desertSet; }
    const SpaceSet &siteSet() const { return m_siteSet; }
    // The spaces next to a construction site: where a stack can pay for a building.
    const SpaceSet &nextToSiteSet() const { return m_nextToSiteSet; }
    // The construction sites next to space i as their ranks in sites(), in space order, padded to
    // six with sites().size(): the rules count constructions in a loop of six with no branch to
    // mispredict (a loop over the sites themselves mispredicts its end, a quarter of a random
    // action's time). Filled, like the sets, only when the board fits SpaceSet.
    const std::array<std::uint8_t, 6> &siteRanksNextTo(SpaceIndex i) const { return m_siteRanks[i]; }
    // By rank in sites(): bit t set when the site's terrain allows building type t (see
    // siteRanksNextTo()). And the rank of a site (a space of sites()).
    const std::vector<std::uint8_t> &siteTypesAllowed() const { return m_siteTypesAllowed; }
    int siteRank(SpaceIndex site) const { return m_siteRankOf[site]; }

    // Notation name such as "c4": column letter(s) from q - qMin, row from r - rMin + 1.
    std::string spaceName(SpaceIndex i) const;
    SpaceIndex spaceFromName(std::string_view name) const;

    int count(Terrain t) const;
    int qMin() const { return m_qMin; }
    int rMin() const { return m_rMin; }
    int qMax() const { return m_qMax; }
    int rMax() const { return m_rMax; }

    friend bool operator==(const Board &a, const Board &b);

private:
    std::vector<Space> m_spaces;
    std::vector<Terrain> m_terrain;
    std::vector<int> m_neighbourStart{0};   // neighbours of i: m_neighbourList[start[i] .. start[i+1])
    std::vector<SpaceIndex> m_neighbourList;
    std::vector<SpaceIndex> m_sites;
    std::vector<SpaceIndex> m_grid; // (q - qMin) + (r - rMin) * width -> index
    std::vector<SpaceSet> m_neighbourSets;
    std::vector<std::array<std::uint8_t, 6>> m_siteRanks;
    std::vector<std::uint8_t> m_siteTypesAllowed;
    std::vector<std::uint8_t> m_siteRankOf;
    SpaceSet m_desertSet, m_siteSet, m_nextToSiteSet;
    bool m_fitsSpaceSet = false;
    int m_qMin = 0, m_rMin = 0, m_qMax = -1, m_rMax = -1;
};

// Column letters: 0 -> "a", 25 -> "z", 26 -> "aa", ...
std::string columnName(int column);

} // namespace eko
