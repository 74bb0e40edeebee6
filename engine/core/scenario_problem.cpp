// English texts of scenario problems (the reference for translations in engine/text/explain.cpp).
#include "core/scenario_problem.h"

#include "core/rejection.h"
#include "core/terrain.h"

namespace eko {

namespace {

std::string plural(int n, const char *one, const char *many)
{
    return std::to_string(n) + ' ' + (n == 1 ? one : many);
}

std::string building(int type)
{
    return type >= 0 && type < kBuildingTypeCount ? std::string(buildingId(static_cast<BuildingType>(type))) : "?";
}

std::string terrain(int t)
{
    return t >= 0 && t < kTerrainCount ? std::string(terrainId(static_cast<Terrain>(t))) : "?";
}

} // namespace

std::string describe(const ScenarioProblem &p, const Board *board)
{
    const std::string space
        = board && p.space >= 0 && p.space < board->spaceCount() ? board->spaceName(p.space) : std::string("?");
    const std::string who = playerColourName(p.player);
    using C = ScenarioProblemCode;
    switch (p.code) {
    case C::PlayerCount: return "players must be 2, 3 or 4, not " + std::to_string(p.n1);
    case C::DiscsPerPlayer: return "discs per player must be from 1 to 1000";
    case C::StackLimit: return "the stack limit must be from 2 to 100";
    case C::ReinforcementOrder: return "reinforcement needs 1 <= minimum <= maximum";
    case C::ReinforcementMax: return "the reinforcement maximum must be at most 100";
    case C::ForcedMarchCost: return "the forced march cost must be from 0 to 1000";
    case C::VictoryPoints: return "the VP to win must be from 1 to 10000";
    case C::DrawRounds: return "the rounds without progress before a draw must be from 1 to 100000";
    case C::BuildingSupply: return "the " + building(p.n1) + " supply must be from 0 to 1000";
    case C::NoSpaces: return "the board has no spaces";
    case C::DiscsDoNotFit:
        return plural(p.n1, "disc does", "discs do") + " not fit on " + std::to_string(p.n2) + " desert spaces";
    case C::PositionPlayerCount: return "the position is for another number of players";
    case C::StackOwner: return "the stack on " + space + " belongs to no player of this game";
    case C::StackTerrain:
        return "the stack on " + space + " stands on " + terrain(p.n1) + "; stacks stand only on desert";
    case C::StackTooTall:
        return "the stack on " + space + " has " + plural(p.n1, "disc", "discs") + "; the stack limit is "
            + std::to_string(p.n2);
    case C::BuildingOwner: return "the building on " + space + " belongs to no player of this game";
    case C::BuildingTerrain: return "a " + building(p.n1) + " may not stand on " + terrain(p.n2) + " (" + space + ")";
    case C::EmperorCount:
        return who + " has " + plural(p.n1, "Emperor", "Emperors") + "; every player has exactly one";
    case C::OwnEmperorCaptive: return who + " holds their own Emperor captive";
    case C::CaptiveOfAbsentPlayer: return who + " holds the Emperor of a player who is not in this game";
    case C::NegativeCount: return who + " has a negative reserve or removed count";
    case C::DiscTotal:
        return who + " has " + plural(p.n1, "disc", "discs") + " in all; the settings give " + std::to_string(p.n2);
    case C::SupplyTotal:
        return who + "'s " + building(p.n1) + "s in supply and on the board add up to " + std::to_string(p.n2)
            + "; the settings give " + std::to_string(p.n3);
    case C::StartsGameOver: return "a scenario cannot start with the game over";
    case C::ToMoveNotInGame: return "the player to move is not in this game";
    case C::ToMoveIsOut: return "the player to move has no disc on the board";
    case C::TooFewPlayersIn: return "at least two players need discs on the board";
    case C::StartsWon:
        return who + " already has " + std::to_string(p.n1) + " VP of the " + std::to_string(p.n2)
            + " needed and a palace: the game would be won before it starts";
    case C::CaptivesNotExchanged:
        return who + " and " + playerColourName(p.n1)
            + " hold each other's Emperor; play would have exchanged them (RULES §5)";
    }
    return "?";
}

} // namespace eko
