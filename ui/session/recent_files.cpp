// Recent files: stored as absolute paths under "files/recent".
#include "session/recent_files.h"

#include <QFileInfo>
#include <QSettings>

namespace eko::ui {

namespace {
const QString kKey = QStringLiteral("files/recent");
}

RecentFiles::RecentFiles(QObject *parent) : QObject(parent) {}

QStringList RecentFiles::files() const
{
    QStringList existing;
    for (const QString &f : QSettings().value(kKey).toStringList())
        if (QFileInfo(f).isFile())
            existing.append(f);
    return existing;
}

void RecentFiles::add(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList list = QSettings().value(kKey).toStringList();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kMaximum)
        list.removeLast();
    store(list);
}

void RecentFiles::remove(const QString &fileName)
{
    QStringList list = QSettings().value(kKey).toStringList();
    list.removeAll(QFileInfo(fileName).absoluteFilePath());
    store(list);
}

void RecentFiles::clear() { store({}); }

void RecentFiles::store(const QStringList &files)
{
    QSettings().setValue(kKey, files);
    emit changed();
}

} // namespace eko::ui
