// Whether an action loses its player's Emperor: for the teaching game, which says so ("This loses
// your Emperor: c4xd5 was better.") when the action played does and the better one does not.
#pragma once

#include "core/action.h"
#include "core/position.h"

namespace eko::ai {

// Player p's Emperor is lost in `pos`: held captive, or standing in a stack that an opponent can
// attack with one action of their own (each opponent still in asked as if their turn began now;
// what p may still do in the rest of their own turn is not looked at). Not lost when the game is
// over without it being captive, nor when it is in p's reserve.
bool emperorLost(const Position &pos, PlayerIndex p);

// `action`, legal in `before`, loses the Emperor of the player to move there: emperorLost() after it.
bool losesEmperor(const Position &before, const Action &action);

// What the teaching game says: `played` loses the Emperor and `better` does not, with the game going
// on after it (a better action that wins at once is told as the win missed, not as the Emperor kept:
// after any other action the Emperor may well be within reach too).
bool emperorLostInsteadOf(const Position &before, const Action &played, const Action &better);

} // namespace eko::ai
