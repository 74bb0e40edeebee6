// Loading and saving game files; a save that could not be read back is refused before anything is written.
#include "files/game_file.h"

#include "files/file_io.h"
#include "files/json_document.h"
#include "files/scenario_file.h"
#include "files/scenario_part.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace eko::files {

namespace {

// Why the reader would refuse `data`, written from `game`, without replaying the actions (the
// rules accepted each of them already); empty when it would load.
QStringList unreadable(const Game &game, const QByteArray &data)
{
    QStringList why;
    if (data.size() > kMaxFileBytes)
        why << QCoreApplication::translate("eko::files", "the file would be larger than %1 MiB")
                   .arg(kMaxFileBytes / (1024 * 1024));
    if (game.actionCount() > maxGameActions(game.scenario().board ? game.scenario().board->spaceCount() : 0))
        why << QCoreApplication::translate("eko::files", "the game has more actions than a game file holds");
    for (const std::string &name : game.playerNames())
        if (QString::fromStdString(name).size() > kMaxNameLength)
            //: %1: the most characters a player's name may have in a file (200).
            why << QCoreApplication::translate("eko::files", "a player's name is longer than %1 characters")
                       .arg(kMaxNameLength);
    why << scenarioPart(game.scenario())->problems; // checked once per scenario
    return why;
}

} // namespace

std::optional<Game> loadGame(const QString &fileName, FileProblems &problems, GameFileInfo *info)
{
    const auto data = readFileBytes(fileName, problems);
    if (!data)
        return std::nullopt;
    return gameFromJson(*data, problems, info);
}

bool saveGame(const Game &game, const QString &fileName, QString *error, const QDateTime &saved)
{
    return saveGameData(game, gameToJson(game, saved), fileName, error);
}

bool saveGame(const Game &game, const SeatLevels &levels, const QString &fileName, QString *error,
              const QDateTime &saved)
{
    return saveGameData(game, gameToJson(game, levels, saved), fileName, error);
}

bool saveGameData(const Game &game, const QByteArray &data, const QString &fileName, QString *error)
{
    if (const QStringList why = unreadable(game, data); !why.isEmpty()) {
        if (error)
            //: Saving refused before writing; %1 the file name, %2 why the file would not load (clauses
            //: joined by "; ", e.g. "a player's name is longer than 200 characters").
            *error = QCoreApplication::translate("eko::files", "Cannot save “%1”: %2.")
                         .arg(QFileInfo(fileName).fileName(), why.join(QStringLiteral("; ")));
        return false;
    }
    return writeFileAtomically(fileName, data, error);
}

} // namespace eko::files
