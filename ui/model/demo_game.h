// Random legal play, for screenshots (a representative position) and for testing (--autoplay).
#pragma once

#include "core/game.h"

#include <cstdint>
#include <vector>

namespace eko {
class Random;
}

namespace eko::ui {

// Picks one of the legal actions (which must not be empty), favouring constructions and attacks
// so that a few dozen actions already give a lively position.
Action pickRandomAction(const std::vector<Action> &legal, Random &random);

// A standard game for `players`, set up from `seed`, with `actions` random legal actions played,
// then more up to the start of a turn (fewer if the game ends first); the player names are the
// localized defaults.
Game demoGame(int players, std::uint64_t seed, int actions);

} // namespace eko::ui
