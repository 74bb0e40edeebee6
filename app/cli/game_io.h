// Loading and saving games and scenarios for the subcommands, reporting every problem with the file path.
#pragma once

#include "cli/command_line.h"

#include "core/game.h"
#include "core/scenario.h"

#include <QString>

#include <optional>

namespace eko::cli {

// On failure prints "eko-cli <command>: <path>: <problem>" for every problem and returns nothing.
std::optional<Game> loadGameReporting(const CommandSpec &spec, const QString &path);
std::optional<Scenario> loadScenarioReporting(const CommandSpec &spec, const QString &path);
// On failure prints why and returns false.
bool saveGameReporting(const CommandSpec &spec, const Game &game, const QString &path);

// "no such file" or "is a directory" when `path` is not a readable file, else empty.
QString missingFileProblem(const QString &path);

} // namespace eko::cli
