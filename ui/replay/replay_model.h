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
    // Actions in the record replayed (the game model's current line: the actions in effect and those
    // redo would play again), and how many of them the position shown follows (0: the setup,
    // actionCount(): the end).
    int actionCount() const;
    // The actions in effect in the game model (where replay is entered, and what play shows).
    int played() const;
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
    // Enters replay at the game's current action (or at `count` actions); nothing without a game.
    void enter();
    void enterAt(int count);
    // Back to play at the game model's position.
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
    // While replaying: shows the game's current action, and goes on showing it as the game moves
    // (an action tried at the one shown makes a branch; a branch chosen in the move list), until the
    // replay is moved again.
    void followGame();

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
    bool m_following = false; // followGame(): the action shown is the game's current one
};

} // namespace eko::ui
