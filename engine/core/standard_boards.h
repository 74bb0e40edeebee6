// The standard boards for 2, 3 and 4 players (RULES §7), built from 7-space tiles.
#pragma once

#include "core/board.h"

namespace eko {

// players: 2, 3 or 4.
Board standardBoard(int players);

} // namespace eko
