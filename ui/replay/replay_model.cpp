// The replay model: the shown action within the record, its turn boundaries, and the moves between them.
#include "replay/replay_model.h"

#include "core/rules.h"

#include <algorithm>

namespace eko::ui {

ReplayModel::ReplayModel(GameModel *game, QObject *parent)
    : QObject(parent)
    , m_game(game)
{
    if (game) {
        connect(game, &GameModel::gameReset, this, &ReplayModel::onGameReset);
        connect(game, &GameModel::actionsChanged, this, &ReplayModel::onActionsChanged);
    }
}

int ReplayModel::actionCount() const { return hasGame() ? m_game->lineGame().actionCount() : 0; }

int ReplayModel::played() const { return hasGame() ? m_game->game().actionCount() : 0; }

const Position &ReplayModel::position() const { return m_game->lineGame().positionAt(std::min(m_current, actionCount())); }

std::optional<Action> ReplayModel::shownAction() const
{
    const int shown = std::min(m_current, actionCount()); // as position(): never past the record
    if (!hasGame() || shown <= 0)
        return std::nullopt;
    return m_game->lineGame().actions()[static_cast<size_t>(shown - 1)];
}

void ReplayModel::findTurnEnds()
{
    m_turnEnds.clear();
    const int n = actionCount();
    m_turnEnds.push_back(0);
    // Turns as Game Details and the action list count them (the Emperor swap is none).
    int turns = 0;
    for (int k = 0; k < n; ++k) {
        if (!rules::startsTurn(m_game->lineGame().positionAt(k), turns))
            continue;
        ++turns;
        if (k > 0)
            m_turnEnds.push_back(k);
    }
    if (n > 0)
        m_turnEnds.push_back(n);
}

void ReplayModel::enter() { enterAt(played()); }

void ReplayModel::enterAt(int count)
{
    if (!hasGame())
        return;
    if (!m_active) {
        findTurnEnds();
        m_active = true;
        m_following = false;
        m_current = std::clamp(count, 0, actionCount());
        emit activeChanged(true);
        emit currentChanged(m_current);
        return;
    }
    goTo(count);
}

void ReplayModel::leave()
{
    if (!m_active)
        return;
    m_active = false;
    m_following = false;
    m_current = played();
    emit activeChanged(false);
}

void ReplayModel::setActive(bool active)
{
    if (active)
        enter();
    else
        leave();
}

void ReplayModel::followGame()
{
    if (!hasGame() || !m_active)
        return;
    m_following = true;
    if (m_current != played()) {
        m_current = played();
        emit currentChanged(m_current);
    }
}

void ReplayModel::goTo(int count)
{
    if (!hasGame())
        return;
    m_following = false;
    if (!m_active) {
        enterAt(count);
        return;
    }
    const int target = std::clamp(count, 0, actionCount());
    if (target == m_current)
        return;
    m_current = target;
    emit currentChanged(m_current);
}

void ReplayModel::previousTurn()
{
    const auto it = std::lower_bound(m_turnEnds.begin(), m_turnEnds.end(), m_current);
    goTo(it == m_turnEnds.begin() ? 0 : *std::prev(it));
}

void ReplayModel::nextTurn()
{
    const auto it = std::upper_bound(m_turnEnds.begin(), m_turnEnds.end(), m_current);
    goTo(it == m_turnEnds.end() ? actionCount() : *it);
}

void ReplayModel::onGameReset()
{
    // A different game: a finished one is shown in replay at its end, any other in play.
    const bool wasActive = m_active;
    m_active = false;
    m_current = played();
    if (hasGame() && m_game->position().gameOver())
        enter();
    else if (wasActive)
        emit activeChanged(false);
}

void ReplayModel::onActionsChanged()
{
    if (!m_active) {
        m_current = played();
        return;
    }
    // While replaying, the action shown stays in the line, unless the replay follows the game (an
    // action tried at the one shown, a branch gone to): then it shows where the game is.
    findTurnEnds();
    const int target = m_following ? played() : std::min(m_current, actionCount());
    if (target != m_current) {
        m_current = target;
        emit currentChanged(m_current);
    }
}

} // namespace eko::ui
