// eko-cli check: validates a game or scenario file and lists every problem found.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/game_io.h"

#include "files/game_file.h"
#include "files/scenario_file.h"

#include <QFile>
#include <QJsonDocument>

namespace eko::cli {

namespace {

// Problems of a file that is neither a game nor a scenario.
files::FileProblems unknownKindProblems(const QByteArray &data)
{
    if (data.trimmed().isEmpty())
        return {{QString(), QStringLiteral("the file is empty")}};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError)
        return {{QStringLiteral("byte %1").arg(error.offset),
                 QStringLiteral("not valid JSON: %1").arg(error.errorString())}};
    if (!document.isObject())
        return {{QString(), QStringLiteral("the file holds no JSON object, so it is neither a game nor a scenario")}};
    return {{QStringLiteral("format"), QStringLiteral("must be \"%1\" (a game) or \"%2\" (a scenario)")
                                           .arg(QLatin1String(files::kGameFormat), QLatin1String(files::kScenarioFormat))}};
}

} // namespace

int runCheck(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("check"), QStringLiteral("FILE"),
                           QStringLiteral("Validates a game or scenario file (its \"format\" field says which): "
                                          "prints OK, or every problem found, one per line. A game's actions are "
                                          "replayed through the rules. Exit status 0 when OK, 1 otherwise.")};
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Game (.eko) or scenario (.ekoscn) file."));
    if (auto stop = parseArguments(parser, spec, args, 1, 1))
        return *stop;
    const QString path = parser.positionalArguments().at(0);
    if (const QString missing = missingFileProblem(path); !missing.isEmpty()) {
        printOut(path + QStringLiteral(": ") + missing + QLatin1Char('\n'));
        return ExitFailure;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        printOut(path + QStringLiteral(": cannot be read: ") + file.errorString() + QLatin1Char('\n'));
        return ExitFailure;
    }
    const QByteArray data = file.readAll();
    files::FileProblems problems;
    switch (files::fileKind(data)) {
    case files::FileKind::Game:
        if (!files::gameFromJson(data, problems) && problems.isEmpty())
            problems << files::FileProblem{QString(), QStringLiteral("the game cannot be loaded")};
        break;
    case files::FileKind::Scenario:
        if (const std::optional<Scenario> scenario = files::scenarioFromJson(data, problems)) {
            for (const ScenarioProblem &p : scenarioProblems(*scenario))
                problems << files::FileProblem{QString(), QString::fromStdString(describe(p, scenario->board.get()))};
        } else if (problems.isEmpty()) {
            problems << files::FileProblem{QString(), QStringLiteral("the scenario cannot be loaded")};
        }
        break;
    case files::FileKind::Unknown: problems = unknownKindProblems(data); break;
    }
    if (problems.isEmpty()) {
        printOut(QStringLiteral("OK\n"));
        return ExitOk;
    }
    QString text;
    for (const files::FileProblem &p : problems)
        text += path + QStringLiteral(": ") + p.toString() + QLatin1Char('\n');
    printOut(text);
    return ExitFailure;
}

} // namespace eko::cli
