// Loading and saving games and scenarios for the subcommands (see game_io.h).
#include "cli/game_io.h"

#include "files/game_file.h"
#include "files/scenario_file.h"

#include <QFileInfo>

namespace eko::cli {

namespace {

void reportProblems(const CommandSpec &spec, const QString &path, const files::FileProblems &problems,
                    const QString &fallback)
{
    if (problems.isEmpty())
        reportError(spec, path + QStringLiteral(": ") + fallback);
    for (const files::FileProblem &p : problems)
        reportError(spec, path + QStringLiteral(": ") + p.toString());
}

} // namespace

QString missingFileProblem(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return QStringLiteral("no such file");
    if (info.isDir())
        return QStringLiteral("is a directory, not a file");
    if (!info.isReadable())
        return QStringLiteral("cannot be read (permission denied)");
    return {};
}

std::optional<Game> loadGameReporting(const CommandSpec &spec, const QString &path)
{
    if (const QString missing = missingFileProblem(path); !missing.isEmpty()) {
        reportError(spec, path + QStringLiteral(": ") + missing);
        return std::nullopt;
    }
    files::FileProblems problems;
    std::optional<Game> game = files::loadGame(path, problems);
    if (!game || !problems.isEmpty()) {
        reportProblems(spec, path, problems, QStringLiteral("not a game file that can be loaded"));
        return std::nullopt;
    }
    return game;
}

std::optional<Scenario> loadScenarioReporting(const CommandSpec &spec, const QString &path)
{
    if (const QString missing = missingFileProblem(path); !missing.isEmpty()) {
        reportError(spec, path + QStringLiteral(": ") + missing);
        return std::nullopt;
    }
    files::FileProblems problems;
    std::optional<Scenario> scenario = files::loadScenario(path, problems);
    if (!scenario || !problems.isEmpty()) {
        reportProblems(spec, path, problems, QStringLiteral("not a scenario file that can be loaded"));
        return std::nullopt;
    }
    // The loader checks this too; a scenario the rules cannot start from must never reach Game.
    const std::vector<ScenarioProblem> unplayable = scenarioProblems(*scenario);
    for (const ScenarioProblem &p : unplayable)
        reportError(spec, path + QStringLiteral(": ") + QString::fromStdString(describe(p, scenario->board.get())));
    if (!unplayable.empty())
        return std::nullopt;
    return scenario;
}

bool saveGameReporting(const CommandSpec &spec, const Game &game, const QString &path)
{
    QString error;
    if (files::saveGame(game, path, &error))
        return true;
    reportError(spec, path + QStringLiteral(": cannot save the game: ") + error);
    return false;
}

} // namespace eko::cli
