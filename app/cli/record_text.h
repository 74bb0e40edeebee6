// The record of a game as numbered turns, each followed by the sentence of each of its actions, in
// the language of the installed translation (`eko-cli show --record`). A game with branches or
// notes shows every action's address (core/node_path.h), its mark and comment, and each branch
// indented under the action it leaves from.
#pragma once

#include "core/game_tree.h"

#include <QString>

namespace eko::cli {

// The whole tree. Without branches or notes, its actions as numbered turns, "1. Red: c4-d5, b3+2",
// each followed by one indented sentence per action (the Emperor swap first under its own heading);
// with branches or notes, every action with its address ("  12  Red moves…"), marks after the
// notation in the headings ("c4-d5!", "?" bad, "!?" interesting), comments on the lines after the
// sentence, and under each action the branches that leave after it, indented by four more spaces.
QString recordText(const GameTree &tree);
// The line from the start to `node` alone (no other branch), in the same form.
QString recordText(const GameTree &tree, NodeId node);

} // namespace eko::cli
