// The colour each seat is drawn in (swatches in lists and panels): colour-blind-safe hues.
#pragma once

#include <QColor>

namespace eko::ui {

// Red, blue, yellow, green by seat (Okabe–Ito hues, told apart with the common colour-vision
// deficiencies); grey for a seat that is no player.
QColor playerColour(int seat);

} // namespace eko::ui
