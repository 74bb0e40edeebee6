// Loading and saving game files.
#include "files/game_file.h"

#include "files/file_io.h"

namespace eko::files {

std::optional<Game> loadGame(const QString &fileName, FileProblems &problems, GameFileInfo *info)
{
    const auto data = readFileBytes(fileName, problems);
    if (!data)
        return std::nullopt;
    return gameFromJson(*data, problems, info);
}

bool saveGame(const Game &game, const QString &fileName, QString *error)
{
    return writeFileAtomically(fileName, gameToJson(game), error);
}

} // namespace eko::files
