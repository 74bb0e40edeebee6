// The teaching game's message bar, Take Back and the Teaching Game switch.
#include "window/teaching_controls.h"

#include "ai/emperor_loss.h"
#include "model/computer_seats.h"
#include "model/game_model.h"
#include "model/teaching_coach.h"
#include "session/preferences.h"
#include "text/action_sentence.h"
#include "text/explain.h"
#include "window/status_line.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

#include <cmath>

namespace eko::ui {

TeachingControls::TeachingControls(GameModel *model, ComputerSeats *seats, StatusLine *status, QWidget *window)
    : QObject(window)
    , m_model(model)
    , m_seats(seats)
    , m_status(status)
    , m_coach(new TeachingCoach(model, seats, this))
{
    m_takeBack = new QAction(window);
    m_takeBack->setObjectName(QStringLiteral("actionTakeBack"));
    m_takeBack->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_takeBack, &QAction::triggered, this, &TeachingControls::takeBack);
    m_teaching = new QAction(window);
    m_teaching->setObjectName(QStringLiteral("actionTeachingGame"));
    m_teaching->setCheckable(true);
    connect(m_teaching, &QAction::toggled, this, [this](bool on) {
        if (on != preferences::teachingGame())
            preferences::setTeachingGame(on);
        m_coach->setEnabled(on);
        if (!on)
            hideMessage();
    });

    // The message bar: the mistake told, Take Back, and a button that closes it.
    m_bar = new QWidget;
    m_bar->setObjectName(QStringLiteral("teachingBar"));
    m_bar->setAutoFillBackground(true);
    QPalette palette = m_bar->palette();
    palette.setColor(QPalette::Window, palette.color(QPalette::ToolTipBase));
    palette.setColor(QPalette::WindowText, palette.color(QPalette::ToolTipText));
    m_bar->setPalette(palette);
    auto *row = new QHBoxLayout(m_bar);
    row->setContentsMargins(6, 3, 6, 3);
    auto *icon = new QLabel;
    const int size = m_bar->style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(m_bar->style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("teachingMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_takeBackButton = new QToolButton;
    m_takeBackButton->setObjectName(QStringLiteral("teachingTakeBack"));
    m_takeBackButton->setDefaultAction(m_takeBack);
    m_takeBackButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_closeButton = new QToolButton;
    m_closeButton->setObjectName(QStringLiteral("teachingClose"));
    m_closeButton->setAutoRaise(true);
    m_closeButton->setIcon(m_bar->style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    connect(m_closeButton, &QToolButton::clicked, this, &TeachingControls::hideMessage);
    row->addWidget(icon);
    row->addWidget(m_message, 1);
    row->addWidget(m_takeBackButton);
    row->addWidget(m_closeButton);
    m_bar->hide();

    connect(m_coach, &TeachingCoach::judged, this, &TeachingControls::tell);
    // The action told undone or replaced (or another game): the bar goes.
    connect(model, &GameModel::actionsChanged, this, [this] {
        if (m_told && !m_coach->stillPlayed(*m_told))
            hideMessage();
    });
    connect(model, &GameModel::gameReset, this, &TeachingControls::hideMessage);
    followPreference();
    retranslateUi();
}

void TeachingControls::followPreference()
{
    const bool on = preferences::teachingGame();
    m_teaching->setChecked(on);
    m_coach->setEnabled(on);
}

QString TeachingControls::mistakeText(const ai::ActionAnalysis &j, const QString &played, const QString &best,
                                      bool losesEmperor)
{
    if (j.judgement < ai::Judgement::Mistake || j.best.empty())
        return {};
    if (losesEmperor)
        //: Teaching game, told at once after a person's mistake or blunder that leaves their Emperor to be taken (an opponent can attack its stack next, or it is captive already) where the better action would not: %1 the better action (notation).
        return tr("This loses your Emperor: %1 was better.").arg(best);
    const QString who = text::colourTitle(j.mover);
    const long loss = std::lround(j.loss * 100);
    const long chance = std::lround(j.best.front().chances[static_cast<size_t>(j.mover)] * 100);
    if (j.judgement == ai::Judgement::Blunder)
        //: Teaching game, told at once after a person's blunder; also the status line when F7 (next mistake) goes to a blunder of a game replayed: %1 the action played (notation), %2 the chance to win it lost in points of percentage, %3 the player (a colour), %4 the better action (notation), %5 the player's chance after it.
        return tr("Blunder: %1 loses %2% for %3. Better: %4 (%5%).").arg(played).arg(loss).arg(who, best).arg(chance);
    //: Teaching game, told at once after a person's mistake; also the status line when F7 (next mistake) goes to a mistake of a game replayed: %1 the action played (notation), %2 the chance to win it lost in points of percentage, %3 the player (a colour), %4 the better action (notation), %5 the player's chance after it.
    return tr("Mistake: %1 loses %2% for %3. Better: %4 (%5%).").arg(played).arg(loss).arg(who, best).arg(chance);
}

void TeachingControls::tell(const ai::ActionAnalysis &j)
{
    if (j.judgement < ai::Judgement::Mistake || j.best.empty() || !m_model->hasGame())
        return;
    m_told = j;
    // Said only when the better action keeps the Emperor: else it is not what the mistake is about.
    m_toldLosesEmperor = m_coach->stillPlayed(j)
        && ai::emperorLostInsteadOf(m_model->game().positionAt(j.index), j.played, j.best.front().action);
    showTold();
    m_bar->show();
    updateActions();
}

void TeachingControls::showTold()
{
    if (!m_told || !m_model->hasGame())
        return;
    const Board &board = *m_model->game().scenario().board;
    m_message->setText(mistakeText(*m_told, text::displayNotation(m_told->played, board),
                                   text::displayNotation(m_told->best.front().action, board), m_toldLosesEmperor));
    m_message->setAccessibleName(m_message->text());
}

void TeachingControls::hideMessage()
{
    m_told.reset();
    m_bar->hide();
    updateActions();
}

void TeachingControls::takeBack()
{
    if (!m_told || !m_coach->stillPlayed(*m_told)) {
        //: Status line: Take Back (teaching game) when no mistake is told.
        m_status->showNotice(tr("No mistake to take back."));
        hideMessage();
        return;
    }
    const int k = m_told->index;
    m_seats->cancel(); // the computer's answer under way is dropped
    m_model->goToAction(k); // one step back to just before it: redo brings it back
    hideMessage();
    //: Status line after Take Back in a teaching game: the game is back before the mistake.
    m_status->showNotice(tr("Taken back: play that action again."));
}

void TeachingControls::updateActions() { m_takeBack->setEnabled(m_told.has_value()); }

void TeachingControls::retranslateUi()
{
    //: Game menu and the teaching game's message bar: undoes the action told as a mistake (and what was played after it).
    m_takeBack->setText(tr("Ta&ke Back"));
    m_takeBack->setStatusTip(tr("Goes back to just before the mistake told, to play that action again"));
    //: Analyse menu (checkable), also in New Game: after each of a person's actions against the computer, a mistake is told at once.
    m_teaching->setText(tr("&Teaching Game: Tell Me My Mistakes"));
    m_closeButton->setToolTip(tr("Close"));
    m_closeButton->setAccessibleName(tr("Close"));
    showTold(); // in the new language
    updateActions();
}

} // namespace eko::ui
