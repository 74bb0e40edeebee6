// The autosave: the game in progress written atomically after every action to the user's
// application-data folder, so that a game interrupted by a crash or a kill can be resumed.
#pragma once

#include "files/file_problem.h"
#include "core/game.h"

#include <QString>
#include <optional>

namespace eko::ui {

class Autosave {
public:
    // The autosave file in QStandardPaths::AppDataLocation.
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
