// The window's side of computer players: the busy indicator and status while a computer thinks, refusing people's clicks meanwhile, Undo back to a person's turn,
// Game ▸ Hint and Play the Hint, Game ▸ Computer Players… (seats and thinking times changed during a
// game), Play Now, and the View ▸ Computer Speed menu.
#pragma once

#include "core/action.h"
#include "core/position.h"
#include "core/rules_settings.h"
#include "look/highlight.h"

#include <QList>
#include <QObject>
#include <QString>

#include <array>
#include <optional>

class QAction;
class QActionGroup;
class QMenu;
class QProgressBar;
class QWidget;

namespace eko::ui {

class ComputerSeats;
class GameModel;
class StatusLine;

class ComputerSeatControls : public QObject {
    Q_OBJECT
public:
    ComputerSeatControls(GameModel *model, ComputerSeats *seats, StatusLine *status, QWidget *window);

    ComputerSeats *seats() const { return m_seats; }
    // Seats' levels in the game being played (0: a person).
    std::array<int, kMaxPlayers> levels() const;
    // A computer seat is to move: people's actions wait.
    bool computerToMove() const;
    // The status line's text while a computer thinks, or waits for undone actions to be redone;
    // else empty.
    QString thinkingText() const;
    // When a person tries to act while a computer is to move: says why not and returns true.
    bool refusePersonAction();

    QWidget *busyIndicator() const;
    QAction *hintAction() const { return m_hint; }
    QAction *playHintAction() const { return m_playHint; }
    QAction *playNowAction() const { return m_playNow; }
    QAction *computerPlayersAction() const { return m_computerPlayers; }
    QMenu *speedMenu() const { return m_speedMenu; }
    void retranslateUi();

public slots:
    // Undoes back to the last turn of a person (one action when only people play).
    void undo();
    void requestHint();
    // Plays the hinted action: the one shown for this position, else the hint once it is found.
    void playHint();
    // Game ▸ Computer Players…: the dialog, then its choices applied (the game is then modified).
    void chooseComputerPlayers();
    // Enables the actions that depend on whether a computer is busy and whether a person may act.
    void updateActions(bool personMayAct);

signals:
    // The status line should be shown again (thinking began or ended).
    void statusChanged();
    // A hint is ready: the board marks `marks`, the action going from `from` (BoardPresenter::showHint).
    void hintShown(const QList<eko::ui::SpaceHighlight> &marks, eko::SpaceIndex from);

private:
    // A computer seat is to move but waits: undone actions can be redone.
    QString waitingText() const;
    void showHint(const eko::Action &action);
    void setPause(int milliseconds);

    GameModel *m_model;
    StatusLine *m_status;
    ComputerSeats *m_seats;
    QProgressBar *m_busy;
    QAction *m_hint;
    QAction *m_playHint;
    QAction *m_playNow;
    QAction *m_computerPlayers;
    QMenu *m_speedMenu;
    QActionGroup *m_speeds;
    bool m_hinting = false; // the search under way is a hint
    bool m_playHintWhenFound = false; // the hint under way is played, not shown
    std::optional<Action> m_shownHint; // the hint shown for the model's position
    QWidget *m_window;
};

} // namespace eko::ui
