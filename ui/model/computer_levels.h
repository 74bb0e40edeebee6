// The names people see for the computer players' levels 1–6 ("4 — Advanced"), and a seat's label
// with its level ("Blue (computer player, level 4)").
#pragma once

#include <QString>

namespace eko::ui {

inline constexpr int kComputerLevels = 6;

// "1 — Beginner" … "6 — Strongest" (translated); empty outside 1–6.
QString computerLevelName(int level);

} // namespace eko::ui
