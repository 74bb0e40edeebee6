// --autoplay N (for testing): plays N random legal actions through the game model, as a player
// would, so that each one is autosaved; then reports on stdout.
#pragma once

namespace eko::ui {
class GameModel;
}

namespace eko::desktop {

// Plays up to `actions` random legal actions (fewer if the game ends), prints
// "autoplay: played P; the game holds A actions" on stdout and returns P.
int randomAutoplay(ui::GameModel &model, int actions);

} // namespace eko::desktop
