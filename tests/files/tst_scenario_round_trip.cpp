// Open and save without edits gives the same bytes: every scenario file shipped (resources/scenarios)
// and every good test file (tests/data/good), scenario files whole and the scenario part of games.
#include "files/game_file.h"
#include "files/json_writer.h"
#include "files/scenario_file.h"
#include "common/file_problems.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestScenarioRoundTrip : public QObject {
    Q_OBJECT
private slots:
    void sameBytes_data()
    {
        QTest::addColumn<QString>("file");
        int scenarios = 0, games = 0;
        for (const QString &folder : {QStringLiteral(EKO_SOURCE_DIR "/resources/scenarios"), QStringLiteral(EKO_TEST_DATA "/good")}) {
            const QDir dir(folder);
            for (const QString &name : dir.entryList({"*.ekoscn", "*.eko"}, QDir::Files, QDir::Name)) {
                QTest::newRow(qPrintable(name)) << dir.filePath(name);
                (name.endsWith(".eko") ? games : scenarios) += 1;
            }
        }
        QVERIFY(scenarios >= 7);
        QVERIFY(games >= 3);
    }

    void sameBytes()
    {
        QFETCH(QString, file);
        const QByteArray bytes = readAll(file);
        QVERIFY(!bytes.isEmpty());
        FileProblems problems;
        if (file.endsWith(".ekoscn")) {
            const auto sc = loadScenario(file, problems);
            QVERIFY2(sc, qPrintable(problemText(problems)));
            QCOMPARE(scenarioToJson(*sc), bytes);
            // Saved to a file (atomically), the same bytes again.
            const QString copy = QDir::temp().filePath(QStringLiteral("eko-round-trip-%1.ekoscn").arg(QCoreApplication::applicationPid()));
            QString error;
            QVERIFY2(saveScenario(*sc, copy, &error), qPrintable(error));
            QCOMPARE(readAll(copy), bytes);
            QFile::remove(copy);
        } else {
            const auto game = loadGame(file, problems);
            QVERIFY2(game, qPrintable(problemText(problems)));
            // The scenario part as written appears in the file exactly.
            const QByteArray part = writeReadableMemberValue(scenarioToObject(game->scenario()));
            QVERIFY2(bytes.contains("  \"scenario\": " + part + "\n}"), qPrintable(file));
            const QJsonObject embedded = QJsonDocument::fromJson(bytes).object().value("scenario").toObject();
            QCOMPARE(part, writeReadableMemberValue(embedded));
        }
    }
};

QTEST_GUILESS_MAIN(TestScenarioRoundTrip)
#include "tst_scenario_round_trip.moc"
