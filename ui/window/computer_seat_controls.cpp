// Computer players in the main window: levels per game, thinking shown, people's actions held back, hints.
#include "window/computer_seat_controls.h"

#include "look/highlight.h"
#include "dialogs/computer_players_dialog.h"
#include "model/computer_levels.h"
#include "model/computer_seats.h"
#include "model/game_model.h"
#include "session/preferences.h"
#include "window/status_line.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QProgressBar>

#include <chrono>
#include <iterator>
#include <utility>

namespace eko::ui {

ComputerSeatControls::ComputerSeatControls(GameModel *model, ComputerSeats *seats, StatusLine *status, QWidget *window)
    : QObject(window)
    , m_model(model)
    , m_status(status)
    , m_seats(seats)
    , m_busy(new QProgressBar(window))
    , m_hint(new QAction(this))
    , m_playHint(new QAction(this))
    , m_playNow(new QAction(this))
    , m_computerPlayers(new QAction(this))
    , m_speedMenu(new QMenu(window))
    , m_speeds(new QActionGroup(this))
    , m_window(window)
{
    m_seats->setPause(std::chrono::milliseconds(preferences::computerPause()));
    ComputerSeats::ThinkingTimes times;
    for (int level = 0; level <= ai::kMaxLevel; ++level)
        times[static_cast<size_t>(level)] = preferences::thinkingTime(level);
    m_seats->setThinkingTimes(times);
    const auto forgetHint = [this] {
        m_shownHint.reset();
        m_playHintWhenFound = false;
    };
    connect(m_model, &GameModel::positionChanged, this, forgetHint);
    connect(m_model, &GameModel::gameReset, this, forgetHint);
    connect(m_seats, &ComputerSeats::thinkingChanged, this, [this](bool thinking) {
        m_busy->setVisible(thinking);
        if (!thinking)
            m_hinting = false;
        m_playNow->setEnabled(m_seats->isBusy());
        emit statusChanged();
    });
    connect(m_seats, &ComputerSeats::hintReady, this, &ComputerSeatControls::showHint);

    m_busy->setObjectName(QStringLiteral("computerBusy"));
    m_busy->setRange(0, 0); // busy: no end known
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(120);
    m_busy->setMaximumHeight(12);
    m_busy->hide();

    m_hint->setObjectName(QStringLiteral("actionHint"));
    m_hint->setShortcut(QKeySequence(Qt::Key_H));
    connect(m_hint, &QAction::triggered, this, &ComputerSeatControls::requestHint);
    m_playHint->setObjectName(QStringLiteral("actionPlayHint"));
    m_playHint->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_H));
    connect(m_playHint, &QAction::triggered, this, &ComputerSeatControls::playHint);
    m_playNow->setObjectName(QStringLiteral("actionPlayNow"));
    m_playNow->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_playNow->setEnabled(false);
    connect(m_playNow, &QAction::triggered, m_seats, &ComputerSeats::playNow);
    m_computerPlayers->setObjectName(QStringLiteral("actionComputerPlayers"));
    connect(m_computerPlayers, &QAction::triggered, this, &ComputerSeatControls::chooseComputerPlayers);

    m_speedMenu->setObjectName(QStringLiteral("menuComputerSpeed"));
    const int pause = preferences::computerPause();
    for (int ms : preferences::kComputerPauses) {
        QAction *a = m_speedMenu->addAction(QString());
        a->setCheckable(true);
        a->setData(ms);
        a->setChecked(ms == pause);
        m_speeds->addAction(a);
        connect(a, &QAction::triggered, this, [this, ms] { setPause(ms); });
    }
    retranslateUi();
}

void ComputerSeatControls::retranslateUi()
{
    //: Game menu: the strongest computer level suggests an action to the person to move.
    m_hint->setText(tr("&Hint"));
    m_hint->setStatusTip(tr("Shows the action the strongest computer player would choose"));
    //: Game menu: plays the action the hint suggests (finding the hint first if none is shown).
    m_playHint->setText(tr("Play the Hin&t"));
    m_playHint->setStatusTip(tr("Plays the action the strongest computer player would choose"));
    //: Game menu: the computer player that is thinking plays the best action it has found so far, at once.
    m_playNow->setText(tr("Play No&w"));
    m_playNow->setStatusTip(tr("The computer player stops thinking and plays the best action it has found so far"));
    //: Game menu: opens a dialog to choose which colours the computer plays, at which level.
    m_computerPlayers->setText(tr("Co&mputer Players…"));
    m_computerPlayers->setStatusTip(tr("Chooses who plays each colour, a person or a computer player, and how long each level thinks"));
    //: View menu: how long a computer player's action stays announced before it is played.
    m_speedMenu->setTitle(tr("Computer Player &Speed"));
    const QList<QAction *> speeds = m_speeds->actions();
    const char *const names[] = {
        //: Computer player speed: no pause between actions.
        QT_TR_NOOP("&Instant"),
        //: Computer player speed: a short pause between actions.
        QT_TR_NOOP("&Fast"),
        //: Computer player speed: the usual pause between actions.
        QT_TR_NOOP("&Normal"),
        //: Computer player speed: a long pause between actions, to follow closely.
        QT_TR_NOOP("S&low"),
    };
    static_assert(std::size(names) == std::size(preferences::kComputerPauses));
    for (int i = 0; i < speeds.size() && i < static_cast<int>(std::size(names)); ++i)
        speeds[i]->setText(tr(names[i]));
}

std::array<int, kMaxPlayers> ComputerSeatControls::levels() const { return m_seats->seatLevels(); }

