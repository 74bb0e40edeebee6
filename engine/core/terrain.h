// Terrains of the board's spaces and the buildings that may stand on them (RULES §1–§2).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace eko {

enum class Terrain : std::uint8_t { Desert, Chasm, Oasis, Reg, Mesa, Capital };
inline constexpr int kTerrainCount = 6;

enum class BuildingType : std::uint8_t { Village, Tower, Castle };
inline constexpr int kBuildingTypeCount = 3;
inline constexpr std::array<BuildingType, 3> kBuildingTypes{BuildingType::Village, BuildingType::Tower,
                                                             BuildingType::Castle};

// Discs sacrificed to construct the building.
constexpr int buildingCost(BuildingType b) { return static_cast<int>(b) + 1; }
// Victory points the building is worth; also its value when replacing buildings.
constexpr int buildingValue(BuildingType b) { return static_cast<int>(b) + 1; }

constexpr bool isConstructionSite(Terrain t)
{
    return t == Terrain::Oasis || t == Terrain::Reg || t == Terrain::Mesa || t == Terrain::Capital;
}

constexpr bool terrainAllows(Terrain t, BuildingType b)
{
    switch (t) {
    case Terrain::Oasis: return b == BuildingType::Village;
    case Terrain::Reg: return b == BuildingType::Village || b == BuildingType::Tower;
    case Terrain::Mesa: return b == BuildingType::Tower || b == BuildingType::Castle;
    case Terrain::Capital: return true;
    case Terrain::Desert:
    case Terrain::Chasm: return false;
    }
    return false;
}

// Stable lower-case English identifiers, used in files and notation docs.
std::string_view terrainId(Terrain t);
std::optional<Terrain> terrainFromId(std::string_view id);
std::string_view buildingId(BuildingType b);
std::optional<BuildingType> buildingFromId(std::string_view id);
// Notation letter: V, T or C.
char buildingLetter(BuildingType b);

} // namespace eko
