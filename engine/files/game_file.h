// Game files (.eko, JSON): the scenario embedded, seed, players, every action in notation, the result.
// Loading replays the actions through the rules; saving is atomic (docs/FILE-FORMAT.md).
#pragma once

#include "files/file_problem.h"
#include "core/game.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <array>
#include <cstdint>
#include <optional>

namespace eko::files {

inline constexpr char kGameFormat[] = "eko-game";
// Version 1: people only (what a game without computer seats is written as, readable by older
// programs). Version 2 adds "computer" (level 1–6) to the entries of "players". Both are read.
inline constexpr int kGameVersion = 1;
inline constexpr int kGameVersionWithComputers = 2;
// Version 3 adds the game as a tree: "branches" and "notes" (files/game_tree_file.h).
inline constexpr int kGameVersionWithTree = 3;

// Per seat: 0 for a person, 1–6 for a computer player at that level.
using SeatLevels = std::array<int, kMaxPlayers>;

// The actions of a game file are limited as the game record is (kMaxGameActions, maxGameActions()
// in core/game.h), so that every game the program plays can be saved and loaded again.

// What a game file says about itself besides the game: not needed to play, shown to people.
struct GameFileInfo {
    QString program; // the program and version that saved it, e.g. "Ekö 0.1.0"
    QDateTime saved; // UTC; invalid when the file does not say
    SeatLevels computerLevels{}; // the seats the computer played (all people in version 1)
};

// Replays the actions through the rules. Never crashes on any input; on failure returns nothing
// and fills `problems` (the first illegal action is named by its number and the engine's reason).
std::optional<Game> gameFromJson(const QByteArray &data, FileProblems &problems, GameFileInfo *info = nullptr);
// The same from the file's top-level JSON object (parseJsonObject()).
std::optional<Game> gameFromObject(const QJsonObject &object, FileProblems &problems, GameFileInfo *info = nullptr);
// Indented JSON; `saved` is the time written into the file (the current time when invalid).
QByteArray gameToJson(const Game &game, const QDateTime &saved = {});

// The same, recording which seats are computer players and at which level.
QByteArray gameToJson(const Game &game, const SeatLevels &levels, const QDateTime &saved = {});

std::optional<Game> loadGame(const QString &fileName, FileProblems &problems, GameFileInfo *info = nullptr);
// Atomic (QSaveFile). On failure returns false and sets *error (translated); the old file stays as it was.
// A game the reader would refuse (a name too long, a file too large...) is never written.
// `saved` is the time written into the file (the current time when invalid).
bool saveGame(const Game &game, const QString &fileName, QString *error, const QDateTime &saved = {});
bool saveGame(const Game &game, const SeatLevels &levels, const QString &fileName, QString *error,
              const QDateTime &saved = {});

// Writes `data`, the JSON of `game` (or of a tree whose main line `game` is), atomically, unless the
// reader would refuse it; on failure returns false and sets *error.
bool saveGameData(const Game &game, const QByteArray &data, const QString &fileName, QString *error);

// A seed as game files write it: decimal digits only, 0 to 18446744073709551615; nothing otherwise.
std::optional<std::uint64_t> parseSeed(const QString &text);

// The name and version this program writes into game files.
QString programName();
QString programVersion();

// What a file holds, from its "format" field: a game, a scenario, or neither (also when the
// text is not a JSON object). files/any_file.h reads a file of either kind with its problems.
enum class FileKind { Game, Scenario, Unknown };
FileKind fileKind(const QByteArray &data);
FileKind fileKind(const QJsonObject &object);

} // namespace eko::files
