// Weighted random choice among legal actions.
#include "model/demo_game.h"

#include "session/player_names.h"
#include "core/random.h"
#include "core/rules.h"

namespace eko::ui {

namespace {
int weight(const Action &a)
{
    switch (a.kind) {
    case ActionKind::Construct: return 40;
    case ActionKind::Attack: return 25;
    case ActionKind::Swap: return 1;
    case ActionKind::NoSwap: return 3;
    case ActionKind::ForcedMarch: return 2;
    default: return 1;
    }
}
} // namespace

Action pickRandomAction(const std::vector<Action> &legal, Random &random)
{
    std::uint64_t total = 0;
    for (const Action &a : legal)
        total += weight(a);
    std::uint64_t x = random.below(total);
    for (const Action &a : legal) {
        const std::uint64_t w = weight(a);
        if (x < w)
            return a;
        x -= w;
    }
    return legal.back();
}

Game demoGame(int players, std::uint64_t seed, int actions)
{
    std::vector<std::string> names;
    for (int p = 0; p < players; ++p)
        names.push_back(defaultPlayerName(p).toStdString());
    Game game(standardScenario(players), seed, names);
    Random random(seed ^ 0x5eedULL);
    std::vector<Action> legal;
    for (int i = 0; i < actions + 100 && !game.current().gameOver(); ++i) {
        if (i >= actions && game.current().phase() == Phase::FirstAction)
            break;
        rules::legalActions(game.current(), legal);
        if (legal.empty())
            break;
        game.play(pickRandomAction(legal, random));
    }
    return game;
}

} // namespace eko::ui
