// The autosave: the game in progress written atomically after every action to the user's
// application-data folder, so that a game interrupted by a crash or a kill can be resumed.
// Each running program has a slot of its own (autosave.eko, autosave-2.eko, …) held by a lock
// file, so two windows never overwrite each other's game; a slot whose program ended abruptly
// is claimed first by the next start, which then offers its game.
#pragma once

#include "files/file_problem.h"
#include "files/game_file.h"
#include "core/game.h"
#include "core/game_tree.h"

#include <QDateTime>
#include <QString>
#include <optional>

namespace eko::ui {

class Autosave {
public:
    // This program's autosave file in QStandardPaths::AppDataLocation (its slot is claimed and
    // locked on first use, for as long as the program runs).
    static QString fileName();

    // Writes the game (atomically: QSaveFile); on failure returns false with a translated *error.
    // `levels`: the seats the computer plays (0: a person), given back by read()'s `info`.
    // `origin`: the file the game was opened from or saved to (empty: none), given back by origin().
    static bool write(const Game &game, const files::SeatLevels &levels, const QString &origin,
                      QString *error = nullptr);
    // The whole tree (branches, comments, marks), and the node it is at.
    static bool write(const GameTree &tree, const files::SeatLevels &levels, const QString &origin,
                      QString *error = nullptr);
    static bool write(const Game &game, QString *error = nullptr) { return write(game, {}, QString(), error); }
    static bool exists();
    // Reads the autosaved game; on failure returns nothing and fills `problems`. `info` receives
    // what the file says besides the game (the computer seats among it).
    static std::optional<Game> read(files::FileProblems &problems, files::GameFileInfo *info = nullptr);
    // The autosaved tree, at the node it was at when written (read() gives the path to that node).
    static std::optional<GameTree> readTree(files::FileProblems &problems, files::GameFileInfo *info = nullptr);
    // The file the autosaved game belongs to (absolute path), or empty.
    static QString origin();
    // Deletes it (a clean finish: the game was saved, closed or quit deliberately).
    static void remove();
    // The system ended the program cleanly (a termination signal, the session ended) while the
    // autosave held changes no file has: it is kept, and marked so until the next write or remove.
    static void markEndedBySystem();
    // Whether the autosave is so marked (else the program that wrote it ended abruptly).
    static bool endedBySystem();
    // An autosave that cannot be read is kept for the user: renamed beside itself to
    // "autosave.broken-<date>.eko" (never overwriting another one). Returns the new path, or
    // empty when it could not be renamed (it is then left where it is).
    static QString moveAside(const QDateTime &when = QDateTime::currentDateTime());
};

} // namespace eko::ui
