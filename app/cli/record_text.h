// The record of a game as numbered turns, each followed by the sentence of each of its actions, in
// the language of the installed translation (`eko-cli show --record`).
#pragma once

#include "core/game.h"

#include <QString>

namespace eko::cli {

// The first `count` actions of `game`: "1. Red: c4-d5, b3+2" then one indented sentence per action;
// the Emperor swap comes first under its own heading.
QString recordText(const Game &game, int count);

} // namespace eko::cli
