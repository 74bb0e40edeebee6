// The game being played or studied, as a tree (core/game_tree.h): the current node, the actions in
// effect (the path to it, as a record), the current line (that path and on to a leaf: what undo and
// redo walk, also as a record), and the saved point (the tree some file holds). Nothing is ever
// discarded: an action other than the next one of the line adds a branch.
#pragma once

#include "core/game.h"
#include "core/game_tree.h"

#include <array>
#include <optional>
#include <vector>

namespace eko {

class PlayLine {
public:
    // The game as given is the main line and the saved point (what its file holds); the current
    // node is its last action.
    explicit PlayLine(Game game);
    // A tree (a file's), at its current node; it is the saved point.
    explicit PlayLine(GameTree tree);

    const GameTree &tree() const { return m_tree; }
    NodeId current() const { return m_tree.current(); }

    // The record of the actions in effect (the path to the current node); the position played
    // from is game().current().
    const Game &game() const { return m_game; }
    int actionCount() const { return m_game.actionCount(); }

    // The current line as a record: the actions in effect, then those redo() plays, the next one
    // first (lineGame().actionCount() == length() == actionCount() + redoCount()).
    const Game &lineGame() const { return m_line; }
    int length() const { return m_line.actionCount(); }
    int redoCount() const { return length() - actionCount(); }
    // Action k of the line, 0 <= k < length(), its node, and the position it is played from.
    const Action &action(int k) const;
    NodeId lineNode(int k) const;
    const Position &positionBefore(int k) const;

    bool canUndo() const { return actionCount() > 0; }
    bool canRedo() const { return redoCount() > 0; }

    // Plays an action from the current node (refused: nothing changes and the reason is returned).
    // The next action of the line, or any action tried before at this point, is gone to; any other
    // adds a node, and `*branched` (if given) is true when it is a new branch beside actions that
    // were there (the old line stays in the tree).
    std::optional<Rejection> play(const Action &action, bool *branched = nullptr);
    bool undo();
    bool redo();
    // Undoes or redoes until `count` actions of the line are in effect (clamped to the line);
    // returns whether the actions in effect changed.
    bool goTo(int count);
    // Goes to any node of the tree: the line then goes through it. False if it is not a node or
    // is the current one.
    bool goToNode(NodeId node);
    // Where Undo goes when the seats marked in `computer` are computer players: one action back, and
    // then back over every computer action before it, so that a person is to move again (or to the
    // start). With computers only, or people only, one action back. Needs canUndo().
    int undoTargetForPerson(const std::array<bool, kMaxPlayers> &computer) const;

    // The branches of the tree, as Sabaki's variations.
    // The first node of the branch the current node is on: the last node of the path to it that is
    // not its parent's first child (kNoNode on the main line).
    NodeId currentBranch() const;
    // The next (step 1) or the previous (-1) branch at the nearest branching point: among the
    // current node's children when it has several (the line then goes on through the next or the
    // previous one; the current node stays), else among the siblings of the last node of the path
    // that has any (the current node goes there). kNoNode if there is none that way.
    NodeId siblingBranch(int step) const;
    bool switchBranch(int step);
    // The last node of the path to the current node that is on the main line.
    NodeId mainLineNode() const;
    // The current line becomes the main line (GameTree::promote); false if it already is.
    bool promoteCurrentLine();
    // Takes the branch starting at `first` (not on the main line) out of the tree; the current node
    // goes to where it leaves if it was in it. Kept, to be put back by restoreBranch().
    bool removeBranch(NodeId first);
    // Puts back the last branch removed (undo of the removal; the last 20 are kept), and goes to its
    // first node. False if none is kept or it no longer fits.
    bool restoreBranch();
    bool canRestoreBranch() const { return !m_removed.empty(); }

    // A comment or a mark on an action (not the start).
    bool setComment(NodeId node, std::string comment);
    bool setMark(NodeId node, ActionMark mark);

    // Modified: the tree differs from the saved point (an action added, a branch promoted or removed,
    // a comment, a mark); moving through it is not a change. Always, while no file holds the game.
    bool isModified() const { return !m_saved || *m_saved != m_tree.revision(); }
    // The tree now is the saved point (the game was just saved or opened).
    void markSaved() { m_saved = m_tree.revision(); }
    // No file holds the game (a new game, or one resumed from an autosave).
    void markUnsaved() { m_saved.reset(); }

private:
    // Brings the records in step with the tree after any change: each keeps the actions (and the
    // positions) it shares with the new path or line and plays the rest.
    void sync();
    static void follow(Game &game, std::vector<NodeId> &nodes, const GameTree &tree, const std::vector<NodeId> &to);

    GameTree m_tree;
    Game m_game; // the path to the current node
    Game m_line; // the current line
    // The node of each record's action k (index k + 1; [0] is the root).
    std::vector<NodeId> m_gameNodes;
    std::vector<NodeId> m_lineNodes;
    static constexpr size_t kRemovalsKept = 20;
    std::vector<GameTree::Branch> m_removed; // the last removed branches, the last one last
    // The tree's revision the saved point is; none: no file holds the game.
    std::optional<std::uint64_t> m_saved;
};

} // namespace eko
