// The replay's jumps to the next or previous moment of a kind: an attack (K), a construction (C), a
// palace standing or falling (P), an Emperor captured or given back (M); with Shift, backwards. The
// actions live in the Replay menu (and so in Help ▸ Keyboard) and work while replaying.
#pragma once

#include "replay/replay_events.h"

#include <QList>
#include <QObject>

class QAction;
class QWidget;

namespace eko::ui {

class GameModel;
class ReplayModel;

class EventJumps : public QObject {
    Q_OBJECT
public:
    // The actions' keys work in `window`.
    EventJumps(GameModel *model, ReplayModel *replay, QWidget *window, QObject *parent = nullptr);

    // Next and previous of each kind, in the order of kReplayEvents.
    QList<QAction *> actions() const { return m_actions; }
    QAction *next(ReplayEvent event) const { return m_actions[2 * static_cast<int>(event)]; }
    QAction *previous(ReplayEvent event) const { return m_actions[2 * static_cast<int>(event) + 1]; }

    // Each action enabled while replaying with such a moment that way.
    void update();
    void retranslateUi();

private:
    void jump(ReplayEvent event, bool forward);

    GameModel *m_model;
    ReplayModel *m_replay;
    QList<QAction *> m_actions;
};

} // namespace eko::ui
