// The last action played: outlines and a subtle arrow.
#include "board/last_action_item.h"

#include "board/hex_layout.h"

#include <QLineF>
#include <QPainter>
#include <QtMath>

namespace eko::ui {

namespace {
constexpr qreal s = kHexSize;
}

LastActionItem::LastActionItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kLastAction);
    setVisible(false);
}

void LastActionItem::showSpaces(SpaceIndex from, QPointF fromCentre, SpaceIndex to, QPointF toCentre)
{
    prepareGeometryChange();
    m_from = from;
    m_to = to;
    m_fromCentre = fromCentre;
    m_toCentre = toCentre;
    setVisible(from != kNoSpace || to != kNoSpace);
    update();
}

QRectF LastActionItem::boundingRect() const
{
    QRectF r;
    if (m_from != kNoSpace)
        r |= hexBounds().translated(m_fromCentre);
    if (m_to != kNoSpace)
        r |= hexBounds().translated(m_toCentre);
    return r.adjusted(-4, -4, 4, 4);
}

void LastActionItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    const QColor line(255, 248, 225, 190);
    const QColor halo(30, 20, 10, 110);
    auto outline = [&](QPointF centre, Qt::PenStyle style) {
        const QPolygonF hex = hexPolygon(kHexSize, 0.045 * s).translated(centre);
        painter->setPen(QPen(halo, 0.07 * s, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        painter->drawPolygon(hex);
        painter->setPen(QPen(line, 0.035 * s, style, Qt::FlatCap, Qt::RoundJoin));
        painter->drawPolygon(hex);
    };
    if (m_from != kNoSpace)
        outline(m_fromCentre, Qt::DashLine);
    if (m_to != kNoSpace)
        outline(m_toCentre, Qt::SolidLine);
    if (m_from == kNoSpace || m_to == kNoSpace || m_from == m_to)
        return;

    // The arrow runs between the hexes' inner parts, leaving the pieces in their centres visible.
    QLineF path(m_fromCentre, m_toCentre);
    const qreal length = path.length();
    const qreal trim = qMin(0.5 * s, length * 0.3);
    const QPointF unit = (m_toCentre - m_fromCentre) / length;
    const QPointF start = m_fromCentre + unit * trim;
    const QPointF tip = m_toCentre - unit * trim;
    const QPointF normal(-unit.y(), unit.x());
    const qreal head = 0.16 * s;
    const QPointF headBase = tip - unit * head;
    const QPolygonF arrowHead({tip, headBase + normal * head * 0.6, headBase - normal * head * 0.6});
    for (int pass = 0; pass < 2; ++pass) {
        const QColor colour = pass == 0 ? halo : line;
        const qreal width = pass == 0 ? 0.1 * s : 0.05 * s;
        painter->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawLine(start, headBase);
        painter->setBrush(colour);
        painter->drawPolygon(arrowHead);
    }
}

} // namespace eko::ui
