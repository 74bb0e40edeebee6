// The readable JSON writer shared by scenario and game files.
#include "files/json_writer.h"

#include <QHash>
#include <QJsonArray>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace eko::files {

namespace {

// Fields in the order a reader expects them; fields not listed follow in alphabetical order.
const QStringList &fieldOrder()
{
    static const QStringList order{
        QStringLiteral("format"),
        QStringLiteral("version"),
        QStringLiteral("colour"),
        QStringLiteral("name"),
        QStringLiteral("program"),
        QStringLiteral("saved"),
        QStringLiteral("phase"),
        QStringLiteral("toMove"),
        QStringLiteral("firstPlayer"),
        QStringLiteral("swapsDone"),
        QStringLiteral("quietTurns"),
        QStringLiteral("players"),
        QStringLiteral("seed"),
        QStringLiteral("result"),
        QStringLiteral("actions"),
        QStringLiteral("scenario"),
        QStringLiteral("rules"),
        QStringLiteral("setup"),
        QStringLiteral("position"),
        QStringLiteral("board"),
        QStringLiteral("discsPerPlayer"),
        QStringLiteral("stackLimit"),
        QStringLiteral("reinforcementMin"),
        QStringLiteral("reinforcementMax"),
        QStringLiteral("forcedMarchCost"),
        QStringLiteral("victoryPoints"),
        QStringLiteral("buildingSupply"),
        QStringLiteral("drawRounds"),
        QStringLiteral("village"),
        QStringLiteral("tower"),
        QStringLiteral("castle"),
        QStringLiteral("stacks"),
        QStringLiteral("buildings"),
        QStringLiteral("space"),
        QStringLiteral("q"),
        QStringLiteral("r"),
        QStringLiteral("terrain"),
        QStringLiteral("owner"),
        QStringLiteral("size"),
        QStringLiteral("emperor"),
        QStringLiteral("type"),
        QStringLiteral("kind"),
        QStringLiteral("winner"),
        QStringLiteral("reserve"),
        QStringLiteral("emperorInReserve"),
        QStringLiteral("removed"),
        QStringLiteral("captives"),
        QStringLiteral("supply"),
        QStringLiteral("red"),
        QStringLiteral("blue"),
        QStringLiteral("yellow"),
        QStringLiteral("green"),
    };
    return order;
}

int rank(const QString &key)
{
    static const QHash<QString, int> ranks = [] {
        QHash<QString, int> r;
        for (qsizetype i = 0; i < fieldOrder().size(); ++i)
            r.insert(fieldOrder()[i], static_cast<int>(i));
        return r;
    }();
    return ranks.value(key, static_cast<int>(fieldOrder().size()));
}

QStringList orderedKeys(const QJsonObject &object)
{
    QList<std::pair<int, QString>> ranked;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        ranked.append({rank(it.key()), it.key()});
    std::sort(ranked.begin(), ranked.end());
    QStringList keys;
    for (const auto &[r, key] : ranked)
        keys.append(key);
    return keys;
}

// "\u001f": a UTF-16 unit as a JSON escape.
QByteArray escaped(char16_t unit)
{
    return "\\u" + QByteArray::number(unit, 16).rightJustified(4, '0');
}

// A JSON string: quotes, backslashes and control characters escaped, everything else as UTF-8.
// A lone surrogate (no character of its own, so no UTF-8) is written as its escape, which JSON
// readers take back as the same UTF-16 unit, and so is U+FEFF, which QJsonDocument drops when it
// stands raw in a string: whatever the program holds, it reads back.
QByteArray quoted(const QString &text)
{
    QByteArray out("\"");
    out.reserve(text.size() + 2);
    const QStringView view(text);
    const qsizetype n = view.size();
    qsizetype plain = 0; // start of the characters not yet written, which need no escape
    auto write = [&](qsizetype i, const QByteArray &escape) {
        out.append(view.mid(plain, i - plain).toUtf8()).append(escape);
        plain = i + 1;
    };
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = view.at(i).unicode();
        switch (c) {
        case u'"': write(i, "\\\""); continue;
        case u'\\': write(i, "\\\\"); continue;
        case u'\n': write(i, "\\n"); continue;
        case u'\r': write(i, "\\r"); continue;
        case u'\t': write(i, "\\t"); continue;
        default: break;
        }
        if (c < 0x20)
            write(i, escaped(c));
        else if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(view.at(i + 1).unicode()))
            ++i; // a character outside the BMP: written as UTF-8 with the rest
        else if (QChar::isSurrogate(c) || c == 0xFEFF) // QJsonDocument drops a raw U+FEFF
            write(i, escaped(c));
    }
    out.append(view.mid(plain).toUtf8());
    return out.append('"');
}

// A scalar value in JSON.
QByteArray scalar(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool: return value.toBool() ? "true" : "false";
    case QJsonValue::String: return quoted(value.toString());
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (std::abs(d) < 1e15 && std::floor(d) == d)
            return QByteArray::number(static_cast<qint64>(d));
        return QByteArray::number(d, 'g', 17);
    }
    default: return "null";
    }
}

bool isContainer(const QJsonValue &v) { return v.isArray() || v.isObject(); }

constexpr qsizetype kLineWidth = 100;

class Writer {
public:
    QByteArray write(const QJsonObject &root)
    {
        m_out.reserve(64 * 1024);
        value(root, 0);
        m_out.append('\n');
        return m_out;
    }

private:
    // A flat container (no container inside) on one line; empty when it has containers inside.
    static QByteArray inlineText(const QJsonValue &v)
    {
        QByteArray text;
        if (v.isArray()) {
            const QJsonArray a = v.toArray();
            text.append('[');
            for (qsizetype i = 0; i < a.size(); ++i) {
                if (isContainer(a.at(i)))
                    return {};
                text.append(i > 0 ? ", " : "").append(scalar(a.at(i)));
            }
            text.append(']');
        } else {
            const QJsonObject o = v.toObject();
            text.append('{');
            bool first = true;
            for (const QString &k : orderedKeys(o)) {
                if (isContainer(o.value(k)))
                    return {};
                text.append(first ? "" : ", ").append(quoted(k)).append(": ").append(scalar(o.value(k)));
                first = false;
            }
            text.append('}');
        }
        return text;
    }

    void indent(int depth) { m_out.append(QByteArray(2 * depth, ' ')); }

    void value(const QJsonValue &v, int depth)
    {
        if (!isContainer(v)) {
            m_out.append(scalar(v));
            return;
        }
        const QByteArray oneLine = inlineText(v);
        if (!oneLine.isEmpty() && oneLine.size() <= kLineWidth) {
            m_out.append(oneLine);
            return;
        }
        if (v.isArray()) {
            const QJsonArray a = v.toArray();
            m_out.append("[\n");
            for (qsizetype i = 0; i < a.size(); ++i) {
                indent(depth + 1);
                value(a.at(i), depth + 1);
                m_out.append(i + 1 < a.size() ? ",\n" : "\n");
            }
            indent(depth);
            m_out.append(']');
        } else {
            const QJsonObject o = v.toObject();
            const QStringList keys = orderedKeys(o);
            m_out.append("{\n");
            for (qsizetype i = 0; i < keys.size(); ++i) {
                indent(depth + 1);
                m_out.append(quoted(keys[i])).append(": ");
                value(o.value(keys[i]), depth + 1);
                m_out.append(i + 1 < keys.size() ? ",\n" : "\n");
            }
            indent(depth);
            m_out.append('}');
        }
    }

    QByteArray m_out;
};

} // namespace

QByteArray writeReadableJson(const QJsonObject &root) { return Writer().write(root); }

} // namespace eko::files
