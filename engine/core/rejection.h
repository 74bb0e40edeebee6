// Why the rules refuse an action: a code with its parameters, and its English text.
// A user interface translates the code itself; describe() is the English reference.
#pragma once

#include "core/board.h"

#include <string>

namespace eko {

// The comment after each code says what its parameters hold.
enum class RejectionCode {
    GameOver,                // -
    NoSuchSpace,             // - : the action names a space that is not on the board
    SwapPhase,               // - : setup; only "swap" or "noswap" now
    NotSwapPhase,            // - : the Emperor swap is over
    NotActionPhase,          // - : the action is over; forced march or reinforcement now
    NotYourEmperor,          // a: the space named as holding your Emperor
    SwapTargetNotYours,      // b: the space that should hold another disc of yours
    NoStack,                 // a: the space that holds no stack
    NotYourStack,            // a: the space, n1: its owner
    SameSpace,               // a
    DestinationNotDesert,    // b, n1: its terrain (Terrain)
    NoPath,                  // a, b
    RegroupTooLarge,         // a, b, n1: moving size, n2: target size, n3: stack limit
    AttackOwnStack,          // a, b
    AttackEmptySpace,        // a, b
    AttackTooStrong,         // a, b, n1: your size, n2: target size, n3: 1 if your stack holds your Emperor
    NotASite,                // b: the space, n1: its terrain
    TerrainForbids,          // b: the site, n1: its terrain, n2: the building type
    NoneInSupply,            // n2: the building type
    PayerNotAdjacent,        // a: the paying stack, b: the site
    NoStackNextToSite,       // b: the site; none of your stacks stands next to it (a click on the site)
    NotEnoughDiscs,          // a: the paying stack, n1: discs it can sacrifice (Emperor excluded), n2: building type
    UpgradeNotHigher,        // b: the site, n1: your building there, n2: the building type
    ReplaceTooLow,           // b: the site, n1: their building there, n2: the building type, n3: its owner
    MarchNotNow,             // - : a forced march follows the turn's first action
    MarchAlreadyUsed,        // -
    MarchReserveTooSmall,    // n1: discs in reserve (Emperor excluded), n2: the cost
    ReinforceNotNow,         // -
    ReinforceCount,          // n1: the count asked, n2: minimum, n3: maximum
    ReserveTooSmall,         // n1: the count asked, n2: discs in reserve
    ReinforceNearEnemyBuilding, // a: your stack, b: the opponent's building next to it
    ReinforceOverLimit,      // a, n1: stack size, n2: the count asked, n3: stack limit
    EndNotNow,               // - : "end" only declines a forced march when no reinforcement is possible
    ReinforcementPossible,   // - : a reinforcement is possible, so it must be made
    PassNotAllowed,          // - : you have a legal action
    RecordFull,              // n1: the most actions the game record holds (core/game.h); the action is legal
};
inline constexpr int kRejectionCodeCount = static_cast<int>(RejectionCode::RecordFull) + 1;

struct Rejection {
    RejectionCode code = RejectionCode::GameOver;
    SpaceIndex a = kNoSpace;
    SpaceIndex b = kNoSpace;
    int n1 = 0;
    int n2 = 0;
    int n3 = 0;
    friend bool operator==(const Rejection &, const Rejection &) = default;
};

// English text of a rejection, with space names taken from the board.
std::string describe(const Rejection &r, const Board &board);
// Colour name of a seat in English: red, blue, yellow, green.
const char *playerColourName(int player);

} // namespace eko
