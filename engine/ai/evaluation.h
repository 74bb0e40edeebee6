// The evaluation of a position used by the greedy player and at the MCTS depth cap; its terms
// are documented in docs/AI.md.
#pragma once

#include "core/position.h"

#include <array>

namespace eko::ai {

using Scores = std::array<double, kMaxPlayers>;

// Each player's score (higher is better), from VP, palace, material, Emperor safety and threats.
// A finished game scores ±kWinScore.
Scores evaluate(const Position &pos);
// p's score minus the best score among the other players.
double advantage(const Scores &scores, int players, PlayerIndex p);
// Each player's reward in [0, 1]: 1 for a win, 0 for a loss, 1/players for a draw; for a game in
// progress a logistic of the advantage.
Scores rewards(const Position &pos);

inline constexpr double kWinScore = 10000.0;

// Which stacks an enemy stack could attack with its owner's next action (whoever is to move).
// Empty on boards too large for bit sets.
struct Threats {
    SpaceSet attacked;                               // stacks some enemy can attack now
    std::array<int, kMaxPlayers> discsAttacked{};    // discs of p in those stacks
    std::array<bool, kMaxPlayers> emperorAttacked{}; // p's Emperor stack is among them
    std::array<int, kMaxPlayers> discsThreatened{};  // enemy discs p's stacks can attack
};
Threats threats(const Position &pos);

} // namespace eko::ai
