// eko-cli check: validates a game or scenario file and lists every problem found.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/load_file.h"

#include "core/scenario_warning.h"

namespace eko::cli {

int runCheck(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("check"), QStringLiteral("FILE"),
                           QStringLiteral("Validates a game or scenario file (its \"format\" field says which): "
                                          "prints OK, or every problem found, one per line. A game's actions are "
                                          "replayed through the rules. A scenario that is OK may have warnings "
                                          "(docs/FILE-FORMAT.md §2.6), printed after OK, one per line beginning "
                                          "\"warning: \". Exit status 0 when OK, 1 otherwise.")};
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Game (.eko) or scenario (.ekoscn) file."));
    if (auto stop = parseArguments(parser, spec, args, 1, 1))
        return *stop;
    const FileReport report = loadFile(parser.positionalArguments().at(0), files::FileKind::Unknown);
    if (report.problems.isEmpty()) {
        QString text = QStringLiteral("OK\n");
        if (const auto &sc = report.file.scenario)
            for (const ScenarioWarning &w : scenarioWarnings(*sc))
                text += QStringLiteral("warning: ") + QString::fromStdString(describe(w, sc->board.get()))
                        + QLatin1Char('\n');
        printOut(text);
        return ExitOk;
    }
    printOut(report.problems.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    return ExitFailure;
}

} // namespace eko::cli
