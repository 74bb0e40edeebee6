// The standard boards for 2, 3 and 4 players (RULES §7), drawn as pictures of 7-space tiles.
//
// Each board is drawn twice, side by side: left of the '|' every space shows the letter of its
// tile (a centre space and its six neighbours), right of it the same spaces show their terrain:
//   '.' desert   '#' chasm   'o' oasis   'r' reg   'm' mesa   'C' capital
// Row n of a picture is r = n; space (q, r) sits at column 2q + r of its half, so each row is
// shifted half a space from the one above (pointy-top hexes) and neighbours touch as drawn.
// The spaces of a board are listed row by row, left to right.
//
// Symmetry (the tile shapes and the terrain both map onto themselves):
//   2 players: 180° about the capital, the centre of tile D (the tile shape alone is 60°-symmetric).
//   3 players: 180° about the midpoint between the centres of tiles E and F; the two capitals
//              are a symmetric pair. Two capitals rule out a 120° turn.
//   4 players: 120° about the centre of tile G, a desert space; the three capitals are one orbit
//              (the tile shape alone is 60°-symmetric).
// Also on every board: each site touches at least three desert spaces (a capital six), the desert
// spaces are all connected, no capital is on the outer rim, capitals are at least five steps
// apart, no site touches another site, and chasms stay off the rim.
// A static_assert checks each picture: aligned halves, whole 7-space tiles, the §7 counts.
#include "core/standard_boards.h"

#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace eko {

