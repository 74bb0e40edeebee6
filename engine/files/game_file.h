// Game files (.eko, JSON): the scenario embedded, seed, players, every action in notation, the result.
// Loading replays the actions through the rules; saving is atomic (docs/FILE-FORMAT.md).
#pragma once

#include "file_problem.h"
#include "game.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace eko::files {

inline constexpr char kGameFormat[] = "eko-game";
inline constexpr int kGameVersion = 1;

std::optional<Game> gameFromJson(const QByteArray &data, FileProblems &problems);
QByteArray gameToJson(const Game &game);

std::optional<Game> loadGame(const QString &fileName, FileProblems &problems);
bool saveGame(const Game &game, const QString &fileName, QString *error);

// What a file holds, from its "format" field: a game, a scenario, or neither.
enum class FileKind { Game, Scenario, Unknown };
FileKind fileKind(const QByteArray &data);

} // namespace eko::files
