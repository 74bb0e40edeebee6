// Writing the games of selfplay and match into a folder (see saved_games.h).
#include "cli/saved_games.h"

#include "core/game.h"
#include "core/rejection.h"

#include <QFileInfo>
#include <algorithm>

namespace eko::cli {

namespace {
const QString kOption = QStringLiteral("save-games");
}

void addSaveGamesOption(QCommandLineParser &parser)
{
    parser.addOption({kOption,
                      QStringLiteral("Write every game played to its own game file in DIR (made if missing), "
                                     "named <command>-<number>-seed-<seed>.eko, to open and replay in eko. Nothing "
                                     "is overwritten: a folder that already holds one of these files is refused."),
                      QStringLiteral("DIR")});
}

std::optional<SavedGames> SavedGames::fromOption(const QCommandLineParser &parser, const CommandSpec &spec,
                                                 int games, std::uint64_t firstSeed, bool &failed)
{
    failed = false;
    if (!parser.isSet(kOption))
        return std::nullopt;
    const QString path = parser.value(kOption);
    if (path.isEmpty()) {
        reportUsageError(spec, QStringLiteral("--save-games needs a folder"));
        failed = true;
        return std::nullopt;
    }
    if (QFileInfo(path).exists() && !QFileInfo(path).isDir()) {
        reportError(spec, QStringLiteral("--save-games: %1 is a file, not a folder; nothing was played").arg(path));
        failed = true;
        return std::nullopt;
    }
    if (!QDir().mkpath(path)) {
        reportError(spec, QStringLiteral("--save-games: the folder %1 cannot be made; nothing was played").arg(path));
        failed = true;
        return std::nullopt;
    }
    if (!QFileInfo(path).isWritable()) {
        reportError(spec, QStringLiteral("--save-games: the folder %1 cannot be written; nothing was played").arg(path));
        failed = true;
        return std::nullopt;
    }
    const SavedGames saved(QDir(path), spec.name, std::max(3, static_cast<int>(QString::number(games).size())));
    for (int g = 0; g < games; ++g) {
        const QString file = saved.fileName(g, firstSeed + static_cast<std::uint64_t>(g));
        if (QFileInfo::exists(file)) {
            reportError(spec, QStringLiteral("--save-games: %1 already exists and is never overwritten; choose "
                                             "another folder or remove the files of the earlier run. Nothing was "
                                             "played.")
                                  .arg(file));
            failed = true;
            return std::nullopt;
        }
    }
    return saved;
}

QString SavedGames::fileName(int number, std::uint64_t seed) const
{
    return m_folder.filePath(QStringLiteral("%1-%2-seed-%3.eko")
                                 .arg(m_prefix, QStringLiteral("%1").arg(number + 1, m_width, 10, QLatin1Char('0')),
                                      QString::number(seed)));
}

bool SavedGames::save(const CommandSpec &spec, int number, const Scenario &scenario, std::uint64_t seed,
                      const std::vector<Action> &actions, std::vector<std::string> names,
                      const files::SeatLevels &levels) const
{
    names.resize(static_cast<size_t>(scenario.players));
    Game game(scenario, seed, std::move(names));
    const QString file = fileName(number, seed);
    for (size_t k = 0; k < actions.size(); ++k)
        if (const std::optional<Rejection> r = game.play(actions[k])) {
            reportError(spec, QStringLiteral("%1: action %2 of game %3 cannot be recorded (%4); the game is not "
                                             "saved")
                                  .arg(file, QString::number(k + 1), QString::number(number + 1),
                                       QString::fromStdString(describe(*r, *scenario.board))));
            return false;
        }
    QString error;
    if (files::saveGame(game, levels, file, &error))
        return true;
    reportError(spec, error);
    return false;
}

} // namespace eko::cli
