// Helpers for UI tests that answer what the program shows: popup menus and modal dialogs.
#pragma once

#include <QApplication>
#include <QTimer>
#include <QWidget>
#include <functional>

namespace eko::testing {

// Calls `answer` on every popup menu or modal dialog that shows up until it returns true
// (it is asked again at the next tick when it returns false: not the widget it waits for).
inline void answerNext(std::function<bool(QWidget *)> answer)
{
    auto *timer = new QTimer(qApp);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, answer] {
        QWidget *w = QApplication::activePopupWidget();
        if (!w)
            w = QApplication::activeModalWidget();
        if (w && w->isVisible() && answer(w)) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
}

} // namespace eko::testing
