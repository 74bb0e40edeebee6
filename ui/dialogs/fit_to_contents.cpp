// Growing a window to its contents.
#include "dialogs/fit_to_contents.h"

#include "look/fit_to_screen.h"

#include <QLayout>
#include <QPointer>
#include <QTimer>
#include <QWidget>

namespace eko::ui {

void growToFitContents(QWidget *window)
{
    if (!window || !window->isVisible())
        return;
    if (QLayout *layout = window->layout())
        layout->activate();
    const QSize needed = window->sizeHint().expandedTo(window->minimumSizeHint());
    const int width = qMax(window->width(), needed.width());
    int height = needed.height();
    if (window->hasHeightForWidth())
        height = qMax(height, window->heightForWidth(width));
    // It grows, but not past the screen; what the player made larger stays.
    const QSize size = boundedToScreen(window, QSize(width, height)).expandedTo(window->size());
    if (size != window->size())
        window->resize(size);
}

void growToFitContentsLater(QWidget *window)
{
    // Children get the LanguageChange event after their window; the layout then asks to be redone.
    QTimer::singleShot(0, window, [w = QPointer<QWidget>(window)] { growToFitContents(w); });
}

} // namespace eko::ui
