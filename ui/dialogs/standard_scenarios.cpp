// Copies :/scenarios/*.ekoscn to <app data>/standard-scenarios (<app data>/scenarios is the player's own).
#include "dialogs/standard_scenarios.h"

#include "files/file_io.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStandardPaths>

namespace eko::ui {

QString standardScenariosFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (data.isEmpty())
        return {};
    const QString folder = QDir(data).filePath(QStringLiteral("standard-scenarios"));
    if (!QDir().mkpath(folder))
        return {};
    bool any = false;
    QDirIterator it(QStringLiteral(":/scenarios"), {QStringLiteral("*.ekoscn")}, QDir::Files);
    while (it.hasNext()) {
        const QString source = it.next();
        QFile in(source);
        if (!in.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = in.readAll();
        const QString target = QDir(folder).filePath(it.fileName());
        QFile existing(target);
        if (existing.open(QIODevice::ReadOnly) && existing.size() == bytes.size() && existing.readAll() == bytes) {
            any = true;
            continue;
        }
        existing.close();
        if (files::writeFileAtomically(target, bytes, nullptr))
            any = true;
    }
    return any ? folder : QString();
}

} // namespace eko::ui
