// Loading files for the subcommands (see load_file.h).
#include "cli/load_file.h"

#include "files/game_tree_file.h"

#include <QFileInfo>

namespace eko::cli {

namespace {

// "no such file" or "is a directory" when `path` is not a readable file, else empty.
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

QString kindName(files::FileKind kind)
{
    switch (kind) {
    case files::FileKind::Game: return QStringLiteral("game");
    case files::FileKind::Scenario: return QStringLiteral("scenario");
    case files::FileKind::Unknown: break;
    }
    return QStringLiteral("game or scenario");
}

// Reports the problems on standard error; true when there were none.
bool reported(const CommandSpec &spec, const FileReport &report)
{
    for (const QString &line : report.problems)
        reportError(spec, line);
    return report.problems.isEmpty();
}

} // namespace

FileReport loadFile(const QString &path, files::FileKind wanted)
{
    FileReport report;
    if (const QString missing = missingFileProblem(path); !missing.isEmpty()) {
        report.problems << path + QStringLiteral(": ") + missing;
        return report;
    }
    files::FileProblems problems;
    switch (wanted) {
    case files::FileKind::Game:
        // A tree, so that a broken branch or note is a problem too; the commands take its main line.
        if (const std::optional<GameTree> tree = files::loadGameTree(path, problems))
            report.file.game = tree->gameTo(tree->mainLine().back());
        report.file.kind = report.file.game ? wanted : files::FileKind::Unknown;
        break;
    case files::FileKind::Scenario:
        report.file.scenario = files::loadScenario(path, problems);
        report.file.kind = report.file.scenario ? wanted : files::FileKind::Unknown;
        break;
    case files::FileKind::Unknown: report.file = files::loadAnyFile(path, problems); break;
    }
    for (const QString &line : files::toStringList(problems))
        report.problems << path + QStringLiteral(": ") + line;
    if (report.problems.isEmpty() && !report.file.loaded()) // never expected: a refusal always says why
        report.problems << path + QStringLiteral(": not a %1 file that can be loaded").arg(kindName(wanted));
    if (!report.problems.isEmpty())
        report.file = {};
    return report;
}

std::optional<Game> loadGameReporting(const CommandSpec &spec, const QString &path)
{
    FileReport report = loadFile(path, files::FileKind::Game);
    return reported(spec, report) ? std::move(report.file.game) : std::nullopt;
}

std::optional<Scenario> loadScenarioReporting(const CommandSpec &spec, const QString &path)
{
    FileReport report = loadFile(path, files::FileKind::Scenario);
    return reported(spec, report) ? std::move(report.file.scenario) : std::nullopt;
}

std::optional<LoadedTree> loadGameTreeReporting(const CommandSpec &spec, const QString &path)
{
    if (const QString missing = missingFileProblem(path); !missing.isEmpty()) {
        reportError(spec, path + QStringLiteral(": ") + missing);
        return std::nullopt;
    }
    files::FileProblems problems;
    files::GameFileInfo info;
    std::optional<GameTree> tree = files::loadGameTree(path, problems, &info);
    for (const QString &line : files::toStringList(problems))
        reportError(spec, path + QStringLiteral(": ") + line);
    if (!tree && problems.isEmpty()) // never expected: a refusal always says why
        reportError(spec, path + QStringLiteral(": not a game file that can be loaded"));
    if (!tree || !problems.isEmpty())
        return std::nullopt;
    return LoadedTree{std::move(*tree), info};
}

} // namespace eko::cli
