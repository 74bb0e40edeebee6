// Players table: size hints from the contents, so the layout gives it the room it needs.
#include "window/players_table.h"

#include "model/players_model.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>

namespace eko::ui {

namespace {
// Names longer than this many average characters are elided rather than widening the panel.
constexpr int kNameCharacters = 20;
// The name column keeps at least this many characters when the panel is made narrow.
constexpr int kNarrowNameCharacters = 6;
} // namespace

PlayersTable::PlayersTable(PlayersModel *model, QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("playersView"));
    setModel(model);
    verticalHeader()->hide();
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setFocusPolicy(Qt::NoFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWordWrap(false);
    setShowGrid(false);
    setIconSize(QSize(18, 18));
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The name takes what is left when the table is wide, and keeps its width (long names elided)
    // when it is narrow: the table then scrolls sideways (fitColumns()).
    horizontalHeader()->setSectionResizeMode(PlayersModel::NameColumn, QHeaderView::Fixed);
    horizontalHeader()->setHighlightSections(false);
    setColumnHidden(PlayersModel::ColourColumn, true);
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

int PlayersTable::rowsHeight() const
{
    return model() ? model()->rowCount() * verticalHeader()->defaultSectionSize() : 0;
}

int PlayersTable::nameWidth() const
{
    const int longest = fontMetrics().averageCharWidth() * kNameCharacters + iconSize().width();
    const int contents = qMax(horizontalHeader()->sectionSizeHint(PlayersModel::NameColumn),
                              sizeHintForColumn(PlayersModel::NameColumn));
    return qMin(contents, longest);
}

int PlayersTable::columnsWidth() const
{
    const QHeaderView *header = horizontalHeader();
    int width = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c))
            continue;
        width += c == PlayersModel::NameColumn ? nameWidth()
                                               : qMax(header->sectionSizeHint(c), sizeHintForColumn(c));
    }
    return width;
}

QSize PlayersTable::sizeHint() const
{
    int height = rowsHeight() + horizontalHeader()->sizeHint().height() + 2 * frameWidth();
    if (m_scrollsSideways)
        height += horizontalScrollBar()->sizeHint().height();
    return {columnsWidth() + 2 * frameWidth(), height};
}

bool PlayersTable::scrollsSideways() const { return columnsWidth() > width() - 2 * frameWidth(); }

void PlayersTable::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    fitColumns();
}

void PlayersTable::fitColumns()
{
    const bool sideways = scrollsSideways();
    QHeaderView *header = horizontalHeader();
    header->setSectionResizeMode(PlayersModel::NameColumn, sideways ? QHeaderView::Fixed : QHeaderView::Stretch);
    if (sideways)
        header->resizeSection(PlayersModel::NameColumn, nameWidth());
    if (sideways != m_scrollsSideways) {
        m_scrollsSideways = sideways;
        updateGeometry();
    }
}

QSize PlayersTable::minimumSizeHint() const
{
    // A short name and the victory points; the other columns scroll sideways when it is that narrow.
    const int name = fontMetrics().averageCharWidth() * kNarrowNameCharacters + iconSize().width();
    const int points = qMax(horizontalHeader()->sectionSizeHint(PlayersModel::VictoryPointsColumn),
                            sizeHintForColumn(PlayersModel::VictoryPointsColumn));
    return {2 * frameWidth() + name + points, sizeHint().height()};
}

void PlayersTable::contentsChanged()
{
    // The computer player column only when the computer plays some colour.
    const auto *players = static_cast<const PlayersModel *>(model());
    setColumnHidden(PlayersModel::ComputerColumn, !players->hasComputerSeat());
    const int rowHeight = qMax(fontMetrics().height() + 10, iconSize().height() + 4);
    if (verticalHeader()->defaultSectionSize() != rowHeight)
        verticalHeader()->setDefaultSectionSize(rowHeight);
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
