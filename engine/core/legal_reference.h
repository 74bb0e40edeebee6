// The plain legal-action generator: a breadth-first search from each stack, no bit sets. The rules
// use it on boards too large for SpaceSet; the tests compare the fast generator against it.
#pragma once

#include "core/action.h"
#include "core/position.h"

#include <vector>

namespace eko::rules::reference {

// The same actions as rules::legalActions(), possibly in another order.
void legalActions(const Position &pos, std::vector<Action> &out);

} // namespace eko::rules::reference
