// Dialogs keep their texts whole when the interface language changes while they are open: the
// window grows to what its layout now needs (it never shrinks what the player enlarged).
#pragma once

class QWidget;

namespace eko::ui {

// Grows `window` to the size its layout needs at its width, wrapped labels included.
void growToFitContents(QWidget *window);
// The same once the language change under way has reached every child (for changeEvent).
void growToFitContentsLater(QWidget *window);

} // namespace eko::ui
