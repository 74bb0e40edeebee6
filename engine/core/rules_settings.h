// The rules settings a scenario may change (RULES §7); defaults as in the rules.
#pragma once

#include "core/terrain.h"

#include <array>

namespace eko {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
// VP a captive enemy Emperor is worth to the player holding it (RULES §1).
inline constexpr int kCaptiveEmperorValue = 3;

struct RulesSettings {
    int discsPerPlayer = 16;    // Emperor included
    int stackLimit = 4;
    int reinforcementMin = 1;
    int reinforcementMax = 3;
    int forcedMarchCost = 3;
    int victoryPoints = 12;
    std::array<int, kBuildingTypeCount> buildingSupply{5, 3, 1}; // villages, towers, castles
    int drawRounds = 50;

    friend bool operator==(const RulesSettings &, const RulesSettings &) = default;
};

} // namespace eko
