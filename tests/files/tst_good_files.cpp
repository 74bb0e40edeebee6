// The good files (tests/data/good) load, hold what they were made with, and are written the
// way this program writes them (a scenario file read and written again gives the same bytes).
#include "files/game_file.h"
#include "files/scenario_file.h"
#include "common/file_problems.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

const QString kGood = QStringLiteral(EKO_TEST_DATA "/good/");

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestGoodFiles : public QObject {
    Q_OBJECT
private slots:
    void everyFileIsListed();
    void scenarioLoads_data();
    void scenarioLoads();
    void gameLoads_data();
    void gameLoads();
};

void TestGoodFiles::everyFileIsListed()
{
    QStringList files = QDir(kGood).entryList(QDir::Files);
    files.sort();
    QCOMPARE(files,
             QStringList({"emperor-swap.ekoscn", "exact-position.ekoscn", "finished-game.eko", "midway-game.eko",
                          "small-duel-finished.eko", "small-duel.ekoscn", "translated-duel.ekoscn"}));
}

void TestGoodFiles::scenarioLoads_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("phase"); // eko::Phase
    QTest::addColumn<int>("stacks");
    QTest::addColumn<int>("buildings");
    QTest::newRow("exact position") << "exact-position.ekoscn" << 3 << int(Phase::FirstAction) << 5 << 3;
    QTest::newRow("Emperor swap") << "emperor-swap.ekoscn" << 3 << int(Phase::EmperorSwap) << 48 << 0;
    QTest::newRow("small duel") << "small-duel.ekoscn" << 2 << int(Phase::FirstAction) << 3 << 0;
    QTest::newRow("translated duel (version 2)") << "translated-duel.ekoscn" << 2 << int(Phase::FirstAction) << 3 << 0;
}

void TestGoodFiles::scenarioLoads()
{
    QFETCH(QString, file);
    QFETCH(int, players);
    QFETCH(int, phase);
    QFETCH(int, stacks);
    QFETCH(int, buildings);
    FileProblems problems;
    const auto sc = loadScenario(kGood + file, problems);
    QVERIFY2(sc, qPrintable(problemText(problems)));
    QCOMPARE(sc->players, players);
    QVERIFY(sc->position);
    QCOMPARE(int(sc->position->phase()), phase);
    int stackCount = 0, buildingCount = 0;
    for (SpaceIndex s = 0; s < sc->board->spaceCount(); ++s) {
        stackCount += sc->position->stack(s).empty() ? 0 : 1;
        buildingCount += sc->position->building(s).empty() ? 0 : 1;
    }
    QCOMPARE(stackCount, stacks);
    QCOMPARE(buildingCount, buildings);
    QCOMPARE(scenarioToJson(*sc), readAll(kGood + file));
}

void TestGoodFiles::gameLoads_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("actions");
    QTest::addColumn<int>("result"); // eko::ResultKind
    QTest::addColumn<QString>("secondPlayer");
    QTest::newRow("finished game") << "finished-game.eko" << 141 << int(ResultKind::PointsVictory) << "Bruno";
    QTest::newRow("game mid-way") << "midway-game.eko" << 60 << int(ResultKind::None) << "민준";
    QTest::newRow("small duel, finished")
        << "small-duel-finished.eko" << 6 << int(ResultKind::EliminationVictory) << "Bruno";
}

void TestGoodFiles::gameLoads()
{
    QFETCH(QString, file);
    QFETCH(int, actions);
    QFETCH(int, result);
    QFETCH(QString, secondPlayer);
    FileProblems problems;
    GameFileInfo info;
    const auto game = loadGame(kGood + file, problems, &info);
    QVERIFY2(game, qPrintable(problemText(problems)));
    QCOMPARE(game->actionCount(), actions);
    QCOMPARE(int(game->current().result().kind), result);
    QCOMPARE(game->current().gameOver(), result != int(ResultKind::None));
    QCOMPARE(QString::fromStdString(game->playerNames()[1]), secondPlayer);
    QCOMPARE(info.saved, QDateTime(QDate(2024, 5, 1), QTime(18, 30), Qt::UTC));
    QVERIFY(info.program.startsWith(QStringLiteral("Ekö ")));
    // Written again with the same date, the file differs at most in the program version.
    QByteArray again = gameToJson(*game, info.saved);
    again.replace(programVersion().toUtf8(), info.program.mid(4).toUtf8());
    QCOMPARE(again, readAll(kGood + file));
}

QTEST_GUILESS_MAIN(TestGoodFiles)
#include "tst_good_files.moc"
