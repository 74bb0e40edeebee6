// Keys of the standard commands that some platforms leave without one: Save As is Ctrl+Shift+S
// where the platform has no key of its own for it (Qt binds QKeySequence::SaveAs on macOS and GNOME
// only, so on KDE, other X11 desktops and Windows it had none).
#pragma once

#include <QKeySequence>
#include <QList>

namespace eko::ui {

// The platform's Save As keys, else Ctrl+Shift+S.
QList<QKeySequence> saveAsKeys();

} // namespace eko::ui
