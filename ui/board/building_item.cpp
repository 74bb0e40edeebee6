// A building on a construction site, with the palace mark on a capital.
#include "board/building_item.h"

#include "look/art_cache.h"
#include "look/palette.h"
#include "board/hex_layout.h"

namespace eko::ui {

namespace {
constexpr qreal s = kHexSize;
// Building box: 0.72 of the hex width, lifted a little; the palace mark at its upper right.
constexpr qreal kBox = 0.72 * 1.7320508 * s;
const QRectF kBuildingRect(-kBox / 2, -kBox / 2 - 0.07 * s, kBox, kBox);
const QRectF kPalaceRect(0.14 * s, -0.7 * s, 0.42 * s, 0.42 * s);
} // namespace

BuildingItem::BuildingItem(SpaceIndex space, ArtCache &art)
    : m_art(art)
    , m_space(space)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kBuilding);
    // Painted once per zoom into a device-pixel cache: a full repaint is then a few blits.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    setVisible(false);
}

void BuildingItem::setBuilding(const Building &building, bool palace)
{
    if (building == m_building && palace == m_palace)
        return;
    m_building = building;
    m_palace = palace && !building.empty();
    setVisible(!building.empty());
    update();
}

QRectF BuildingItem::boundingRect() const
{
    return (kBuildingRect | kPalaceRect).adjusted(-2, -2, 2, 2);
}

void BuildingItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_building.empty())
        return;
    m_art.paint(painter, buildingArt(m_building.type, m_building.owner), kBuildingRect);
    if (m_palace)
        m_art.paint(painter, palaceMarkArt(), kPalaceRect);
}

} // namespace eko::ui
