// The first steps of reading any Ekö file: bytes to a JSON object (size, UTF-8 and syntax checked)
// and the "format" / "version" header checked against what this program reads.
#pragma once

#include "files/file_problem.h"

#include <QByteArray>
#include <QJsonObject>
#include <optional>

namespace eko::files {

// Files larger than this are refused before parsing.
inline constexpr qsizetype kMaxFileBytes = 32 * 1024 * 1024;

// The top-level JSON object of `data`, or nothing with a problem saying where the text is broken.
std::optional<QJsonObject> parseJsonObject(const QByteArray &data, FileProblems &problems);

// Checks "format" == `format` and 1 <= "version" <= `version` in `object` (at `path`).
// A file of the other Ekö kind, an unknown format or a newer version is refused with a clear message.
bool checkFormat(const QJsonObject &object, const QString &path, const char *format, int version,
                 FileProblems &problems);

} // namespace eko::files
