// What file problems say and how: a field given twice is found at any depth and however its key is
// written; text quoted from a file is printed with its control characters as escapes; a JSON
// syntax error reads the same from every loader.
#include "files/any_file.h"
#include "files/duplicate_fields.h"
#include "files/file_problem.h"
#include "files/json_document.h"

#include <QtTest>

using namespace eko;
using namespace eko::files;

class TestFileMessages : public QObject {
    Q_OBJECT
private slots:
    void duplicateFields_data();
    void duplicateFields();
    void duplicateFieldRefusesTheFile();
    void printableText_data();
    void printableText();
    void problemsArePrintable();
    void problemLinesAreOnePerProblemInOrder();
    void syntaxErrorsReadTheSameEverywhere();
    void fileOfNeitherKind();
};

void TestFileMessages::duplicateFields_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("none") << QByteArray(R"({"a": 1, "b": {"a": 2}, "c": [{"a": 3}, {"a": 4}]})") << QStringList();
    QTest::newRow("top") << QByteArray(R"({"format": "x", "version": 1, "format": "y"})")
                         << QStringList{QStringLiteral("format")};
    QTest::newRow("nested in a list") << QByteArray(R"({"s": [{"a": 1}, {"a": 1, "b": [], "a": 2}]})")
                                      << QStringList{QStringLiteral("s[1].a")};
    QTest::newRow("after a nested object") << QByteArray(R"({"p": {"x": {"x": 1}, "y": 2, "x": 3}})")
                                           << QStringList{QStringLiteral("p.x")};
    QTest::newRow("escaped key") << QByteArray(R"({"size": 1, "\u0073ize": 2})") << QStringList{QStringLiteral("size")};
    QTest::newRow("quotes and braces inside strings")
        << QByteArray(R"({"a\"{": "}\"[", "b": "a\\", "a\"{": 0})") << QStringList{QStringLiteral("a\"{")};
    QTest::newRow("same key, other objects") << QByteArray(R"({"a": {"k": 1}, "b": {"k": 1}})") << QStringList();
    QTest::newRow("three times") << QByteArray(R"({"k": 1, "k": 2, "k": 3})")
                                 << QStringList{QStringLiteral("k"), QStringLiteral("k")};
    QTest::newRow("non-ASCII") << QByteArray("{\"Ekö\": 1, \"Ek\\u00f6\": 2}") << QStringList{QStringLiteral("Ekö")};
}

void TestFileMessages::duplicateFields()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, expected);
    QCOMPARE(files::duplicateFields(json), expected);
}

void TestFileMessages::duplicateFieldRefusesTheFile()
{
    FileProblems problems;
    QVERIFY(!parseJsonObject(R"({"format": "eko-game", "format": "eko-scenario"})", problems));
    QCOMPARE(problems.size(), qsizetype(1));
    QCOMPARE(problems.first().toString(),
             QStringLiteral("format: this field is given twice; each field may appear only once"));
}

void TestFileMessages::printableText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("printed");
    QTest::newRow("plain") << QStringLiteral("a1-b2 Ekö 对局 ✓") << QStringLiteral("a1-b2 Ekö 对局 ✓");
    QTest::newRow("NUL") << (QStringLiteral("pass") + QChar(0) + QStringLiteral("x")) << QStringLiteral("pass\\u0000x");
    QTest::newRow("newline, tab, return") << QStringLiteral("a\nb\tc\r") << QStringLiteral("a\\nb\\tc\\r");
    QTest::newRow("escape sequence") << QStringLiteral("\x1b[2J") << QStringLiteral("\\u001b[2J");
    QTest::newRow("DEL and C1") << QStringLiteral("\x7f\u0085\u009b") << QStringLiteral("\\u007f\\u0085\\u009b");
    QTest::newRow("bidirectional override") << QStringLiteral("a\u202eb\u2066c") << QStringLiteral("a\\u202eb\\u2066c");
    QTest::newRow("line separator") << QStringLiteral("a\u2028b") << QStringLiteral("a\\u2028b");
    QTest::newRow("backslash kept") << QStringLiteral("C:\\games") << QStringLiteral("C:\\games");
}

void TestFileMessages::printableText()
{
    QFETCH(QString, text);
    QFETCH(QString, printed);
    QCOMPARE(files::printableText(text), printed);
}

void TestFileMessages::problemsArePrintable()
{
    // Unknown field names and texts quoted in a message come from the file.
    FileProblems problems;
    anyFileFromJson("{\"format\": \"eko-scenario\", \"version\": 1, \"na\\u0000me\": \"\\u001b[31m\"}", problems);
    const QStringList lines = toStringList(problems);
    const QString report = lines.join(QLatin1Char('\n'));
    QVERIFY2(report.contains(QLatin1String("na\\u0000me: unknown field")), qPrintable(report));
    for (const QString &line : lines)
        for (QChar c : line)
            QVERIFY2(c.unicode() >= 0x20, qPrintable(line));
}

void TestFileMessages::problemLinesAreOnePerProblemInOrder()
{
    // The lines every message, report and test lists: "where: what", one per problem, as found.
    const FileProblems problems = {{QStringLiteral("players"), QStringLiteral("must be 2 to 4")},
                                   {QString(), QStringLiteral("not a scenario")},
                                   {QStringLiteral("name"), QStringLiteral("bell\u0007")}};
    QCOMPARE(toStringList(problems), QStringList({problems[0].toString(), problems[1].toString(), problems[2].toString()}));
    QCOMPARE(toStringList(problems).front(), QStringLiteral("players: must be 2 to 4"));
    QCOMPARE(toStringList(problems).back(), QStringLiteral("name: bell\\u0007"));
    QVERIFY(toStringList({}).isEmpty());
}

void TestFileMessages::syntaxErrorsReadTheSameEverywhere()
{
    const QByteArray cut = "{\n  \"format\": \"eko-game\",\n  \"actions\": [\n";
    const QString expected = QStringLiteral("line 4, column 1: the text ends too early; is the file truncated?");
    FileProblems asGame, asScenario, asEither;
    QVERIFY(!gameFromJson(cut, asGame));
    QVERIFY(!scenarioFromJson(cut, asScenario));
    QVERIFY(!anyFileFromJson(cut, asEither).loaded());
    for (const FileProblems *problems : {&asGame, &asScenario, &asEither}) {
        QCOMPARE(problems->size(), qsizetype(1));
        QCOMPARE(problems->first().toString(), expected);
    }
}

void TestFileMessages::fileOfNeitherKind()
{
    FileProblems problems;
    const AnyFile file = anyFileFromJson(R"({"format": "something-else"})", problems);
    QCOMPARE(file.kind, FileKind::Unknown);
    QVERIFY(!file.loaded());
    QCOMPARE(problems.size(), qsizetype(1));
    QCOMPARE(problems.first().toString(),
             QStringLiteral("format: must be \"eko-game\" (a saved game) or \"eko-scenario\" (a scenario)"));
    // Too large comes first, before the text is even parsed.
    problems.clear();
    QByteArray large(kMaxFileBytes + 1, ' ');
    large[0] = '{';
    anyFileFromJson(large, problems);
    QCOMPARE(problems.size(), qsizetype(1));
    QCOMPARE(problems.first().toString(), QStringLiteral("the file is larger than 32 MiB"));
}

QTEST_GUILESS_MAIN(TestFileMessages)
#include "tst_file_messages.moc"
