// The outline that follows the mouse (hover) or the keyboard (focus ring) over the spaces.
#pragma once

#include "core/board.h"
#include "board/board_item_types.h"

#include <QGraphicsItem>

namespace eko::ui {

class SpaceMarkItem : public QGraphicsItem {
public:
    enum { Type = SpaceMarkItemType };
    enum class Style { Hover, Focus };

    explicit SpaceMarkItem(Style style);

    int type() const override { return Type; }
    Style style() const { return m_style; }
    SpaceIndex space() const { return m_space; }
    // Puts the outline on `space` (centred at `centre`), or hides it for kNoSpace.
    void showAt(SpaceIndex space, QPointF centre);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Style m_style;
    SpaceIndex m_space = kNoSpace;
};

} // namespace eko::ui
