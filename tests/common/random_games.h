// Real games for file tests: the random player of engine/ai from a seed, so each seed is one game.
#pragma once

#include "ai/random_player.h"
#include "core/game.h"

namespace eko::testing {

// Plays up to `maxActions` random legal actions (fewer when the game ends) on `scenario`.
inline Game randomGame(const Scenario &scenario, std::uint64_t seed, int maxActions)
{
    Game game(scenario, seed, {});
    ai::RandomPlayer player(seed ^ 0x5EEDull);
    for (int k = 0; k < maxActions; ++k) {
        const std::optional<Action> action = player.choose(game.current());
        if (!action)
            break;
        if (game.play(*action))
            break; // a legal action refused: the test comparing positions will show it
    }
    return game;
}

} // namespace eko::testing
