// Saving games for the subcommands (see game_io.h).
#include "cli/game_io.h"

#include "files/game_file.h"

namespace eko::cli {

bool saveGameReporting(const CommandSpec &spec, const Game &game, const QString &path)
{
    QString error;
    if (files::saveGame(game, path, &error))
        return true;
    reportError(spec, error); // one sentence naming the file and why
    return false;
}

} // namespace eko::cli
