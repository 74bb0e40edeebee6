// Helpers for UI tests that answer what the program shows: popup menus and modal dialogs.
// An answer goes on until its dialog has closed, and a dialog nobody answers fails the test within
// seconds (here, or in modal_watchdog.cpp) instead of leaving it waiting in exec() forever.
#pragma once

#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QTest>
#include <QTimer>
#include <QWidget>
#include <functional>

namespace eko::testing {

// How long an answer may take, from asking to the dialog closed.
inline constexpr int kAnswerTimeoutMs = 10000;

// The popup menu or modal dialog on top, if any.
inline QWidget *topModalWidget()
{
    QWidget *w = QApplication::activePopupWidget();
    if (!w)
        w = QApplication::activeModalWidget();
    return w && w->isVisible() ? w : nullptr;
}

// "QFileDialog "Choose a Scenario" (scenarioFileDialog)": which widget a message is about.
inline QString describeWidget(const QWidget *w)
{
    if (!w)
        return QStringLiteral("nothing");
    return QStringLiteral("%1 \"%2\" (%3)")
        .arg(QString::fromLatin1(w->metaObject()->className()), w->windowTitle(), w->objectName());
}

// Closes every popup and modal dialog, the one on top first, so whatever waits in exec() returns.
// QDialog::done is called directly: a dialog's own done() may refuse to close.
inline void closeModalWidgets()
{
    for (int guard = 0; guard < 20; ++guard) {
        QWidget *w = topModalWidget();
        if (!w)
            return;
        if (auto *dialog = qobject_cast<QDialog *>(w))
            dialog->QDialog::done(QDialog::Rejected);
        else
            w->hide();
        QCoreApplication::processEvents();
    }
}

// Calls `answer` on the popup menu or modal dialog on top until it returns true for one (false: not
// the widget it waits for), then again at every tick while that widget is still open and on top
// (an answer that did not close it, e.g. a file dialog still loading, is given once more). Fails the
// running test, naming what is open, if the answered widget has not closed within `timeoutMs`, and
// then closes every modal dialog and popup so that the test returns instead of hanging.
inline void answerNext(std::function<bool(QWidget *)> answer, int timeoutMs = kAnswerTimeoutMs)
{
    struct State {
        std::function<bool(QWidget *)> answer;
        QPointer<QWidget> answered;
        bool answeredOnce = false;
        QElapsedTimer clock;
        QByteArray testFunction;
    };
    auto *timer = new QTimer(qApp);
    auto state = std::make_shared<State>();
    state->answer = std::move(answer);
    state->clock.start();
    state->testFunction = QTest::currentTestFunction() ? QTest::currentTestFunction() : "";
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, state, timeoutMs] {
        const auto finish = [timer] {
            timer->stop();
            timer->deleteLater();
        };
        const QByteArray now = QTest::currentTestFunction() ? QTest::currentTestFunction() : "";
        if (now != state->testFunction) {
            qWarning("answerNext: the answer asked for in %s was never needed", state->testFunction.constData());
            finish();
            return;
        }
        if (state->answeredOnce && (!state->answered || !state->answered->isVisible())) {
            finish(); // answered and closed
            return;
        }
        QWidget *top = topModalWidget();
        if (top && (state->answeredOnce ? top == state->answered.data() : state->answer(top))) {
            if (state->answeredOnce)
                state->answer(top);
            state->answered = top;
            state->answeredOnce = true;
            if (!top->isVisible()) {
                finish();
                return;
            }
        }
        if (state->clock.elapsed() > timeoutMs) {
            const QString what = state->answeredOnce
                ? QStringLiteral("%1 was answered but did not close within %2 ms (on top: %3)")
                      .arg(describeWidget(state->answered), QString::number(timeoutMs), describeWidget(top))
                : QStringLiteral("the dialog or menu to answer did not show up within %1 ms (on top: %2)")
                      .arg(QString::number(timeoutMs), describeWidget(top));
            finish();
            QTest::qFail(qPrintable(QStringLiteral("answerNext: ") + what), __FILE__, __LINE__);
            closeModalWidgets();
        }
    });
    timer->start();
}

// Answers a file dialog as a person does: the file's name typed into the name field, then Open or
// Save. (QFileDialog::selectFile leaves the name field alone while it has the keyboard focus, which
// it has as soon as the dialog's window is active: a test that only selected the file waited for
// ever in exec() whenever the window became active before the answer.)
inline void chooseFile(QFileDialog *dialog, const QString &path)
{
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    if (name)
        name->setText(path);
    else
        dialog->selectFile(path);
    static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept, as the Open or Save button does
}

// Answers the next file dialog with `path` (see chooseFile); `seen`, if given, is called on it first.
inline void answerFileDialog(const QString &path, std::function<void(QFileDialog *)> seen = {})
{
    answerNext([path, seen](QWidget *widget) {
        auto *dialog = qobject_cast<QFileDialog *>(widget);
        if (!dialog)
            return false;
        if (seen)
            seen(dialog);
        chooseFile(dialog, path);
        return true;
    });
}

} // namespace eko::testing
