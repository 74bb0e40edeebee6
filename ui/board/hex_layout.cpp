// Board geometry for pointy-top hexes.
#include "board/hex_layout.h"

#include <QtMath>

namespace eko::ui {

namespace {
const qreal kSqrt3 = qSqrt(3.0);
}

QPointF hexCenter(Hex hex, qreal size)
{
    return {size * kSqrt3 * (hex.q + hex.r / 2.0), size * 1.5 * hex.r};
}

Hex hexAt(QPointF point, qreal size)
{
    const qreal q = (kSqrt3 / 3.0 * point.x() - point.y() / 3.0) / size;
    const qreal r = (2.0 / 3.0 * point.y()) / size;
    const qreal s = -q - r;
    qreal rq = qRound(q), rr = qRound(r), rs = qRound(s);
    const qreal dq = qAbs(rq - q), dr = qAbs(rr - r), ds = qAbs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return Hex{int(rq), int(rr)};
}

QPolygonF hexPolygon(qreal size, qreal inset)
{
    // The inset is measured across the edge; the corners move by inset / cos 30°.
    const qreal radius = qMax<qreal>(0.0, size - inset * 2.0 / kSqrt3);
    QPolygonF polygon;
    for (int k = 0; k < 6; ++k) {
        const qreal angle = qDegreesToRadians(60.0 * k - 90.0); // first corner at the top
        polygon << QPointF(radius * qCos(angle), radius * qSin(angle));
    }
    polygon << polygon.first();
    return polygon;
}

QRectF hexBounds(qreal size)
{
    const qreal width = size * kSqrt3;
    return {-width / 2.0, -size, width, 2.0 * size};
}

QRectF boardBounds(const Board &board, qreal size)
{
    QRectF bounds;
    for (const Space &space : board.spaces())
        bounds |= hexBounds(size).translated(hexCenter(space.hex, size));
    return bounds;
}

} // namespace eko::ui
