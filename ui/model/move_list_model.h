// The move list: one row per action of the line of play in notation ("12. c4xe5"), the current
// one marked; undone actions that redo would replay stay in view after it, greyed and in italics.
#pragma once

#include "model/game_model.h"

#include <QAbstractListModel>
#include <QPointer>
#include <vector>

namespace eko::ui {

class MoveListModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        ActionIndexRole = Qt::UserRole + 1, // int: index of the action in the line (0-based)
        NotationRole,                       // QString: the action in notation, without the turn number
        PlayerRole,                         // int: seat of the player who took it
        PlayedRole,                         // bool: in effect (false: undone, redo plays it again)
        CurrentRole,                        // bool: the last action in effect
        TurnRole,                           // int: turn number, 0 for the Emperor swap
    };

    explicit MoveListModel(GameModel *game, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The interface language changed: the descriptions (tool tips) and the header read anew.
    void retranslate();

    // The row of the last action in effect (or shown, when replaying), -1 before the first (the
    // view selects and shows it).
    int currentRow() const { return shownCount() - 1; }
    QModelIndex currentIndex() const { return currentRow() >= 0 ? index(currentRow()) : QModelIndex(); }

    // Replaying: the first `count` actions are shown as played, the current one is action count - 1,
    // until followGame() or a different game.
    void showCount(int count);
    void followGame();

signals:
    void currentRowChanged(int row);

private:
    struct Row {
        Action action;
        PlayerIndex actor = kNoPlayer;
        int turn = 0;
        QString notation;
        QString description;
    };
    Row makeRow(int k, int previousTurn) const;
    void rebuild();
    void sync();
    int shownCount() const { return m_shown >= 0 ? std::min(m_shown, static_cast<int>(m_rows.size())) : m_played; }
    // Emits dataChanged and currentRowChanged for a change of the rows shown as played from `before`.
    void announceShown(int before);

    QPointer<GameModel> m_game;
    std::vector<Row> m_rows;
    int m_played = 0;
    int m_shown = -1; // replaying: actions shown as played; -1: the game model's
};

} // namespace eko::ui
