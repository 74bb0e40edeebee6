// Default player names ("Player 1", ...), translated.
#pragma once

#include <QString>

namespace eko::ui {

// The default name of seat `player` (0-based), in the interface language.
QString defaultPlayerName(int player);

} // namespace eko::ui
