// The tooltip of a space; the words themselves come from text/explain.h (one word per idea).
#include "board/space_description.h"

#include "text/explain.h"

#include <QStringList>

namespace eko::ui {

using namespace eko::text; // the engine's words, translated

QString SpaceDescription::describe(const Board &board, SpaceIndex space, const Stack &stack, const Building &building)
{
    if (space < 0 || space >= board.spaceCount())
        return {};
    const Terrain terrain = board.terrain(space);
    QStringList lines;
    //: Tooltip title of a space: %1 its name in notation (e.g. c4), %2 its terrain.
    lines << tr("%1 — %2").arg(spaceName(board, space), terrainName(terrain));
    if (terrain == Terrain::Chasm)
        //: Tooltip of a chasm space.
        lines << tr("Impassable");
    if (!stack.empty()) {
        if (stack.emperor)
            //: Tooltip: %1 is the player colour, %2 the number of discs ("3 discs").
            lines << tr("Stack: %1, %2, Emperor included").arg(colourName(stack.owner), discCount(stack.size));
        else
            //: Tooltip: %1 is the player colour, %2 the number of discs ("3 discs").
            lines << tr("Stack: %1, %2").arg(colourName(stack.owner), discCount(stack.size));
    }
    if (!building.empty()) {
        if (terrain == Terrain::Capital)
            //: Tooltip: %1 is the building, %2 the player colour; on a capital the building is a palace.
            lines << tr("Building: %1 (%2), palace").arg(buildingName(building.type), colourName(building.owner));
        else
            //: Tooltip: %1 is the building, %2 the player colour.
            lines << tr("Building: %1 (%2)").arg(buildingName(building.type), colourName(building.owner));
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
