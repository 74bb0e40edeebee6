// What each player did over a game, counted from its record: turns, attacks, Emperors captured,
// buildings built and forced marches (the Game Details dialog and `eko-cli show --record`).
#pragma once

#include "core/game.h"
#include "core/game_tree.h"

#include <vector>

namespace eko {

struct PlayerSummary {
    int turns = 0;             // turns begun (the Emperor swap is no turn)
    int attacks = 0;           // attacks, kamikaze included
    int emperorsCaptured = 0;  // enemy Emperors taken captive by those attacks
    int buildingsBuilt = 0;    // constructions, upgrades and replacements included
    int forcedMarches = 0;
    friend bool operator==(const PlayerSummary &, const PlayerSummary &) = default;
};

// One summary per seat of the game.
std::vector<PlayerSummary> summarize(const Game &game);

// The turn of each action, numbered from 1 as the move list numbers them; 0 for the Emperor swap.
// A turn begins with the action phase (or with the first action after the swap, in a scenario that
// starts elsewhere).
std::vector<int> turnNumbers(const Game &game);
// The same for every node of a tree, indexed by NodeId (0 for the root and for ids not in the tree):
// the turn of the action leading to the node, counted along its path.
std::vector<int> turnNumbers(const GameTree &tree);

} // namespace eko
