// The random board generator: tiles grown from a centre tile, then capitals, chasms and sites placed
// by orbit of the board's rotation (one space per orbit when the board need not be symmetric),
// checked, and placed again from the next random numbers until every rule of random_board.h holds.
#include "core/random_board.h"

#include "core/random.h"
#include "core/scenario_warning.h"

#include <algorithm>
#include <array>
#include <map>
#include <stdexcept>

namespace eko {

namespace {

struct Counts {
    int tiles, capitals, chasms, oases, regs, mesas;
};

// RULES §7 and the standard boards' share of oases, regs and mesas. The symmetric 3-player board
// takes its sites by threes: 3 oases, 6 regs, 6 mesas and the mesa beside the two capitals.
Counts countsFor(int players, bool symmetric)
{
    switch (players) {
    case 2: return {7, 1, 2, 4, 4, 6};
    case 3: return symmetric ? Counts{10, 2, 4, 3, 6, 7} : Counts{10, 2, 4, 4, 6, 6};
    default: return {13, 3, 6, 6, 6, 6};
    }
}

Hex turned(Hex h, int steps)
{
    for (int i = 0; i < steps; ++i)
        h = rotate60(h);
    return h;
}

// The hexes a turn of `steps` × 60° (repeated) takes h to, h first; just h when steps is 0 or h is the centre.
std::vector<Hex> orbitOf(Hex h, int steps)
{
    std::vector<Hex> orbit{h};
    if (steps == 0)
        return orbit;
    for (Hex next = turned(h, steps); next != h; next = turned(next, steps))
        orbit.push_back(next);
    return orbit;
}

// Tiles of 7 spaces sit on a lattice: neighbouring tiles' centres are (2, 1) turned by 60° apart.
std::vector<Hex> growTiles(int tiles, int steps, Random &random)
{
    std::vector<Hex> centres{Hex{0, 0}};
    auto has = [&centres](Hex h) { return std::find(centres.begin(), centres.end(), h) != centres.end(); };
    while (static_cast<int>(centres.size()) < tiles) {
        // Free lattice places next to the tiles, weighted by the tiles they touch (a compact board).
        std::vector<std::pair<Hex, std::uint64_t>> candidates;
        std::uint64_t total = 0;
        for (Hex c : centres)
            for (int d = 0; d < 6; ++d) {
                const Hex next = c + turned(Hex{2, 1}, d);
                if (has(next) || std::any_of(candidates.begin(), candidates.end(),
                                             [next](const auto &cand) { return cand.first == next; }))
                    continue;
                std::uint64_t touching = 0;
                for (int e = 0; e < 6; ++e)
                    touching += has(next + turned(Hex{2, 1}, e)) ? 1 : 0;
                const std::uint64_t weight = touching * touching * touching;
                candidates.emplace_back(next, weight);
                total += weight;
            }
        std::uint64_t pick = random.below(total);
        for (const auto &[hex, weight] : candidates) {
            if (pick < weight) {
                for (Hex h : orbitOf(hex, steps))
                    centres.push_back(h);
                break;
            }
            pick -= weight;
        }
    }
    return centres;
}

std::vector<Space> tileSpaces(const std::vector<Hex> &centres)
{
    std::vector<Space> spaces;
    for (Hex c : centres) {
        spaces.push_back({c, Terrain::Desert});
        for (Hex d : kDirections)
            spaces.push_back({c + d, Terrain::Desert});
    }
    // Row by row, left to right, like the standard boards.
    std::sort(spaces.begin(), spaces.end(),
              [](const Space &a, const Space &b) { return a.hex.r != b.hex.r ? a.hex.r < b.hex.r : a.hex.q < b.hex.q; });
    return spaces;
}

// One try at the terrain of a board whose spaces are all desert; false when it got stuck.
class TerrainPlacer {
public:
    TerrainPlacer(const Board &shape, int steps, Random &random)
        : m_shape(shape)
        , m_random(random)
        , m_terrain(static_cast<size_t>(shape.spaceCount()), Terrain::Desert)
    {
        std::vector<char> seen(m_terrain.size(), 0);
        for (SpaceIndex s = 0; s < shape.spaceCount(); ++s) {
            if (seen[s])
                continue;
            std::vector<SpaceIndex> orbit;
            for (Hex h : orbitOf(shape.hex(s), steps)) {
                orbit.push_back(shape.indexOf(h));
                seen[orbit.back()] = 1;
            }
            m_orbits.push_back(std::move(orbit));
        }
    }

