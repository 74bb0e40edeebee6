// The line of play of a game being played: the actions in effect (the game's record), the undone
// actions redo() plays again, the one line of undone actions that a new action replaced (undoing
// back to where it branched off brings it back), and the saved point (the actions some file holds).
#pragma once

#include "core/game.h"

#include <array>
#include <optional>
#include <vector>

namespace eko {

class PlayLine {
public:
    // The game as given is the saved point (what its file holds).
    explicit PlayLine(Game game);

    // The record of the actions in effect; the position played from is game().current().
    const Game &game() const { return m_game; }
    int actionCount() const { return m_game.actionCount(); }

    // The line: the actions in effect, then the undone ones that redo() plays, the next one first
    // (length() == actionCount() + redoCount()).
    int redoCount() const { return static_cast<int>(m_redo.size()); }
    int length() const { return actionCount() + redoCount(); }
    // Action k of the line, 0 <= k < length().
    const Action &action(int k) const;
    // The position action k of the line is (or was) played from, 0 <= k < length().
    const Position &positionBefore(int k) const;

    bool canUndo() const { return actionCount() > 0; }
    bool canRedo() const { return !m_redo.empty(); }

    // Plays an action after the ones in effect (refused: nothing changes and the reason is returned).
    // The next action to redo keeps the rest of the line; any other action starts a new line and the
    // undone actions are set aside: `discarded` (if given) is then their number, else 0, and one
    // undo back to where the new line branches off brings them back for redo.
    std::optional<Rejection> play(const Action &action, int *discarded = nullptr);
    bool undo();
    bool redo();
    // Undoes or redoes until `count` actions of the line are in effect (clamped to the line);
    // returns whether the actions in effect changed.
    bool goTo(int count);
    // Where Undo goes when the seats marked in `computer` are computer players: one action back, and
    // then back over every computer action before it, so that a person is to move again (or to the
    // start). With computers only, or people only, one action back. Needs canUndo().
    int undoTargetForPerson(const std::array<bool, kMaxPlayers> &computer) const;

    // Modified: the actions in effect differ from the saved point (undoing or redoing back to it
    // is unmodified again); always, while no file holds the game.
    bool isModified() const { return !m_saved || *m_saved != m_game.actions(); }
    // The actions in effect now are the saved point (the game was just saved or opened).
    void markSaved() { m_saved = m_game.actions(); }
    // No file holds the game (a new game, or one resumed from an autosave alone).
    void markUnsaved() { m_saved.reset(); }
    // The saved point is the game with these actions (an autosave resumed over its file).
    void setSavedRecord(std::vector<Action> actions) { m_saved = std::move(actions); }

private:
    bool undoOne();
    bool redoOne();
    void forgetLines();

    Game m_game;
    // Undone actions, the next one to redo last; m_redoBefore holds the position each is played from.
    std::vector<Action> m_redo;
    std::vector<Position> m_redoBefore;
    // The undone actions the last new line replaced (laid out as m_redo), and the number of actions in
    // effect where they branch off (-1: none); undoing back there swaps them with the redo list.
    std::vector<Action> m_discarded;
    std::vector<Position> m_discardedBefore;
    int m_discardedAt = -1;
    // The actions of the saved point; none: no file holds the game.
    std::optional<std::vector<Action>> m_saved;
};

} // namespace eko
