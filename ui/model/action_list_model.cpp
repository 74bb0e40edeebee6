// The action list model: turns and their actions, following the game model's line of play with row
// inserts and removals, and the replay's position.
#include "model/action_list_model.h"

#include "core/rules.h"
#include "look/gui.h"
#include "look/palette.h"
#include "look/player_emblem.h"
#include "text/action_sentence.h"
#include "text/explain.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace eko::ui {

namespace {
// Internal ids: 0 for a turn's row; an action's row holds its turn + 1; a branch's row the index of
// the action it is beside, with the top bit set.
constexpr quintptr kTurnId = 0;
constexpr quintptr kBranchBit = quintptr(1) << (sizeof(quintptr) * 8 - 1);
constexpr int kBranchActionsShown = 4;

bool isBranch(const QModelIndex &index) { return (index.internalId() & kBranchBit) != 0; }
int branchAction(const QModelIndex &index) { return static_cast<int>(index.internalId() & ~kBranchBit); }

// The sign of a mark after an action's notation, as in SGF and chess books.
QString markSign(ActionMark mark)
{
    switch (mark) {
    case ActionMark::Good: return QStringLiteral("!");
    case ActionMark::Bad: return QStringLiteral("?");
    case ActionMark::Interesting: return QStringLiteral("!?");
    case ActionMark::None: break;
    }
    return {};
}

const QString kCommentSign = QStringLiteral("\u270E"); // ✎
const QString kBranchSign = QStringLiteral("\u2387");  // ⎇, as version control shows a branch
} // namespace

ActionListModel::ActionListModel(GameModel *game, QObject *parent)
    : QAbstractItemModel(parent)
    , m_game(game)
{
    if (game) {
        connect(game, &GameModel::gameReset, this, [this] {
            m_shown = -1; // a different game is shown as played
            rebuild();
        });
        connect(game, &GameModel::actionsChanged, this, &ActionListModel::sync);
        connect(game, &GameModel::treeChanged, this, &ActionListModel::rebuild);
        connect(game, &GameModel::notesChanged, this, &ActionListModel::notesChanged);
    }
    rebuild();
}

QModelIndex ActionListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    if (!parent.isValid())
        return row < static_cast<int>(m_turns.size()) ? createIndex(row, 0, kTurnId) : QModelIndex();
    if (isBranch(parent))
        return {};
    if (parent.internalId() != kTurnId) {
        const int k = m_turns[parent.internalId() - 1].first + parent.row();
        return branchIndex(k, row);
    }
    if (parent.row() >= static_cast<int>(m_turns.size()))
        return {};
    const int t = parent.row();
    return row < m_turns[t].count ? createIndex(row, 0, static_cast<quintptr>(t) + 1) : QModelIndex();
}

QModelIndex ActionListModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kTurnId)
        return {};
    if (isBranch(child))
        return actionIndex(branchAction(child));
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kTurnId);
}

int ActionListModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_turns.size());
    if (parent.internalId() == kTurnId && parent.row() < static_cast<int>(m_turns.size()))
        return m_turns[parent.row()].count;
    if (isBranch(parent) || parent.column() != 0)
        return 0;
    const int k = m_turns[parent.internalId() - 1].first + parent.row();
    return k < actionCount() ? static_cast<int>(m_rows[k].branches.size()) : 0;
}

int ActionListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() && isBranch(parent) ? 0 : 1;
}

QModelIndex ActionListModel::branchIndex(int k, int b) const
{
    if (k < 0 || k >= actionCount() || b < 0 || b >= static_cast<int>(m_rows[k].branches.size()))
        return {};
    return createIndex(b, 0, kBranchBit | static_cast<quintptr>(k));
}

QModelIndex ActionListModel::actionIndex(int k) const
{
    if (k < 0 || k >= actionCount())
        return {};
    const int t = m_rows[k].group;
    return createIndex(k - m_turns[t].first, 0, static_cast<quintptr>(t) + 1);
}

