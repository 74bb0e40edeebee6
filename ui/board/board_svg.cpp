// Composing the art into the board's SVG (see board_svg.h).
#include "board/board_svg.h"

#include "look/art_cache.h"

#include <QHash>
#include <QRegularExpression>
#include <QString>

#include <algorithm>

namespace eko::ui {

namespace {

QString number(double v) { return QString::number(v, 'g', 7); }

// The value of attribute `name` in the start tag `tag`, or empty.
QString attribute(const QString &tag, const QString &name)
{
    const QRegularExpression re(QStringLiteral("\\s%1\\s*=\\s*\"([^\"]*)\"").arg(name));
    return re.match(tag).captured(1);
}

// One art file as a group of <defs>: its content in its own units, with every id made its own.
struct ArtDefinition {
    QString group;            // <g id="art-NAME">…</g>
    double x = 0, y = 0;      // the viewBox
    double width = 1, height = 1;
    bool valid = false;
};

ArtDefinition define(const QString &name, const QString &source)
{
    ArtDefinition def;
    const QRegularExpressionMatch root = QRegularExpression(QStringLiteral("<svg\\b[^>]*>")).match(source);
    const qsizetype end = source.lastIndexOf(QStringLiteral("</svg>"));
    if (!root.hasMatch() || end < root.capturedEnd())
        return def;
    const QStringList box = attribute(root.captured(), QStringLiteral("viewBox"))
                                .split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    if (box.size() != 4)
        return def;
    def.x = box[0].toDouble();
    def.y = box[1].toDouble();
    def.width = box[2].toDouble();
    def.height = box[3].toDouble();
    if (def.width <= 0 || def.height <= 0)
        return def;
    QString content = source.mid(root.capturedEnd(), end - root.capturedEnd());
    content.remove(QRegularExpression(QStringLiteral("<!--.*?-->"), QRegularExpression::DotMatchesEverythingOption));
    // Ids are per file (every disc has its "side" gradient): prefixed with the art's name.
    const QString prefix = QStringLiteral("art-%1-").arg(name);
    content.replace(QRegularExpression(QStringLiteral("\\bid=\"([^\"]+)\"")), QStringLiteral("id=\"%1\\1\"").arg(prefix));
    content.replace(QRegularExpression(QStringLiteral("url\\(#([^)]+)\\)")), QStringLiteral("url(#%1\\1)").arg(prefix));
    content.replace(QRegularExpression(QStringLiteral("href=\"#([^\"]+)\"")), QStringLiteral("href=\"#%1\\1\"").arg(prefix));
    def.group = QStringLiteral("<g id=\"art-%1\">%2</g>\n").arg(name, content.trimmed());
    def.valid = true;
    return def;
}

} // namespace

QByteArray composeArtIntoSvg(const QByteArray &generated, const QStringList &marked, const ArtCache &art)
{
    const QString svg = QString::fromUtf8(generated);
    const QRegularExpression image(QStringLiteral("<image\\b[^>]*/>"));
    QHash<QString, ArtDefinition> definitions;
    QStringList order; // first use first
    QString out;
    qsizetype from = 0;
    int k = 0;
    for (auto it = image.globalMatch(svg); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (k >= marked.size())
            return {};
        const QString &name = marked[k++];
        if (!definitions.contains(name)) {
            definitions.insert(name, define(name, QString::fromUtf8(art.svgSource(name))));
            order << name;
        }
        const ArtDefinition &def = definitions[name];
        if (!def.valid)
            return {};
        const QString tag = m.captured();
        const double x = attribute(tag, QStringLiteral("x")).toDouble();
        const double y = attribute(tag, QStringLiteral("y")).toDouble();
        const double w = attribute(tag, QStringLiteral("width")).toDouble();
        const double h = attribute(tag, QStringLiteral("height")).toDouble();
        // As the art cache draws it: its aspect kept, centred in the target.
        const double s = std::min(w / def.width, h / def.height);
        const double tx = x + (w - def.width * s) / 2 - def.x * s;
        const double ty = y + (h - def.height * s) / 2 - def.y * s;
        out += svg.mid(from, m.capturedStart() - from);
        out += QStringLiteral("<use xlink:href=\"#art-%1\" transform=\"translate(%2,%3) scale(%4)\"/>")
                   .arg(name, number(tx), number(ty), number(s));
        from = m.capturedEnd();
    }
    if (k != marked.size())
        return {};
    out += svg.mid(from);
    // The art once, in <defs> right after the document's start tag.
    const QRegularExpressionMatch root = QRegularExpression(QStringLiteral("<svg\\b[^>]*>")).match(out);
    if (!root.hasMatch())
        return {};
    QString defs = QStringLiteral("\n<defs>\n");
    for (const QString &name : order)
        defs += definitions[name].group;
    defs += QStringLiteral("</defs>\n");
    out.insert(root.capturedEnd(), defs);
    return out.toUtf8();
}

} // namespace eko::ui
