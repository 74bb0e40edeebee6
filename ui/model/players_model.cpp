// The players panel's model: one row per player, updated with dataChanged as the position moves on.
#include "model/players_model.h"

#include "model/computer_levels.h"
#include "text/explain.h"
#include "look/gui.h"
#include "look/palette.h"
#include "look/player_emblem.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>

namespace eko::ui {

using namespace eko::text; // the engine's words, translated

namespace {

std::vector<PlayerIndex> captiveSeats(std::uint8_t captives)
{
    std::vector<PlayerIndex> seats;
    for (int p = 0; p < kMaxPlayers; ++p)
        if (captives & (1u << p))
            seats.push_back(static_cast<PlayerIndex>(p));
    return seats;
}

QStringList captiveColours(std::uint8_t captives)
{
    QStringList names;
    for (PlayerIndex p : captiveSeats(captives))
        names << colourTitle(p);
    return names;
}

} // namespace

PlayersModel::PlayersModel(GameModel *game, QObject *parent)
    : QAbstractTableModel(parent)
    , m_game(game)
{
    if (game) {
        connect(game, &GameModel::gameReset, this, [this] {
            m_shown.reset(); // a different game: its own position
            rebuild();
        });
        connect(game, &GameModel::positionChanged, this, &PlayersModel::sync);
    }
    rebuild();
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PlayersModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

std::vector<PlayersModel::PlayerRow> PlayersModel::currentRows() const
{
    std::vector<PlayerRow> rows;
    if (!m_game || !m_game->hasGame())
        return rows;
    const Position &pos = m_shown ? *m_shown : m_game->position();
    const std::vector<std::string> &names = m_game->game().playerNames();
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p) {
        const PlayerState &ps = pos.player(p);
        PlayerRow row;
        row.name = p < static_cast<int>(names.size()) ? QString::fromStdString(names[p]) : QString();
        row.level = m_levels[static_cast<size_t>(p)];
        if (const std::optional<Goal> &goal = m_game->game().scenario().goal; goal && row.level > 0 && p != goal->player) {
            const OpponentKind kind = goal->opponents[static_cast<size_t>(p)].kind;
            if (kind != OpponentKind::Computer)
                row.goalOpponent = kind;
        }
        row.victoryPoints = pos.victoryPoints(p);
        row.buildingPoints = pos.buildingPoints(p);
        row.palaces = pos.palaceCount(p);
        row.reserve = ps.reserve;
        row.emperorInReserve = ps.emperorInReserve;
        row.supply = ps.supply;
        row.captives = ps.captives;
        row.removed = ps.removed;
        row.discsOnBoard = pos.discsOnBoard(p);
        row.toMove = !pos.gameOver() && pos.toMove() == p;
        row.out = pos.isOut(p);
        row.winner = pos.result().winner == p;
        rows.push_back(row);
    }
    return rows;
}

void PlayersModel::setSeatLevels(const std::array<int, kMaxPlayers> &levels)
{
    m_levels = levels;
    sync();
}

bool PlayersModel::hasComputerSeat() const
{
    return std::any_of(m_rows.begin(), m_rows.end(), [](const PlayerRow &row) { return row.level > 0; });
}

void PlayersModel::showPosition(const Position &position)
{
    m_shown = position;
    sync();
}

void PlayersModel::followGame()
{
    if (!m_shown)
        return;
    m_shown.reset();
    sync();
}

void PlayersModel::rebuild()
{
    beginResetModel();
    m_rows = currentRows();
    m_victoryPointsToWin = m_game && m_game->hasGame() ? m_game->position().settings().victoryPoints : 0;
    endResetModel();
}

void PlayersModel::sync()
{
    std::vector<PlayerRow> rows = currentRows();
    if (rows.size() != m_rows.size()) {
        rebuild();
        return;
    }
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        if (rows[r] == m_rows[r])
            continue;
        m_rows[r] = rows[r];
        emit dataChanged(index(r, 0), index(r, ColumnCount - 1));
    }
}

void PlayersModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(static_cast<int>(m_rows.size()) - 1, ColumnCount - 1));
}

QVariant PlayersModel::display(const PlayerRow &row, int seat, int column) const
{
    switch (column) {
    case NameColumn: return row.name.trimmed().isEmpty() ? colourTitle(seat) : row.name;
    case ColourColumn: return colourTitle(seat);
    case ComputerColumn:
        if (row.level == 0)
            return QString();
        if (row.goalOpponent == OpponentKind::Replies)
            //: Players panel, computer player column, in a puzzle: the computer plays the replies the puzzle's author set.
            return tr("Set replies");
        if (row.goalOpponent == OpponentKind::AnyDefence)
            //: Players panel, computer player column, in a puzzle: the computer plays the strongest defence against the goal.
            return tr("Best defence");
        //: Players panel, computer player column: the level (1–6) of the computer player of this seat.
        return tr("Level %1").arg(row.level);
    case VictoryPointsColumn: return row.victoryPoints;
    case PalacesColumn: return row.palaces;
    case ReserveColumn: return row.reserve; // the Emperor, when there, is drawn beside the number
    case SupplyColumn:
        //: Building supply column: villages / towers / castles not yet built.
        return tr("%1 / %2 / %3").arg(row.supply[0]).arg(row.supply[1]).arg(row.supply[2]);
    case CaptivesColumn: return static_cast<int>(captiveSeats(row.captives).size()); // and their Emperors drawn
    case RemovedColumn: return row.removed;
    default: return {};
    }
}

