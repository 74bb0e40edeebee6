// Reading a whole file with a size limit, and writing one atomically (QSaveFile), for both formats.
#pragma once

#include "files/file_problem.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace eko::files {

// The file's bytes, or nothing with a problem (cannot be opened, too large, read error).
std::optional<QByteArray> readFileBytes(const QString &fileName, FileProblems &problems);

// Writes `data` to a temporary file next to `fileName` and renames it over `fileName` only when
// everything was written: on failure the previous file is left as it was, and *error says why in
// one translated sentence (files/save_error.h).
bool writeFileAtomically(const QString &fileName, const QByteArray &data, QString *error);

} // namespace eko::files
