// The file named on the command line (what a file manager passes): a saved game opens, a scenario
// starts a new game from it; when this window is taken by an interrupted game, a new window opens it.
#pragma once

#include <QString>

namespace eko::ui {
class MainWindow;
}

namespace eko::desktop {

// Opens `fileName` in `window`: a saved game as it was saved, a scenario through the New Game
// dialog (names, seed). False when nothing was started (the player was told why, or cancelled).
bool openFileArgument(ui::MainWindow &window, const QString &fileName);
// Whether the file holds a scenario (by its "format" field, else by its extension).
bool isScenarioFile(const QString &fileName);
// Starts another eko for the file: its own window and its own autosave. False if it cannot start.
bool openInNewProgram(const QString &fileName);

} // namespace eko::desktop
