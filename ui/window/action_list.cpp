// Action list: follows the action list model's current action.
#include "window/action_list.h"

#include "model/action_list_model.h"

#include <QHeaderView>

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
    // A click, or Enter on the row with the keyboard's current item, goes to that action.
    auto go = [this](const QModelIndex &index) {
        if (index.isValid())
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
        setCurrentIndex(current);
        scrollTo(turn); // the turn's row above its action stays in view
        scrollTo(current);
    } else {
        clearSelection();
        scrollToTop();
    }
}

void ActionList::resizeEvent(QResizeEvent *event)
{
    QTreeView::resizeEvent(event);
    revealCurrentMove();
}

} // namespace eko::ui
