// Hand-made positions where the analysis must find something (issue 21): a one-action win by points
// or by elimination, an Emperor left attackable, a reinforcement that loses the Emperor. Shared by
// the analysis's tests, the Emperor-loss test, the MCTS player's test and the teaching game.
#pragma once

#include "common/positions.h"

namespace eko::testing {

// Blue has 10 VP with a palace and a stack of three (its Emperor among them) next to an empty reg
// at e5: a tower there wins on blue's turn, and red cannot stop it. Red has no reserve (no forced
// march), so red must win with this action or lose.
inline void addBluesThreat(PositionBuilder &b)
{
    b.build("a6", 1, BuildingType::Castle).build("b6", 1, BuildingType::Tower).build("c6", 1, BuildingType::Tower);
    b.build("d6", 1, BuildingType::Village).build("e6", 1, BuildingType::Village).build("f6", 1, BuildingType::Village);
    b.place("f5", 1, 3, true);
    b.remove(0, b.position().player(0).reserve);
}

// Red has 10 VP (castle, two towers, three villages) and a stack of three next to the empty capital
// b2: only a tower there (12 VP with a palace) wins at once.
inline Position pointsWinPosition()
{
    PositionBuilder b(boardFromRows({"mrrroo", ".C....", "......", "......", "....r.", "Cmrroo"}));
    b.build("a1", 0, BuildingType::Castle).build("b1", 0, BuildingType::Tower).build("c1", 0, BuildingType::Tower);
    b.build("d1", 0, BuildingType::Village).build("e1", 0, BuildingType::Village).build("f1", 0, BuildingType::Village);
    b.place("c2", 0, 3).place("e3", 0, 1, true).place("a4", 0, 2);
    addBluesThreat(b);
    return b;
}

// Blue's last stack is the stack of three; red's stack of four can reach it: taking it wins.
inline Position eliminationPosition()
{
    PositionBuilder b(boardFromRows({"......", "......", "......", "......", "....r.", "Cmrroo"}));
    b.place("a1", 0, 4).place("a3", 0, 2, true);
    addBluesThreat(b);
    return b;
}

// Blue's 9 VP with a palace (a castle on the capital b1, three towers): taking red's Emperor (3 VP)
// wins for blue.
inline PositionBuilder bluesNineWithAPalace()
{
    PositionBuilder b(boardFromRows({"Cmrr..", "......", "......", "......"}));
    b.build("a1", 1, BuildingType::Tower).build("b1", 1, BuildingType::Castle).build("c1", 1, BuildingType::Tower);
    b.build("d1", 1, BuildingType::Tower);
    return b;
}

// Blue has 9 VP with a palace: taking red's Emperor (3 VP) wins. Red's Emperor stands alone where
// blue's stacks reach it; red has no reserve, so only red's action can save it.
inline Position emperorInDangerPosition()
{
    PositionBuilder b = bluesNineWithAPalace();
    b.place("c3", 0, 1, true).place("a4", 0, 2).place("f2", 0, 1);
    b.place("f4", 1, 2).place("f1", 1, 1, true);
    b.remove(0, b.position().player(0).reserve).remove(1, b.position().player(1).reserve);
    return b;
}

// The same threat at red's reinforcement: red's Emperor is in a stack of two that blue's stack of
// three can take (9 VP + 3: blue wins), and red has one disc to bring back. Only onto the Emperor's
// stack (three against three: no attack) does it save the game.
inline Position reinforcementPosition()
{
    PositionBuilder b = bluesNineWithAPalace();
    b.place("c3", 0, 2, true).place("a4", 0, 1).place("f2", 0, 1);
    b.place("f4", 1, 3).place("f1", 1, 1, true);
    b.remove(0, b.position().player(0).reserve - 1).remove(1, b.position().player(1).reserve);
    b.phase(Phase::Reinforcement);
    return b;
}

} // namespace eko::testing
