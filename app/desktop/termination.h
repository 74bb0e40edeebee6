// A clean end on the signals that ask a program to stop (SIGTERM: a kill, a shutdown; SIGINT: Ctrl+C;
// SIGHUP: the terminal closed): the signal handler only writes a byte to a pipe, and the event loop,
// reading it, calls the program's own way to end. Such an end is no crash.
#pragma once

#include <QObject>
#include <functional>

class QSocketNotifier;

namespace eko::desktop {

class TerminationSignals : public QObject {
public:
    // `end` runs in the event loop once one of the signals has come (once, however many come).
    explicit TerminationSignals(std::function<void()> end, QObject *parent = nullptr);
    ~TerminationSignals() override;

private:
    std::function<void()> m_end;
    QSocketNotifier *m_notifier = nullptr;
    bool m_ended = false;
};

} // namespace eko::desktop
