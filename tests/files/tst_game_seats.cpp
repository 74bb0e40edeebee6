// Game files record the computer seats (format version 2): levels written are read back, a
// version 1 file (no "computer") is people only, and a level outside 1–6 is refused with its path.
#include "files/game_file.h"
#include "common/positions.h"
#include "common/random_games.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

class TestGameSeats : public QObject {
    Q_OBJECT
private slots:
    void levelsAreReadBack();
    void peopleOnlyWriteNoComputerField();
    void versionOneIsPeopleOnly();
    void badLevelIsRefused();
};

void TestGameSeats::levelsAreReadBack()
{
    const Game game = randomGame(standardScenario(3), 4, 40);
    const SeatLevels levels{0, 6, 2, 0};
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("seats.eko"));
    QString error;
    QVERIFY2(saveGame(game, levels, file, &error), qPrintable(error));
    FileProblems problems;
    GameFileInfo info;
    const std::optional<Game> back = loadGame(file, problems, &info);
    QVERIFY(back);
    QCOMPARE(back->actionCount(), game.actionCount());
    QCOMPARE(info.computerLevels, levels);
    const QJsonObject o = QJsonDocument::fromJson(gameToJson(game, levels)).object();
    QCOMPARE(o.value(QStringLiteral("version")).toInt(), 2);
    QCOMPARE(o.value(QStringLiteral("players")).toArray().at(1).toObject().value(QStringLiteral("computer")).toInt(), 6);
}

void TestGameSeats::peopleOnlyWriteNoComputerField()
{
    const Game game = randomGame(standardScenario(2), 5, 10);
    QCOMPARE(gameToJson(game, SeatLevels{}, QDateTime::fromSecsSinceEpoch(0, Qt::UTC)),
             gameToJson(game, QDateTime::fromSecsSinceEpoch(0, Qt::UTC)));
    QVERIFY(!gameToJson(game, SeatLevels{}).contains("\"computer\""));
}

void TestGameSeats::versionOneIsPeopleOnly()
{
    const Game game = randomGame(standardScenario(2), 6, 10);
    QJsonObject o = QJsonDocument::fromJson(gameToJson(game)).object();
    o.insert(QStringLiteral("version"), 1);
    FileProblems problems;
    GameFileInfo info;
    info.computerLevels = {3, 3, 3, 3}; // overwritten by what the file says
    QVERIFY(gameFromJson(QJsonDocument(o).toJson(), problems, &info));
    QCOMPARE(info.computerLevels, SeatLevels{});
}

void TestGameSeats::badLevelIsRefused()
{
    const Game game = randomGame(standardScenario(2), 7, 10);
    QJsonObject o = QJsonDocument::fromJson(gameToJson(game, SeatLevels{0, 4, 0, 0})).object();
    QJsonArray players = o.value(QStringLiteral("players")).toArray();
    QJsonObject second = players.at(1).toObject();
    second.insert(QStringLiteral("computer"), 7);
    players.replace(1, second);
    o.insert(QStringLiteral("players"), players);
    FileProblems problems;
    QVERIFY(!gameFromJson(QJsonDocument(o).toJson(), problems));
    QVERIFY(!problems.isEmpty());
    QVERIFY2(problems.first().toString().contains(QStringLiteral("computer")), qPrintable(problems.first().toString()));
}

QTEST_MAIN(TestGameSeats)
#include "tst_game_seats.moc"
