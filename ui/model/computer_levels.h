// The names people see for the computer players' levels 1–6 ("4 — Advanced"), and a seat's label
// with its level ("Blue (computer player, level 4)").
#pragma once

#include "ai/player.h"

#include <QString>

namespace eko::ui {

// "1 — Beginner" … "6 — Strongest" (translated), for the levels ai::kMinLevel to ai::kMaxLevel;
// empty outside them.
QString computerLevelName(int level);

} // namespace eko::ui
