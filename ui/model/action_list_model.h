// The action list: the current line of the game tree grouped by turn, one row per turn ("12. Blue:
// c4xd5, march, V@e3/d4, b3+1") with one child row per action, and under an action the other lines
// tried instead of it (branches, one row each: "c4-d5, march, … (7 actions)"); the current action
// marked (the last in effect, or the one shown while replaying); undone actions that redo would
// replay stay in view, greyed; an action's mark (!, ?, !?) and a comment's sign after its notation.
#pragma once

#include "model/game_model.h"

#include <QAbstractItemModel>
#include <QPointer>
#include <vector>

namespace eko::ui {

class ActionListModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Role {
        ActionIndexRole = Qt::UserRole + 1, // int: the action (0-based) a row goes to: its own, or a turn's last
        NotationRole,                       // QString: the action(s) in notation, as the files write them
        PlayerRole,                         // int: seat of the player who took it
        PlayedRole,                         // bool: in effect (false: undone, redo plays it again), or shown
        CurrentRole,                        // bool: the current action, or the turn holding it
        TurnRole,                           // int: turn number, 0 for the Emperor swap
        IsTurnRole,                         // bool: a turn's row (its children are its actions)
        FirstActionRole,                    // int: a turn's first action (an action's own index)
        NodeRole,                           // int: the node of the game tree an action's or a branch's row goes to
        IsBranchRole,                       // bool: a branch's row (another line tried instead of its parent action)
    };

    explicit ActionListModel(GameModel *game, QObject *parent = nullptr);

    // Top-level rows are turns; a turn's rows are its actions; an action's rows the branches beside it.
    QModelIndex index(int row, int column = 0, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The row of a branch beside action k of the line (its `b`-th, in the tree's order).
    QModelIndex branchIndex(int k, int b) const;
    // The interface language changed: the rows, tool tips and the header read anew.
    void retranslate();

    // Actions in the line of play, and the row of action k (a child of its turn's row).
    int actionCount() const { return static_cast<int>(m_rows.size()); }
    QModelIndex actionIndex(int k) const;
    // The current action, -1 before the first: the last in effect (or shown, while replaying).
    int currentRow() const { return shownCount() - 1; }
    QModelIndex currentIndex() const { return actionIndex(currentRow()); }

    // Replaying: the first `count` actions are shown as played, the current one is action count - 1,
    // until followGame() or a different game.
    void showCount(int count);
    void followGame();

signals:
    // The current action changed (-1: none).
    void currentRowChanged(int row);

private:
    struct Row {
        NodeId node = kNoNode;
        std::vector<NodeId> branches; // the other children of its parent: lines tried instead of it
        Action action;
        PlayerIndex actor = kNoPlayer;
        int turn = 0;
        int group = 0; // the turn's row
        QString notation;
        QString shown;       // the notation in the interface language
        QString description; // the sentence of what happened
    };
    struct Turn {
        int first = 0;
        int count = 0;
        int number = 0;
        PlayerIndex actor = kNoPlayer;
    };
    Row makeRow(int k, int previousTurn) const;
    // The translated sentence of action k of the line ("Blue attacks d5 from c4 and …").
    QString sentence(int k) const;
    static bool joins(const Turn &turn, const Row &row);
    // Appends the rows of actions [from, n) of the line: to the last turn, then as new turns.
    void appendRows(int from, int n, bool announce);
    void rebuild();
    void sync();
    QVariant turnData(int t, int role) const;
    QVariant actionData(int k, int role) const;
    QVariant branchData(int k, int b, int role) const;
    // The notation shown for an action's row: with its mark (!, ?, !?) and a sign for a comment.
    QString noted(const Row &row) const;
    // The first actions of the line a branch starts, and how many it has ("c4-d5, march, … (7 actions)").
    QString branchText(NodeId first) const;
    void notesChanged(NodeId node);
    int shownCount() const { return m_shown >= 0 ? std::min(m_shown, actionCount()) : m_played; }
    // Emits dataChanged and currentRowChanged for the rows whose state changed when the current
    // action went from `before` - 1 to shownCount() - 1.
    void announceShown(int before);
    void changed(int firstAction, int lastAction);
    static constexpr int kMostTurnsAnnounced = 64;
    QString turnText(const Turn &turn) const;

    QPointer<GameModel> m_game;
    std::vector<Row> m_rows;
    std::vector<Turn> m_turns;
    int m_played = 0;
    int m_shown = -1; // replaying: actions shown as played; -1: the game model's
};

} // namespace eko::ui