QVariant PlayersModel::value(const PlayerRow &row, int seat, int column) const
{
    switch (column) {
    case NameColumn: return row.name;
    case ColourColumn: return seat;
    case ComputerColumn: return row.level;
    case VictoryPointsColumn: return row.victoryPoints;
    case PalacesColumn: return row.palaces;
    case ReserveColumn: return row.reserve + (row.emperorInReserve ? 1 : 0);
    case SupplyColumn: return QVariantList{row.supply[0], row.supply[1], row.supply[2]};
    case CaptivesColumn: return static_cast<int>(captiveColours(row.captives).size());
    case RemovedColumn: return row.removed;
    default: return {};
    }
}

QString PlayersModel::situation(const PlayerRow &row, const QString &who) const
{
    if (row.winner)
        //: %1 is a player ("Red (Ana)").
        return tr("%1 has won the game.").arg(who);
    if (row.out)
        //: %1 is a player; they have no disc on the board any more.
        return tr("%1 is out: no disc on the board.").arg(who);
    if (row.toMove)
        //: %1 is a player ("Red (Ana)").
        return tr("%1 is to move.").arg(who);
    //: %1 is a player, %2 their discs on the board ("5 discs").
    return tr("%1: %2 on the board.").arg(who, discCount(row.discsOnBoard));
}

QString PlayersModel::toolTip(const PlayerRow &row, int seat, int column) const
{
    const QString who = playerLabel(seat, row.name);
    switch (column) {
    case NameColumn:
    case ColourColumn:
    case ComputerColumn:
        if (row.goalOpponent == OpponentKind::Replies)
            //: Tool tip in the players panel, in a puzzle: %1 is the player ("Blue"), %2 what the player is doing.
            return tr("%1 is the computer, playing the replies the puzzle sets. %2").arg(who, situation(row, who));
        if (row.goalOpponent == OpponentKind::AnyDefence)
            //: Tool tip in the players panel, in a puzzle: %1 is the player ("Blue"), %2 what the player is doing.
            return tr("%1 is the computer, playing the strongest defence against the goal. %2").arg(who, situation(row, who));
        if (row.level > 0)
            //: Tool tip in the players panel: %1 is the player ("Blue"), %2 the level with its name
            //: ("4 — Advanced"), %3 what the player is doing, e.g. "Blue is to move.".
            return tr("%1 is a computer player, level %2. %3")
                .arg(who, computerLevelName(row.level), situation(row, who));
        if (column == ComputerColumn)
            //: Tool tip in the players panel's computer player column, for a seat a person plays; %1 is the player ("Blue").
            return tr("%1 is played by a person.").arg(who);
        return situation(row, who);
    case VictoryPointsColumn:
        //: %1 total VP, %2 VP from buildings, %3 VP from captive Emperors, %4 the VP needed to win.
        return tr("%1 VP: %2 from buildings, %3 from captive Emperors. %4 VP and a palace win.")
            .arg(QString::number(row.victoryPoints), QString::number(row.buildingPoints),
                 QString::number(row.victoryPoints - row.buildingPoints), QString::number(m_victoryPointsToWin));
    case PalacesColumn:
        //: Tool tip of the palaces column; %1 is the number of palaces.
        return tr("Buildings on a capital (palaces): %1. A palace is needed to win by points.").arg(row.palaces);
    case ReserveColumn:
        if (row.emperorInReserve)
            //: %1 is a number of discs ("3 discs").
            return tr("%1 and the Emperor in reserve; the Emperor comes back with the next reinforcement.")
                .arg(discCount(row.reserve));
        //: %1 is a number of discs ("3 discs").
        return tr("%1 in reserve.").arg(discCount(row.reserve));
    case SupplyColumn:
        //: %1, %2, %3: numbers of villages, towers and castles ("5 villages").
        return tr("Building supply: %1, %2, %3.")
            .arg(buildingCount(BuildingType::Village, row.supply[0]), buildingCount(BuildingType::Tower, row.supply[1]),
                 buildingCount(BuildingType::Castle, row.supply[2]));
    case CaptivesColumn: {
        const QStringList captives = captiveColours(row.captives);
        if (captives.isEmpty())
            return tr("Holds no captive Emperor.");
        //: %1 lists the colours of the captive Emperors ("Blue and Green"), %2 their value in VP each.
        return tr("Captive Emperors: %1 (%2 VP each).")
            .arg(QLocale().createSeparatedList(captives), QString::number(kCaptiveEmperorValue));
    }
    case RemovedColumn:
        //: %1 is a number of discs ("3 discs").
        return tr("%1 removed from the game by forced marches.").arg(discCount(row.removed));
    default: return {};
    }
}

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int seat = index.row();
    const int column = index.column();
    const PlayerRow &row = m_rows[seat];
    switch (role) {
    case Qt::DisplayRole: return display(row, seat, column);
    case Qt::ToolTipRole:
    case Qt::AccessibleDescriptionRole: // what a screen reader says after the cell's text
        return toolTip(row, seat, column);
    case Qt::DecorationRole:
        // The emblem, not only the colour: players stay apart in greyscale and for every colour vision.
        if (column == NameColumn || column == ColourColumn)
            return haveGui() ? QVariant(playerEmblem(seat)) : QVariant(seatColor(seat));
        if (!haveGui())
            return {};
        // The Emperors themselves, in their colours: one's own in the reserve, the captives held.
        if (column == ReserveColumn && row.emperorInReserve)
            return emperorsEmblem({static_cast<PlayerIndex>(seat)});
        if (column == CaptivesColumn && row.captives != 0)
            return emperorsEmblem(captiveSeats(row.captives));
        return {};
    case Qt::TextAlignmentRole:
        if (column == NameColumn || column == ColourColumn)
            return {};
        return QVariant::fromValue(Qt::Alignment(Qt::AlignCenter));
    case Qt::FontRole: {
        if (!row.toMove || !haveGui())
            return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::BackgroundRole: {
        if (!row.toMove)
            return {};
        QColor tint = seatColor(seat);
        tint.setAlpha(60);
        return QBrush(tint);
    }
    case Qt::ForegroundRole:
        if (!row.out)
            return {};
        return QBrush(haveGui() ? QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text)
                                : QColor(Qt::gray));
    case PlayerRole: return seat;
    case ToMoveRole: return row.toMove;
    case OutRole: return row.out;
    case WinnerRole: return row.winner;
    case ValueRole: return value(row, seat, column);
    default: return {};
    }
}

