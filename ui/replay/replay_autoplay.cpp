// ReplayAutoplay: a timer that steps the replay forward.
#include "replay/replay_autoplay.h"

#include "replay/replay_model.h"

#include <algorithm>
#include <cmath>

namespace eko::ui {

ReplayAutoplay::ReplayAutoplay(ReplayModel *replay, QObject *parent)
    : QObject(parent)
    , m_replay(replay)
{
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &ReplayAutoplay::step);
    // Leaving the replay stops it.
    connect(replay, &ReplayModel::activeChanged, this, [this](bool active) {
        if (!active)
            setRunning(false);
    });
}

void ReplayAutoplay::setRunning(bool running)
{
    if (running == isRunning())
        return;
    if (running) {
        if (!m_replay->hasGame() || m_replay->actionCount() == 0)
            return;
        if (!m_replay->isActive())
            m_replay->enter();
        if (m_replay->atEnd())
            m_replay->first();
        m_timer.start();
    } else {
        m_timer.stop();
    }
    emit runningChanged(running);
}

void ReplayAutoplay::setSpeed(double actionsPerSecond)
{
    m_speed = std::clamp(actionsPerSecond, 0.25, 32.0);
    m_timer.setInterval(static_cast<int>(std::lround(1000.0 / m_speed)));
}

void ReplayAutoplay::step()
{
    if (!m_replay->isActive() || m_replay->atEnd()) {
        setRunning(false);
        return;
    }
    m_replay->next();
    if (m_replay->atEnd())
        setRunning(false);
}

} // namespace eko::ui
