// Real games for file tests: random legal actions from a seeded eko::Random, so each seed is one game.
#pragma once

#include "core/game.h"
#include "core/random.h"
#include "core/rules.h"

namespace eko::testing {

// Plays up to `maxActions` random legal actions (fewer when the game ends) on `scenario`.
inline Game randomGame(const Scenario &scenario, std::uint64_t seed, int maxActions)
{
    Game game(scenario, seed, {});
    Random random(seed ^ 0x5EEDull);
    std::vector<Action> legal;
    for (int k = 0; k < maxActions; ++k) {
        rules::legalActions(game.current(), legal);
        if (legal.empty())
            break;
        if (game.play(legal[random.below(legal.size())]))
            break; // a legal action refused: the test comparing positions will show it
    }
    return game;
}

} // namespace eko::testing
