// Parsing the JSON text of a file and checking its format header.
#include "files/json_document.h"

#include "files/duplicate_fields.h"
#include "files/game_file.h"
#include "files/json_reader.h"
#include "files/scenario_file.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <cmath>

namespace eko::files {

namespace {

// "line 3, column 7" for a byte offset into `data`.
QString lineAndColumn(const QByteArray &data, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, data.size());
    const QByteArrayView before(data.constData(), offset);
    const qsizetype line = before.count('\n') + 1;
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    return QCoreApplication::translate("eko::files", "line %1, column %2").arg(line).arg(offset - lineStart + 1);
}

QString parseErrorText(const QJsonParseError &error)
{
    switch (error.error) {
    case QJsonParseError::IllegalUTF8String:
        return QCoreApplication::translate("eko::files", "the text is not valid UTF-8");
    case QJsonParseError::UnterminatedObject:
    case QJsonParseError::UnterminatedArray:
    case QJsonParseError::UnterminatedString:
        return QCoreApplication::translate("eko::files", "the text ends too early; is the file truncated?");
    case QJsonParseError::IllegalNumber:
        return QCoreApplication::translate("eko::files", "a number is not valid or too large");
    case QJsonParseError::DeepNesting:
        return QCoreApplication::translate("eko::files", "the data is nested too deeply");
    case QJsonParseError::DocumentTooLarge: return QCoreApplication::translate("eko::files", "the data is too large");
    default: break;
    }
    //: %1: the JSON parser's own description of the error, in English.
    return QCoreApplication::translate("eko::files", "this is not valid JSON (%1)").arg(error.errorString());
}

QString kindOfFormat(const QString &format)
{
    if (format == QLatin1String(kGameFormat))
        return QCoreApplication::translate("eko::files", "a saved game");
    if (format == QLatin1String(kScenarioFormat))
        return QCoreApplication::translate("eko::files", "a scenario");
    return {};
}

} // namespace

std::optional<QJsonObject> parseJsonObject(const QByteArray &data, FileProblems &problems)
{
    if (data.trimmed().isEmpty()) {
        problems.append({QString(), QCoreApplication::translate("eko::files", "the file is empty")});
        return std::nullopt;
    }
    if (data.size() > kMaxFileBytes) {
        problems.append({QString(),
                         QCoreApplication::translate("eko::files", "the file is larger than %1 MiB")
                             .arg(kMaxFileBytes / (1024 * 1024))});
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError) {
        problems.append({lineAndColumn(data, error.offset), parseErrorText(error)});
        return std::nullopt;
    }
    if (!document.isObject()) {
        problems.append(
            {QString(),
             QCoreApplication::translate("eko::files", "the file must hold one JSON object { … }, not a list")});
        return std::nullopt;
    }
    const QStringList duplicates = duplicateFields(data);
    for (const QString &path : duplicates)
        problems.append({path, QCoreApplication::translate("eko::files",
                                                           "this field is given twice; each field may appear only once")});
    if (!duplicates.isEmpty())
        return std::nullopt;
    return document.object();
}

bool checkFormat(const QJsonObject &object, const QString &path, const char *format, int version,
                 FileProblems &problems)
{
    JsonReader read(problems);
    const auto found = read.string(object, path, QStringLiteral("format"), 100);
    if (!found)
        return false;
    if (*found != QLatin1String(format)) {
        const QString kind = kindOfFormat(*found);
        const QString expected = kindOfFormat(QLatin1String(format));
        if (!kind.isEmpty())
            //: %1: what the file is ("a saved game"); %2: what was expected ("a scenario").
            read.problem(fieldPath(path, QStringLiteral("format")),
                         QCoreApplication::translate("eko::files", "this file is %1, not %2").arg(kind, expected));
        else
            read.problem(fieldPath(path, QStringLiteral("format")),
                         QCoreApplication::translate("eko::files", "unknown format \"%1\"; expected \"%2\"")
                             .arg(found->left(100), QLatin1String(format)));
        return false;
    }
    const QString versionPath = fieldPath(path, QStringLiteral("version"));
    if (!object.contains(QStringLiteral("version"))) {
        read.problem(versionPath, QCoreApplication::translate("eko::files", "this field is missing"));
        return false;
    }
    const QJsonValue v = object.value(QStringLiteral("version"));
    const double d = v.toDouble();
    if (v.isDouble() && d > version && std::floor(d) == d) {
        read.problem(versionPath,
                     QCoreApplication::translate("eko::files",
                                                 "the file has format version %1, written by a newer version of "
                                                 "Ekö; this program reads versions up to %2")
                         .arg(QString::number(d, 'g', 17))
                         .arg(version));
        return false;
    }
    return read.integerValue(v, versionPath, 1, version).has_value();
}

} // namespace eko::files
