// Autosave file handling on top of the game file format (engine/files/game_file.h).
#include "session/autosave.h"

#include "session/application_info.h"
#include "files/game_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace eko::ui {

QString Autosave::fileName()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QString::fromLatin1(kAutosaveFileName));
}

bool Autosave::write(const Game &game, QString *error)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = QCoreApplication::translate("eko::ui::Autosave", "Cannot create the folder %1.")
                         .arg(QDir::toNativeSeparators(folder));
        return false;
    }
    return files::saveGame(game, fileName(), error);
}

bool Autosave::exists() { return QFile::exists(fileName()); }

std::optional<Game> Autosave::read(files::FileProblems &problems)
{
    return files::loadGame(fileName(), problems);
}

void Autosave::remove() { QFile::remove(fileName()); }

} // namespace eko::ui
