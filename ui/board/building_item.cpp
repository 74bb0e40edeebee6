// A building on a construction site, with the palace mark on a capital.
#include "building_item.h"

#include "art_cache.h"
#include "board_palette.h"
#include "hex_layout.h"

namespace eko::ui {

namespace {
constexpr qreal s = kHexSize;
const QRectF kBuildingRect(-0.52 * s, -0.46 * s, 1.04 * s, 1.04 * s);
const QRectF kPalaceRect(-0.2 * s, -0.9 * s, 0.4 * s, 0.4 * s);
} // namespace

BuildingItem::BuildingItem(SpaceIndex space, ArtCache &art)
    : m_art(art)
    , m_space(space)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kBuilding);
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
