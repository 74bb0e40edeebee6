// The sentence saying why a file could not be saved (see save_error.h).
#include "files/save_error.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <unistd.h>
#endif

namespace eko::files {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("eko::files", text); }

QString native(const QString &path) { return QDir::toNativeSeparators(path); }

enum class Access { Writable, ReadOnlyDisk, NoPermission };

// Whether `path` may be written: access() tells a read-only file system (EROFS, also for root)
// from a missing permission.
Access accessOf(const QString &path)
{
#ifdef Q_OS_UNIX
    if (::access(QFile::encodeName(path).constData(), W_OK) == 0)
        return Access::Writable;
    return errno == EROFS ? Access::ReadOnlyDisk : Access::NoPermission;
#else
    return QFileInfo(path).isWritable() ? Access::Writable : Access::NoPermission;
#endif
}

} // namespace

QString saveErrorText(const QString &fileName, qint64 bytes, const QString &systemReason)
{
    const QFileInfo file(fileName);
    const QString name = file.fileName();
    const QString folder = file.absolutePath();
    if (file.isDir())
        //: Saving failed; %1 is the full path the user chose, which is a folder.
        return tr("Cannot save “%1”: it is a folder.").arg(native(file.absoluteFilePath()));
    if (!QFileInfo(folder).isDir()) {
        // The nearest folder up the path that exists, or the file that stands where a folder should.
        QString up = folder;
        while (!QFileInfo::exists(up) && QFileInfo(up).absolutePath() != up)
            up = QFileInfo(up).absolutePath();
        if (QFileInfo::exists(up) && !QFileInfo(up).isDir())
            //: Saving failed; %1 the file name, %2 a file standing in the path where a folder should be.
            return tr("Cannot save “%1”: “%2” is a file, not a folder.").arg(name, native(up));
        //: Saving failed; %1 the file name, %2 the full path of the folder it was to go into.
        return tr("Cannot save “%1”: the folder “%2” does not exist.").arg(name, native(folder));
    }
    switch (accessOf(folder)) {
    case Access::ReadOnlyDisk:
        //: Saving failed; %1 the file name, %2 the folder, on a disk (file system) that cannot be written.
        return tr("Cannot save “%1”: the folder “%2” is on a read-only disk.").arg(name, native(folder));
    case Access::NoPermission:
        //: Saving failed; %1 the file name, %2 the folder.
        return tr("Cannot save “%1”: you have no permission to write in the folder “%2”.").arg(name, native(folder));
    case Access::Writable: break;
    }
    if (file.exists() && accessOf(file.absoluteFilePath()) != Access::Writable)
        //: Saving failed; %1 the full path of an existing file that may not be changed.
        return tr("Cannot save “%1”: the file is read-only.").arg(native(file.absoluteFilePath()));
    const QStorageInfo disk(folder);
    if (disk.isValid() && disk.bytesAvailable() >= 0 && disk.bytesAvailable() < bytes + 4096)
        //: Saving failed; %1 the full path of the file.
        return tr("Cannot save “%1”: the disk is full.").arg(native(file.absoluteFilePath()));
    //: Saving failed for a reason the program cannot name; %1 the full path, %2 the system's words.
    return tr("Cannot save “%1” (the system says: %2).").arg(native(file.absoluteFilePath()), systemReason);
}

} // namespace eko::files
