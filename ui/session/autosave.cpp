// Autosave file handling on top of the game file format (engine/files/game_file.h).
#include "session/autosave.h"

#include "session/application_info.h"
#include "files/game_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace eko::ui {

namespace {
// The file the autosaved game belongs to, kept beside the preferences.
const QString kOriginKey = QStringLiteral("autosave/origin");
} // namespace

QString Autosave::fileName()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QString::fromLatin1(kAutosaveFileName));
}

bool Autosave::write(const Game &game, const QString &origin, QString *error)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = QCoreApplication::translate("eko::ui::Autosave", "Cannot create the folder %1.")
                         .arg(QDir::toNativeSeparators(folder));
        return false;
    }
    if (!files::saveGame(game, fileName(), error))
        return false;
    QSettings settings;
    if (settings.value(kOriginKey).toString() != origin)
        settings.setValue(kOriginKey, origin);
    return true;
}

bool Autosave::exists() { return QFile::exists(fileName()); }

std::optional<Game> Autosave::read(files::FileProblems &problems)
{
    return files::loadGame(fileName(), problems);
}

QString Autosave::origin() { return QSettings().value(kOriginKey).toString(); }

void Autosave::remove()
{
    QFile::remove(fileName());
    QSettings().remove(kOriginKey);
}

QString Autosave::moveAside(const QDateTime &when)
{
    const QFileInfo autosave(fileName());
    const QString stem = autosave.completeBaseName() + QStringLiteral(".broken-")
                         + when.toString(QStringLiteral("yyyy-MM-dd-HHmmss"));
    const QString suffix = QLatin1Char('.') + autosave.suffix();
    QString target = autosave.dir().filePath(stem + suffix);
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = autosave.dir().filePath(stem + QLatin1Char('-') + QString::number(n) + suffix);
    if (!QFile::rename(autosave.filePath(), target))
        return {};
    QSettings().remove(kOriginKey);
    return target;
}

} // namespace eko::ui
