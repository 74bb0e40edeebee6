// Marks of the selected stack and of the spaces its actions reach, one shape per kind.
#include "board/highlight_item.h"

#include "look/palette.h"
#include "board/hex_layout.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace eko::ui {

namespace {

constexpr qreal s = kHexSize;
const QPointF kBadgeCentre(0.5 * s, -0.3 * s);
constexpr qreal kBadgeRadius = 0.2 * s;
const QColor kInk(25, 20, 15);

// A hex outline drawn twice: a dark halo under the coloured line so it reads on any terrain.
void outlineHex(QPainter *painter, const QColor &colour, qreal inset, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    const QPolygonF hex = hexPolygon(kHexSize, inset);
    QColor halo = kInk;
    halo.setAlpha(150);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(halo, width + 0.05 * s, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolygon(hex);
    QPen pen(colour, width, style, Qt::FlatCap, Qt::RoundJoin);
    painter->setPen(pen);
    painter->drawPolygon(hex);
}

void badge(QPainter *painter, const QColor &colour)
{
    painter->setPen(QPen(colour, 0.03 * s));
    painter->setBrush(QColor(28, 24, 20, 235));
    painter->drawEllipse(kBadgeCentre, kBadgeRadius, kBadgeRadius);
}

void crossedSwords(QPainter *painter, const QColor &colour)
{
    const QPointF c = kBadgeCentre;
    const qreal r = kBadgeRadius * 0.62;
    painter->setPen(QPen(colour, 0.045 * s, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
    painter->drawLine(c + QPointF(r, -r), c + QPointF(-r, r));
    // Cross-guards near the hilts.
    const qreal g = r * 0.45;
    painter->drawLine(c + QPointF(r * 0.45 - g, r * 0.45 + g) + QPointF(0, 0), c + QPointF(r * 0.45 + g, r * 0.45 - g));
    painter->drawLine(c + QPointF(-r * 0.45 - g, r * 0.45 - g), c + QPointF(-r * 0.45 + g, r * 0.45 + g));
}

void burst(QPainter *painter, const QColor &colour)
{
    QPolygonF star;
    for (int k = 0; k < 16; ++k) {
        const qreal radius = kBadgeRadius * (k % 2 ? 0.32 : 0.72);
        const qreal a = qDegreesToRadians(22.5 * k - 90.0);
        star << kBadgeCentre + QPointF(radius * qCos(a), radius * qSin(a));
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    painter->drawPolygon(star);
}

void hammer(QPainter *painter, const QColor &colour)
{
    const QPointF c = kBadgeCentre;
    const qreal r = kBadgeRadius;
    painter->save();
    painter->translate(c);
    painter->rotate(-40);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    painter->drawRoundedRect(QRectF(-0.08 * r, -0.35 * r, 0.16 * r, 0.95 * r), 0.05 * r, 0.05 * r);
    painter->drawRoundedRect(QRectF(-0.45 * r, -0.62 * r, 0.9 * r, 0.32 * r), 0.06 * r, 0.06 * r);
    painter->restore();
}

void plus(QPainter *painter, const QColor &colour)
{
    const QPointF c = kBadgeCentre;
    const qreal r = kBadgeRadius * 0.6;
    painter->setPen(QPen(colour, 0.06 * s, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(c + QPointF(-r, 0), c + QPointF(r, 0));
    painter->drawLine(c + QPointF(0, -r), c + QPointF(0, r));
}

void swapArrows(QPainter *painter, const QColor &colour)
{
    const QPointF c = kBadgeCentre;
    const qreal r = kBadgeRadius * 0.62;
    const qreal a = r * 0.45;
    painter->setPen(QPen(colour, 0.035 * s, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::NoBrush);
    const qreal y1 = -r * 0.35, y2 = r * 0.35;
    painter->drawLine(c + QPointF(-r, y1), c + QPointF(r, y1));
    painter->drawPolyline(QPolygonF({c + QPointF(r - a, y1 - a), c + QPointF(r, y1), c + QPointF(r - a, y1 + a)}));
    painter->drawLine(c + QPointF(r, y2), c + QPointF(-r, y2));
    painter->drawPolyline(QPolygonF({c + QPointF(-r + a, y2 - a), c + QPointF(-r, y2), c + QPointF(-r + a, y2 + a)}));
}

} // namespace

HighlightItem::HighlightItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kHighlight);
}

void HighlightItem::show(SpaceIndex space, Highlight kind, QPointF centre)
{
    if (space != m_space || kind != m_kind) {
        m_space = space;
        m_kind = kind;
        update();
    }
    setPos(centre);
    setVisible(true);
}

QRectF HighlightItem::boundingRect() const
{
    return hexBounds().adjusted(-0.06 * s, -0.06 * s, 0.06 * s, 0.06 * s);
}

void HighlightItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor colour = highlightColor(m_kind);
    switch (m_kind) {
    case Highlight::Selected: {
        QColor glow = colour;
        glow.setAlpha(90);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(glow, 0.2 * s, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPolygon(hexPolygon(kHexSize, 0.1 * s));
        outlineHex(painter, colour, 0.06 * s, 0.08 * s);
        break;
    }
    case Highlight::Move: {
        // A dot on the empty space the stack can move to.
        painter->setPen(QPen(kInk, 0.035 * s));
        painter->setBrush(colour);
        painter->drawEllipse(QPointF(0, 0), 0.15 * s, 0.15 * s);
        break;
    }
    case Highlight::Regroup: {
        // A ring round the friendly stack it can join, clear of the stack's size badge.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(kInk, 0.11 * s));
        painter->drawEllipse(QPointF(0, 0), 0.79 * s, 0.79 * s);
        painter->setPen(QPen(colour, 0.06 * s));
        painter->drawEllipse(QPointF(0, 0), 0.79 * s, 0.79 * s);
        break;
    }
    case Highlight::Attack:
        outlineHex(painter, colour, 0.07 * s, 0.07 * s);
        badge(painter, colour);
        crossedSwords(painter, colour);
        break;
    case Highlight::Kamikaze:
        outlineHex(painter, colour, 0.07 * s, 0.07 * s, Qt::DashLine);
        badge(painter, colour);
        burst(painter, colour);
        break;
    case Highlight::Construct: {
        // A dashed square frame round the site, and a hammer.
        const QRectF frame(-0.5 * s, -0.52 * s, 1.0 * s, 1.0 * s);
        painter->setBrush(Qt::NoBrush);
        QColor halo = kInk;
        halo.setAlpha(150);
        painter->setPen(QPen(halo, 0.1 * s, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->drawRect(frame);
        painter->setPen(QPen(colour, 0.055 * s, Qt::DashLine, Qt::FlatCap, Qt::MiterJoin));
        painter->drawRect(frame);
        badge(painter, colour);
        hammer(painter, colour);
        break;
    }
    case Highlight::Reinforce:
        outlineHex(painter, colour, 0.07 * s, 0.05 * s, Qt::DotLine);
        badge(painter, colour);
        plus(painter, colour);
        break;
    case Highlight::Swap:
        outlineHex(painter, colour, 0.07 * s, 0.05 * s, Qt::DashDotLine);
        badge(painter, colour);
        swapArrows(painter, colour);
        break;
    }
}

} // namespace eko::ui
