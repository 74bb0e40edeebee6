// Linked into every UI test: a menu or modal dialog that stays open for 20 s (or
// EKO_MODAL_WATCHDOG_SECONDS) with nobody answering it fails the running test, naming it, and is closed, so the test goes on
// instead of waiting in exec() forever (answerNext gives up sooner, with its own message).
#include "common/answering.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QTest>
#include <QTimer>

namespace {

void startModalWatchdog()
{
    const int seconds = qEnvironmentVariableIsSet("EKO_MODAL_WATCHDOG_SECONDS")
        ? qEnvironmentVariableIntValue("EKO_MODAL_WATCHDOG_SECONDS")
        : 20;
    auto *timer = new QTimer(QCoreApplication::instance());
    auto *seen = new QPointer<QWidget>;
    auto *since = new QElapsedTimer;
    QObject::connect(timer, &QTimer::destroyed, [seen, since] {
        delete seen;
        delete since;
    });
    QObject::connect(timer, &QTimer::timeout, [seen, since, seconds] {
        if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
            return;
        // Only what a test waits for in exec(): a modal dialog or a menu (not a completer's list).
        QWidget *top = eko::testing::topModalWidget();
        if (top && !qobject_cast<QDialog *>(top) && !qobject_cast<QMenu *>(top))
            top = nullptr;
        if (top != seen->data()) {
            *seen = top;
            since->start();
            return;
        }
        if (!top || since->elapsed() < seconds * 1000)
            return;
        const QString message = QStringLiteral("%1 stayed open for %2 s and nobody answered it: the test would "
                                               "have waited in its exec() for ever")
                                    .arg(eko::testing::describeWidget(top), QString::number(seconds));
        *seen = nullptr;
        QTest::qFail(qPrintable(message), __FILE__, __LINE__);
        eko::testing::closeModalWidgets();
    });
    timer->start(250);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(startModalWatchdog)
