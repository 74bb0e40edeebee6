// The rules of Ekö (RULES §4–§6): legal actions, why an action is refused, and its effect.
#pragma once

#include "core/action.h"
#include "core/position.h"
#include "core/rejection.h"

#include <optional>
#include <vector>

namespace eko::rules {

// Every legal action of the player to move, in generation order (empty when the game is over).
std::vector<Action> legalActions(const Position &pos);
// The same, into a caller-owned vector (cleared first) to avoid allocation in loops.
void legalActions(const Position &pos, std::vector<Action> &out);

// A move written with '-' onto an enemy stack is the attack it names; everything else is unchanged.
Action canonical(const Position &pos, Action action);

// Nothing when the action is legal in this position, else why not. The action is read through
// canonical() first, so "c4-e5" onto an enemy stack is checked as the attack "c4xe5".
std::optional<Rejection> check(const Position &pos, const Action &action);

// Plays a legal action, read through canonical() like check() does (check() first: an illegal
// action gives an unspecified position), and
// moves the game on: end-of-game checks, Emperor exchange, phases, turns.
void apply(Position &pos, const Action &action);
Position applied(const Position &pos, const Action &action);

// Kind of an attack in this position: true when it is a kamikaze.
bool isKamikaze(const Position &pos, const Action &attack);

} // namespace eko::rules
