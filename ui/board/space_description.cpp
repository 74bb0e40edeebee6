// Translated words for the board and the tooltip of a space.
#include "space_description.h"

#include <QStringList>

namespace eko::ui {

QString SpaceDescription::terrainName(Terrain terrain)
{
    switch (terrain) {
    //: Terrain of a space.
    case Terrain::Desert: return tr("desert");
    //: Terrain of a space (impassable).
    case Terrain::Chasm: return tr("chasm");
    //: Terrain of a space (construction site).
    case Terrain::Oasis: return tr("oasis");
    //: Terrain of a space (stony plain; construction site).
    case Terrain::Reg: return tr("reg");
    //: Terrain of a space (construction site).
    case Terrain::Mesa: return tr("mesa");
    //: Terrain of a space (construction site where a building is a palace).
    case Terrain::Capital: return tr("capital");
    }
    return {};
}

QString SpaceDescription::seatName(PlayerIndex seat)
{
    switch (seat) {
    //: Player colour.
    case 0: return tr("red");
    //: Player colour.
    case 1: return tr("blue");
    //: Player colour.
    case 2: return tr("yellow");
    //: Player colour.
    case 3: return tr("green");
    default: return {};
    }
}

QString SpaceDescription::buildingName(BuildingType type)
{
    switch (type) {
    //: Building.
    case BuildingType::Village: return tr("village");
    //: Building.
    case BuildingType::Tower: return tr("tower");
    //: Building.
    case BuildingType::Castle: return tr("castle");
    }
    return {};
}

QString SpaceDescription::describe(const Board &board, SpaceIndex space, const Stack &stack, const Building &building)
{
    if (space < 0 || space >= board.spaceCount())
        return {};
    const Terrain terrain = board.terrain(space);
    QStringList lines;
    //: Tooltip title of a space: its name in notation (e.g. c4) and its terrain.
    lines << tr("%1 — %2").arg(QString::fromStdString(board.spaceName(space)), terrainName(terrain));
    if (terrain == Terrain::Chasm)
        //: Tooltip of a chasm space.
        lines << tr("Impassable");
    if (!stack.empty()) {
        if (stack.emperor)
            //: Tooltip: %1 is the player colour, %n the number of discs.
            lines << tr("Stack: %1, %n disc(s), Emperor included", nullptr, stack.size).arg(seatName(stack.owner));
        else
            //: Tooltip: %1 is the player colour, %n the number of discs.
            lines << tr("Stack: %1, %n disc(s)", nullptr, stack.size).arg(seatName(stack.owner));
    }
    if (!building.empty()) {
        const bool palace = terrain == Terrain::Capital;
        if (palace)
            //: Tooltip: %1 is the building, %2 the player colour; on a capital the building is a palace.
            lines << tr("Building: %1 (%2), palace").arg(buildingName(building.type), seatName(building.owner));
        else
            //: Tooltip: %1 is the building, %2 the player colour.
            lines << tr("Building: %1 (%2)").arg(buildingName(building.type), seatName(building.owner));
    } else if (isConstructionSite(terrain)) {
        QStringList allowed;
        for (BuildingType type : kBuildingTypes)
            if (terrainAllows(terrain, type))
                allowed << buildingName(type);
        //: Tooltip of an empty construction site: %1 lists the buildings its terrain allows.
        lines << tr("Construction site: %1").arg(allowed.join(tr(", ", "list separator")));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace eko::ui
