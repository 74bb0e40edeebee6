// Windows and dialogs fit the screen they open on: a size wanted is bounded to the room the
// screen has (a 700-pixel-tall screen gets a rules window it can show whole).
#pragma once

#include <QSize>

class QWidget;

namespace eko::ui {

// The share of the screen's available room a window takes at most.
inline constexpr qreal kMostOfScreen = 0.92;

// `wanted`, bounded to kMostOfScreen of the available geometry of the screen `window` is on.
QSize boundedToScreen(const QWidget *window, QSize wanted);

} // namespace eko::ui
