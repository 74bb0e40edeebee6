// The scenario part of game files is written once per scenario and reused: the bytes are exactly
// those of the whole game written in one piece, for whichever scenario the game has, also when
// games of different scenarios are written in turn (the kept part is never given to another one).
#include "common/random_games.h"
#include "files/game_file.h"
#include "files/json_writer.h"
#include "files/scenario_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

const QDateTime kSaved(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);

// The game file written in one piece, the scenario with everything else.
QByteArray inOnePiece(const Game &game)
{
    QJsonObject o = QJsonDocument::fromJson(gameToJson(game, kSaved)).object();
    o.insert(QStringLiteral("scenario"), scenarioToObject(game.scenario()));
    return writeReadableJson(o);
}

Scenario renamed(Scenario scenario, const std::string &name)
{
    scenario.name = name;
    return scenario;
}

} // namespace

class TestScenarioPart : public QObject {
    Q_OBJECT
private slots:
    void theSameBytesAsInOnePiece()
    {
        const Game game = randomGame(standardScenario(3), 7, 40);
        QCOMPARE(gameToJson(game, kSaved), inOnePiece(game));
        QCOMPARE(gameToJson(game, kSaved), inOnePiece(game)); // the kept part, the second time
    }

    void gamesOfDifferentScenariosInTurn()
    {
        // Different boards, and scenarios that differ only in their name, settings or start.
        Scenario slow = standardScenario(2);
        slow.settings.drawRounds += 1;
        const Game first = randomGame(standardScenario(2), 1, 10);
        Scenario exact = standardScenario(2);
        exact.position = first.positionAt(0);
        // Each one right after one that differs from it in one thing only.
        const std::vector<Game> games{first,
                                      randomGame(renamed(standardScenario(2), "Another name"), 3, 10),
                                      randomGame(standardScenario(2), 4, 10),
                                      randomGame(slow, 5, 10),
                                      randomGame(standardScenario(2), 6, 10),
                                      Game(exact, 7),
                                      randomGame(standardScenario(4), 2, 10)};
        for (int round = 0; round < 2; ++round)
            for (const Game &game : games) {
                const QByteArray written = gameToJson(game, kSaved);
                QCOMPARE(written, inOnePiece(game));
                FileProblems problems;
                const std::optional<Game> read = gameFromJson(written, problems);
                QVERIFY(read);
                QCOMPARE(read->scenario().name, game.scenario().name);
                QVERIFY(read->positionAt(0) == game.positionAt(0));
            }
    }
};

QTEST_GUILESS_MAIN(TestScenarioPart)
#include "tst_scenario_part.moc"
