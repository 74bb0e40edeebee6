// eko-cli bench --tree: the game tree at its largest (as many actions as the record holds, in many
// branches): its memory per node and in all, the time to go to any node, to replay the line to one,
// and to save and load the tree. Figures are printed, never checked.
#pragma once

#include "cli/command_line.h"

namespace eko::cli {

// Measures on the standard board for `players` and on the boards whose trees are the largest the
// format allows; returns the exit code.
int runTreeBench(const CommandSpec &spec, int players);

} // namespace eko::cli
