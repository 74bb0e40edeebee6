// Board geometry for pointy-top hexes: where a space sits in the scene and the hexagon's outline.
#pragma once

#include "core/board.h"

#include <QPointF>
#include <QPolygonF>
#include <QRectF>

namespace eko::ui {

// Circumradius of a hex in scene units; everything on the board is drawn relative to it.
inline constexpr qreal kHexSize = 100.0;

// Centre of the hex at axial (q, r): x = size·√3·(q + r/2), y = size·1.5·r.
QPointF hexCenter(Hex hex, qreal size = kHexSize);
// The hex holding a scene point, on a board or not (cube rounding of its axial coordinates).
Hex hexAt(QPointF point, qreal size = kHexSize);
// The six corners of a pointy-top hex centred on the origin, `inset` scene units inside the edge.
QPolygonF hexPolygon(qreal size = kHexSize, qreal inset = 0.0);
// The hex's bounding box centred on the origin: √3·size wide, 2·size high.
QRectF hexBounds(qreal size = kHexSize);
// The scene rectangle holding every space of the board (empty board: a null rectangle).
QRectF boardBounds(const Board &board, qreal size = kHexSize);

} // namespace eko::ui