QString PlayersModel::legend() const
{
    const QString entry = QStringLiteral("<b>%1</b>\u00a0%2");
    const QStringList entries{
        //: Legend of the players table: the VP column; %1 is the VP needed to win (12).
        entry.arg(headerData(VictoryPointsColumn, Qt::Horizontal).toString().toHtmlEscaped(),
                  tr("victory points (%1 and a palace win)").arg(m_victoryPointsToWin > 0 ? m_victoryPointsToWin : RulesSettings{}.victoryPoints)),
        //: Legend of the players table: the Palaces column.
        entry.arg(headerData(PalacesColumn, Qt::Horizontal).toString().toHtmlEscaped(), tr("buildings on a capital")),
        //: Legend of the players table: the Reserve column.
        entry.arg(headerData(ReserveColumn, Qt::Horizontal).toString().toHtmlEscaped(), tr("discs off the board")),
        //: Legend of the players table: the Supply column (three numbers).
        entry.arg(headerData(SupplyColumn, Qt::Horizontal).toString().toHtmlEscaped(),
                  tr("villages / towers / castles left to build")),
        //: Legend of the players table: the Captives column.
        entry.arg(headerData(CaptivesColumn, Qt::Horizontal).toString().toHtmlEscaped(), tr("enemy Emperors held")),
        //: Legend of the players table: the Removed column.
        entry.arg(headerData(RemovedColumn, Qt::Horizontal).toString().toHtmlEscaped(),
                  tr("discs lost to forced marches")),
    };
    //: Separator between the entries of the players table's legend.
    return entries.join(tr(" · "));
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool tip = role == Qt::ToolTipRole;
    switch (section) {
    case NameColumn:
        //: Column header: the player's name.
        return tip ? tr("The player's name; the player to move is shown in bold.") : tr("Player");
    case ColourColumn:
        //: Column header: the player's colour.
        return tip ? tr("The player's colour.") : tr("Colour");
    case ComputerColumn:
        //: Column header: the level of the computer player that plays the seat (empty for a person).
        return tip ? tr("The level of the computer player that plays this colour, 1 to 6; empty for a person.")
                   : tr("Computer player");
    case VictoryPointsColumn:
        //: Column header: victory points (GLOSSARY: VP).
        return tip ? tr("Victory points: buildings on the board, plus %1 per captive Emperor.").arg(kCaptiveEmperorValue)
                   : tr("VP");
    case PalacesColumn:
        //: Column header: the player's buildings on a capital.
        return tip ? tr("Palaces: buildings on a capital. A palace is needed to win by points.") : tr("Palaces");
    case ReserveColumn:
        //: Column header: discs in reserve.
        return tip ? tr("Discs in reserve, brought back onto the board by reinforcement.") : tr("Reserve");
    case SupplyColumn:
        //: Column header: building supply (villages / towers / castles not yet built).
        return tip ? tr("Building supply: villages / towers / castles not yet built.") : tr("Supply");
    case CaptivesColumn:
        //: Column header: captive (enemy) Emperors held by this player.
        return tip ? tr("Captive Emperors: enemy Emperors this player holds.") : tr("Captives");
    case RemovedColumn:
        //: Column header: discs removed from the game by forced marches.
        return tip ? tr("Discs removed from the game by forced marches.") : tr("Removed");
    default: return QAbstractTableModel::headerData(section, orientation, role);
    }
}

} // namespace eko::ui
