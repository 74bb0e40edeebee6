// Random play for the autosave tests.
#include "desktop/random_autoplay.h"

#include "model/demo_game.h"
#include "model/game_model.h"
#include "core/random.h"

#include <cstdio>

namespace eko::desktop {

int randomAutoplay(ui::GameModel &model, int actions)
{
    int played = 0;
    if (model.hasGame()) {
        Random random(model.game().seed() + static_cast<std::uint64_t>(model.game().actionCount()));
        while (played < actions && !model.position().gameOver() && !model.legalActions().empty()) {
            const Action action = ui::pickRandomAction(model.legalActions(), random);
            if (!model.play(action))
                break;
            ++played;
        }
    }
    std::printf("autoplay: played %d; the game holds %d actions\n", played,
                model.hasGame() ? model.game().actionCount() : 0);
    std::fflush(stdout);
    return played;
}

} // namespace eko::desktop
