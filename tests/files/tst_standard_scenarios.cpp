// The standard scenario files shipped in resources/scenarios/ are exactly what eko::standardScenario(n)
// gives today. When the standard boards change, this test fails until the files are regenerated:
//     EKO_REGENERATE_SCENARIOS=1 ctest -R files.standard_scenarios
#include "files/scenario_file.h"

#include <QFile>
#include <QtTest>

using namespace eko;
using namespace eko::files;

namespace {

QString shippedFile(int players)
{
    return QStringLiteral(EKO_SOURCE_DIR "/resources/scenarios/standard-%1p.ekoscn").arg(players);
}

} // namespace

class TestStandardScenarios : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void shippedFileIsUpToDate_data();
    void shippedFileIsUpToDate();
};

// With EKO_REGENERATE_SCENARIOS set, writes the files first (the comparisons below then check the result).
void TestStandardScenarios::initTestCase()
{
    if (qEnvironmentVariableIsEmpty("EKO_REGENERATE_SCENARIOS"))
        return;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        QString error;
        QVERIFY2(saveScenario(standardScenario(players), shippedFile(players), &error), qPrintable(error));
        qInfo("wrote %s", qPrintable(shippedFile(players)));
    }
}

void TestStandardScenarios::shippedFileIsUpToDate_data()
{
    QTest::addColumn<int>("players");
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        QTest::addRow("standard-%dp.ekoscn", players) << players;
}

void TestStandardScenarios::shippedFileIsUpToDate()
{
    QFETCH(int, players);
    const Scenario expected = standardScenario(players);
    QFile file(shippedFile(players));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(shippedFile(players) + QStringLiteral(" is missing")));
    const QByteArray shipped = file.readAll();
    QVERIFY2(shipped == scenarioToJson(expected),
             qPrintable(shippedFile(players)
                        + QStringLiteral(" differs from eko::standardScenario(%1); regenerate it with "
                                         "EKO_REGENERATE_SCENARIOS=1 ctest -R files.standard_scenarios")
                              .arg(players)));
    // And it loads as that scenario.
    FileProblems problems;
    const auto loaded = loadScenario(shippedFile(players), problems);
    QVERIFY(loaded);
    QCOMPARE(loaded->players, players);
    QVERIFY(loaded->settings == expected.settings);
    QVERIFY(*loaded->board == *expected.board);
    QVERIFY(!loaded->position);
}

QTEST_GUILESS_MAIN(TestStandardScenarios)
#include "tst_standard_scenarios.moc"