namespace {

using Picture = std::span<const std::string_view>;

constexpr std::array<std::string_view, 9> kTwoPlayers{{
    "          A A       |          m .",
    "     B B A A A      |     . r . . r",
    "    B B B A A C C   |    . . . o . . m",
    "     B B D D C C C  |     . m . . # . .",
    "    E E D D D C C   |    o . . C . . o",
    "   E E E D D F F    |   . . # . . m .",
    "    E E G G F F F   |    m . . o . . .",
    "       G G G F F    |       r . . r .",
    "        G G         |        . m",
}};

constexpr std::array<std::string_view, 10> kThreePlayers{{
    "              A A       |              . .",
    "         B B A A A      |         m . o . r",
    "    C C B B B A A D D   |    m . . . . # . . .",
    "   C C C B B E E D D D  |   . . # . r . . C . .",
    "    C C F F E E E D D   |    . r . . . m . . o",
    "   G G F F F E E H H    |   o . . m . . . r .",
    "  G G G F F I I H H H   |  . . C . . r . # . .",
    "   G G J J I I I H H    |   . . . # . . . . m",
    "      J J J I I         |      r . o . m",
    "       J J              |       . .",
}};

constexpr std::array<std::string_view, 13> kFourPlayers{{
    "          A A               |          . .",
    "         A A A     B B      |         . . r     . .",
    "          A A C C B B B     |          o . . m . # .",
    "         D D C C C B B      |         . . # . . r .",
    "    E E D D D C C F F       |    . . . C . . o . .",
    "   E E E D D G G F F F      |   . # r . . m . . C .",
    "    E E H H G G G F F I I   |    . . . o . . m . . o .",
    "       H H H G G J J I I I  |       m . . m . . # . . .",
    "        H H K K J J J I I   |        . # . . o . . r .",
    "       L L K K K J J        |       r . . C . . m",
    "      L L L K K M M         |      . . o . . r .",
    "       L L     M M M        |       . .     . # .",
    "                M M         |                . .",
}};

// What RULES §7 asks of each standard board.
struct Counts {
    int tiles, desert, capitals, otherSites, chasms;
};
constexpr Counts kTwoPlayerCounts{7, 32, 1, 14, 2};
constexpr Counts kThreePlayerCounts{10, 48, 2, 16, 4};
constexpr Counts kFourPlayerCounts{13, 64, 3, 18, 6};

constexpr bool terrainFromLetter(char letter, Terrain &terrain)
{
    switch (letter) {
    case '.': terrain = Terrain::Desert; return true;
    case '#': terrain = Terrain::Chasm; return true;
    case 'o': terrain = Terrain::Oasis; return true;
    case 'r': terrain = Terrain::Reg; return true;
    case 'm': terrain = Terrain::Mesa; return true;
    case 'C': terrain = Terrain::Capital; return true;
    default: return false;
    }
}

struct Cell {
    Hex hex;
    char tile = ' ';
    Terrain terrain = Terrain::Desert;
};

constexpr int kMaxCells = 7 * 13;

struct Cells {
    std::array<Cell, kMaxCells> cells{};
    int count = 0;
    bool wellFormed = true; // aligned halves, known letters, every space on a hex centre
};

// The spaces of a picture, row by row, left to right.
constexpr Cells readPicture(Picture rows)
{
    Cells out;
    const size_t bar = rows.empty() ? std::string_view::npos : rows[0].find('|');
    for (size_t r = 0; r < rows.size(); ++r) {
        const std::string_view row = rows[r];
        if (bar == std::string_view::npos || row.find('|') != bar) {
            out.wellFormed = false;
            return out;
        }
        const std::string_view tiles = row.substr(0, bar);
        const std::string_view terrain = row.substr(bar + 1);
        const size_t width = tiles.size() > terrain.size() ? tiles.size() : terrain.size();
        for (size_t x = 0; x < width; ++x) {
            const char tile = x < tiles.size() ? tiles[x] : ' ';
            const char letter = x < terrain.size() ? terrain[x] : ' ';
            if (tile == ' ' && letter == ' ')
                continue;
            Cell cell;
            if (tile < 'A' || tile > 'Z' || !terrainFromLetter(letter, cell.terrain) || (x + r) % 2 != 0
                || out.count == kMaxCells) {
                out.wellFormed = false;
                return out;
            }
            cell.hex = Hex{(static_cast<int>(x) - static_cast<int>(r)) / 2, static_cast<int>(r)};
            cell.tile = tile;
            out.cells[out.count++] = cell;
        }
    }
    return out;
}

constexpr char tileAt(const Cells &c, Hex h)
{
    for (int i = 0; i < c.count; ++i)
        if (c.cells[i].hex == h)
            return c.cells[i].tile;
    return ' ';
}

// Every tile letter marks exactly a centre space and its six neighbours, and the counts are right.
constexpr bool matchesRules(Picture rows, Counts want)
{
    const Cells c = readPicture(rows);
    if (!c.wellFormed)
        return false;
    int tiles = 0;
    for (char tile = 'A'; tile <= 'Z'; ++tile) {
        int size = 0;
        bool hasCentre = false;
        for (int i = 0; i < c.count; ++i) {
            if (c.cells[i].tile != tile)
                continue;
            ++size;
            bool centre = true;
            for (Hex d : kDirections)
                centre = centre && tileAt(c, c.cells[i].hex + d) == tile;
            hasCentre = hasCentre || centre;
        }
        if (size == 0)
            continue;
        if (size != 7 || !hasCentre)
            return false;
        ++tiles;
    }
    int desert = 0, capitals = 0, otherSites = 0, chasms = 0;
    for (int i = 0; i < c.count; ++i) {
        switch (c.cells[i].terrain) {
        case Terrain::Desert: ++desert; break;
        case Terrain::Capital: ++capitals; break;
        case Terrain::Chasm: ++chasms; break;
        case Terrain::Oasis:
        case Terrain::Reg:
        case Terrain::Mesa: ++otherSites; break;
        }
    }
    return tiles == want.tiles && c.count == 7 * want.tiles && desert == want.desert
        && capitals == want.capitals && otherSites == want.otherSites && chasms == want.chasms;
}

static_assert(matchesRules(kTwoPlayers, kTwoPlayerCounts));
static_assert(matchesRules(kThreePlayers, kThreePlayerCounts));
static_assert(matchesRules(kFourPlayers, kFourPlayerCounts));

Board boardFromPicture(Picture rows)
{
    const Cells c = readPicture(rows);
    std::vector<Space> spaces;
    spaces.reserve(static_cast<size_t>(c.count));
    for (int i = 0; i < c.count; ++i)
        spaces.push_back({c.cells[i].hex, c.cells[i].terrain});
    return Board(std::move(spaces));
}

} // namespace

Board standardBoard(int players)
{
    switch (players) {
    case 2: return boardFromPicture(kTwoPlayers);
    case 3: return boardFromPicture(kThreePlayers);
    case 4: return boardFromPicture(kFourPlayers);
    default: return Board(); // no standard board: scenarioProblems() reports "no spaces"
    }
}

} // namespace eko
