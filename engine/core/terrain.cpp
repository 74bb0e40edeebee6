// The identifiers of terrains and buildings in files, and a building's letter in notation.
#include "core/terrain.h"

namespace eko {

namespace {
constexpr std::array<std::string_view, kTerrainCount> kTerrainIds{"desert", "chasm", "oasis", "reg", "mesa", "capital"};
constexpr std::array<std::string_view, kBuildingTypeCount> kBuildingIds{"village", "tower", "castle"};
} // namespace

std::string_view terrainId(Terrain t) { return kTerrainIds[static_cast<int>(t)]; }

std::optional<Terrain> terrainFromId(std::string_view id)
{
    for (int i = 0; i < kTerrainCount; ++i)
        if (kTerrainIds[i] == id)
            return static_cast<Terrain>(i);
    return std::nullopt;
}

std::string_view buildingId(BuildingType b) { return kBuildingIds[static_cast<int>(b)]; }

std::optional<BuildingType> buildingFromId(std::string_view id)
{
    for (int i = 0; i < kBuildingTypeCount; ++i)
        if (kBuildingIds[i] == id)
            return static_cast<BuildingType>(i);
    return std::nullopt;
}

char buildingLetter(BuildingType b) { return "VTC"[static_cast<int>(b)]; }

} // namespace eko
