// Autoplay of a replay: steps one action at a time at a chosen speed (actions per second) and
// stops at the end of the record; from the end it starts again at the first action.
#pragma once

#include <QObject>
#include <QTimer>

namespace eko::ui {

class ReplayModel;

class ReplayAutoplay : public QObject {
    Q_OBJECT
public:
    explicit ReplayAutoplay(ReplayModel *replay, QObject *parent = nullptr);

    bool isRunning() const { return m_timer.isActive(); }
    double speed() const { return m_speed; }
    // The pause between two actions, in milliseconds.
    int interval() const { return m_timer.interval(); }

public slots:
    void setRunning(bool running);
    void toggle() { setRunning(!isRunning()); }
    // Actions per second, clamped to 0.25–32 (a long game of 3,000 actions plays in 100 s at 32).
    void setSpeed(double actionsPerSecond);

signals:
    void runningChanged(bool running);

private:
    void step();

    ReplayModel *m_replay;
    QTimer m_timer;
    double m_speed = 1.0;
};

} // namespace eko::ui
