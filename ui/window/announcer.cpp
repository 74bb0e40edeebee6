// The announcer: a live region for screen readers, fed by the game and replay models.
#include "window/announcer.h"

#include "model/game_model.h"
#include "replay/replay_model.h"
#include "text/action_sentence.h"
#include "text/explain.h"
#include "window/status_line.h"

#include <QAccessible>
#include <QApplication>
#include <QWidget>

namespace eko::ui {

Announcer::Announcer(GameModel *game, ReplayModel *replay, StatusLine *status, QObject *parent)
    : QObject(parent)
    , m_game(game)
    , m_replay(replay)
    , m_region(new QLabel)
{
    m_region->setObjectName(QStringLiteral("announcement"));
    m_region->setFixedSize(1, 1);
    m_region->setFocusPolicy(Qt::NoFocus);
    connect(this, &QObject::destroyed, m_region, [region = QPointer<QLabel>(m_region)] {
        if (region && !region->parent())
            delete region;
    });
    connect(game, &GameModel::gameReset, this, &Announcer::onGameReset);
    connect(game, &GameModel::positionChanged, this, &Announcer::onPositionChanged);
    if (status) // the model's refusals, replay's, the computer seats', the document's notices
        connect(status, &StatusLine::messageShown, this, &Announcer::announce);
    if (replay) {
        connect(replay, &ReplayModel::currentChanged, this, &Announcer::onReplayMoved);
        connect(replay, &ReplayModel::activeChanged, this, &Announcer::onReplayActive);
    }
    onGameReset();
}

void Announcer::announce(const QString &text)
{
    if (text.isEmpty())
        return;
    m_history.append(text);
    while (m_history.size() > kHistoryLength)
        m_history.removeFirst();
    if (m_region->accessibleName() != text) {
        m_region->setAccessibleName(text); // sends NameChanged
    } else { // the same words again: said again
        QAccessibleEvent event(m_region, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
    if (m_verbose && m_focusTarget)
        m_focusTarget->setAccessibleDescription(text); // sends DescriptionChanged
    emit announced(text);
}

QString Announcer::turnText() const
{
    if (!m_game || !m_game->hasGame())
        return {};
    const Position &pos = m_game->position();
    if (pos.gameOver())
        return m_game->resultText();
    if (m_verbose)
        return m_game->statusText();
    //: Announced to a screen reader when the turn or the phase changes: %1 the player ("Blue (Bo)"),
    //: %2 the phase ("action phase").
    return tr("%1 to move: %2.").arg(m_game->playerLabel(pos.toMove()), text::phaseName(pos.phase()));
}

void Announcer::onGameReset()
{
    m_count = m_game && m_game->hasGame() ? m_game->game().actionCount() : 0;
    m_turnOf = kNoPlayer; // the turn is told anew
    m_phase = Phase::GameOver;
}

void Announcer::onPositionChanged()
{
    if (!m_game || !m_game->hasGame())
        return;
    const Game &game = m_game->game();
    QStringList parts;
    const int count = game.actionCount();
    if (count > m_count) {
        for (int k = m_count; k < count; ++k)
            parts << text::actionSentence(game, k);
    } else if (count < m_count) {
        //: Announced to a screen reader after Undo (or going back in the game).
        parts << tr("%n action(s) undone.", "", m_count - count);
    }
    m_count = count;
    const Position &pos = game.current();
    const PlayerIndex turnOf = pos.gameOver() ? kNoPlayer : pos.toMove();
    if (turnOf != m_turnOf || pos.phase() != m_phase || (m_verbose && !parts.isEmpty()))
        parts << turnText();
    m_turnOf = turnOf;
    m_phase = pos.phase();
    if (!parts.isEmpty() && !(m_replay && m_replay->isActive()))
        announce(parts.join(QLatin1Char(' ')));
}

void Announcer::onReplayMoved(int count)
{
    if (!m_replay || !m_replay->isActive() || !m_game || !m_game->hasGame())
        return;
    const Game &game = m_game->game();
    QString text = count > 0 && count <= game.actionCount()
        ? text::actionSentence(game, count - 1)
        //: Announced to a screen reader: replay shows the position before the first action.
        : tr("The setup, before the first action.");
    if (m_verbose)
        //: Announced to a screen reader in replay after the action's sentence: %1 the action shown, %2 all of them.
        text += QLatin1Char(' ') + tr("Action %1 of %2.").arg(count).arg(m_replay->actionCount());
    announce(text);
}

void Announcer::onReplayActive(bool active)
{
    if (active)
        //: Announced to a screen reader when replay begins.
        announce(tr("Replay."));
    else {
        //: Announced to a screen reader when replay ends: %1 whose turn it is and the phase.
        announce(tr("Back to the game. %1").arg(turnText()));
    }
}

} // namespace eko::ui
