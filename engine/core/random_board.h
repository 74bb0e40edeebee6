// A seeded random board for 2, 3 or 4 players with the standard counts of RULES §7: tiles of 7
// spaces; the desert connected; every construction site next to at least two desert spaces.
#pragma once

#include "core/board.h"
#include "core/scenario.h"

#include <cstdint>

namespace eko {

struct RandomBoardOptions {
    int players = 2;         // 2, 3 or 4
    std::uint64_t seed = 0;  // the same seed (and options) gives the same board on every machine
    bool symmetric = false;  // rotationally symmetric about (0, 0), see randomBoardRotation()
};

// The board: the tiles of RULES §7 (7, 10 or 13 tiles of a centre space and its six neighbours, the
// first tile centred on (0, 0), joined edge to edge), with its counts of desert spaces, capitals
// (players − 1), other sites (oasis, reg, mesa) and chasms; capitals off the outer rim and at least
// four steps apart; chasms off the rim and never side by side. scenarioWarnings() finds nothing.
// Symmetric boards map onto themselves turned by randomBoardRotation() about (0, 0), tiles and
// terrain, with one exception: for 3 players two capitals cannot be turned by 120° onto each other
// alone (a turn moves them round a circle of three places), so the third place is a mesa.
// players must be 2, 3 or 4.
Board randomBoard(const RandomBoardOptions &options);

// The scenario of a random board: default rules, random setup, named after the board and its seed
// ("Random 3-player board, seed 42", "Symmetric random 3-player board, seed 42").
Scenario randomBoardScenario(const RandomBoardOptions &options);

// The turn a symmetric board is symmetric under, in steps of 60°: 3 (180°) for 2 and 4 players,
// 2 (120°) for 3 players.
int randomBoardRotation(int players);

} // namespace eko
