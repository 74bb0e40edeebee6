// The rules of Ekö (RULES §4–§6): legal actions, why an action is refused, and its effect.
#pragma once

#include "core/action.h"
#include "core/position.h"
#include "core/random.h"
#include "core/rejection.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace eko::rules {

// Whose Emperor swap it is once `swapsDone` players have swapped or declined (RULES §3): the swap
// goes in seat order from the first player. swapsDone from 0 to players - 1.
inline PlayerIndex swappingPlayer(PlayerIndex firstPlayer, int swapsDone, int players)
{
    return (firstPlayer + swapsDone) % players;
}

// The turns in a row without attack, construction or forced march that end the game in a draw
// (RULES §6.3): the draw rounds times the players still in (counted as one when nobody is, so that
// even such a position has a count).
inline int quietTurnsToDraw(const Position &pos) { return pos.settings().drawRounds * std::max(pos.playersIn(), 1); }

// An action taken in `before` begins a turn (RULES §4): the first action of the action phase, or,
// in a record that starts elsewhere, its first action after the Emperor swap. `turnsSoFar`: the
// turns begun before it. The Emperor swap is no turn. Game Details, the action list and replay
// count turns by this alone.
inline bool startsTurn(const Position &before, int turnsSoFar)
{
    return before.phase() == Phase::FirstAction || (turnsSoFar == 0 && before.phase() != Phase::EmperorSwap);
}

// The position as the start of the same player's turn, for a scenario (which starts at the Emperor
// swap or at a turn's action): the action phase, no forced march used, no progress yet, no result.
// Everything on and beside the board stays as it is; a position in the swap is unchanged.
Position atTurnStart(Position pos);

// Every legal action of the player to move, in generation order (empty when the game is over).
std::vector<Action> legalActions(const Position &pos);
// The same, into a caller-owned vector (cleared first) to avoid allocation in loops.
void legalActions(const Position &pos, std::vector<Action> &out);

// A uniformly random legal action: exactly legalActions(pos)[random.below(count)], drawing the same
// number, but without listing the actions of action phases (the playouts' fast path). Nothing when
// the game is over.
std::optional<Action> randomLegalAction(const Position &pos, Random &random);

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

// ----- Queries for an interface that shows one stack at a time -----
// Each costs about one search of the board, however many legal actions the position has, and
// gives exactly the part of legalActions() it names (in an order of its own).
namespace eko::rules {

// The legal actions of the stack on `from`: the Emperor swaps from it, or its moves, regroups,
// attacks and the constructions it pays for. Cleared first; empty when it has none.
void legalActionsFrom(const Position &pos, SpaceIndex from, std::vector<Action> &out);
// The legal constructions on `site`, whichever stack pays. Cleared first.
void legalConstructionsOn(const Position &pos, SpaceIndex site, std::vector<Action> &out);
// The legal reinforcements of the stack on `space`, fewest discs first. Cleared first.
void legalReinforcementsOf(const Position &pos, SpaceIndex space, std::vector<Action> &out);
// The legal actions that name no space: decline the swap, forced march, end, pass. Cleared first.
void legalActionsWithoutSpace(const Position &pos, std::vector<Action> &out);
// The stacks that may be reinforced now, in board order. Cleared first.
void reinforceableStacks(const Position &pos, std::vector<SpaceIndex> &out);
// The most discs one reinforcement may bring now (0 when none is possible).
int mostReinforcement(const Position &pos);
// The player to move has a legal action (legalActions() is not empty).
bool anyLegalAction(const Position &pos);

} // namespace eko::rules
