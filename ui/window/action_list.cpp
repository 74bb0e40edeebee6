// Action list: follows the action list model's current action.
#include "window/action_list.h"

#include "model/action_list_model.h"

#include <QHeaderView>

#include <algorithm>

namespace eko::ui {

ActionList::ActionList(ActionListModel *model, QWidget *parent)
    : QTreeView(parent)
    , m_moves(model)
{
    setObjectName(QStringLiteral("movesView"));
    setModel(model);
    setHeaderHidden(true);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setIndentation(14);
    setTextElideMode(Qt::ElideRight);
    // Connected after setModel(): the view has taken in the change when these run.
    connect(model, &ActionListModel::currentRowChanged, this, &ActionList::revealCurrentMove);
    connect(model, &QAbstractItemModel::modelReset, this, &ActionList::revealCurrentMove);
    connect(model, &QAbstractItemModel::rowsInserted, this, &ActionList::revealCurrentMove);
    // A click, or Enter on the row with the keyboard's current item, goes to that action, or to
    // the branch.
    auto go = [this](const QModelIndex &index) {
        if (!index.isValid())
            return;
        if (index.data(ActionListModel::IsBranchRole).toBool())
            emit branchActivated(index.data(ActionListModel::NodeRole).toInt());
        else
            emit actionActivated(index.data(ActionListModel::ActionIndexRole).toInt());
    };
    connect(this, &QAbstractItemView::clicked, this, go);
    connect(this, &QAbstractItemView::activated, this, go);
}

void ActionList::revealCurrentMove()
{
    const QModelIndex current = m_moves->currentIndex();
    const QModelIndex turn = current.parent();
    if (m_opened.isValid() && m_opened != turn)
        collapse(m_opened);
    m_opened = turn;
    if (current.isValid()) {
        expand(turn);
        expand(current); // the other lines tried instead of it, if any
        setCurrentIndex(current);
        scrollTo(turn); // the turn's row above its action stays in view
        scrollTo(current);
    } else {
        clearSelection();
        scrollToTop();
    }
}

int ActionList::rowHeight() const
{
    return std::max(fontMetrics().height(), iconSize().height() > 0 ? iconSize().height() : 16) + 4;
}

QSize ActionList::minimumSizeHint() const { return {QTreeView::minimumSizeHint().width(), 2 * rowHeight() + 2 * frameWidth()}; }

QSize ActionList::sizeHint() const { return {QTreeView::sizeHint().width(), 6 * rowHeight() + 2 * frameWidth()}; }

void ActionList::resizeEvent(QResizeEvent *event)
{
    QTreeView::resizeEvent(event);
    revealCurrentMove();
}

} // namespace eko::ui
