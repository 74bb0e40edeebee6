// Saving games for the subcommands, reporting a failure with the file path; loading is in load_file.h.
#pragma once

#include "cli/command_line.h"
#include "cli/load_file.h"

#include "core/game.h"

#include <QString>

namespace eko::cli {

// On failure prints why and returns false; nothing is written then.
bool saveGameReporting(const CommandSpec &spec, const Game &game, const QString &path);

} // namespace eko::cli
