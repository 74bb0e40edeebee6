// Writes JSON for people to read: indented by two spaces, fields in a fixed meaningful order
// (format and version first), and short flat objects and lists kept on one line.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace eko::files {

// UTF-8 text ending with a newline. The same object always gives the same bytes.
QByteArray writeReadableJson(const QJsonObject &root);

// A member of the root object written beforehand with writeReadableMemberValue(): a part that
// never changes (a game's scenario) is written once and reused.
struct WrittenMember {
    QString key;
    QByteArray text;
};
// The text of a value as writeReadableJson() writes it for a member of the root object.
QByteArray writeReadableMemberValue(const QJsonValue &value);
// The same bytes as writeReadableJson() of `root` with `written` inserted as a member.
QByteArray writeReadableJson(const QJsonObject &root, const WrittenMember &written);

} // namespace eko::files
