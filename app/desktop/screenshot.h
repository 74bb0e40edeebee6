// --screenshot and --screenshot-end: render the main window (a game opened, or a sample mid-game
// position), or the end-of-game dialog over it (a finished game), to a PNG; --export-image: the
// board of a saved game alone, PNG or SVG.
#pragma once

#include <QSize>
#include <QString>
#include <optional>

namespace eko::ui {
class MainWindow;
}

namespace eko::desktop {

// The window must be quiet (MainWindow::setQuiet). Without `file`, a standard 3-player game with a
// fixed seed and a few dozen random actions is shown with a stack selected. Returns the exit code.
int takeScreenshot(ui::MainWindow &window, const QString &file, const QString &png);

// The end-of-game dialog over the window, as a player sees it when a game ends. `file` must hold a
// finished game; without it, the sample game (fixed seed) is played to its end by random legal
// actions. The window must be quiet. Returns the exit code.
int takeEndScreenshot(ui::MainWindow &window, const QString &file, const QString &png);

// The board of the saved game `file` after `at` actions (all by default), with its last action
// marked, written to `out` (PNG or SVG by its extension). Problems are told on stderr; returns
// the exit code (1 when the game cannot be read, kExitUsage when it has fewer actions than `at`).
int exportBoardImage(const QString &file, std::optional<int> at, const QString &out, int width = 0);
// The scenario editor with `file` (.ekoscn) open, or the sample game's position made a scenario with
// one problem shown, at `size` (invalid: the default). The window must be quiet. Returns the exit code.
int takeEditorScreenshot(ui::MainWindow &window, const QString &file, const QString &png, QSize size = {});

} // namespace eko::desktop
