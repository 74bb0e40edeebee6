// Hover outline and keyboard focus ring.
#include "board/space_mark_item.h"

#include "board/hex_layout.h"

#include <QPainter>

namespace eko::ui {

SpaceMarkItem::SpaceMarkItem(Style style)
    : m_style(style)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(style == Style::Hover ? z::kHover : z::kFocus);
    setVisible(false);
}

void SpaceMarkItem::showAt(SpaceIndex space, QPointF centre)
{
    m_space = space;
    if (space == kNoSpace) {
        setVisible(false);
        return;
    }
    setPos(centre);
    setVisible(true);
}

QRectF SpaceMarkItem::boundingRect() const
{
    return hexBounds().adjusted(-4, -4, 4, 4);
}

void SpaceMarkItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    if (m_style == Style::Hover) {
        painter->setPen(QPen(QColor(255, 255, 255, 150), 0.04 * kHexSize, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        painter->drawPolygon(hexPolygon(kHexSize, 0.03 * kHexSize));
        return;
    }
    // Focus ring: white dashes on black, unlike every highlight and every player colour.
    painter->setPen(QPen(QColor(0, 0, 0, 230), 0.08 * kHexSize, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    painter->drawPolygon(hexPolygon(kHexSize, 0.05 * kHexSize));
    painter->setPen(QPen(QColor(255, 255, 255), 0.05 * kHexSize, Qt::DashLine, Qt::FlatCap, Qt::RoundJoin));
    painter->drawPolygon(hexPolygon(kHexSize, 0.05 * kHexSize));
}

} // namespace eko::ui
