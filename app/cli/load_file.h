// Loading a game or scenario file for the subcommands: the one place that reads a file and puts
// every problem found (missing, too large, not JSON, a field, an illegal action...) in words.
#pragma once

#include "cli/command_line.h"

#include "core/game.h"
#include "core/game_tree.h"
#include "core/scenario.h"
#include "files/any_file.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace eko::cli {

// What the file at `path` holds and every problem found, each line "PATH: problem". `wanted` is
// FileKind::Game or FileKind::Scenario to load only that kind, FileKind::Unknown for either.
struct FileReport {
    files::AnyFile file;
    QStringList problems;
};
FileReport loadFile(const QString &path, files::FileKind wanted);

// On failure print "eko-cli <command>: PATH: problem" for every problem and return nothing.
std::optional<Game> loadGameReporting(const CommandSpec &spec, const QString &path);
std::optional<Scenario> loadScenarioReporting(const CommandSpec &spec, const QString &path);

// A game file of any version as a tree (versions 1 and 2: the main line alone), with what the file
// says about itself (the computer seats); on failure as loadGameReporting().
struct LoadedTree {
    GameTree tree;
    files::GameFileInfo info;
};
std::optional<LoadedTree> loadGameTreeReporting(const CommandSpec &spec, const QString &path);

} // namespace eko::cli