bool ComputerSeatControls::computerToMove() const { return m_seats->computerToMove(); }

QWidget *ComputerSeatControls::busyIndicator() const { return m_busy; }

QString ComputerSeatControls::waitingText() const
{
    const PlayerIndex p = m_model->position().toMove();
    //: Status line: a computer player is to move, but actions were undone; it plays once they are
    //: redone to the end (Edit ▸ Redo). %1 is the player ("Blue (Ana)"), %2 the level (1–6).
    return tr("%1, a computer player at level %2, waits until the undone actions are redone.")
        .arg(m_model->playerLabel(p))
        .arg(m_seats->seatLevel(p));
}

QString ComputerSeatControls::thinkingText() const
{
    if (!m_model->hasGame())
        return {};
    if (!m_seats->isThinking()) {
        // A computer to move is thinking, or shows what it chose after a pause: its turn, not a
        // person's (unless undone actions hold it back). Stopped (while replaying, say), it says nothing.
        if (!computerToMove())
            return {};
        if (m_model->lookingBack())
            return waitingText();
        if (!m_seats->isBusy())
            return {};
    }
    if (m_hinting)
        //: Status line while the strongest computer level works out a hint.
        return tr("Looking for a hint…");
    const PlayerIndex p = m_model->position().toMove();
    //: Status line while a computer player chooses: %1 is the player ("Blue (Ana)"), %2 the level (1–6),
    //: %3 the key of Game ▸ Play Now ("Ctrl+L").
    return tr("%1, a computer player at level %2, is thinking… Press %3 to have it play now.")
        .arg(m_model->playerLabel(p))
        .arg(m_seats->seatLevel(p))
        .arg(m_playNow->shortcut().toString(QKeySequence::NativeText));
}

bool ComputerSeatControls::refusePersonAction()
{
    if (!computerToMove())
        return false;
    if (m_model->lookingBack()) {
        m_status->showRejection(waitingText());
        return true;
    }
    //: Status line when a person clicks the board while a computer player is to move; %1 is the player ("Blue (Ana)").
    m_status->showRejection(tr("Please wait: %1 is a computer player and is choosing an action.")
                                .arg(m_model->playerLabel(m_model->position().toMove())));
    return true;
}

void ComputerSeatControls::undo()
{
    // Against the computer, one Undo takes back the person's last action and the computer's
    // answers to it, so that a person is to move again (GameModel::undoToPersonsTurn).
    if (!m_model->canUndo())
        return;
    m_seats->cancel();
    m_model->undoToPersonsTurn(m_seats->seatLevels());
}

void ComputerSeatControls::requestHint()
{
    if (!m_model->hasGame() || m_model->position().gameOver())
        return;
    if (refusePersonAction())
        return;
    m_hinting = true;
    m_playHintWhenFound = false;
    m_seats->requestHint();
    if (!m_seats->isThinking())
        m_hinting = false;
    emit statusChanged();
}

void ComputerSeatControls::playHint()
{
    if (!m_model->hasGame() || m_model->position().gameOver() || refusePersonAction())
        return;
    if (m_shownHint) {
        const Action action = *m_shownHint;
        m_model->play(action);
        return;
    }
    if (!(m_hinting && m_seats->isThinking()))
        requestHint();
    m_playHintWhenFound = m_hinting && m_seats->isThinking();
}

void ComputerSeatControls::chooseComputerPlayers()
{
    if (!m_model->hasGame())
        return;
    const ComputerPause pause(m_seats); // nothing is played while the dialog is open
    QStringList players;
    for (PlayerIndex p = 0; p < m_model->game().scenario().players; ++p)
        players.append(m_model->playerLabel(p));
    ComputerPlayersDialog dialog(players, m_seats->seatLevels(), m_seats->thinkingTimes(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ComputerSeats::ThinkingTimes times = dialog.thinkingTimes();
    for (int level = 0; level <= ai::kMaxLevel; ++level)
        preferences::setThinkingTime(level, times[static_cast<size_t>(level)]);
    m_seats->setThinkingTimes(times);
    const std::array<int, kMaxPlayers> levels = dialog.levels();
    if (levels != m_seats->seatLevels()) {
        m_seats->setSeatLevels(levels);
        m_model->setModified(true); // the seats are saved with the game
    }
    emit statusChanged();
}

void ComputerSeatControls::updateActions(bool personMayAct)
{
    m_hint->setEnabled(personMayAct);
    m_playHint->setEnabled(personMayAct);
    m_playNow->setEnabled(m_seats->isBusy());
    // A puzzle's seats are its goal's: the person plays the goal's player, the computer the others.
    m_computerPlayers->setEnabled(m_model->hasGame() && !m_model->game().scenario().goal);
}

void ComputerSeatControls::showHint(const Action &action)
{
    if (std::exchange(m_playHintWhenFound, false)) {
        m_model->play(action);
        return;
    }
    m_shownHint = action;
    // The board marks the suggestion as it marks a chosen stack's reach; any click replaces it.
    QList<SpaceHighlight> marks;
    if (const std::optional<Highlight> kind = highlightOf(m_model->position(), action); kind && action.to != kNoSpace)
        marks.append(SpaceHighlight{action.to, *kind});
    emit hintShown(marks, action.from);
    //: Status line: the hint; %1 is the suggested action as a sentence ("Move b3 to c4").
    m_status->showNotice(tr("Hint: %1").arg(m_model->actionDescription(action)));
}

void ComputerSeatControls::setPause(int milliseconds)
{
    preferences::setComputerPause(milliseconds);
    m_seats->setPause(std::chrono::milliseconds(milliseconds));
}

} // namespace eko::ui
