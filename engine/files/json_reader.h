// Small helpers that read one JSON field with a type and range check; a field that is missing
// or wrong records a FileProblem with its JSON path and gives nothing back.
#pragma once

#include "files/file_problem.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <initializer_list>
#include <optional>

namespace eko::files {

// "rules" + "stackLimit" -> "rules.stackLimit"; "" + "board" -> "board".
QString fieldPath(const QString &path, const QString &key);
// "board" + 3 -> "board[3]".
QString indexPath(const QString &path, qsizetype index);
// A JSON value in a few words for messages: "a string", "an object", "true", "1.5"...
QString describeJsonValue(const QJsonValue &value);

class JsonReader {
public:
    explicit JsonReader(FileProblems &problems)
        : m_problems(problems)
    {
    }

    void problem(const QString &where, const QString &what) { m_problems.append({where, what}); }
    qsizetype problemCount() const { return m_problems.size(); }

    // Values (array elements, or fields already looked up).
    std::optional<QJsonObject> objectValue(const QJsonValue &value, const QString &path);
    std::optional<QJsonArray> arrayValue(const QJsonValue &value, const QString &path, qsizetype maxSize);
    std::optional<QString> stringValue(const QJsonValue &value, const QString &path, qsizetype maxLength);
    std::optional<int> integerValue(const QJsonValue &value, const QString &path, int min, int max);
    std::optional<bool> booleanValue(const QJsonValue &value, const QString &path);
    // One of `choices` (e.g. terrain ids); the message lists them.
    std::optional<QString> choiceValue(const QJsonValue &value, const QString &path, const QStringList &choices);

    // Required fields of an object: a missing field is a problem.
    std::optional<QJsonObject> object(const QJsonObject &parent, const QString &path, const QString &key);
    std::optional<QJsonArray> array(const QJsonObject &parent, const QString &path, const QString &key,
                                    qsizetype maxSize);
    std::optional<QString> string(const QJsonObject &parent, const QString &path, const QString &key,
                                  qsizetype maxLength);
    std::optional<int> integer(const QJsonObject &parent, const QString &path, const QString &key, int min, int max);
    std::optional<bool> boolean(const QJsonObject &parent, const QString &path, const QString &key);
    std::optional<QString> choice(const QJsonObject &parent, const QString &path, const QString &key,
                                  const QStringList &choices);

    // True when the field is present and not null; used for optional fields.
    static bool has(const QJsonObject &parent, const QString &key);

    // Records a problem for every field of `object` that is not in `known`.
    void unknownFields(const QJsonObject &object, const QString &path, std::initializer_list<const char *> known);

private:
    // The field's value, or a "missing" problem.
    std::optional<QJsonValue> required(const QJsonObject &parent, const QString &path, const QString &key);

    FileProblems &m_problems;
};

} // namespace eko::files
