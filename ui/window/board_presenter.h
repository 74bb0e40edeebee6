// What the main window's board and side panels show, decided in one place: the game as played (the
// stack chosen and where it can go, or a hint), nothing a person could do while a computer is to
// move, or the moment replayed (on the board, in the players panel and in the action list). It
// listens to the game, the replay and the computer seats, and each time any of them changes it shows
// what their state says, so no view depends on the order in which signals arrive.
#pragma once

#include "board/ghost_action_item.h"
#include "core/position.h"
#include "look/highlight.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

namespace eko::ui {

class ActionListModel;
class BoardScene;
class ComputerSeats;
class GameModel;
class PlayersModel;
class ReplayModel;

class BoardPresenter : public QObject {
    Q_OBJECT
public:
    struct Views {
        BoardScene *scene;
        PlayersModel *players = nullptr; // may be null, as `replay` and `seats` below
        ActionListModel *actions = nullptr;
    };
    BoardPresenter(GameModel *model, ReplayModel *replay, ComputerSeats *seats, Views views, QObject *parent = nullptr);

    // A hint: the marks of the action suggested from `from`, shown instead of the selection's until
    // the game's position or selection changes (a click, an action) or replay begins.
    void showHint(const QList<eko::ui::SpaceHighlight> &marks, eko::SpaceIndex from);
    bool showsHint() const { return m_hint.has_value(); }
    // The analysis's ghosts for the position shown (the best action, the one played): asked each
    // time the board is shown anew, and by showGhosts().
    void setGhostSource(std::function<QList<eko::ui::ActionGhost>()> source);

public slots:
    // Shows everything anew from the state of the game, the replay and the seats.
    void update();
    // Shows the ghosts the source gives now.
    void showGhosts();

private:
    bool replaying() const;
    // The marks on the board: none while replaying or while a computer is to move, else the hint
    // or the selection's.
    void showMarks();
    void dropHint();

    QPointer<GameModel> m_model;
    QPointer<ReplayModel> m_replay;
    QPointer<ComputerSeats> m_seats;
    Views m_views;
    struct Hint {
        QList<SpaceHighlight> marks;
        SpaceIndex from = kNoSpace;
    };
    std::optional<Hint> m_hint;
    std::function<QList<ActionGhost>()> m_ghosts;
};

} // namespace eko::ui
