// Writes JSON for people to read: indented by two spaces, fields in a fixed meaningful order
// (format and version first), and short flat objects and lists kept on one line.
#pragma once

#include <QByteArray>
#include <QJsonObject>

namespace eko::files {

// UTF-8 text ending with a newline. The same object always gives the same bytes.
QByteArray writeReadableJson(const QJsonObject &root);

} // namespace eko::files