ActionListModel::Row ActionListModel::makeRow(int k, int previousTurn) const
{
    Row row;
    row.node = m_game->lineNode(k);
    const GameTree &tree = m_game->tree();
    for (NodeId sibling : tree.children(tree.parent(row.node)))
        if (sibling != row.node)
            row.branches.push_back(sibling);
    row.action = m_game->lineAction(k);
    const Position &before = m_game->linePositionBefore(k);
    row.actor = before.toMove();
    row.turn = previousTurn + (rules::startsTurn(before, previousTurn) ? 1 : 0);
    row.notation = QString::fromStdString(toNotation(row.action, before.board()));
    row.shown = text::displayNotation(row.action, before.board());
    row.description = sentence(k);
    return row;
}

QString ActionListModel::sentence(int k) const
{
    // The position after action k of the line: the one the next action is played from, the game's
    // last, or (the last undone action) the engine's result.
    const Game &game = m_game->game();
    const Position &before = m_game->linePositionBefore(k);
    const Action &action = m_game->lineAction(k);
    QStringList names;
    for (const std::string &name : game.playerNames())
        names << QString::fromStdString(name);
    if (k + 1 < m_game->lineLength())
        return text::actionSentence(before, action, m_game->linePositionBefore(k + 1), names);
    if (k + 1 == game.actionCount())
        return text::actionSentence(before, action, game.current(), names);
    return text::actionSentence(before, action, rules::applied(before, action), names);
}

bool ActionListModel::joins(const Turn &turn, const Row &row)
{
    // A turn is one player's actions under one number; each Emperor swap stands alone.
    return row.turn > 0 && turn.number == row.turn && turn.actor == row.actor;
}

void ActionListModel::appendRows(int from, int n, bool announce)
{
    std::vector<Row> fresh;
    fresh.reserve(static_cast<size_t>(std::max(0, n - from)));
    int previousTurn = from > 0 ? m_rows[from - 1].turn : 0;
    for (int k = from; k < n; ++k) {
        fresh.push_back(makeRow(k, previousTurn));
        previousTurn = fresh.back().turn;
    }
    // First the actions that go on the last turn, as its new children.
    size_t joined = 0;
    while (!m_turns.empty() && joined < fresh.size() && joins(m_turns.back(), fresh[joined]))
        ++joined;
    if (joined > 0) {
        const int t = static_cast<int>(m_turns.size()) - 1;
        if (announce)
            beginInsertRows(index(t), m_turns[t].count, m_turns[t].count + static_cast<int>(joined) - 1);
        for (size_t j = 0; j < joined; ++j) {
            fresh[j].group = t;
            m_rows.push_back(std::move(fresh[j]));
        }
        m_turns[t].count += static_cast<int>(joined);
        if (announce) {
            endInsertRows();
            emit dataChanged(index(t), index(t)); // the turn's row lists its actions
        }
    }
    if (joined == fresh.size())
        return;
    // Then new turns.
    const int base = static_cast<int>(m_turns.size());
    std::vector<Turn> turns;
    for (size_t j = joined; j < fresh.size(); ++j) {
        if (turns.empty() || !joins(turns.back(), fresh[j]))
            turns.push_back({from + static_cast<int>(j), 0, fresh[j].turn, fresh[j].actor});
        fresh[j].group = base + static_cast<int>(turns.size()) - 1;
        ++turns.back().count;
    }
    if (announce)
        beginInsertRows(QModelIndex(), base, base + static_cast<int>(turns.size()) - 1);
    m_turns.insert(m_turns.end(), turns.begin(), turns.end());
    for (size_t j = joined; j < fresh.size(); ++j)
        m_rows.push_back(std::move(fresh[j]));
    if (announce)
        endInsertRows();
}

void ActionListModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_turns.clear();
    m_played = 0;
    if (m_game && m_game->hasGame()) {
        m_rows.reserve(static_cast<size_t>(m_game->lineLength()));
        appendRows(0, m_game->lineLength(), false);
        m_played = m_game->game().actionCount();
    }
    endResetModel();
    emit currentRowChanged(currentRow());
}

void ActionListModel::sync()
{
    if (!m_game || !m_game->hasGame()) {
        rebuild();
        return;
    }
    const int n = m_game->lineLength();
    const int old = actionCount();
    // Rows that still show the same node of the tree stay; the rest is replaced.
    int same = 0;
    while (same < n && same < old) {
        if (m_rows[same].node != m_game->lineNode(same))
            break;
        ++same;
    }
    const int oldShown = shownCount();
    if (same < old) {
        const int t = m_rows[same].group;
        const int keep = same - m_turns[t].first;
        if (keep > 0) {
            beginRemoveRows(index(t), keep, m_turns[t].count - 1);
            m_turns[t].count = keep;
            endRemoveRows();
            emit dataChanged(index(t), index(t));
        }
        const int firstGone = keep > 0 ? t + 1 : t;
        if (firstGone < static_cast<int>(m_turns.size())) {
            beginRemoveRows(QModelIndex(), firstGone, static_cast<int>(m_turns.size()) - 1);
            m_turns.resize(firstGone);
            m_rows.resize(same);
            endRemoveRows();
        }
        m_rows.resize(same);
    }
    m_played = m_game->game().actionCount();
    if (same < n)
        appendRows(same, n, true);
    // Kept rows whose state changed (played <-> undone, current or not).
    const int newShown = shownCount();
    if (oldShown != newShown) {
        changed(std::min(oldShown, newShown) - 1, std::min(same, std::max(oldShown, newShown)) - 1);
        emit currentRowChanged(currentRow());
    }
}

void ActionListModel::changed(int firstAction, int lastAction)
{
    firstAction = std::max(firstAction, 0);
    lastAction = std::min(lastAction, actionCount() - 1);
    if (firstAction > lastAction)
        return;
    const int firstTurn = m_rows[firstAction].group;
    const int lastTurn = m_rows[lastAction].group;
    emit dataChanged(index(firstTurn), index(lastTurn));
    // Each turn's actions too; a jump over thousands of turns announces those of the two ends only
    // (one signal per turn would cost more than the jump: views repaint the rows they show on the
    // turns' signal, and read them anew as they scroll).
    const bool far = lastTurn - firstTurn > kMostTurnsAnnounced;
    for (int t = firstTurn; t <= lastTurn; ++t) {
        if (far && t != firstTurn && t != lastTurn)
            continue;
        const QModelIndex turn = index(t);
        const int from = std::max(firstAction, m_turns[t].first) - m_turns[t].first;
        const int to = std::min(lastAction, m_turns[t].first + m_turns[t].count - 1) - m_turns[t].first;
        emit dataChanged(index(from, 0, turn), index(to, 0, turn));
    }
}

void ActionListModel::announceShown(int before)
{
    const int now = shownCount();
    if (now == before)
        return;
    // The actions between the two current ones change (played or not), and both current ones.
    changed(std::min(before, now) - 1, std::max(before, now) - 1);
}

void ActionListModel::showCount(int count)
{
    const int before = shownCount();
    m_shown = std::clamp(count, 0, actionCount());
    announceShown(before);
    if (before != shownCount())
        emit currentRowChanged(currentRow());
}

void ActionListModel::followGame()
{
    if (m_shown < 0)
        return;
    const int before = shownCount();
    m_shown = -1;
    announceShown(before);
    if (before != shownCount())
        emit currentRowChanged(currentRow());
}

void ActionListModel::retranslate()
{
    if (m_game && m_game->hasGame())
        for (int k = 0; k < actionCount() && k < m_game->lineLength(); ++k) {
            m_rows[k].description = sentence(k);
            m_rows[k].shown = text::displayNotation(m_rows[k].action, m_game->linePositionBefore(k).board());
        }
    emit headerDataChanged(Qt::Horizontal, 0, 0);
    changed(0, actionCount() - 1);
}

