// Game files that hold the game as a tree (format version 3, docs/FILE-FORMAT.md §3.5): the main
// line in "actions" as before, every branch in "branches" (flat, each naming the line it leaves and
// after how many of that line's actions), comments and marks in "notes". A game without branches or
// notes is written exactly as gameToJson() writes it (version 1 or 2), so old files stay as they are.
#pragma once

#include "core/game_tree.h"
#include "files/game_file.h"

namespace eko::files {

// The longest comment a file holds, in UTF-16 units.
inline constexpr int kMaxCommentLength = 10000;

// The file's identifiers of the marks: "good", "bad", "interesting" (none for ActionMark::None).
QString actionMarkId(ActionMark mark);

// Reads a game file of any version as a tree (versions 1 and 2: the main line alone). Replays every
// branch through the rules; never crashes; on failure returns nothing and fills `problems`.
std::optional<GameTree> gameTreeFromObject(const QJsonObject &object, FileProblems &problems,
                                           GameFileInfo *info = nullptr);
std::optional<GameTree> gameTreeFromJson(const QByteArray &data, FileProblems &problems, GameFileInfo *info = nullptr);
std::optional<GameTree> loadGameTree(const QString &fileName, FileProblems &problems, GameFileInfo *info = nullptr);

// Indented JSON, in the oldest version that holds the tree.
QByteArray gameTreeToJson(const GameTree &tree, const SeatLevels &levels, const QDateTime &saved = {});
// Atomic (QSaveFile); a tree the reader would refuse (a comment too long, a name too long...) is
// never written, and *error says why.
bool saveGameTree(const GameTree &tree, const SeatLevels &levels, const QString &fileName, QString *error,
                  const QDateTime &saved = {});
// Writes `data` (gameTreeToJson() of the tree, perhaps with more sections) atomically, with the same
// checks; `mainLine` is the record of the tree's main line.
bool saveGameTreeData(const GameTree &tree, const Game &mainLine, const QByteArray &data, const QString &fileName,
                      QString *error);

} // namespace eko::files
