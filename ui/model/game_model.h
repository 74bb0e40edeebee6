// The game model: owns the game being played and is the only thing that applies actions.
// Views read it and listen to its signals; clicks and typed notation come in through its slots.
#pragma once

#include "core/game.h"
#include "core/play_line.h"
#include "look/highlight.h"

#include <QList>
#include <QObject>
#include <QString>
#include <array>
#include <optional>

namespace eko::ui {

class GameModel : public QObject {
    Q_OBJECT
public:
    explicit GameModel(QObject *parent = nullptr);
    ~GameModel() override;

    bool hasGame() const { return m_line.has_value(); }
    // The actions in effect: the record of the path to the current node of the tree.
    const Game &game() const { return m_line->game(); }
    // The current line as a record: the actions in effect, then those redo plays (replay shows it).
    const Game &lineGame() const { return m_line->lineGame(); }
    // The game as a tree (core/game_tree.h): every line tried, with comments and marks.
    const GameTree &tree() const { return m_line->tree(); }
    NodeId currentNode() const { return m_line ? m_line->current() : kNoNode; }
    // The position shown and played from: after the last action played (undo moves it back).
    const Position &position() const { return m_line->game().current(); }
    const Board &board() const { return position().board(); }

    // Replaces the game (new, opened or resumed) and clears the selection: a record (its actions the
    // main line, at its end) or a tree (a file's, at its current node).
    void setGame(Game game);
    void setGame(GameTree tree);
    void clear();

    // Every legal action of the player to move, built on first use and kept until the position
    // changes. On a large board these are millions: what the interface shows uses the queries below.
    const std::vector<Action> &legalActions() const;
    // The legal actions that name no space (decline the swap, forced march, end, pass), per position.
    const std::vector<Action> &actionsWithoutSpace() const { return m_withoutSpace; }
    // The legal actions of the selected stack (empty without a selection).
    const std::vector<Action> &selectedActions() const { return m_selectedActions; }
    // Legal actions for completing typed notation: the selected stack's first, then those without a
    // space, then the other stacks' in board order; at most `most` (all when there are fewer).
    std::vector<Action> legalActionsUpTo(int most) const;
    // The last action played, if any (the board marks it).
    std::optional<Action> lastAction() const;

    // Interaction state: the stack the player has picked, and the spaces its actions reach.
    SpaceIndex selectedSpace() const { return m_selected; }
    const QList<SpaceHighlight> &highlights() const { return m_highlights; }

    bool canUndo() const;
    bool canRedo() const;
    // People look back at the game: undone actions wait to be redone and the last change was an
    // undo or a redo, not an action played (an action played after an undo goes on from there, even
    // while the rest of the undone line waits to be redone).
    bool lookingBack() const { return m_lookingBack && canRedo(); }
    // Modified: the tree differs from the one some file holds (an action added, a branch promoted or
    // deleted, a comment or a mark changed); undo, redo and going to any action are no change.
    bool isModified() const { return m_modified; }
    // false: the tree now is what its file holds; true: no file holds the game.
    void setModified(bool modified);

    // Branches (Sabaki's variations) of the current node, for the Variation menu.
    bool hasSiblingBranch(int step) const { return m_line && m_line->siblingBranch(step) != kNoNode; }
    bool onMainLine() const { return !m_line || m_line->currentBranch() == kNoNode; }
    // Whether the current line (on to its end) is the main line: nothing to promote.
    bool lineIsMainLine() const;
    bool canRestoreBranch() const { return m_line && m_line->canRestoreBranch(); }
    // The comment and the mark of the current action (none at the start).
    QString comment(NodeId node) const;
    ActionMark mark(NodeId node) const;

    // Translated, one line: the phase and what the player to move should do now.
    QString statusText() const;
    // Translated sentence for an action in the current position, for menus ("Reinforce c4 with 2 discs").
    QString actionDescription(const Action &action) const;
    // Translated result of the game ("Blue (Bo) wins by points."), or that it goes on.
    QString resultText() const;
    static QString phaseName(Phase phase);
    // A player as shown to people: "Red (Ana)".
    QString playerLabel(PlayerIndex player) const;

