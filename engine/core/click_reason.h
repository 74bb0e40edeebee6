// Why a click on the board does nothing: the engine's best reason, for an interface to show.
#pragma once

#include "core/position.h"
#include "core/rejection.h"

#include <optional>

namespace eko::rules {

// The player to move clicked `space`, with the stack on `selected` chosen (kNoSpace: none chosen).
// Nothing when a legal action fits the click (the interface plays it, or offers a choice when several
// do) or when the click picks one of the player's stacks; otherwise the most telling reason why
// nothing legal happens.
std::optional<Rejection> clickRejection(const Position &pos, SpaceIndex space, SpaceIndex selected);

// How much a refused construction tells the player: the further the action got through the checks
// of rules::check() (terrain, value of the building there, supply, paying stack, its size), the
// higher. A click on a site shows the reason of highest rank among the constructions it could mean.
int constructionReasonRank(RejectionCode code);

} // namespace eko::rules
