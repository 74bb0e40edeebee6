// Game files (.eko, JSON): the scenario embedded, seed, players, every action in notation, the result.
// Loading replays the actions through the rules; saving is atomic (docs/FILE-FORMAT.md).
#pragma once

#include "files/file_problem.h"
#include "core/game.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <optional>

namespace eko::files {

inline constexpr char kGameFormat[] = "eko-game";
inline constexpr int kGameVersion = 1;

// Limits on the actions of a game file: a count, and actions times board spaces (the memory replay needs).
inline constexpr int kMaxActions = 50000;
inline constexpr qint64 kMaxActionSpaces = 20000000;

// What a game file says about itself besides the game: not needed to play, shown to people.
struct GameFileInfo {
    QString program; // the program and version that saved it, e.g. "Ekö 0.1.0"
    QDateTime saved; // UTC; invalid when the file does not say
};

// Replays the actions through the rules. Never crashes on any input; on failure returns nothing
// and fills `problems` (the first illegal action is named by its number and the engine's reason).
std::optional<Game> gameFromJson(const QByteArray &data, FileProblems &problems, GameFileInfo *info = nullptr);
// Indented JSON; `saved` is the time written into the file (the current time when invalid).
QByteArray gameToJson(const Game &game, const QDateTime &saved = {});

std::optional<Game> loadGame(const QString &fileName, FileProblems &problems, GameFileInfo *info = nullptr);
// Atomic (QSaveFile). On failure returns false and sets *error (translated); the old file stays as it was.
bool saveGame(const Game &game, const QString &fileName, QString *error);

// The name and version this program writes into game files.
QString programName();
QString programVersion();

// What a file holds, from its "format" field: a game, a scenario, or neither.
enum class FileKind { Game, Scenario, Unknown };
FileKind fileKind(const QByteArray &data);

} // namespace eko::files