    // The line of play (core/play_line.h): the actions in effect, then the undone ones that redo()
    // replays (lineLength() == game().actionCount() + redoCount()).
    int redoCount() const { return m_line ? m_line->redoCount() : 0; }
    int lineLength() const;
    const Action &lineAction(int k) const;
    // The position action k of the line is (or was) played from; k < lineLength().
    const Position &linePositionBefore(int k) const;
    // Translated sentence for action k of the line, as played from its position.
    QString lineActionDescription(int k) const;
    // The node of action k of the line (kNoNode past it).
    NodeId lineNode(int k) const { return m_line ? m_line->lineNode(k) : kNoNode; }

public slots:
    // A click on a space: selects a stack, plays the action it names, or asks for a choice
    // (choiceNeeded) when several actions fit; a click that names an illegal action emits
    // rejected() with the engine's reason, translated.
    void clickSpace(eko::SpaceIndex space);
    void clearSelection();
    // Plays the action; emits rejected() with the reason if the engine refuses it.
    bool play(const eko::Action &action);
    // Plays an action typed in notation; unparsable text is rejected with a message.
    bool playNotation(const QString &text);
    void undo();
    void redo();
    // Undo against computer players (`levels` 1–6 for a computer seat, 0 for a person): one action
    // back, then back over every computer action before it, so that a person is to move again. With
    // people only, or computers only, one action back.
    void undoToPersonsTurn(const std::array<int, kMaxPlayers> &levels);
    // Undoes or redoes until `count` actions of the line are in effect (clamped to the line).
    void goToAction(int count);
    // Goes to any action of the tree (the line then goes through it), or the start (the root).
    void goToNode(eko::NodeId node);
    // To the next or the previous branch beside the action where the current line leaves its line
    // (Sabaki's next / previous variation), and back to where the current branch leaves the main line.
    void nextBranch();
    void previousBranch();
    void backToMainLine();
    // The current line becomes the main line (what the file's "actions" and the result are).
    void promoteCurrentLine();
    // Deletes the branch the current action is on (from where it leaves its line), and brings the
    // last one deleted back (its undo).
    void deleteCurrentBranch();
    void restoreBranch();
    // The comment (at most files::kMaxCommentLength characters: the rest is cut off, as a file
    // could not hold it) and the mark of an action.
    void setComment(eko::NodeId node, const QString &comment);
    void setMark(eko::NodeId node, eko::ActionMark mark);

signals:
    // A different game was set (or cleared): everything must be rebuilt.
    void gameReset();
    // The position changed (action played, undo, redo).
    void positionChanged();
    // The action list changed (played, undone or redone); `count` actions are now in effect.
    void actionsChanged(int count);
    void selectionChanged();
    // Several legal actions fit the click: the window lets the player pick one and plays it.
    void choiceNeeded(const QList<eko::Action> &options);
    // An action was refused; `reason` is translated and ready to show.
    void rejected(const QString &reason);
    void modifiedChanged(bool modified);
    // The action just played started a new branch beside the action(s) the line had there: the
    // old line stays in the tree.
    void branchAdded();
    // Branches changed beside the line kept (one promoted, deleted or restored): the move list
    // rebuilds. An action played, a branch added or gone to, and undo are actionsChanged() alone.
    void treeChanged();
    // A comment or a mark changed.
    void notesChanged(eko::NodeId node);
    void gameOver();

private:
    void refresh();
    // Emits what changed after the number of actions in effect changed.
    void announceActions(bool wasOver);
    // Moves through the tree (`step` says whether it did), or changes its branches (`branches`:
    // the move list rebuilds), and announces what changed.
    template <typename Step>
    void moveInTree(bool branches, Step step);
    void start();
    void updateModified();
    void select(SpaceIndex space);
    void updateHighlights();
    void offer(const QList<Action> &options);
    void reject(const Rejection &rejection);
    // Nothing legal fits a click on `space`: says the engine's reason, if it has one.
    void refuseClick(SpaceIndex space);
    void clickInSwapPhase(SpaceIndex space);
    void clickInActionPhase(SpaceIndex space);
    void clickSite(SpaceIndex site);
    void clickInReinforcement(SpaceIndex space);
    QString whoLabel() const;
    // The tree and its line of play: undo, redo, branches, the saved point.
    std::optional<PlayLine> m_line;
    bool m_lookingBack = false; // the last change of the line was an undo or a redo
    // What the board and the status line show, asked of the engine once per position or selection.
    std::vector<Action> m_withoutSpace;
    std::vector<SpaceIndex> m_reinforceable;
    int m_mostReinforcement = 0;
    std::vector<Action> m_selectedActions;
    // The full list, built only when legalActions() is asked for.
    mutable std::vector<Action> m_legal;
    mutable bool m_legalBuilt = false;
    SpaceIndex m_selected = kNoSpace;
    QList<SpaceHighlight> m_highlights;
    bool m_modified = false;
};

} // namespace eko::ui
