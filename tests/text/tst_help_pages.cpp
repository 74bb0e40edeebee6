// The rules help pages say the same in every language: each translated page has the English page's
// sections in the same order, and in each section the same sub-headings, list items, table rows and
// numbers (every figure of the rules appears as digits in every language).
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <algorithm>

namespace {

// One <h2> section of a help page: what it is made of and the numbers it states.
struct Section {
    QString anchor;        // the name of its <a name="…"> anchor
    int subheadings = 0;   // <h3>
    int items = 0;         // <li>
    int rows = 0;          // <tr>
    QStringList numbers;   // every run of digits in its visible text, sorted
};

struct Page {
    QStringList contents;  // the anchors the list of contents at the top links to
    QList<Section> sections;
    QString error;
};

QString helpPath(const QString &code)
{
    return QStringLiteral(EKO_SOURCE_DIR "/resources/help/rules_%1.html").arg(code);
}

int count(const QString &html, const QString &pattern)
{
    return int(html.count(QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption)));
}

// The digits a reader sees: tags, comments and entities removed (image sizes are not numbers).
QStringList numbersIn(QString html)
{
    html.remove(QRegularExpression(QStringLiteral("<!--.*?-->"), QRegularExpression::DotMatchesEverythingOption));
    html.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    html.remove(QRegularExpression(QStringLiteral("&#?\\w+;")));
    QStringList numbers;
    const QRegularExpression digits(QStringLiteral("\\d+"));
    for (auto it = digits.globalMatch(html); it.hasNext();)
        numbers.append(it.next().captured());
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

Page readPage(const QString &code)
{
    Page page;
    QFile file(helpPath(code));
    if (!file.open(QIODevice::ReadOnly)) {
        page.error = QStringLiteral("cannot open %1").arg(file.fileName());
        return page;
    }
    QString html = QString::fromUtf8(file.readAll());
    const qsizetype body = html.indexOf(QLatin1String("<body>"));
    if (body < 0) {
        page.error = QStringLiteral("%1 has no <body>").arg(file.fileName());
        return page;
    }
    html = html.mid(body);

    const QRegularExpression heading(QStringLiteral("<h2><a name=\"([^\"]+)\"></a>"));
    QList<QRegularExpressionMatch> headings;
    for (auto it = heading.globalMatch(html); it.hasNext();)
        headings.append(it.next());
    if (headings.isEmpty()) {
        page.error = QStringLiteral("%1 has no section").arg(file.fileName());
        return page;
    }
    const QString top = html.left(headings.first().capturedStart());
    const QRegularExpression link(QStringLiteral("href=\"#([^\"]+)\""));
    for (auto it = link.globalMatch(top); it.hasNext();)
        page.contents.append(it.next().captured(1));
    for (qsizetype i = 0; i < headings.size(); ++i) {
        const qsizetype from = headings[i].capturedStart();
        const qsizetype to = i + 1 < headings.size() ? headings[i + 1].capturedStart() : html.size();
        const QString text = html.mid(from, to - from);
        Section s;
        s.anchor = headings[i].captured(1);
        s.subheadings = count(text, QStringLiteral("<h3[ >]"));
        s.items = count(text, QStringLiteral("<li[ >]"));
        s.rows = count(text, QStringLiteral("<tr[ >]"));
        s.numbers = numbersIn(text);
        page.sections.append(s);
    }
    return page;
}

} // namespace

class TestHelpPages : public QObject {
    Q_OBJECT

private slots:
    void everyLanguageHasAPage_data()
    {
        QTest::addColumn<QString>("code");
        for (const char *code : {"en", "ko", "pt", "zh_CN"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    // The page reads, has sections, and its list of contents links to exactly those sections.
    void everyLanguageHasAPage()
    {
        QFETCH(QString, code);
        const Page page = readPage(code);
        QVERIFY2(page.error.isEmpty(), qPrintable(page.error));
        QStringList anchors;
        for (const Section &s : page.sections)
            anchors.append(s.anchor);
        QCOMPARE(page.contents, anchors);
    }

    // Every help page present in resources/help/ is one of the four checked here.
    void noOtherPage()
    {
        const QStringList pages = QDir(QStringLiteral(EKO_SOURCE_DIR "/resources/help"))
                                      .entryList({QStringLiteral("rules_*.html")}, QDir::Files, QDir::Name);
        QCOMPARE(pages, QStringList({QStringLiteral("rules_en.html"), QStringLiteral("rules_ko.html"),
                                     QStringLiteral("rules_pt.html"), QStringLiteral("rules_zh_CN.html")}));
    }

    void sameAsEnglish_data()
    {
        QTest::addColumn<QString>("code");
        for (const char *code : {"ko", "pt", "zh_CN"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    // Section by section, the translation has what the English page has: no rule left out or added.
    void sameAsEnglish()
    {
        QFETCH(QString, code);
        const Page english = readPage(QStringLiteral("en"));
        const Page page = readPage(code);
        QVERIFY2(english.error.isEmpty(), qPrintable(english.error));
        QVERIFY2(page.error.isEmpty(), qPrintable(page.error));
        QCOMPARE(page.sections.size(), english.sections.size());
        for (qsizetype i = 0; i < english.sections.size(); ++i) {
            const Section &e = english.sections[i];
            const Section &t = page.sections[i];
            const QByteArray where = QStringLiteral("section %1 (“%2”)").arg(i + 1).arg(e.anchor).toUtf8();
            QVERIFY2(t.anchor == e.anchor, where.constData());
            QVERIFY2(t.subheadings == e.subheadings,
                     QByteArray(where + ": " + QByteArray::number(t.subheadings) + " sub-headings, English has "
                                + QByteArray::number(e.subheadings)).constData());
            QVERIFY2(t.items == e.items, QByteArray(where + ": " + QByteArray::number(t.items)
                                                    + " list items, English has " + QByteArray::number(e.items))
                                             .constData());
            QVERIFY2(t.rows == e.rows, QByteArray(where + ": " + QByteArray::number(t.rows)
                                                  + " table rows, English has " + QByteArray::number(e.rows))
                                           .constData());
            QVERIFY2(t.numbers == e.numbers,
                     QByteArray(where + ": numbers " + t.numbers.join(QLatin1Char(' ')).toUtf8() + ", English has "
                                + e.numbers.join(QLatin1Char(' ')).toUtf8())
                         .constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestHelpPages)
#include "tst_help_pages.moc"
