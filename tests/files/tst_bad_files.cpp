// The corpus of broken files (tests/data/bad): each is refused with a report that names the place
// (JSON path or action number) and what is wrong, as tests/data/bad/expectations.json says.
// Also: seeded random damage to the good files never crashes a loader, and always explains a refusal.
#include "files/game_file.h"
#include "core/random.h"
#include "files/scenario_file.h"
#include "common/file_problems.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

const QString kBad = QStringLiteral(EKO_TEST_DATA "/bad/");
const QString kGood = QStringLiteral(EKO_TEST_DATA "/good/");

QJsonObject expectations()
{
    QFile file(kBad + QStringLiteral("expectations.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("files")).toObject();
}

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Loads `data` as its kind; a refusal must come with problems, a success without.
bool loadsConsistently(const QByteArray &data, bool asGame, QString *report)
{
    FileProblems problems;
    const bool loaded
        = asGame ? gameFromJson(data, problems).has_value() : scenarioFromJson(data, problems).has_value();
    fileKind(data);
    *report = problemText(problems);
    return loaded == problems.isEmpty();
}

// A JSON value to put somewhere it does not belong.
QJsonValue oddValue(Random &random)
{
    switch (random.below(12)) {
    case 0: return QJsonValue();
    case 1: return -1;
    case 2: return 1e300;
    case 3: return 0.5;
    case 4: return QStringLiteral("zz99");
    case 5: return QJsonArray();
    case 6: return QJsonObject();
    case 7: return true;
    case 8: return 2147483648.0;
    case 9: return QJsonArray{0, 0, 0};
    case 10: return QStringLiteral("red");
    default: return 0;
    }
}

// Replaces one value somewhere inside `value` (chosen by `random`), or removes an object field.
QJsonValue damaged(const QJsonValue &value, Random &random, int depth)
{
    if (value.isObject() && !value.toObject().isEmpty() && depth < 12) {
        QJsonObject o = value.toObject();
        const QString key = o.keys().at(static_cast<qsizetype>(random.below(o.size())));
        if (random.below(8) == 0)
            o.remove(key);
        else
            o.insert(key, damaged(o.value(key), random, depth + 1));
        return o;
    }
    if (value.isArray() && !value.toArray().isEmpty() && depth < 12) {
        QJsonArray a = value.toArray();
        const qsizetype i = static_cast<qsizetype>(random.below(a.size()));
        a[i] = damaged(a.at(i), random, depth + 1);
        return a;
    }
    return oddValue(random);
}

QStringList goodFiles()
{
    return QDir(kGood).entryList({QStringLiteral("*.eko"), QStringLiteral("*.ekoscn")}, QDir::Files);
}

} // namespace

class TestBadFiles : public QObject {
    Q_OBJECT
private slots:
    void everyFileHasAnExpectation();
    void refusedWithAClearReport_data();
    void refusedWithAClearReport();
    void damagedFieldsNeverCrash_data();
    void damagedFieldsNeverCrash();
    void damagedBytesNeverCrash_data();
    void damagedBytesNeverCrash();
};

void TestBadFiles::everyFileHasAnExpectation()
{
    QStringList files = QDir(kBad).entryList(QDir::Files);
    files.removeAll(QStringLiteral("expectations.json"));
    QStringList expected = expectations().keys();
    files.sort();
    expected.sort();
    QCOMPARE(files, expected);
    QVERIFY(files.size() >= 25);
}

void TestBadFiles::refusedWithAClearReport_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("asGame");
    QTest::addColumn<QStringList>("mentions");
    const QJsonObject all = expectations();
    QVERIFY(!all.isEmpty());
    for (auto it = all.constBegin(); it != all.constEnd(); ++it) {
        const QJsonObject e = it.value().toObject();
        QStringList mentions;
        for (const QJsonValue &m : e.value(QStringLiteral("mentions")).toArray())
            mentions.append(m.toString());
        QTest::newRow(qPrintable(it.key()))
            << it.key() << (e.value(QStringLiteral("load")).toString() == QLatin1String("game")) << mentions;
    }
}

void TestBadFiles::refusedWithAClearReport()
{
    QFETCH(QString, file);
    QFETCH(bool, asGame);
    QFETCH(QStringList, mentions);
    QVERIFY(!mentions.isEmpty());
    FileProblems problems;
    const bool loaded
        = asGame ? loadGame(kBad + file, problems).has_value() : loadScenario(kBad + file, problems).has_value();
    QVERIFY2(!loaded, qPrintable(file + QStringLiteral(" loaded")));
    const QString report = problemText(problems);
    for (const FileProblem &p : problems)
        QVERIFY2(!p.what.isEmpty(), qPrintable(report));
    for (const QString &m : mentions)
        QVERIFY2(report.contains(m), qPrintable(QStringLiteral("\"%1\" not in:\n%2").arg(m, report)));
}

void TestBadFiles::damagedFieldsNeverCrash_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : goodFiles())
        QTest::newRow(qPrintable(f)) << f;
}

void TestBadFiles::damagedFieldsNeverCrash()
{
    QFETCH(QString, file);
    const QJsonObject good = QJsonDocument::fromJson(readAll(kGood + file)).object();
    QVERIFY(!good.isEmpty());
    const bool asGame = file.endsWith(QLatin1String(".eko"));
    Random random(qHash(file));
    int refused = 0;
    for (int i = 0; i < 300; ++i) {
        QJsonValue value = good;
        for (int n = 1 + static_cast<int>(random.below(3)); n > 0; --n)
            value = damaged(value, random, 0);
        QString report;
        const QByteArray data = QJsonDocument(value.toObject()).toJson();
        QVERIFY2(loadsConsistently(data, asGame, &report), qPrintable(report));
        FileProblems problems;
        refused += (asGame ? gameFromJson(data, problems).has_value() : scenarioFromJson(data, problems).has_value())
            ? 0
            : 1;
    }
    QVERIFY(refused > 150);
}

void TestBadFiles::damagedBytesNeverCrash_data() { damagedFieldsNeverCrash_data(); }

void TestBadFiles::damagedBytesNeverCrash()
{
    QFETCH(QString, file);
    const QByteArray good = readAll(kGood + file);
    QVERIFY(!good.isEmpty());
    const bool asGame = file.endsWith(QLatin1String(".eko"));
    QString report;
    // Cut off anywhere.
    for (qsizetype n = 0; n < good.size(); n += 1 + good.size() / 300)
        QVERIFY2(loadsConsistently(good.left(n), asGame, &report), qPrintable(report));
    // Bytes changed, removed or repeated.
    static const char kBytes[] = "\"{}[],:0123456789-.eE \n\xff\xc3\x80zq";
    Random random(qHash(file) + 1);
    for (int i = 0; i < 300; ++i) {
        QByteArray data = good;
        const qsizetype at = static_cast<qsizetype>(random.below(data.size()));
        switch (random.below(3)) {
        case 0: data[at] = kBytes[random.below(sizeof kBytes - 1)]; break;
        case 1: data.remove(at, 1 + static_cast<qsizetype>(random.below(8))); break;
        default: data.insert(at, data.mid(at, 1 + static_cast<qsizetype>(random.below(40)))); break;
        }
        QVERIFY2(loadsConsistently(data, asGame, &report), qPrintable(report));
    }
}

QTEST_GUILESS_MAIN(TestBadFiles)
#include "tst_bad_files.moc"
