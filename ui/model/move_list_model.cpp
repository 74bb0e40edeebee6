// The move list model: follows the game model's line of play with row inserts and removals.
#include "model/move_list_model.h"

#include "look/gui.h"
#include "look/palette.h"
#include "look/player_emblem.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace eko::ui {

MoveListModel::MoveListModel(GameModel *game, QObject *parent)
    : QAbstractListModel(parent)
    , m_game(game)
{
    if (game) {
        connect(game, &GameModel::gameReset, this, [this] {
            m_shown = -1; // a different game is shown as played
            rebuild();
        });
        connect(game, &GameModel::actionsChanged, this, &MoveListModel::sync);
    }
    rebuild();
}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

MoveListModel::Row MoveListModel::makeRow(int k, int previousTurn) const
{
    Row row;
    row.action = m_game->lineAction(k);
    const Position &before = m_game->linePositionBefore(k);
    row.actor = before.toMove();
    const bool startsTurn = before.phase() == Phase::FirstAction
        || (previousTurn == 0 && before.phase() != Phase::EmperorSwap);
    row.turn = previousTurn + (startsTurn ? 1 : 0);
    row.notation = QString::fromStdString(toNotation(row.action, before.board()));
    row.description = m_game->lineActionDescription(k);
    return row;
}

void MoveListModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_played = 0;
    if (m_game && m_game->hasGame()) {
        const int n = m_game->lineLength();
        m_rows.reserve(n);
        for (int k = 0; k < n; ++k)
            m_rows.push_back(makeRow(k, k == 0 ? 0 : m_rows.back().turn));
        m_played = m_game->game().actionCount();
    }
    endResetModel();
    emit currentRowChanged(currentRow());
}

void MoveListModel::sync()
{
    if (!m_game || !m_game->hasGame()) {
        rebuild();
        return;
    }
    const int n = m_game->lineLength();
    const int old = static_cast<int>(m_rows.size());
    // Rows that still name the same action by the same player stay; the rest is replaced.
    int same = 0;
    while (same < n && same < old) {
        const Row &row = m_rows[same];
        if (!(row.action == m_game->lineAction(same)) || row.actor != m_game->linePositionBefore(same).toMove())
            break;
        ++same;
    }
    const int oldPlayed = m_played;
    const int newPlayed = m_game->game().actionCount();
    if (same < old) {
        beginRemoveRows(QModelIndex(), same, old - 1);
        m_rows.resize(same);
        m_played = std::min(m_played, same);
        endRemoveRows();
    }
    m_played = newPlayed;
    if (same < n) {
        beginInsertRows(QModelIndex(), same, n - 1);
        for (int k = same; k < n; ++k)
            m_rows.push_back(makeRow(k, k == 0 ? 0 : m_rows.back().turn));
        endInsertRows();
    }
    // Kept rows whose state changed (played <-> undone, current or not).
    const int first = std::max(0, std::min(oldPlayed, newPlayed) - 1);
    const int last = std::min(same, std::max(oldPlayed, newPlayed)) - 1;
    if (oldPlayed != newPlayed && first <= last)
        emit dataChanged(index(first), index(last));
    if (oldPlayed != newPlayed)
        emit currentRowChanged(currentRow());
}

void MoveListModel::showCount(int count)
{
    const int before = shownCount();
    m_shown = std::clamp(count, 0, static_cast<int>(m_rows.size()));
    announceShown(before);
}

void MoveListModel::followGame()
{
    if (m_shown < 0)
        return;
    const int before = shownCount();
    m_shown = -1;
    announceShown(before);
}

void MoveListModel::announceShown(int before)
{
    const int now = shownCount();
    if (now == before)
        return;
    // The rows between the two current ones change (played or not), and both current rows.
    const int first = std::max(0, std::min(before, now) - 1);
    const int last = std::min(static_cast<int>(m_rows.size()), std::max(before, now)) - 1;
    if (first <= last)
        emit dataChanged(index(first), index(last));
    emit currentRowChanged(currentRow());
}

void MoveListModel::retranslate()
{
    if (m_game && m_game->hasGame())
        for (int k = 0; k < static_cast<int>(m_rows.size()) && k < m_game->lineLength(); ++k)
            m_rows[k].description = m_game->lineActionDescription(k);
    emit headerDataChanged(Qt::Horizontal, 0, 0);
    if (!m_rows.empty())
        emit dataChanged(index(0), index(static_cast<int>(m_rows.size()) - 1));
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int k = index.row();
    const Row &row = m_rows[k];
    const bool played = k < shownCount();
    const bool current = k == shownCount() - 1;
    switch (role) {
    case Qt::DisplayRole:
        if (row.turn == 0)
            return row.notation;
        //: An entry of the move list: %1 is the turn number, %2 the action in notation ("12. c4xe5").
        return tr("%1. %2").arg(QString::number(row.turn), row.notation);
    case Qt::ToolTipRole:
        if (k < m_played)
            return row.description;
        //: Tool tip of an undone action in the move list; %1 describes the action.
        return tr("%1 (undone: redo plays it again)").arg(row.description);
    case Qt::DecorationRole:
        // The emblem of the player who took it (shape as well as colour).
        return haveGui() ? QVariant(playerEmblem(row.actor)) : QVariant(seatColor(row.actor));
    case Qt::ForegroundRole:
        if (played)
            return {};
        return QBrush(haveGui() ? QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text)
                                : QColor(Qt::gray));
    case Qt::FontRole: {
        if (!haveGui() || (played && !current))
            return {};
        QFont font;
        font.setItalic(!played);
        font.setBold(current);
        return font;
    }
    case ActionIndexRole: return k;
    case NotationRole: return row.notation;
    case PlayerRole: return row.actor;
    case PlayedRole: return played;
    case CurrentRole: return current;
    case TurnRole: return row.turn;
    default: return {};
    }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole)
        //: Header of the list of every action of the game (moves, attacks, constructions, ...).
        return tr("Actions");
    return QAbstractListModel::headerData(section, orientation, role);
}

QHash<int, QByteArray> MoveListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(ActionIndexRole, "actionIndex");
    names.insert(NotationRole, "notation");
    names.insert(PlayerRole, "player");
    names.insert(PlayedRole, "played");
    names.insert(CurrentRole, "current");
    names.insert(TurnRole, "turn");
    return names;
}

} // namespace eko::ui
