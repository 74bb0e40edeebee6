// The eko-cli subcommands: one entry point each, taking the arguments after the command name.
#pragma once

#include <QStringList>

#include <span>

namespace eko::cli {

struct Command {
    const char *name;
    const char *summary;                 // one line for the general usage
    int (*run)(const QStringList &args); // returns the process exit code
};

int runNew(const QStringList &args);
int runShow(const QStringList &args);
int runLegal(const QStringList &args);
int runPlay(const QStringList &args);
int runCheck(const QStringList &args);
int runSelfplay(const QStringList &args);
int runBench(const QStringList &args);
int runMatch(const QStringList &args);
int runHint(const QStringList &args);
int runAnalyse(const QStringList &args);
int runBoard(const QStringList &args);
int runSolve(const QStringList &args);

// Every subcommand, in the order the usage lists them.
std::span<const Command> commands();

} // namespace eko::cli
