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

    // The row of the last action in effect, -1 before the first (the view selects and shows it).
    int currentRow() const { return m_played - 1; }
    QModelIndex currentIndex() const { return m_played > 0 ? index(m_played - 1) : QModelIndex(); }

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

    QPointer<GameModel> m_game;
    std::vector<Row> m_rows;
    int m_played = 0;
};

} // namespace eko::ui
