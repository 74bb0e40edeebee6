// Plain-English descriptions of positions for eko-cli: phases, results, players' holdings.
#pragma once

#include "core/game.h"

#include <QString>

namespace eko::cli {

QString colourName(PlayerIndex p);
// "first action", "Emperor swap", ...
QString phaseName(Phase phase);
// "red wins by points", "draw: no discs on the board", ... (empty while the game goes on)
QString resultText(const Result &result);
// One line per player: VP, palace, discs on the board, reserve, supply, captives, removed.
QString playersTable(const Position &pos);
// "12. red (first action): c4-e5" for action k (0-based) of the game.
QString actionLine(const Game &game, int k);
// "red to move, first action" or the result when the game is over.
QString situation(const Position &pos);

} // namespace eko::cli
