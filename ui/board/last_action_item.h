// The last action played, marked on the board: its spaces outlined, a subtle arrow from one to the other.
#pragma once

#include "core/board.h"
#include "board/board_item_types.h"

#include <QGraphicsItem>
#include <QPointF>

namespace eko::ui {

class LastActionItem : public QGraphicsItem {
public:
    enum { Type = LastActionItemType };

    LastActionItem();

    int type() const override { return Type; }
    SpaceIndex from() const { return m_from; }
    SpaceIndex to() const { return m_to; }
    // Marks the spaces (either may be kNoSpace) at their scene centres; hidden when both are.
    void showSpaces(SpaceIndex from, QPointF fromCentre, SpaceIndex to, QPointF toCentre);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    SpaceIndex m_from = kNoSpace;
    SpaceIndex m_to = kNoSpace;
    QPointF m_fromCentre;
    QPointF m_toCentre;
};

} // namespace eko::ui
