// Why the scenario editor refuses an edit: a code with its parameters, and its English text.
// A user interface translates the code itself (engine/text); describe() is the English reference.
#pragma once

#include "core/board.h"

#include <string>

namespace eko {

// The comment after each code says what its parameters hold.
enum class EditRejectionCode {
    NotExactPosition,  // - : stacks and buildings need an exact position (a random setup has none)
    NotASpace,         // - : the edit names no space of the board
    BoardFull,         // n1: the most spaces, n2: the farthest coordinate (kMaxBoardSpaces, kMaxCoordinate)
    StackTerrain,      // space, n1: its terrain (Terrain); stacks stand only on desert
    SpaceTaken,        // space: it holds a stack already
    NoStackForEmperor, // - : the Emperor joins a stack, and the space holds none
    BuildingTerrain,   // space, n1: the building type, n2: the space's terrain
    ReserveTooSmall,   // player: the edit takes more discs than their reserve holds
    SupplyTooSmall,    // player, n1: the building type their building supply lacks
};
inline constexpr int kEditRejectionCodeCount = static_cast<int>(EditRejectionCode::SupplyTooSmall) + 1;

struct EditRejection {
    EditRejectionCode code = EditRejectionCode::NotASpace;
    SpaceIndex space = kNoSpace;
    int player = -1;
    int n1 = 0;
    int n2 = 0;
    friend bool operator==(const EditRejection &, const EditRejection &) = default;
};

// English text of a refusal; space names come from the board ("?" without one or off the board).
std::string describe(const EditRejection &rejection, const Board *board);

} // namespace eko
