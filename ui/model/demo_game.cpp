// Demo games: the lively random player of engine/ai.
#include "model/demo_game.h"

#include "ai/random_player.h"
#include "core/random.h"

namespace eko::ui {

Action pickRandomAction(const std::vector<Action> &legal, Random &random)
{
    return ai::pickRandom(legal, random, ai::RandomStyle::Lively);
}

Game demoGame(int players, std::uint64_t seed, int actions)
{
    Game game(standardScenario(players), seed, std::vector<std::string>(static_cast<size_t>(players)));
    ai::RandomPlayer player(seed ^ 0x5eedULL, ai::RandomStyle::Lively);
    for (int i = 0; i < actions + 100 && !game.current().gameOver(); ++i) {
        if (i >= actions && game.current().phase() == Phase::FirstAction)
            break;
        const std::optional<Action> action = player.choose(game.current());
        if (!action)
            break;
        game.play(*action);
    }
    return game;
}

} // namespace eko::ui
