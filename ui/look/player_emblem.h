// A player's emblem (the disc of their colour from the board art), for lists, dialogs and labels.
#pragma once

#include "core/position.h"

#include <QIcon>
#include <QPixmap>

#include <vector>

namespace eko::ui {

// The emblem at `size` device-independent pixels, for the given device pixel ratio.
QPixmap playerEmblemPixmap(PlayerIndex seat, int size, qreal devicePixelRatio = 1.0);
// The emblem as an icon (small and large sizes).
QIcon playerEmblem(PlayerIndex seat);
// The Emperor of a colour: its disc with the crown over it, as on the board; several Emperors side
// by side in one icon (captives, reserve), `size` pixels high and a little less apart.
QIcon emperorsEmblem(const std::vector<PlayerIndex> &seats);

} // namespace eko::ui
