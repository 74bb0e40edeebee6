// The autosave: the game in progress written atomically after every action to the user's
// application-data folder, so that a game interrupted by a crash or a kill can be resumed.
// Each running program has a slot of its own (autosave.eko, autosave-2.eko, …) held by a lock
// file, so two windows never overwrite each other's game; a slot whose program ended abruptly
// is claimed first by the next start, which then offers its game.
#pragma once

#include "files/file_problem.h"
#include "core/game.h"

#include <QString>
#include <optional>

namespace eko::ui {

class Autosave {
public:
    // This program's autosave file in QStandardPaths::AppDataLocation (its slot is claimed and
    // locked on first use, for as long as the program runs).
    static QString fileName();

    // Writes the game (atomically: QSaveFile); on failure returns false with a translated *error.
    static bool write(const Game &game, QString *error = nullptr);
    static bool exists();
    // Reads the autosaved game; on failure returns nothing and fills `problems`.
    static std::optional<Game> read(files::FileProblems &problems);
    // Deletes it (a clean finish: the game was saved, closed or quit deliberately).
    static void remove();
};

} // namespace eko::ui
