// How a space is marked while the player chooses: the kinds every UI layer names.
#pragma once

#include "core/board.h"

namespace eko::ui {

// How a space is marked while the player chooses (the board draws each differently).
enum class Highlight { Selected, Move, Regroup, Attack, Kamikaze, Construct, Reinforce, Swap };

struct SpaceHighlight {
    SpaceIndex space = kNoSpace;
    Highlight kind = Highlight::Move;
};

} // namespace eko::ui
