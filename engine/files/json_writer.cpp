// The readable JSON writer shared by scenario and game files.
#include "json_writer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>
#include <algorithm>

namespace eko::files {

namespace {

// Fields in the order a reader expects them; fields not listed follow in alphabetical order.
const QStringList &fieldOrder()
{
    static const QStringList order{
        QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"), QStringLiteral("program"),
        QStringLiteral("saved"), QStringLiteral("colour"), QStringLiteral("players"), QStringLiteral("seed"),
        QStringLiteral("result"), QStringLiteral("actions"), QStringLiteral("scenario"),
        QStringLiteral("rules"), QStringLiteral("setup"), QStringLiteral("position"), QStringLiteral("board"),
        QStringLiteral("discsPerPlayer"), QStringLiteral("stackLimit"), QStringLiteral("reinforcementMin"),
        QStringLiteral("reinforcementMax"), QStringLiteral("forcedMarchCost"), QStringLiteral("victoryPoints"),
        QStringLiteral("buildingSupply"), QStringLiteral("drawRounds"), QStringLiteral("village"),
        QStringLiteral("tower"), QStringLiteral("castle"), QStringLiteral("phase"), QStringLiteral("toMove"),
        QStringLiteral("firstPlayer"), QStringLiteral("swapsDone"), QStringLiteral("quietTurns"),
        QStringLiteral("stacks"), QStringLiteral("buildings"), QStringLiteral("space"), QStringLiteral("q"),
        QStringLiteral("r"), QStringLiteral("terrain"), QStringLiteral("owner"), QStringLiteral("size"),
        QStringLiteral("emperor"), QStringLiteral("type"), QStringLiteral("kind"), QStringLiteral("winner"),
        QStringLiteral("reserve"), QStringLiteral("emperorInReserve"), QStringLiteral("removed"),
        QStringLiteral("captives"), QStringLiteral("supply"), QStringLiteral("red"), QStringLiteral("blue"),
        QStringLiteral("yellow"), QStringLiteral("green"),
    };
    return order;
}

QStringList orderedKeys(const QJsonObject &object)
{
    QStringList keys = object.keys();
    const QStringList &order = fieldOrder();
    std::stable_sort(keys.begin(), keys.end(), [&order](const QString &a, const QString &b) {
        qsizetype ia = order.indexOf(a), ib = order.indexOf(b);
        if (ia < 0)
            ia = order.size();
        if (ib < 0)
            ib = order.size();
        return ia != ib ? ia < ib : a < b;
    });
    return keys;
}

// A scalar (or a string key) in JSON, as Qt escapes it.
QByteArray scalar(const QJsonValue &value)
{
    const QByteArray inArray = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return inArray.mid(1, inArray.size() - 2);
}

bool isContainer(const QJsonValue &v) { return v.isArray() || v.isObject(); }

constexpr qsizetype kLineWidth = 100;

class Writer {
public:
    QByteArray write(const QJsonObject &root)
    {
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
                if (isContainer(a[i]))
                    return {};
                text.append(i > 0 ? ", " : "").append(scalar(a[i]));
            }
            text.append(']');
        } else {
            const QJsonObject o = v.toObject();
            text.append('{');
            bool first = true;
            for (const QString &k : orderedKeys(o)) {
                if (isContainer(o.value(k)))
                    return {};
                text.append(first ? "" : ", ").append(scalar(k)).append(": ").append(scalar(o.value(k)));
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
                value(a[i], depth + 1);
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
                m_out.append(scalar(keys[i])).append(": ");
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
