// A text picture of the board: one text row per board row r, each row indented by half a cell
// per r so that the hexes line up; every cell shows its space name and what stands there.
#pragma once

#include "core/position.h"

#include <QString>

namespace eko::cli {

// What a space shows: terrain letter for an empty space or site ("." desert, "#" chasm,
// "o" oasis, "r" reg, "m" mesa, "C" capital), "R3*" for a stack (colour, discs, * Emperor),
// "bT" for a building (owner's colour in lower case, V/T/C), "bT^" for a palace.
QString cellText(const Position &pos, SpaceIndex s);

// The whole board, rows separated by newlines, no trailing spaces.
QString boardText(const Position &pos);
// What the cell texts mean.
QString boardLegend();

} // namespace eko::cli
