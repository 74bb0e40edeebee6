// Type numbers and stacking order of the board's graphics items (for qgraphicsitem_cast and z-values).
#pragma once

#include <QGraphicsItem>

namespace eko::ui {

enum BoardItemType {
    SpaceItemType = QGraphicsItem::UserType + 1,
    StackItemType,
    BuildingItemType,
    HighlightItemType,
    SpaceMarkItemType,
    LastActionItemType,
    GhostActionItemType,
};

// Bottom to top: terrain, buildings, stacks, last action, an analysis's ghost actions, highlights,
// hover, keyboard focus.
namespace z {
inline constexpr qreal kSpace = 0;
inline constexpr qreal kBuilding = 2;
inline constexpr qreal kStack = 3;
inline constexpr qreal kLastAction = 4;
inline constexpr qreal kGhost = 4.5;
inline constexpr qreal kHighlight = 5;
inline constexpr qreal kHover = 6;
inline constexpr qreal kFocus = 7;
} // namespace z

} // namespace eko::ui
