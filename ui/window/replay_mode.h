// The window's side of replay: View ▸ Replay and its toolbar (first / previous / next / last action,
// previous / next turn, a slider, go to action N, autoplay and its speed, Continue from Here), the
// keys, the VP chart and the sentence pane. (What the board and the side panels show of the moment
// replayed is BoardPresenter's.)
#pragma once

#include "core/action.h"
#include "model/computer_seats.h"

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QComboBox;
class QDockWidget;
class QEvent;
class QToolButton;
class QLabel;
class QMenu;
class QSlider;
class QSpinBox;
class QToolBar;
class QWidget;

namespace eko::ui {

class ReplayAutoplay;
class ComputerSeatControls;
class EventJumps;
class GameDocument;
class GameModel;
class ReplayModel;
class SentencePane;
class StatusLine;
class VpChart;

class ReplayMode : public QObject {
    Q_OBJECT
public:
    ReplayMode(GameModel *model, StatusLine *status, GameDocument *document, ComputerSeatControls *computer, QWidget *window);

    ReplayModel *replay() const { return m_replay; }
    ReplayAutoplay *autoplay() const { return m_autoplay; }
    bool isActive() const;

    // View ▸ Replay (checkable), and its button for the status row beside the board.
    QAction *replayAction() const { return m_toggle; }
    QToolButton *replayButton() const { return m_button; }
    // The Replay menu (every control with its key) and the controls' bar under the board, shown
    // while replaying (one row, or two in a narrow window).
    QMenu *menu() const { return m_menu; }
    QWidget *toolBar() const { return m_bar; }
    // The Play panel's dock steps aside while replaying (nothing is played then) and comes back
    // after, as the user had it; a small window's VP chart takes its place.
    void setPlayDock(QDockWidget *dock);
    // The window has placed its docks as it first shows: a replay begun before that takes its docks
    // now (the chart, the Play dock stepping aside).
    void windowDocksPlaced();
    QAction *continueAction() const { return m_continue; }
    // What happened in the action shown, in a sentence (under the move list, while replaying).
    SentencePane *actionPane() const { return m_pane; }
    // The VP chart in its dock (shown while replaying); a click goes to that action.
    QDockWidget *chartDock() const { return m_chartDock; }
    VpChart *chart() const { return m_chart; }

    // The status line's text while replaying ("Replay, action 12 of 80.", the sentence being in
    // actionPane()), else empty.
    QString statusText() const;
    // The board is clicked while replaying: the game goes to the action shown, so that what is
    // played there starts a branch (the line replayed stays in the tree). Returns whether the click
    // goes on to the game (not when the position shown ends the game: the status says so).
    bool playHere();
    void retranslateUi();

public slots:
    // Goes to the action of the move list's row `k` (0-based) of the current line, entering replay
    // if needed (not for the action the game is at, in play).
    void goToListAction(int k);
    // A new untitled game keeping the actions up to the one shown, in play mode (the file of the
    // game replayed is never written).
    void continueFromHere();
    // Plays `action` at the position shown (an alternative the analysis offers): a new branch, or
    // the action of the line there; the replay shows it. Nothing when it is not legal there.
    void tryAction(const eko::Action &action);

signals:
    // Replay began or ended, or the action shown changed: the window's status and actions follow.
    void changed();

private:
    QAction *makeAction(const char *name, const QKeySequence &key, int icon);
    void onActiveChanged(bool active);

    // The chart shows and the Play dock steps aside (when the window shows, if it does not yet).
    void showReplayDocks();
    void placeChart();
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showCurrent();
    void updateControls();
    void fillSpeeds();
    void updatePane();
    void updateChart();
    // The sentence of action k (0-based) of the game: "Blue attacks d5 from c4 and …".
    QString sentence(int k) const;

    GameModel *m_model;
    StatusLine *m_status;
    GameDocument *m_document;
    ComputerSeatControls *m_computer;
    QWidget *m_window;
    ReplayModel *m_replay;
    ReplayAutoplay *m_autoplay;

    QAction *m_toggle = nullptr;
    QAction *m_first = nullptr;
    QAction *m_previousTurn = nullptr;
    QAction *m_previous = nullptr;
    QAction *m_play = nullptr;
    QAction *m_next = nullptr;
    QAction *m_nextTurn = nullptr;
    QAction *m_last = nullptr;
    QAction *m_goTo = nullptr;
    QAction *m_continue = nullptr;
    QAction *m_leave = nullptr;
    QToolButton *m_button = nullptr;
    SentencePane *m_pane = nullptr;
    QDockWidget *m_chartDock = nullptr;
    VpChart *m_chart = nullptr;
    bool m_chartSized = false; // the chart's dock was given its first height
    QMenu *m_menu = nullptr;
    QMenu *m_jumpMenu = nullptr;
    EventJumps *m_jumps = nullptr;
    QMenu *m_speedMenu = nullptr;
    QWidget *m_bar = nullptr;
    QToolBar *m_toolBar = nullptr; // first, previous, …, the slider, the action box
    QToolBar *m_moreBar = nullptr; // the speed, Continue from Here, Back to Play
    QDockWidget *m_playDock = nullptr;
    bool m_playDockWasShown = false; // the Play dock was shown when replay began
    bool m_docksPending = false;     // replay began before the window showed
    QSlider *m_slider = nullptr;
    QLabel *m_actionLabel = nullptr;
    QSpinBox *m_actionBox = nullptr;
    QComboBox *m_speedBox = nullptr;
    std::optional<ComputerPause> m_computerPause; // nothing is played while replaying
};

} // namespace eko::ui
