// How a space is marked while the player chooses: the kinds every UI layer names.
#pragma once

#include "core/action.h"
#include "core/position.h"

#include <optional>

namespace eko::ui {

// How a space is marked while the player chooses (the board draws each differently).
enum class Highlight { Selected, Move, Regroup, Attack, Kamikaze, Construct, Reinforce, Swap };

struct SpaceHighlight {
    SpaceIndex space = kNoSpace;
    Highlight kind = Highlight::Move;
};

// How the target space of `action`, legal in `pos`, is marked (a chosen stack's reach, the hint): a
// move onto an empty space or onto the player's own stack (regroup), an attack or a kamikaze, a
// construction, a reinforcement, the Emperor swap. Nothing for an action without a target space
// (declining the swap, forced march, end, pass).
std::optional<Highlight> highlightOf(const Position &pos, const Action &action);

} // namespace eko::ui
