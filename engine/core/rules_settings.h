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

// The range of one rules setting: what a scenario may hold (scenarioProblems()) and what the
// editor offers. Besides its range, the reinforcement minimum may not exceed the maximum.
struct RulesSettingLimits {
    int RulesSettings::*field; // null: the building supply of `building`
    int building;              // BuildingType, for a building supply; else -1
    int minimum;
    int maximum;
};

// Every rules setting with its range, in the order of docs/FILE-FORMAT.md §2.2.
inline constexpr int kRulesSettingCount = 10;
inline constexpr std::array<RulesSettingLimits, kRulesSettingCount> kRulesSettingLimits{{
    {&RulesSettings::discsPerPlayer, -1, 1, 1000},
    {&RulesSettings::stackLimit, -1, 2, 100},
    {&RulesSettings::reinforcementMin, -1, 1, 100},
    {&RulesSettings::reinforcementMax, -1, 1, 100},
    {&RulesSettings::forcedMarchCost, -1, 0, 1000},
    {&RulesSettings::victoryPoints, -1, 1, 10000},
    {nullptr, 0, 0, 1000}, // villages
    {nullptr, 1, 0, 1000}, // towers
    {nullptr, 2, 0, 1000}, // castles
    {&RulesSettings::drawRounds, -1, 1, 100000},
}};

// The limits of one field, by its member pointer (a setting of kRulesSettingLimits).
constexpr const RulesSettingLimits &rulesSettingLimits(int RulesSettings::*field)
{
    for (const RulesSettingLimits &limits : kRulesSettingLimits)
        if (limits.field == field)
            return limits;
    return kRulesSettingLimits[0]; // never: every field has its row
}

// The limits of the building supply setting of one building type.
constexpr const RulesSettingLimits &buildingSupplyLimits(int building)
{
    for (const RulesSettingLimits &limits : kRulesSettingLimits)
        if (!limits.field && limits.building == building)
            return limits;
    return kRulesSettingLimits[0]; // never: every building type has its row
}

// The value of setting `index` of kRulesSettingLimits.
inline int &rulesSetting(RulesSettings &settings, int index)
{
    const RulesSettingLimits &limits = kRulesSettingLimits[static_cast<size_t>(index)];
    return limits.field ? settings.*limits.field : settings.buildingSupply[static_cast<size_t>(limits.building)];
}
inline int rulesSetting(const RulesSettings &settings, int index)
{
    const RulesSettingLimits &limits = kRulesSettingLimits[static_cast<size_t>(index)];
    return limits.field ? settings.*limits.field : settings.buildingSupply[static_cast<size_t>(limits.building)];
}

} // namespace eko
