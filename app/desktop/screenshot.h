// --screenshot: renders the main window, with a game opened or a sample mid-game position, to a PNG.
#pragma once

#include <QString>

namespace eko::ui {
class MainWindow;
}

namespace eko::desktop {

// The window must be quiet (MainWindow::setQuiet). Without `file`, a standard 3-player game with a
// fixed seed and a few dozen random actions is shown with a stack selected. Returns the exit code.
int takeScreenshot(ui::MainWindow &window, const QString &file, const QString &png);

} // namespace eko::desktop