QString ActionListModel::turnText(const Turn &turn) const
{
    QStringList actions;
    for (int k = turn.first; k < turn.first + turn.count; ++k)
        actions << noted(m_rows[k]);
    //: Between the actions of one turn in the move list ("c4xd5, march, V@e3/d4").
    const QString list = actions.join(tr(", "));
    if (turn.number == 0)
        //: A turn of the move list in the Emperor swap: %1 the player's colour, %2 the action.
        return tr("%1: %2").arg(text::colourTitle(turn.actor), list);
    //: A turn of the move list: %1 the turn number, %2 the player's colour, %3 the actions
    //: ("12. Blue: c4xd5, march, V@e3/d4, b3+1").
    return tr("%1. %2: %3").arg(QString::number(turn.number), text::colourTitle(turn.actor), list);
}

QVariant ActionListModel::turnData(int t, int role) const
{
    const Turn &turn = m_turns[t];
    const int last = turn.first + turn.count - 1;
    const int shown = shownCount();
    const bool played = turn.first < shown;
    const bool current = shown - 1 >= turn.first && shown - 1 <= last;
    switch (role) {
    case Qt::DisplayRole: return turnText(turn);
    case Qt::ToolTipRole: {
        QStringList sentences;
        for (int k = turn.first; k <= last; ++k)
            sentences << actionData(k, Qt::ToolTipRole).toString();
        return sentences.join(QLatin1Char('\n'));
    }
    case Qt::DecorationRole:
        return haveGui() ? QVariant(playerEmblem(turn.actor)) : QVariant(seatColor(turn.actor));
    case Qt::ForegroundRole:
        if (played)
            return {};
        return QBrush(haveGui() ? QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text)
                                : QColor(Qt::gray));
    case Qt::FontRole: {
        if (!haveGui() || !current)
            return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    case ActionIndexRole: return last;
    case NotationRole: {
        QStringList notations;
        for (int k = turn.first; k <= last; ++k)
            notations << m_rows[k].notation;
        return notations.join(QStringLiteral(", "));
    }
    case PlayerRole: return turn.actor;
    case PlayedRole: return played;
    case CurrentRole: return current;
    case TurnRole: return turn.number;
    case IsTurnRole: return true;
    case FirstActionRole: return turn.first;
    default: return {};
    }
}

QVariant ActionListModel::actionData(int k, int role) const
{
    const Row &row = m_rows[k];
    const bool played = k < shownCount();
    const bool current = k == shownCount() - 1;
    switch (role) {
    case Qt::DisplayRole: return noted(row);
    case Qt::ToolTipRole: {
        //: Tool tip of an undone action in the move list; %1 describes the action.
        QString tip = k < m_played ? row.description : tr("%1 (undone: redo plays it again)").arg(row.description);
        if (const QString comment = m_game->comment(row.node); !comment.isEmpty())
            tip += QStringLiteral("\n\n") + comment;
        if (!row.branches.empty())
            //: Tool tip of an action of the move list that has branches (other lines tried instead
            //: of it, listed under it).
            tip += QStringLiteral("\n") + tr("%n other line(s) tried here, listed under it.", "", static_cast<int>(row.branches.size()));
        return tip;
    }
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
    case IsTurnRole: return false;
    case FirstActionRole: return k;
    case NodeRole: return row.node;
    case IsBranchRole: return false;
    default: return {};
    }
}

QString ActionListModel::noted(const Row &row) const
{
    QString text = row.shown + markSign(m_game->mark(row.node));
    if (!m_game->comment(row.node).isEmpty())
        text += QLatin1Char(' ') + kCommentSign;
    if (!row.branches.empty())
        text += QLatin1Char(' ') + kBranchSign;
    return text;
}

