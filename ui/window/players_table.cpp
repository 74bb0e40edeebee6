// Players table: the players model turned on its side (a score sheet), with size hints from the
// contents so the layout gives it the room it needs and no more.
#include "window/players_table.h"

#include "model/players_model.h"

#include <QEvent>
#include <QHeaderView>
#include <QStyledItemDelegate>
#include <QTransposeProxyModel>

#include <vector>

namespace eko::ui {

namespace {

// A computer player's level under its name (a person's name stands alone): no row of its own.
class NameAndLevelDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->text = PlayersTable::shownText(index);
    }
};

// A player's column keeps its name up to this many average characters, and at least kNarrow.
constexpr int kNameCharacters = 16;
constexpr int kNarrowNameCharacters = 3;
// A few pixels more than the columns add up to, so that a dock's rounding never elides a name.
constexpr int kSlack = 4;
} // namespace

PlayersTable::PlayersTable(PlayersModel *model, QWidget *parent)
    : QTableView(parent)
    , m_players(model)
    , m_sheet(new QTransposeProxyModel(this))
{
    setObjectName(QStringLiteral("playersView"));
    m_sheet->setSourceModel(model);
    setModel(m_sheet);
    horizontalHeader()->hide(); // the players' names are the first row
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    verticalHeader()->setHighlightSections(false);
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setFocusPolicy(Qt::NoFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWordWrap(false);
    setTextElideMode(Qt::ElideRight);
    setShowGrid(false);
    setIconSize(QSize(18, 18));
    // The players' widths are set by fitColumns().
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setMinimumSectionSize(1);
    setRowHidden(PlayersModel::ColourColumn, true);
    setRowHidden(PlayersModel::ComputerColumn, true);
    setItemDelegateForRow(PlayersModel::NameColumn, new NameAndLevelDelegate(this));
    // Exactly as tall as its rows, whatever the number of players.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(model, &QAbstractItemModel::modelReset, this, &PlayersTable::contentsChanged);
    connect(model, &QAbstractItemModel::layoutChanged, this, &PlayersTable::contentsChanged);
    connect(model, &QAbstractItemModel::rowsInserted, this, &PlayersTable::contentsChanged);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &PlayersTable::contentsChanged);
    connect(model, &QAbstractItemModel::dataChanged, this, &PlayersTable::contentsChanged);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &PlayersTable::contentsChanged);
    contentsChanged();
}

QModelIndex PlayersTable::cell(int seat, int column) const { return m_sheet->index(column, seat); }

QString PlayersTable::shownText(const QModelIndex &index)
{
    QString text = index.data().toString();
    if (index.row() == PlayersModel::NameColumn) {
        const QString level = index.siblingAtRow(PlayersModel::ComputerColumn).data().toString();
        if (!level.isEmpty())
            text += QChar::LineSeparator + level;
    }
    return text;
}

int PlayersTable::rowsHeight() const
{
    int height = 0;
    for (int r = 0; r < m_sheet->rowCount(); ++r)
        if (!isRowHidden(r))
            height += verticalHeader()->sectionSize(r);
    return height;
}

int PlayersTable::columnWidth(int seat, bool figuresOnly) const
{
    int width = 0;
    for (int r = 0; r < m_sheet->rowCount(); ++r) {
        if (isRowHidden(r) || (figuresOnly && r == PlayersModel::NameColumn))
            continue;
        const int wanted = sizeHintForIndex(m_sheet->index(r, seat)).width();
        width = qMax(width, r == PlayersModel::NameColumn
                                ? qMin(wanted, fontMetrics().averageCharWidth() * kNameCharacters + iconSize().width())
                                : wanted);
    }
    return width;
}

void PlayersTable::fitColumns()
{
    // Each player as wide as it asks, and what is left shared out; when the panel is narrower, the
    // names give up room (elided) before any figure does.
    const int players = m_sheet->columnCount();
    if (players == 0)
        return;
    std::vector<int> wanted(players), least(players);
    int wantedTotal = 0, leastTotal = 0;
    for (int seat = 0; seat < players; ++seat) {
        wanted[seat] = columnWidth(seat, false);
        least[seat] = qMin(wanted[seat], columnWidth(seat, true));
        wantedTotal += wanted[seat];
        leastTotal += least[seat];
    }
    const int room = viewport()->width();
    int given = 0;
    for (int seat = 0; seat < players; ++seat) {
        int width;
        if (room >= wantedTotal)
            width = wanted[seat] + (room - wantedTotal) / players;
        else if (room > leastTotal)
            width = least[seat] + (wanted[seat] - least[seat]) * (room - leastTotal) / qMax(1, wantedTotal - leastTotal);
        else
            width = least[seat] * room / qMax(1, leastTotal);
        if (seat == players - 1 && room >= given + width)
            width = room - given; // the last column ends at the edge
        setColumnWidth(seat, width);
        given += width;
    }
}

void PlayersTable::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    fitColumns();
}

QSize PlayersTable::sizeHint() const
{
    int width = verticalHeader()->sizeHint().width() + 2 * frameWidth() + kSlack;
    for (int seat = 0; seat < m_sheet->columnCount(); ++seat)
        width += columnWidth(seat, false);
    return {width, rowsHeight() + 2 * frameWidth()};
}

QSize PlayersTable::minimumSizeHint() const
{
    // Short names and every figure.
    int width = verticalHeader()->sizeHint().width() + 2 * frameWidth();
    for (int seat = 0; seat < m_sheet->columnCount(); ++seat)
        width += qMax(columnWidth(seat, true), fontMetrics().averageCharWidth() * kNarrowNameCharacters + iconSize().width());
    return {width, sizeHint().height()};
}

void PlayersTable::contentsChanged()
{
    const int rowHeight = qMax(fontMetrics().height() + 8, iconSize().height() + 4);
    if (verticalHeader()->defaultSectionSize() != rowHeight)
        verticalHeader()->setDefaultSectionSize(rowHeight);
    // The names' row has room for a computer player's level under the name.
    setRowHeight(PlayersModel::NameColumn, m_players->hasComputerSeat() ? rowHeight + fontMetrics().lineSpacing() : rowHeight);
    fitColumns();
    updateGeometry();
}

void PlayersTable::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        contentsChanged();
}

} // namespace eko::ui
