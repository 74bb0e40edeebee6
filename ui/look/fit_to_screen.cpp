// Bounding window sizes to the screen.
#include "look/fit_to_screen.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace eko::ui {

QSize boundedToScreen(const QWidget *window, QSize wanted)
{
    const QScreen *screen = window ? window->screen() : nullptr;
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return wanted;
    return wanted.boundedTo(screen->availableGeometry().size() * kMostOfScreen);
}

} // namespace eko::ui
