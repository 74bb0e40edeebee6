#include "core/rejection.h"

#include "core/terrain.h"

namespace eko {

const char *playerColourName(int player)
{
    static const char *const names[] = {"red", "blue", "yellow", "green"};
    return player >= 0 && player < 4 ? names[player] : "nobody";
}

namespace {

std::string plural(int n, const char *one, const char *many)
{
    return std::to_string(n) + ' ' + (n == 1 ? one : many);
}

std::string discs(int n) { return plural(n, "disc", "discs"); }

std::string building(int type)
{
    return type >= 0 && type < kBuildingTypeCount ? std::string(buildingId(static_cast<BuildingType>(type))) : "?";
}

std::string terrain(int t)
{
    return t >= 0 && t < kTerrainCount ? std::string(terrainId(static_cast<Terrain>(t))) : "?";
}

} // namespace

std::string describe(const Rejection &r, const Board &board)
{
    auto name = [&board](SpaceIndex s) {
        return s >= 0 && s < board.spaceCount() ? board.spaceName(s) : std::string("?");
    };
    const std::string a = name(r.a);
    const std::string b = name(r.b);
    switch (r.code) {
    case RejectionCode::GameOver: return "The game is over.";
    case RejectionCode::NoSuchSpace: return "That space is not on the board.";
    case RejectionCode::SwapPhase: return "The Emperor swap comes first: swap your Emperor with one of your discs, or decline.";
    case RejectionCode::NotSwapPhase: return "The Emperor swap is over.";
    case RejectionCode::NotActionPhase:
        return "Your action is over: a forced march or the reinforcement phase comes next.";
    case RejectionCode::NotYourEmperor: return "Your Emperor is not on " + a + ".";
    case RejectionCode::SwapTargetNotYours: return b + " holds no other disc of yours to swap with your Emperor.";
    case RejectionCode::NoStack: return "There is no stack on " + a + ".";
    case RejectionCode::NotYourStack: return "The stack on " + a + " is " + playerColourName(r.n1) + "'s, not yours.";
    case RejectionCode::SameSpace: return "A stack must leave its space: " + a + " is where it stands.";
    case RejectionCode::DestinationNotDesert:
        return "Stacks stand only on desert; " + b + " is " + terrain(r.n1) + ".";
    case RejectionCode::NoPath:
        return "No path of empty desert spaces leads from " + a + " to " + b + ".";
    case RejectionCode::RegroupTooLarge:
        return "Regrouping " + discs(r.n1) + " with " + discs(r.n2) + " would make " + discs(r.n1 + r.n2)
            + "; a stack holds at most " + std::to_string(r.n3) + ".";
    case RejectionCode::AttackOwnStack: return "You may not attack your own stack on " + b + ".";
    case RejectionCode::AttackEmptySpace: return "There is no stack to attack on " + b + ".";
    case RejectionCode::AttackTooStrong:
        return "The target stack has " + discs(r.n2) + "; yours has " + std::to_string(r.n1)
            + (r.n3 ? " with your Emperor." : " and no Emperor.");
    case RejectionCode::NotASite: return b + " is " + terrain(r.n1) + ", not a construction site.";
    case RejectionCode::TerrainForbids:
        return "A " + building(r.n2) + " may not be built on " + terrain(r.n1) + " (" + b + ").";
    case RejectionCode::NoneInSupply: return "Your building supply holds no " + building(r.n2) + ".";
    case RejectionCode::PayerNotAdjacent: return "Your stack on " + a + " is not next to " + b + ".";
    case RejectionCode::NotEnoughDiscs:
        return "A " + building(r.n2) + " costs "
            + discs(r.n2 >= 0 && r.n2 < kBuildingTypeCount ? buildingCost(static_cast<BuildingType>(r.n2)) : 0)
            + "; the stack on " + a + " can sacrifice only " + std::to_string(r.n1)
            + " (the Emperor is never sacrificed).";
    case RejectionCode::UpgradeNotHigher:
        return "Your " + building(r.n1) + " on " + b + " can only be replaced by a building of higher value, not a "
            + building(r.n2) + ".";
    case RejectionCode::ReplaceTooLow:
        return std::string(playerColourName(r.n3)) + "'s " + building(r.n1) + " on " + b
            + " can only be replaced by a building of at least the same value, not a " + building(r.n2) + ".";
    case RejectionCode::MarchNotNow: return "A forced march may only follow your turn's first action.";
    case RejectionCode::MarchAlreadyUsed: return "Only one forced march is allowed per turn.";
    case RejectionCode::MarchReserveTooSmall:
        return "A forced march costs " + discs(r.n2) + " from your reserve (not the Emperor); you have "
            + std::to_string(r.n1) + ".";
    case RejectionCode::ReinforceNotNow: return "Reinforcement comes after your action.";
    case RejectionCode::ReinforceCount:
        return "Reinforce with " + std::to_string(r.n2) + " to " + discs(r.n3) + ", not " + std::to_string(r.n1) + ".";
    case RejectionCode::ReserveTooSmall:
        return "Your reserve holds " + discs(r.n2) + ", fewer than " + std::to_string(r.n1) + ".";
    case RejectionCode::ReinforceNearEnemyBuilding:
        return "The stack on " + a + " is next to an opponent's building on " + b + " and may not be reinforced.";
    case RejectionCode::ReinforceOverLimit:
        return "The stack on " + a + " has " + discs(r.n1) + "; adding " + std::to_string(r.n2) + " would exceed "
            + std::to_string(r.n3) + ".";
    case RejectionCode::EndNotNow:
        return "\"end\" only declines a forced march when no reinforcement is possible.";
    case RejectionCode::ReinforcementPossible:
        return "A reinforcement is possible, so it must be made.";
    case RejectionCode::PassNotAllowed: return "You have a legal action, so you may not pass.";
    case RejectionCode::RecordFull:
        return "The game record is full: a game on this board holds at most " + plural(r.n1, "action", "actions")
            + ", so no further action can be played.";
    }
    return "Illegal action.";
}

} // namespace eko
