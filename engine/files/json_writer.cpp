// The readable JSON writer shared by scenario and game files.
#include "files/json_writer.h"

#include <QJsonArray>
#include <QStringList>
#include <QVarLengthArray>
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

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
        QStringLiteral("description"),
        QStringLiteral("translations"),
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
        QStringLiteral("line"),
        QStringLiteral("after"),
        QStringLiteral("action"),
        QStringLiteral("actions"),
        QStringLiteral("branches"),
        QStringLiteral("notes"),
        QStringLiteral("comment"),
        QStringLiteral("mark"),
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
    // Sorted by key for a binary search: faster than hashing for these short keys.
    static const std::vector<std::pair<QString, int>> ranks = [] {
        std::vector<std::pair<QString, int>> r;
        for (qsizetype i = 0; i < fieldOrder().size(); ++i)
            r.emplace_back(fieldOrder()[i], static_cast<int>(i));
        std::sort(r.begin(), r.end());
        return r;
    }();
    const auto it = std::lower_bound(ranks.begin(), ranks.end(), key,
                                     [](const std::pair<QString, int> &entry, const QString &k) { return entry.first < k; });
    return it != ranks.end() && it->first == key ? it->second : static_cast<int>(fieldOrder().size());
}

struct Member {
    int rank;
    QString key;
    QJsonValue value;
    const QByteArray *written = nullptr; // the value's text, written beforehand
};
using Members = QVarLengthArray<Member, 16>;

// The members of an object in the order they are written, each looked up once.
Members orderedMembers(const QJsonObject &object, const WrittenMember *written = nullptr)
{
    Members members;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        if (!written || it.key() != written->key)
            members.append(Member{rank(it.key()), it.key(), it.value()});
    if (written)
        members.append(Member{rank(written->key), written->key, QJsonValue(), &written->text});
    std::sort(members.begin(), members.end(), [](const Member &a, const Member &b) {
        return a.rank != b.rank ? a.rank < b.rank : a.key < b.key;
    });
    return members;
}

// "\u001f": a UTF-16 unit as a JSON escape.
void appendEscape(QByteArray &out, char16_t unit)
{
    static const char digits[] = "0123456789abcdef";
    const char text[] = {'\\', 'u', digits[(unit >> 12) & 15], digits[(unit >> 8) & 15], digits[(unit >> 4) & 15],
                         digits[unit & 15]};
    out.append(text, sizeof text);
}

// A JSON string: quotes, backslashes and control characters escaped, everything else as UTF-8.
// A lone surrogate (no character of its own, so no UTF-8) is written as its escape, which JSON
// readers take back as the same UTF-16 unit, and so is U+FEFF, which QJsonDocument drops when it
// stands raw in a string: whatever the program holds, it reads back.
void appendQuoted(QByteArray &out, QStringView text)
{
    out.append('"');
    const qsizetype n = text.size();
    qsizetype plain = 0; // start of the characters not yet written, which need no escape
    auto flush = [&](qsizetype i) {
        if (i > plain)
            out.append(text.mid(plain, i - plain).toUtf8());
        plain = i + 1;
    };
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = text.at(i).unicode();
        const char *shortEscape = nullptr;
        switch (c) {
        case u'"': shortEscape = "\\\""; break;
        case u'\\': shortEscape = "\\\\"; break;
        case u'\n': shortEscape = "\\n"; break;
        case u'\r': shortEscape = "\\r"; break;
        case u'\t': shortEscape = "\\t"; break;
        default: break;
        }
        if (shortEscape) {
            flush(i);
            out.append(shortEscape);
        } else if (c < 0x20) {
            flush(i);
            appendEscape(out, c);
        } else if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(text.at(i + 1).unicode())) {
            ++i; // a character outside the BMP: written as UTF-8 with the rest
        } else if (QChar::isSurrogate(c) || c == 0xFEFF) { // QJsonDocument drops a raw U+FEFF
            flush(i);
            appendEscape(out, c);
        }
    }
    if (plain < n)
        out.append(text.mid(plain).toUtf8());
    out.append('"');
}

