// The --seed option the subcommands share: a seed given in decimal digits (as game files write
// it), or one drawn from the system's random source when the option is absent.
#pragma once

#include "cli/command_line.h"

#include <QCommandLineParser>

#include <cstdint>
#include <optional>

namespace eko::cli {

struct SeedArgument {
    std::uint64_t seed = 0;
    bool drawn = false; // no --seed given: the seed was drawn (print it so the run can be repeated)
};

// Adds "--seed S" with `description` (e.g. "Seed of the setup").
void addSeedOption(QCommandLineParser &parser, const QString &description);
// The seed of --seed; without it `fallback`, or a fresh one when there is no fallback. Reports a usage
// error and returns nothing for a bad value.
std::optional<SeedArgument> seedArgument(const QCommandLineParser &parser, const CommandSpec &spec,
                                         std::optional<std::uint64_t> fallback = std::nullopt);

} // namespace eko::cli