    bool place(const Counts &counts, bool symmetric, int players)
    {
        if (!placeCapitals(counts, symmetric, players))
            return false;
        for (int i = 0; i < counts.chasms;) {
            const int placed = placeOne(Terrain::Chasm, counts.chasms - i);
            if (placed == 0)
                return false;
            i += placed;
        }
        std::vector<Terrain> sites;
        sites.insert(sites.end(), static_cast<size_t>(counts.oases), Terrain::Oasis);
        sites.insert(sites.end(), static_cast<size_t>(counts.regs), Terrain::Reg);
        sites.insert(sites.end(), static_cast<size_t>(counts.mesas - m_mesasPlaced), Terrain::Mesa);
        while (!sites.empty()) {
            // A random one of the kinds still to place, in orbit-sized groups.
            const size_t at = static_cast<size_t>(m_random.below(sites.size()));
            const Terrain kind = sites[at];
            const int left = static_cast<int>(std::count(sites.begin(), sites.end(), kind));
            const int placed = placeOne(kind, left);
            if (placed == 0)
                return false;
            for (int i = 0; i < placed; ++i)
                sites.erase(std::find(sites.begin(), sites.end(), kind));
        }
        return true;
    }

    std::vector<Space> spaces() const
    {
        std::vector<Space> out = m_shape.spaces();
        for (size_t i = 0; i < out.size(); ++i)
            out[i].terrain = m_terrain[i];
        return out;
    }

private:
    bool rim(SpaceIndex s) const { return m_shape.neighbours(s).size() < 6; }

    int desertNeighbours(SpaceIndex s) const
    {
        int n = 0;
        for (SpaceIndex t : m_shape.neighbours(s))
            n += m_terrain[t] == Terrain::Desert ? 1 : 0;
        return n;
    }

    int siteNeighbours(SpaceIndex s) const
    {
        int n = 0;
        for (SpaceIndex t : m_shape.neighbours(s))
            n += isConstructionSite(m_terrain[t]) ? 1 : 0;
        return n;
    }

    // With the orbit's spaces turned to `kind`: every site keeps two desert neighbours.
    bool sitesKeepDesert(const std::vector<SpaceIndex> &orbit, Terrain kind)
    {
        for (SpaceIndex s : orbit)
            m_terrain[s] = kind;
        bool ok = true;
        for (SpaceIndex s : orbit) {
            if (isConstructionSite(kind) && desertNeighbours(s) < 2)
                ok = false;
            for (SpaceIndex t : m_shape.neighbours(s))
                if (isConstructionSite(m_terrain[t]) && desertNeighbours(t) < 2)
                    ok = false;
        }
        for (SpaceIndex s : orbit)
            m_terrain[s] = Terrain::Desert;
        return ok;
    }

    bool allowed(const std::vector<SpaceIndex> &orbit, Terrain kind, int left)
    {
        if (static_cast<int>(orbit.size()) > left)
            return false;
        for (SpaceIndex s : orbit) {
            if (m_terrain[s] != Terrain::Desert)
                return false;
            if (kind == Terrain::Chasm || kind == Terrain::Capital) {
                if (rim(s))
                    return false;
                for (SpaceIndex t : m_shape.neighbours(s))
                    if (m_terrain[t] == kind)
                        return false;
            }
        }
        return sitesKeepDesert(orbit, kind);
    }

    // Places `kind` on a random allowed orbit (sites: among those touching the fewest sites);
    // the number of spaces placed, 0 when none is allowed.
    int placeOne(Terrain kind, int left)
    {
        std::vector<size_t> best;
        int bestScore = 1 << 30;
        for (size_t o = 0; o < m_orbits.size(); ++o) {
            if (!allowed(m_orbits[o], kind, left))
                continue;
            int score = 0;
            if (isConstructionSite(kind))
                for (SpaceIndex s : m_orbits[o])
                    score += siteNeighbours(s);
            if (score < bestScore) {
                bestScore = score;
                best.clear();
            }
            if (score == bestScore)
                best.push_back(o);
        }
        if (best.empty())
            return 0;
        const auto &orbit = m_orbits[best[static_cast<size_t>(m_random.below(best.size()))]];
        for (SpaceIndex s : orbit)
            m_terrain[s] = kind;
        return static_cast<int>(orbit.size());
    }

