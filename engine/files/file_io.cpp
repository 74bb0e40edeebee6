// File reading with limits and atomic writing.
#include "files/file_io.h"

#include "files/json_document.h"
#include "files/save_error.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace eko::files {

std::optional<QByteArray> readFileBytes(const QString &fileName, FileProblems &problems)
{
    const QFileInfo info(fileName);
    if (info.isDir()) {
        problems.append({QString(),
                         QCoreApplication::translate("eko::files", "%1 is a folder, not a file")
                             .arg(QDir::toNativeSeparators(fileName))});
        return std::nullopt;
    }
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1: file name; %2: the system's reason.
        problems.append({QString(),
                         QCoreApplication::translate("eko::files", "cannot open %1: %2")
                             .arg(QDir::toNativeSeparators(fileName), file.errorString())});
        return std::nullopt;
    }
    if (file.size() > kMaxFileBytes) {
        problems.append({QString(),
                         QCoreApplication::translate("eko::files", "the file is larger than %1 MiB")
                             .arg(kMaxFileBytes / (1024 * 1024))});
        return std::nullopt;
    }
    // Read one byte more than allowed, in case the size changed or is unknown (pipes, special files).
    QByteArray data = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        problems.append({QString(),
                         QCoreApplication::translate("eko::files", "cannot read %1: %2")
                             .arg(QDir::toNativeSeparators(fileName), file.errorString())});
        return std::nullopt;
    }
    return data; // one byte more than the limit, so that parsing refuses a file that is too large
}

bool writeFileAtomically(const QString &fileName, const QByteArray &data, QString *error)
{
    QSaveFile file(fileName);
    auto fail = [&](const QString &reason) {
        file.cancelWriting();
        if (error)
            *error = saveErrorText(fileName, data.size(), reason);
        return false;
    };
    // Unbuffered: with a write buffer, Qt 6.4 does not report a short write (disk full, file size
    // limit) and commit() would then replace the old file with a truncated one.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(file.errorString());
    const qint64 written = file.write(data);
    if (written < 0)
        return fail(file.errorString());
    if (written != data.size())
        //: The system's reason when saving stopped early (in "Cannot save … (the system says: %2)").
        return fail(QCoreApplication::translate("eko::files", "only part of the file was written"));
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace eko::files
