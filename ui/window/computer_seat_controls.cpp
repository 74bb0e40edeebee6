// Computer players in the main window: levels per game, thinking shown, people's actions held back, hints.
#include "window/computer_seat_controls.h"

#include "look/highlight.h"
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

namespace eko::ui {

ComputerSeatControls::ComputerSeatControls(GameModel *model, ComputerSeats *seats, StatusLine *status, QWidget *window)
    : QObject(window)
    , m_model(model)
    , m_status(status)
    , m_seats(seats)
    , m_busy(new QProgressBar(window))
    , m_hint(new QAction(this))
    , m_speedMenu(new QMenu(window))
    , m_speeds(new QActionGroup(this))
{
    m_seats->setPause(std::chrono::milliseconds(preferences::computerPause()));
    connect(m_seats, &ComputerSeats::thinkingChanged, this, [this](bool thinking) {
        m_busy->setVisible(thinking);
        if (!thinking)
            m_hinting = false;
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
    //: Status line while a computer player chooses: %1 is the player ("Blue (Ana)"), %2 the level (1–6).
    return tr("%1, a computer player at level %2, is thinking…").arg(m_model->playerLabel(p)).arg(m_seats->seatLevel(p));
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
    m_seats->requestHint();
    if (!m_seats->isThinking())
        m_hinting = false;
    emit statusChanged();
}

void ComputerSeatControls::showHint(const Action &action)
{
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
