// The players panel's model: one row per player with name, colour, VP, palaces, reserve,
// building supply, captive Emperors and removed discs; marks the player to move and those out,
// and gives the computer players' levels.
#pragma once

#include "model/game_model.h"

#include "core/goal.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <array>
#include <optional>
#include <vector>

namespace eko::ui {

class PlayersModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        ColourColumn,
        ComputerColumn, // the computer player's level, empty for a person
        VictoryPointsColumn,
        PalacesColumn,
        ReserveColumn,
        SupplyColumn,
        CaptivesColumn,
        RemovedColumn,
        ColumnCount
    };
    enum Role {
        PlayerRole = Qt::UserRole + 1, // int: the seat
        ToMoveRole,                    // bool: this player is to move (false for all once the game is over)
        OutRole,                       // bool: no disc on the board any more, out for good
        WinnerRole,                    // bool: won the game
        ValueRole,                     // the column's number: VP, palaces, reserve (Emperor included),
                                       // supply (list: villages, towers, castles), captives, removed
    };

    explicit PlayersModel(GameModel *game, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The interface language changed: every header and cell reads anew (views resize their columns).
    void retranslate();

    // Which seats the computer plays, at which level (0: a person), for the game being played.
    void setSeatLevels(const std::array<int, kMaxPlayers> &levels);
    bool hasComputerSeat() const;

    // Shows another position of the game than the game model's (a moment of a replay) until
    // followGame() or a different game; the position is copied.
    void showPosition(const Position &position);
    void followGame();
    bool followsGame() const { return !m_shown.has_value(); }

    // What the columns mean, in a few words each, for a legend under the table (rich text: the
    // header words in bold); the same words as the headers' tool tips, shorter.
    QString legend() const;

private:
    struct PlayerRow {
        QString name;
        int level = 0; // computer player's level, 0 for a person
        // A puzzle's opponent the computer plays by the goal's rule (set replies, or the best defence)
        // and not by its level.
        std::optional<OpponentKind> goalOpponent;
        int victoryPoints = 0;
        int buildingPoints = 0;
        int palaces = 0;
        int reserve = 0;
        bool emperorInReserve = false;
        std::array<int, kBuildingTypeCount> supply{};
        std::uint8_t captives = 0;
        int removed = 0;
        int discsOnBoard = 0;
        bool toMove = false;
        bool out = false;
        bool winner = false;
        friend bool operator==(const PlayerRow &, const PlayerRow &) = default;
    };
    std::vector<PlayerRow> currentRows() const;
    QVariant display(const PlayerRow &row, int seat, int column) const;
    QVariant value(const PlayerRow &row, int seat, int column) const;
    QString toolTip(const PlayerRow &row, int seat, int column) const;
    // "Red is to move.", "Red has won the game." …: the name column's tool tip.
    QString situation(const PlayerRow &row, const QString &who) const;
    void rebuild();
    void sync();

    QPointer<GameModel> m_game;
    std::optional<Position> m_shown; // replaying: the position shown instead of the game model's
    std::vector<PlayerRow> m_rows;
    std::array<int, kMaxPlayers> m_levels{};
    int m_victoryPointsToWin = 0;
};

} // namespace eko::ui
