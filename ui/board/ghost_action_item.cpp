// An analysis's ghost action: arrow, target ring, building outline; the best one bold, the played one dashed.
#include "board/ghost_action_item.h"

#include "board/hex_layout.h"

#include <QLineF>
#include <QPainter>
#include <QtMath>

namespace eko::ui {

namespace {
constexpr qreal s = kHexSize;
}

GhostActionItem::GhostActionItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kGhost);
    setVisible(false);
}

void GhostActionItem::show(const ActionGhost &ghost, QPointF fromCentre, QPointF toCentre)
{
    prepareGeometryChange();
    m_ghost = ghost;
    m_fromCentre = fromCentre;
    m_toCentre = toCentre;
    setVisible(ghost.from != kNoSpace || ghost.to != kNoSpace);
    update();
}

QRectF GhostActionItem::boundingRect() const
{
    QRectF r;
    if (m_ghost.from != kNoSpace)
        r |= hexBounds().translated(m_fromCentre);
    if (m_ghost.to != kNoSpace)
        r |= hexBounds().translated(m_toCentre);
    return r.adjusted(-6, -6, 6, 6);
}

void GhostActionItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const bool best = m_ghost.role == ActionGhost::Role::Best;
    // The best action: bright cyan, solid and bold; the played one: a warm grey, dashed and thin
    // (told apart by the line as well as the colour).
    const QColor line = best ? QColor(120, 235, 255, 230) : QColor(255, 190, 150, 210);
    const QColor halo(10, 20, 40, 140);
    const Qt::PenStyle style = best ? Qt::SolidLine : Qt::DashLine;
    const qreal width = best ? 0.075 * s : 0.045 * s;
    auto stroke = [&](auto draw) {
        painter->setPen(QPen(halo, width + 0.05 * s, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        draw();
        painter->setPen(QPen(line, width, style, Qt::RoundCap, Qt::RoundJoin));
        draw();
    };
    painter->setBrush(Qt::NoBrush);
    if (m_ghost.to != kNoSpace) {
        const QPointF c = m_toCentre;
        const bool construct = m_ghost.kind == Highlight::Construct;
        if (construct) { // a building's outline: a house with its roof
            const qreal w = 0.34 * s, h = 0.26 * s;
            const QPolygonF house({c + QPointF(-w, h), c + QPointF(w, h), c + QPointF(w, -0.05 * s),
                                   c + QPointF(0, -h - 0.12 * s), c + QPointF(-w, -0.05 * s)});
            stroke([&] { painter->drawPolygon(house); });
        } else { // the target ring
            const qreal r = 0.62 * s;
            stroke([&] { painter->drawEllipse(c, r, r); });
        }
    }
    if (m_ghost.from == kNoSpace || m_ghost.to == kNoSpace || m_ghost.from == m_ghost.to) {
        if (m_ghost.from != kNoSpace && m_ghost.to == kNoSpace) { // an action on one stack (forced march)
            const qreal r = 0.55 * s;
            stroke([&] { painter->drawEllipse(m_fromCentre, r, r); });
        }
        return;
    }
    // The path arrow, from the stack that acts to its target ring.
    const QLineF path(m_fromCentre, m_toCentre);
    const qreal length = path.length();
    const QPointF unit = (m_toCentre - m_fromCentre) / length;
    const QPointF start = m_fromCentre + unit * qMin(0.3 * s, length * 0.2);
    const QPointF tip = m_toCentre - unit * qMin(0.62 * s, length * 0.4);
    const QPointF normal(-unit.y(), unit.x());
    const qreal head = 0.22 * s;
    const QPointF headBase = tip - unit * head;
    const QPolygonF arrowHead({tip, headBase + normal * head * 0.6, headBase - normal * head * 0.6});
    stroke([&] { painter->drawLine(start, headBase); });
    painter->setPen(QPen(halo, 0.03 * s));
    painter->setBrush(line);
    painter->drawPolygon(arrowHead);
}

} // namespace eko::ui
