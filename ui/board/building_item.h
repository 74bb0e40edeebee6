// A building on a construction site: its art for type and owner, and the palace mark on a capital.
#pragma once

#include "board/board_item_types.h"
#include "core/position.h"

#include <QGraphicsItem>

namespace eko::ui {

class ArtCache;

class BuildingItem : public QGraphicsItem {
public:
    enum { Type = BuildingItemType };

    BuildingItem(SpaceIndex space, ArtCache &art);

    int type() const override { return Type; }
    SpaceIndex space() const { return m_space; }

    // What the item shows; an empty building hides the item.
    const Building &building() const { return m_building; }
    PlayerIndex owner() const { return m_building.owner; }
    BuildingType buildingType() const { return m_building.type; }
    bool palace() const { return m_palace; }
    void setBuilding(const Building &building, bool palace);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ArtCache &m_art;
    SpaceIndex m_space;
    Building m_building;
    bool m_palace = false;
};

} // namespace eko::ui
