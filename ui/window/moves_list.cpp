// Moves list: follows the move list model's current action.
#include "window/moves_list.h"

#include "model/move_list_model.h"

#include <QHeaderView>

namespace eko::ui {

MovesList::MovesList(MoveListModel *model, QWidget *parent)
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

void MovesList::resizeEvent(QResizeEvent *event)
{
    QTreeView::resizeEvent(event);
    revealCurrentMove();
}

} // namespace eko::ui