QString ActionListModel::branchText(NodeId first) const
{
    const GameTree &tree = m_game->tree();
    QStringList shown;
    int count = 0;
    for (NodeId at = first; at != kNoNode; at = tree.next(at), ++count)
        if (count < kBranchActionsShown)
            shown << text::displayNotation(tree.action(at), tree.position(tree.parent(at)).board())
                         + markSign(tree.mark(at)) + (tree.comment(at).empty() ? QString() : QLatin1Char(' ') + kCommentSign);
    if (count > kBranchActionsShown)
        shown << QStringLiteral("…");
    //: A branch in the move list: %1 its first actions ("c4-d5, march, …"), %2 how many actions it has.
    return tr("%1 (%n action(s))", "", count).arg(shown.join(tr(", ")));
}

QVariant ActionListModel::branchData(int k, int b, int role) const
{
    const NodeId node = m_rows[k].branches[static_cast<size_t>(b)];
    const GameTree &tree = m_game->tree();
    const bool mainLine = tree.onMainLine(node);
    switch (role) {
    case Qt::DisplayRole:
        if (mainLine)
            //: A branch of the move list that is the game's main line; %1 its actions ("c4-d5, march (7 actions)").
            return tr("Main line: %1").arg(branchText(node));
        return branchText(node);
    case Qt::ToolTipRole:
        //: Tool tip of a branch in the move list; %1 the action it replaces ("c4xd5").
        return tr("Another line tried instead of %1. Click it, or press Enter, to go to it.").arg(m_rows[k].shown);
    case Qt::DecorationRole:
        return haveGui() ? QVariant(playerEmblem(tree.actor(node))) : QVariant(seatColor(tree.actor(node)));
    case Qt::ForegroundRole:
        return QBrush(haveGui() ? QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text)
                                : QColor(Qt::gray));
    case Qt::FontRole: {
        if (!haveGui())
            return {};
        QFont font;
        font.setItalic(true);
        return font;
    }
    case ActionIndexRole: return k;
    case NotationRole: return QString::fromStdString(tree.notation(node));
    case PlayerRole: return tree.actor(node);
    case PlayedRole: return false;
    case CurrentRole: return false;
    case TurnRole: return m_rows[k].turn;
    case IsTurnRole: return false;
    case FirstActionRole: return k;
    case NodeRole: return node;
    case IsBranchRole: return true;
    default: return {};
    }
}

void ActionListModel::notesChanged(NodeId node)
{
    for (int k = 0; k < actionCount(); ++k)
        if (m_rows[k].node == node) {
            changed(k, k);
            return;
        }
    // A branch's first actions may show it: their rows read anew.
    for (int k = 0; k < actionCount(); ++k)
        if (!m_rows[k].branches.empty())
            emit dataChanged(branchIndex(k, 0), branchIndex(k, static_cast<int>(m_rows[k].branches.size()) - 1));
}

QVariant ActionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kTurnId)
        return turnData(index.row(), role);
    if (isBranch(index))
        return branchData(branchAction(index), index.row(), role);
    return actionData(m_turns[index.internalId() - 1].first + index.row(), role);
}

QVariant ActionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole)
        //: Header of the list of every action of the game (moves, attacks, constructions, ...).
        return tr("Actions");
    return QAbstractItemModel::headerData(section, orientation, role);
}

QHash<int, QByteArray> ActionListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(ActionIndexRole, "actionIndex");
    names.insert(NotationRole, "notation");
    names.insert(PlayerRole, "player");
    names.insert(PlayedRole, "played");
    names.insert(CurrentRole, "current");
    names.insert(TurnRole, "turn");
    names.insert(IsTurnRole, "isTurn");
    names.insert(FirstActionRole, "firstAction");
    names.insert(NodeRole, "node");
    names.insert(IsBranchRole, "isBranch");
    return names;
}

} // namespace eko::ui
