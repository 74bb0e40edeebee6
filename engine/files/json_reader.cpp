// Field readers with type and range checks for the scenario and game file readers.
#include "files/json_reader.h"

#include <QCoreApplication>
#include <cmath>

namespace eko::files {

QString fieldPath(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString indexPath(const QString &path, qsizetype index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

QString describeJsonValue(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: return QString::number(value.toDouble(), 'g', 15);
    case QJsonValue::String: {
        const QString s = value.toString();
        //: Describes a text value found in a file; %1 is the text (shortened).
        return QCoreApplication::translate("eko::files", "the text \"%1\"")
            .arg(s.size() > 40 ? s.left(40) + QStringLiteral("…") : s);
    }
    case QJsonValue::Array: return QCoreApplication::translate("eko::files", "a list");
    case QJsonValue::Object: return QCoreApplication::translate("eko::files", "an object");
    case QJsonValue::Undefined: break;
    }
    return QCoreApplication::translate("eko::files", "nothing");
}

namespace {

QString mustBe(const QString &expected, const QJsonValue &found)
{
    //: %1: what a field must hold ("a list", "text"...); %2: what the file has instead.
    return QCoreApplication::translate("eko::files", "must be %1, not %2").arg(expected, describeJsonValue(found));
}

} // namespace

std::optional<QJsonObject> JsonReader::objectValue(const QJsonValue &value, const QString &path)
{
    if (!value.isObject()) {
        problem(path, mustBe(QCoreApplication::translate("eko::files", "an object"), value));
        return std::nullopt;
    }
    return value.toObject();
}

std::optional<QJsonArray> JsonReader::arrayValue(const QJsonValue &value, const QString &path, qsizetype maxSize)
{
    if (!value.isArray()) {
        problem(path, mustBe(QCoreApplication::translate("eko::files", "a list"), value));
        return std::nullopt;
    }
    QJsonArray array = value.toArray();
    if (array.size() > maxSize) {
        problem(path,
                QCoreApplication::translate("eko::files", "has %1 entries; at most %2 are allowed")
                    .arg(array.size())
                    .arg(maxSize));
        return std::nullopt;
    }
    return array;
}

std::optional<QString> JsonReader::stringValue(const QJsonValue &value, const QString &path, qsizetype maxLength)
{
    if (!value.isString()) {
        problem(path, mustBe(QCoreApplication::translate("eko::files", "text"), value));
        return std::nullopt;
    }
    QString s = value.toString();
    if (s.size() > maxLength) {
        problem(path,
                QCoreApplication::translate("eko::files", "is %1 characters long; at most %2 are allowed")
                    .arg(s.size())
                    .arg(maxLength));
        return std::nullopt;
    }
    return s;
}

std::optional<int> JsonReader::integerValue(const QJsonValue &value, const QString &path, int min, int max)
{
    const double d = value.toDouble();
    if (!value.isDouble() || !std::isfinite(d) || std::floor(d) != d || d < min || d > max) {
        //: A whole number in a range, e.g. "a whole number from 1 to 4".
        problem(
            path,
            mustBe(QCoreApplication::translate("eko::files", "a whole number from %1 to %2").arg(min).arg(max), value));
        return std::nullopt;
    }
    return static_cast<int>(d);
}

std::optional<bool> JsonReader::booleanValue(const QJsonValue &value, const QString &path)
{
    if (!value.isBool()) {
        problem(path, mustBe(QCoreApplication::translate("eko::files", "true or false"), value));
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QString> JsonReader::choiceValue(const QJsonValue &value, const QString &path, const QStringList &choices)
{
    if (!value.isString() || !choices.contains(value.toString())) {
        QStringList quoted;
        for (const QString &c : choices)
            quoted.append(QLatin1Char('"') + c + QLatin1Char('"'));
        //: %1: the allowed words in quotes, separated by commas.
        problem(path,
                mustBe(QCoreApplication::translate("eko::files", "one of %1").arg(quoted.join(QStringLiteral(", "))),
                       value));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<QJsonValue> JsonReader::required(const QJsonObject &parent, const QString &path, const QString &key)
{
    const auto it = parent.constFind(key);
    if (it == parent.constEnd()) {
        problem(fieldPath(path, key), QCoreApplication::translate("eko::files", "this field is missing"));
        return std::nullopt;
    }
    return it.value();
}

std::optional<QJsonObject> JsonReader::object(const QJsonObject &parent, const QString &path, const QString &key)
{
    const auto v = required(parent, path, key);
    return v ? objectValue(*v, fieldPath(path, key)) : std::nullopt;
}

std::optional<QJsonArray> JsonReader::array(const QJsonObject &parent, const QString &path, const QString &key,
                                            qsizetype maxSize)
{
    const auto v = required(parent, path, key);
    return v ? arrayValue(*v, fieldPath(path, key), maxSize) : std::nullopt;
}

std::optional<QString> JsonReader::string(const QJsonObject &parent, const QString &path, const QString &key,
                                          qsizetype maxLength)
{
    const auto v = required(parent, path, key);
    return v ? stringValue(*v, fieldPath(path, key), maxLength) : std::nullopt;
}

std::optional<int> JsonReader::integer(const QJsonObject &parent, const QString &path, const QString &key, int min,
                                       int max)
{
    const auto v = required(parent, path, key);
    return v ? integerValue(*v, fieldPath(path, key), min, max) : std::nullopt;
}

std::optional<bool> JsonReader::boolean(const QJsonObject &parent, const QString &path, const QString &key)
{
    const auto v = required(parent, path, key);
    return v ? booleanValue(*v, fieldPath(path, key)) : std::nullopt;
}

std::optional<QString> JsonReader::choice(const QJsonObject &parent, const QString &path, const QString &key,
                                          const QStringList &choices)
{
    const auto v = required(parent, path, key);
    return v ? choiceValue(*v, fieldPath(path, key), choices) : std::nullopt;
}

bool JsonReader::has(const QJsonObject &parent, const QString &key)
{
    const auto it = parent.constFind(key);
    return it != parent.constEnd() && !it.value().isNull();
}

void JsonReader::unknownFields(const QJsonObject &object, const QString &path,
                               std::initializer_list<const char *> known)
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        bool found = false;
        for (const char *k : known)
            found = found || it.key() == QLatin1String(k);
        if (!found)
            problem(fieldPath(path, it.key()), QCoreApplication::translate("eko::files", "unknown field"));
    }
}

} // namespace eko::files
