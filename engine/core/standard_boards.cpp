// PLACEHOLDER layout (to be replaced by the designed boards).
#include "standard_boards.h"

#include <vector>

namespace eko {

Board standardBoard(int players)
{
    const Hex a{3, -1}, b{1, 2};
    std::vector<Hex> centres{{0, 0}};
    const Hex ring[6] = {a, b, b - a, Hex{0, 0} - a, Hex{0, 0} - b, a - b};
    for (Hex h : ring)
        centres.push_back(h);
    const int tiles = players == 2 ? 7 : players == 3 ? 10 : 13;
    for (int i = 0; static_cast<int>(centres.size()) < tiles; ++i)
        centres.push_back(ring[i] + ring[i]);
    std::vector<Space> spaces;
    for (Hex c : centres) {
        spaces.push_back({c, Terrain::Desert});
        for (Hex d : kDirections)
            spaces.push_back({c + d, Terrain::Desert});
    }
    const int capitals = players - 1;
    const int sites = players == 2 ? 14 : players == 3 ? 16 : 18;
    const int chasms = players == 2 ? 2 : players == 3 ? 4 : 6;
    int k = 0;
    for (int i = 0; i < capitals; ++i)
        spaces[7 * k++].terrain = Terrain::Capital;
    for (int i = 0; i < chasms; ++i)
        spaces[7 * k++].terrain = Terrain::Chasm;
    const Terrain kinds[3] = {Terrain::Oasis, Terrain::Reg, Terrain::Mesa};
    for (int i = 0; i < sites; ++i) {
        const int tile = (k + i / 2) % tiles;
        spaces[7 * tile + 1 + (i % 2) * 3 + (i / 2 / tiles) * 2].terrain = kinds[i % 3];
    }
    return Board(std::move(spaces));
}

} // namespace eko
