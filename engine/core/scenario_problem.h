// Why a scenario cannot be played: a code with its parameters, and its English text.
// A user interface translates the code itself; describe() is the English reference.
#pragma once

#include "core/board.h"

#include <string>

namespace eko {

// The comment after each code says what its parameters hold.
enum class ScenarioProblemCode {
    PlayerCount,            // n1: the number of players
    DiscsPerPlayer,         // - : rules.discsPerPlayer out of range
    StackLimit,             // - : rules.stackLimit out of range
    ReinforcementOrder,     // - : not 1 <= minimum <= maximum
    ReinforcementMax,       // - : the maximum is too large
    ForcedMarchCost,        // -
    VictoryPoints,          // -
    DrawRounds,             // -
    BuildingSupply,         // n1: the building type (BuildingType) whose supply setting is out of range
    NoSpaces,               // - : the board has no spaces
    DiscsDoNotFit,          // n1: the discs to place, n2: the desert spaces (random setup)
    PositionPlayerCount,    // - : the position is for another number of players
    StackOwner,             // space: a stack that belongs to no player of the game
    StackTerrain,           // space, n1: its terrain (Terrain)
    StackTooTall,           // space, n1: the stack's size, n2: the stack limit
    BuildingOwner,          // space: a building that belongs to no player of the game
    BuildingTerrain,        // space, n1: the building type, n2: the terrain
    EmperorCount,           // player, n1: their number of Emperors
    OwnEmperorCaptive,      // player
    CaptiveOfAbsentPlayer,  // player: holds the Emperor of a player not in the game
    NegativeCount,          // player: a negative reserve or removed count
    DiscTotal,              // player, n1: their discs in all, n2: the setting
    SupplyTotal,            // player, n1: the building type, n2: supply plus built, n3: the setting
    StartsGameOver,         // -
    ToMoveNotInGame,        // -
    ToMoveIsOut,            // - : the player to move has no disc on the board
    TooFewPlayersIn,        // - : fewer than two players have discs on the board
    StartsWon,              // player: meets the victory by points already, n1: their VP, n2: the VP to win
    CaptivesNotExchanged,   // player, n1: the other player; each holds the other's Emperor
    SwapsDone,              // - n1: the swaps done, n2: the players; in the Emperor swap, fewer than all have swapped
    SwapOutOfTurn,          // player: the player to move, n1: the swaps done, n2: the first player, n3: whose swap it is
    QuietTurns,             // - n1: the turns without progress, n2: rules::quietTurnsToDraw(), which they reach
};
inline constexpr int kScenarioProblemCodeCount = static_cast<int>(ScenarioProblemCode::QuietTurns) + 1;

struct ScenarioProblem {
    ScenarioProblemCode code = ScenarioProblemCode::NoSpaces;
    SpaceIndex space = kNoSpace;
    int player = -1;
    int n1 = 0;
    int n2 = 0;
    int n3 = 0;
    friend bool operator==(const ScenarioProblem &, const ScenarioProblem &) = default;
};

// English text of a problem; space names come from the board ("?" without one or off the board).
std::string describe(const ScenarioProblem &problem, const Board *board);

} // namespace eko
