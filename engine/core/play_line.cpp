// The line of play: undo, redo, the one remembered discarded line, and the saved point.
#include "core/play_line.h"

#include <algorithm>
#include <utility>

namespace eko {

PlayLine::PlayLine(Game game)
    : m_game(std::move(game))
    , m_saved(m_game.actions())
{
}

const Action &PlayLine::action(int k) const
{
    static const Action none;
    if (k < 0 || k >= length())
        return none;
    const int played = actionCount();
    return k < played ? m_game.actions()[static_cast<size_t>(k)] : m_redo[m_redo.size() - 1 - static_cast<size_t>(k - played)];
}

const Position &PlayLine::positionBefore(int k) const
{
    if (k < 0 || k >= length())
        return m_game.current();
    const int played = actionCount();
    return k < played ? m_game.positionAt(k) : m_redoBefore[m_redoBefore.size() - 1 - static_cast<size_t>(k - played)];
}

std::optional<Rejection> PlayLine::play(const Action &action, int *discarded)
{
    if (discarded)
        *discarded = 0;
    const Action requested = action; // `action` may live in the redo list, which changes below
    if (std::optional<Rejection> r = m_game.play(requested))
        return r;
    const Action &played = m_game.actions().back();
    if (!m_redo.empty() && m_redo.back() == played) {
        m_redo.pop_back();
        m_redoBefore.pop_back();
    } else if (!m_redo.empty()) {
        // A new line: the undone actions are kept aside, and one undo brings them back.
        if (discarded)
            *discarded = static_cast<int>(m_redo.size());
        m_discarded = std::move(m_redo);
        m_discardedBefore = std::move(m_redoBefore);
        m_discardedAt = actionCount() - 1;
        m_redo.clear();
        m_redoBefore.clear();
    }
    return std::nullopt;
}

bool PlayLine::undoOne()
{
    if (!canUndo())
        return false;
    const int k = actionCount() - 1;
    m_redo.push_back(m_game.actions()[static_cast<size_t>(k)]);
    m_redoBefore.push_back(m_game.positionAt(k));
    m_game.truncate(k);
    if (k == m_discardedAt) {
        // Back where the line branched: the actions the new line replaced are the ones to redo.
        std::swap(m_redo, m_discarded);
        std::swap(m_redoBefore, m_discardedBefore);
    }
    return true;
}

bool PlayLine::redoOne()
{
    if (!canRedo())
        return false;
    if (m_game.play(m_redo.back())) {
        // Cannot happen with a deterministic engine; drop the lines that no longer fit.
        forgetLines();
        return false;
    }
    m_redo.pop_back();
    m_redoBefore.pop_back();
    return true;
}

void PlayLine::forgetLines()
{
    m_redo.clear();
    m_redoBefore.clear();
    m_discarded.clear();
    m_discardedBefore.clear();
    m_discardedAt = -1;
}

bool PlayLine::undo() { return goTo(actionCount() - 1); }

bool PlayLine::redo() { return goTo(actionCount() + 1); }

bool PlayLine::goTo(int count)
{
    const int target = std::clamp(count, 0, length());
    const int before = actionCount();
    while (actionCount() > target && undoOne()) {
    }
    while (actionCount() < target && redoOne()) {
    }
    return actionCount() != before;
}

int PlayLine::undoTargetForPerson(const std::array<bool, kMaxPlayers> &computer) const
{
    int target = actionCount() - 1;
    if (target < 0)
        return 0;
    const int players = m_game.scenario().players;
    bool allComputers = true;
    bool anyComputer = false;
    for (int s = 0; s < players; ++s) {
        allComputers = allComputers && computer[static_cast<size_t>(s)];
        anyComputer = anyComputer || computer[static_cast<size_t>(s)];
    }
    if (!anyComputer || allComputers)
        return target;
    while (target > 0 && computer[static_cast<size_t>(m_game.positionAt(target).toMove())])
        --target;
    return target;
}

} // namespace eko
