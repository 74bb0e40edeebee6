// eko-cli: the headless tool. Parses the command name and hands the rest to that subcommand.
#include "cli/command_line.h"
#include "cli/commands.h"

#include <QCoreApplication>

#include <array>

namespace eko::cli {

std::span<const Command> commands()
{
    static constexpr std::array<Command, 12> all{{
        {"new", "Start a game: place the discs, Emperor swap next.", runNew},
        {"show", "Show the position after some or all actions of a game.", runShow},
        {"legal", "List every legal action at the end of a game, sorted.", runLegal},
        {"play", "Play actions on a game and save it.", runPlay},
        {"check", "Validate a game or scenario file.", runCheck},
        {"selfplay", "Play random games and check the rules' invariants.", runSelfplay},
        {"bench", "Measure legal-action generation, random games and MCTS playouts per second.", runBench},
        {"match", "Play computer players against each other and count the wins.", runMatch},
        {"hint", "Suggest an action for the player to move at the end of a game.", runHint},
        {"analyse", "Judge every action of a game: winning chances, best actions, mistakes.", runAnalyse},
        {"board", "Make a random board with the standard counts and write it as a scenario.", runBoard},
        {"solve", "Prove a puzzle: search every line for the scenario's goal.", runSolve},
    }};
    return all;
}

namespace {

QString usage()
{
    QString text = QStringLiteral("Usage: eko-cli COMMAND [ARGUMENTS...]\n"
                                  "Headless tool for Ekö game files, rules checks and benchmarks.\n\n"
                                  "Commands:\n");
    for (const Command &c : commands())
        text += QStringLiteral("  %1 %2\n").arg(QString::fromLatin1(c.name).leftJustified(9), QString::fromUtf8(c.summary));
    text += QStringLiteral("\n'eko-cli COMMAND --help' or 'eko-cli help COMMAND' describes a command.\n"
                           "Actions are written in the notation of docs/NOTATION.md.\n\n"
                           "Exit status: 0 success; 1 bad file or failed check; 2 illegal action (play);\n"
                           "3 broken invariant (selfplay); 64 bad command line.\n");
    return text;
}

const Command *findCommand(const QString &name)
{
    for (const Command &c : commands())
        if (name == QLatin1String(c.name))
            return &c;
    return nullptr;
}

int unknownCommand(const QString &name)
{
    printErr(QStringLiteral("eko-cli: unknown command '%1'\n\n").arg(name) + usage());
    return ExitUsage;
}

} // namespace

int dispatch(const QStringList &arguments)
{
    if (arguments.size() < 2) {
        printErr(usage());
        return ExitUsage;
    }
    const QString name = arguments.at(1);
    const QStringList rest = arguments.mid(2);
    if (name == QLatin1String("-h") || name == QLatin1String("--help")
        || (name == QLatin1String("help") && rest.isEmpty())) {
        printOut(usage());
        return ExitOk;
    }
    if (name == QLatin1String("help")) {
        const Command *command = findCommand(rest.first());
        return command ? command->run({QStringLiteral("--help")}) : unknownCommand(rest.first());
    }
    const Command *command = findCommand(name);
    return command ? command->run(rest) : unknownCommand(name);
}

} // namespace eko::cli

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("eko-cli"));
    return eko::cli::dispatch(QCoreApplication::arguments());
}
