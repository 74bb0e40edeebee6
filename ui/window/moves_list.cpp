// Moves list: follows the move list model's current row.
#include "window/moves_list.h"

#include "model/move_list_model.h"

namespace eko::ui {

MovesList::MovesList(MoveListModel *model, QWidget *parent)
    : QListView(parent)
    , m_moves(model)
{
    setObjectName(QStringLiteral("movesView"));
    setModel(model);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setUniformItemSizes(true);
    setAlternatingRowColors(true);
    // Connected after setModel(): the view has taken in the change when these run.
    connect(model, &MoveListModel::currentRowChanged, this, &MovesList::revealCurrentMove);
    connect(model, &QAbstractItemModel::modelReset, this, &MovesList::revealCurrentMove);
    connect(model, &QAbstractItemModel::rowsInserted, this, &MovesList::revealCurrentMove);
    // A click, or Enter on the row with the keyboard's current item, goes to that action.
    auto go = [this](const QModelIndex &index) {
        if (index.isValid())
            emit actionActivated(index.data(MoveListModel::ActionIndexRole).toInt());
    };
    connect(this, &QAbstractItemView::clicked, this, go);
    connect(this, &QAbstractItemView::activated, this, go);
}

void MovesList::revealCurrentMove()
{
    const QModelIndex current = m_moves->currentIndex();
    if (current.isValid()) {
        setCurrentIndex(current);
        scrollTo(current);
    } else {
        clearSelection();
        scrollToTop();
    }
}

void MovesList::resizeEvent(QResizeEvent *event)
{
    QListView::resizeEvent(event);
    revealCurrentMove();
}

} // namespace eko::ui
