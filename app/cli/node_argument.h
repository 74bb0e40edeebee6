// A node of a game tree named on the command line (show --at, play --from), in the addresses of
// core/node_path.h that `show --record` prints: "12", "12.2.3".
#pragma once

#include "cli/command_line.h"

#include "core/game_tree.h"

#include <QString>

#include <optional>

namespace eko::cli {

// One sentence for a command's help: how a node is written.
QString nodeAddressHelp();

// The node `text` (the value of --`option`) names in `tree`, read from the file `path`. A whole
// number K is the position after K actions of the main line, as before trees. Otherwise reports why
// (`unchanged` is added to the message, e.g. "; nothing written"), sets `exitCode` (ExitUsage when
// the text is no address at all, ExitFailure when the file has no such node) and returns nothing.
std::optional<NodeId> nodeArgument(const GameTree &tree, const QString &text, const QString &option,
                                   const CommandSpec &spec, const QString &path, const QString &unchanged,
                                   int &exitCode);

} // namespace eko::cli