    // Capitals off the rim, at least four steps apart; on a symmetric board by orbit (the centre
    // first for 2 and 4 players; for 3 players one orbit of three: two capitals and a mesa).
    bool placeCapitals(const Counts &counts, bool symmetric, int players)
    {
        std::vector<SpaceIndex> capitals;
        auto farEnough = [&](const std::vector<SpaceIndex> &orbit) {
            for (SpaceIndex a : orbit)
                for (SpaceIndex b : capitals)
                    if (hexDistance(m_shape.hex(a), m_shape.hex(b)) < 4)
                        return false;
            for (size_t i = 0; i < orbit.size(); ++i)
                for (size_t j = i + 1; j < orbit.size(); ++j)
                    if (hexDistance(m_shape.hex(orbit[i]), m_shape.hex(orbit[j])) < 4)
                        return false;
            return true;
        };
        if (symmetric && players != 3) {
            const SpaceIndex centre = m_shape.indexOf(Hex{0, 0});
            m_terrain[centre] = Terrain::Capital;
            capitals.push_back(centre);
        }
        while (static_cast<int>(capitals.size()) < counts.capitals) {
            const int left = counts.capitals - static_cast<int>(capitals.size());
            std::vector<size_t> fits;
            for (size_t o = 0; o < m_orbits.size(); ++o) {
                const auto &orbit = m_orbits[o];
                const bool threeForTwo = symmetric && players == 3;
                if ((threeForTwo ? orbit.size() != 3 : static_cast<int>(orbit.size()) > left) || !farEnough(orbit))
                    continue;
                if (std::all_of(orbit.begin(), orbit.end(), [this](SpaceIndex s) {
                        return m_terrain[s] == Terrain::Desert && !rim(s);
                    }))
                    fits.push_back(o);
            }
            if (fits.empty())
                return false;
            const auto &orbit = m_orbits[fits[static_cast<size_t>(m_random.below(fits.size()))]];
            if (symmetric && players == 3) {
                const size_t mesa = static_cast<size_t>(m_random.below(orbit.size()));
                for (size_t i = 0; i < orbit.size(); ++i) {
                    m_terrain[orbit[i]] = i == mesa ? Terrain::Mesa : Terrain::Capital;
                    if (i != mesa)
                        capitals.push_back(orbit[i]);
                }
                ++m_mesasPlaced;
            } else {
                for (SpaceIndex s : orbit) {
                    m_terrain[s] = Terrain::Capital;
                    capitals.push_back(s);
                }
            }
        }
        return true;
    }

    const Board &m_shape;
    Random &m_random;
    std::vector<Terrain> m_terrain;
    std::vector<std::vector<SpaceIndex>> m_orbits;
    int m_mesasPlaced = 0;
};

} // namespace

int randomBoardRotation(int players) { return players == 3 ? 2 : 3; }

Board randomBoard(const RandomBoardOptions &options)
{
    if (options.players < kMinPlayers || options.players > kMaxPlayers)
        throw std::invalid_argument("randomBoard: players must be 2, 3 or 4");
    const Counts counts = countsFor(options.players, options.symmetric);
    const int steps = options.symmetric ? randomBoardRotation(options.players) : 0;
    Random random(options.seed);
    // Nearly every shape gets its terrain in a few tries; the bound only keeps a bug from hanging.
    for (int shapes = 0; shapes < 10000; ++shapes) {
        const Board shape(tileSpaces(growTiles(counts.tiles, steps, random)));
        // A few tries at the terrain of each shape; a shape that keeps failing is grown again.
        for (int attempt = 0; attempt < 20; ++attempt) {
            TerrainPlacer placer(shape, steps, random);
            if (!placer.place(counts, options.symmetric, options.players))
                continue;
            Scenario check;
            check.players = options.players;
            check.board = std::make_shared<const Board>(placer.spaces());
            if (scenarioWarnings(check).empty())
                return *check.board;
        }
    }
    throw std::logic_error("randomBoard: no board found");
}

Scenario randomBoardScenario(const RandomBoardOptions &options)
{
    Scenario sc;
    sc.players = options.players;
    sc.board = std::make_shared<const Board>(randomBoard(options));
    sc.name = std::string(options.symmetric ? "Symmetric random " : "Random ") + std::to_string(options.players)
              + "-player board, seed " + std::to_string(options.seed);
    return sc;
}

} // namespace eko
