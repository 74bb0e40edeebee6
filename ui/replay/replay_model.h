// The replay model: which action of the game's record is shown while replaying, and the ways to
// move through it (by action, by turn, to any action). It reads the game model and never changes it.
#pragma once

#include "model/game_model.h"

#include <QObject>
#include <QPointer>
#include <optional>
#include <vector>

namespace eko::ui {

class ReplayModel : public QObject {
    Q_OBJECT
public:
    explicit ReplayModel(GameModel *game, QObject *parent = nullptr);

    // Replaying: the views show position() instead of the game model's position.
    bool isActive() const { return m_active; }
    // Actions in the record replayed (the actions in effect in the game model), and how many of
    // them the position shown follows (0: the setup, actionCount(): the end).
    int actionCount() const;
    int current() const { return m_current; }
    bool atStart() const { return m_current == 0; }
    bool atEnd() const { return m_current >= actionCount(); }

    // The position after current() actions, and the action that led to it (none at the start).
    // Valid while hasGame(). The game keeps the position after every action (undo needs them),
    // so any action is reached at once, without replaying from the start or from a keyframe.
    bool hasGame() const { return m_game && m_game->hasGame(); }
    const Position &position() const;
    std::optional<Action> shownAction() const;

    // The numbers of actions after which a turn has ended (a turn: the actions one player takes
    // from the start of their turn to the next player's, as rules::startsTurn() says; the Emperor
    // swap is no turn, so it ends where the first turn begins), 0 and the end included, ascending.
    // previousTurn() and nextTurn() go from one to the next.
    const std::vector<int> &turnEnds() const { return m_turnEnds; }

public slots:
    // Enters replay at the last action (or at `count` actions); nothing without a game.
    void enter();
    void enterAt(int count);
    // Back to play at the end of the record (the game model's position).
    void leave();
    void setActive(bool active);
    // Shows the position after `count` actions (clamped to the record); enters replay if needed.
    void goTo(int count);
    void first() { goTo(0); }
    void previous() { goTo(m_current - 1); }
    void next() { goTo(m_current + 1); }
    void last() { goTo(actionCount()); }
    void previousTurn();
    void nextTurn();

signals:
    void activeChanged(bool active);
    // The position shown changed (or replay began): current() actions are shown.
    void currentChanged(int count);

private:
    void findTurnEnds();
    void onGameReset();
    void onActionsChanged();

    QPointer<GameModel> m_game;
    std::vector<int> m_turnEnds;
    int m_current = 0;
    bool m_active = false;
};

} // namespace eko::ui
