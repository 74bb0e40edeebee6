// Shared plumbing of the eko-cli subcommands: exit codes, UTF-8 output, parsing a subcommand's
// arguments with its own QCommandLineParser, and reading numbers from options (seeds: seed_argument.h).
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>

namespace eko::cli {

enum ExitCode : int {
    ExitOk = 0,
    ExitFailure = 1,          // bad file, failed check, anything the data is to blame for
    ExitIllegalAction = 2,    // `play`: an action was illegal or not notation
    ExitInvariantBroken = 3,  // `selfplay`: the rules broke an invariant
    ExitUsage = 64,           // bad command line (as EX_USAGE of sysexits.h)
};

// What a subcommand is called and how its help starts.
struct CommandSpec {
    QString name;        // "show"
    QString synopsis;    // "GAME [--at K]"
    QString description; // one paragraph
};

// Writes text as UTF-8 to standard output / standard error (no newline added).
void printOut(const QString &text);
void printErr(const QString &text);
// "eko-cli <command>: <message>" on standard error.
void reportError(const CommandSpec &spec, const QString &message);
// The same, followed by the command's usage line, for a bad command line.
void reportUsageError(const CommandSpec &spec, const QString &message);

// Parses a subcommand's arguments (without the program and command names) with `parser`, to
// which it adds -h/--help. Returns an exit code when the command should stop at once (help
// printed: ExitOk; bad command line reported: ExitUsage), nothing when the command should run.
std::optional<int> parseArguments(QCommandLineParser &parser, const CommandSpec &spec, const QStringList &args,
                                  int minPositional, int maxPositional);

// The help text of a subcommand once its options are on `parser`.
QString commandHelp(const QCommandLineParser &parser, const CommandSpec &spec);

// The integer value of `option` in [min, max]; reports a usage error and returns nothing otherwise.
std::optional<int> intOption(const QCommandLineParser &parser, const QString &option, int min, int max,
                             const CommandSpec &spec);

} // namespace eko::cli
