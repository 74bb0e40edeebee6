// Problems in words, printable (see file_problem.h).
#include "files/file_problem.h"

namespace eko::files {

namespace {

bool needsEscape(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f
        || (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

} // namespace

QStringList toStringList(const FileProblems &problems)
{
    QStringList lines;
    lines.reserve(problems.size());
    for (const FileProblem &p : problems)
        lines.append(p.toString());
    return lines;
}

QString printableText(const QString &text)
{
    qsizetype first = 0;
    while (first < text.size() && !needsEscape(text[first].unicode()))
        ++first;
    if (first == text.size())
        return text;
    QString out = text.left(first);
    for (qsizetype i = first; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (!needsEscape(c))
            out += text[i];
        else if (c == u'\n')
            out += QLatin1String("\\n");
        else if (c == u'\t')
            out += QLatin1String("\\t");
        else if (c == u'\r')
            out += QLatin1String("\\r");
        else
            out += QStringLiteral("\\u%1").arg(static_cast<unsigned>(c), 4, 16, QLatin1Char('0'));
    }
    return out;
}

QString FileProblem::toString() const
{
    return printableText(where.isEmpty() ? what : where + QStringLiteral(": ") + what);
}

} // namespace eko::files
