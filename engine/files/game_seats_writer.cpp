// Writing a game with its computer seats (format version 2): the game's JSON with "computer": level
// added to the players the computer plays; apart from the plain writer so that each stays simple.
#include "files/game_file.h"

#include "files/json_writer.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace eko::files {

QByteArray gameToJson(const Game &game, const SeatLevels &levels, const QDateTime &saved)
{
    const QByteArray plain = gameToJson(game, saved);
    bool any = false;
    for (PlayerIndex p = 0; p < game.scenario().players; ++p)
        any = any || levels[static_cast<size_t>(p)] > 0;
    if (!any)
        return plain;
    QJsonObject root = QJsonDocument::fromJson(plain).object();
    QJsonArray players = root.value(QStringLiteral("players")).toArray();
    for (qsizetype p = 0; p < players.size() && p < kMaxPlayers; ++p) {
        const int level = levels[static_cast<size_t>(p)];
        if (level < 1 || level > 6)
            continue;
        QJsonObject player = players.at(p).toObject();
        player.insert(QStringLiteral("computer"), level);
        players.replace(p, player);
    }
    root.insert(QStringLiteral("players"), players);
    root.insert(QStringLiteral("version"), kGameVersionWithComputers);
    return writeReadableJson(root);
}

} // namespace eko::files