// A scalar value in JSON.
void appendScalar(QByteArray &out, const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool: out.append(value.toBool() ? "true" : "false"); return;
    case QJsonValue::String: appendQuoted(out, value.toString()); return;
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (std::abs(d) < 1e15 && std::floor(d) == d)
            out.append(QByteArray::number(static_cast<qint64>(d)));
        else
            out.append(QByteArray::number(d, 'g', 17));
        return;
    }
    default: out.append("null"); return;
    }
}

bool isContainer(const QJsonValue &v) { return v.isArray() || v.isObject(); }

constexpr qsizetype kLineWidth = 100;

class Writer {
public:
    QByteArray write(const QJsonObject &root, const WrittenMember *written = nullptr)
    {
        m_out.reserve(64 * 1024 + (written ? written->text.size() : 0));
        if (written)
            object(root, 0, written);
        else
            value(root, 0);
        m_out.append('\n');
        return m_out;
    }

    QByteArray writeMemberValue(const QJsonValue &v)
    {
        value(v, 1);
        return m_out;
    }

private:
    // Writes a flat array (no container inside) on one line if it fits; else writes nothing.
    bool writeInline(const QJsonArray &a)
    {
        const qsizetype start = m_out.size();
        m_out.append('[');
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QJsonValue v = a.at(i);
            if (isContainer(v) || m_out.size() - start > kLineWidth)
                return undo(start);
            if (i > 0)
                m_out.append(", ");
            appendScalar(m_out, v);
        }
        m_out.append(']');
        return m_out.size() - start <= kLineWidth || undo(start);
    }

    // The same for a flat object.
    bool writeInline(const Members &members)
    {
        const qsizetype start = m_out.size();
        m_out.append('{');
        for (const Member &m : members) {
            if (m.written || isContainer(m.value) || m_out.size() - start > kLineWidth)
                return undo(start);
            if (m_out.size() - start > 1)
                m_out.append(", ");
            appendQuoted(m_out, m.key);
            m_out.append(": ");
            appendScalar(m_out, m.value);
        }
        m_out.append('}');
        return m_out.size() - start <= kLineWidth || undo(start);
    }

    bool undo(qsizetype start)
    {
        m_out.truncate(start);
        return false;
    }

    void indent(int depth) { m_out.append(2 * depth, ' '); }

    void value(const QJsonValue &v, int depth)
    {
        if (v.isArray())
            array(v.toArray(), depth);
        else if (v.isObject())
            object(v.toObject(), depth);
        else
            appendScalar(m_out, v);
    }

    void array(const QJsonArray &a, int depth)
    {
        if (writeInline(a))
            return;
        m_out.append("[\n");
        for (qsizetype i = 0; i < a.size(); ++i) {
            indent(depth + 1);
            value(a.at(i), depth + 1);
            m_out.append(i + 1 < a.size() ? ",\n" : "\n");
        }
        indent(depth);
        m_out.append(']');
    }

    void object(const QJsonObject &o, int depth, const WrittenMember *written = nullptr)
    {
        const Members members = orderedMembers(o, written);
        if (writeInline(members))
            return;
        m_out.append("{\n");
        for (qsizetype i = 0; i < members.size(); ++i) {
            indent(depth + 1);
            appendQuoted(m_out, members[i].key);
            m_out.append(": ");
            if (members[i].written)
                m_out.append(*members[i].written);
            else
                value(members[i].value, depth + 1);
            m_out.append(i + 1 < members.size() ? ",\n" : "\n");
        }
        indent(depth);
        m_out.append('}');
    }

    QByteArray m_out;
};

} // namespace

QByteArray writeReadableJson(const QJsonObject &root) { return Writer().write(root); }

QByteArray writeReadableMemberValue(const QJsonValue &value) { return Writer().writeMemberValue(value); }

QByteArray writeReadableJson(const QJsonObject &root, const WrittenMember &written)
{
    return Writer().write(root, &written);
}

} // namespace eko::files
