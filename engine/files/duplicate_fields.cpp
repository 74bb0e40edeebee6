// A single pass over valid JSON text that remembers the keys of every open object (see duplicate_fields.h).
#include "files/duplicate_fields.h"

#include "files/json_reader.h"

#include <QSet>

#include <algorithm>

#include <vector>

namespace eko::files {

namespace {

struct Container {
    bool object = false;
    QString path;        // of the container itself
    QSet<QString> keys;  // object: the keys seen so far
    QString key;         // object: the key of the value being read
    qsizetype index = 0; // array: the index of the value being read
    bool expectKey = true;
};

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

class Scanner {
public:
    explicit Scanner(const QByteArray &json)
        : m_text(json)
    {
    }

    QStringList run()
    {
        while (m_at < m_text.size()) {
            const char c = m_text[m_at];
            switch (c) {
            case '{':
            case '[': open(c == '{'); ++m_at; break;
            case '}':
            case ']':
                if (!m_open.empty())
                    m_open.pop_back();
                ++m_at;
                break;
            case ',':
                if (!m_open.empty()) {
                    Container &top = m_open.back();
                    top.expectKey = true;
                    ++top.index;
                }
                ++m_at;
                break;
            case '"': string(); break;
            default: ++m_at; break; // white space, ':', numbers, true, false, null
            }
        }
        return m_duplicates;
    }

private:
    // The path of the value about to be read.
    QString valuePath() const
    {
        if (m_open.empty())
            return {};
        const Container &top = m_open.back();
        return top.object ? fieldPath(top.path, top.key) : indexPath(top.path, top.index);
    }

    void open(bool object)
    {
        Container c;
        c.object = object;
        c.path = valuePath();
        m_open.push_back(std::move(c));
    }

    void string()
    {
        const bool isKey = !m_open.empty() && m_open.back().object && m_open.back().expectKey;
        ++m_at; // the opening quote
        if (!isKey) {
            while (m_at < m_text.size() && m_text[m_at] != '"')
                m_at += m_text[m_at] == '\\' ? 2 : 1;
            ++m_at;
            return;
        }
        const QString key = decodedString();
        Container &top = m_open.back();
        top.expectKey = false;
        top.key = key;
        if (top.keys.contains(key))
            m_duplicates.append(fieldPath(top.path, key));
        else
            top.keys.insert(key);
    }

    // The string's characters up to its closing quote, escapes decoded; m_at ends after the quote.
    QString decodedString()
    {
        QString out;
        qsizetype runStart = m_at;
        auto flush = [&] { out += QString::fromUtf8(m_text.constData() + runStart, m_at - runStart); };
        while (m_at < m_text.size() && m_text[m_at] != '"') {
            if (m_text[m_at] != '\\') {
                ++m_at;
                continue;
            }
            flush();
            const char e = m_at + 1 < m_text.size() ? m_text[m_at + 1] : '\\';
            m_at += 2;
            switch (e) {
            case 'b': out += QChar(u'\b'); break;
            case 'f': out += QChar(u'\f'); break;
            case 'n': out += QChar(u'\n'); break;
            case 'r': out += QChar(u'\r'); break;
            case 't': out += QChar(u'\t'); break;
            case 'u': {
                int code = 0;
                for (int k = 0; k < 4 && m_at < m_text.size(); ++k, ++m_at)
                    code = code * 16 + std::max(hexValue(m_text[m_at]), 0);
                out += QChar(static_cast<char16_t>(code));
                break;
            }
            default: out += QLatin1Char(e); break; // \" \\ \/
            }
            runStart = m_at;
        }
        flush();
        ++m_at;
        return out;
    }

    const QByteArray &m_text;
    qsizetype m_at = 0;
    std::vector<Container> m_open;
    QStringList m_duplicates;
};

} // namespace

QStringList duplicateFields(const QByteArray &json) { return Scanner(json).run(); }

} // namespace eko::files
