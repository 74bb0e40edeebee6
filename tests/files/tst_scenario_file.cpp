// Scenario files: JSON round trips (standard boards, exact positions, positions of real games),
// the written layout, every problem collected with its path, and what may not be saved.
#include "common/positions.h"
#include "common/random_games.h"
#include "files/scenario_file.h"
#include "core/standard_boards.h"
#include "common/file_problems.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

// Writes, reads back, and checks everything came back equal.
void checkRoundTrip(const Scenario &sc)
{
    FileProblems problems;
    const auto back = scenarioFromJson(scenarioToJson(sc), problems);
    QVERIFY2(back, qPrintable(problemText(problems)));
    QVERIFY(problems.isEmpty());
    QCOMPARE(back->name, sc.name);
    QCOMPARE(back->players, sc.players);
    QVERIFY(back->settings == sc.settings);
    QVERIFY(*back->board == *sc.board);
    QCOMPARE(back->position.has_value(), sc.position.has_value());
    if (sc.position)
        QVERIFY(*back->position == *sc.position);
    // Writing again gives the same bytes.
    QCOMPARE(scenarioToJson(*back), scenarioToJson(sc));
}

// A hand-made position with a bit of everything: captives, removed discs, buildings, a palace.
Scenario exactScenario()
{
    RulesSettings settings;
    settings.discsPerPlayer = 9;
    settings.stackLimit = 5;
    settings.reinforcementMax = 4;
    settings.forcedMarchCost = 2;
    settings.victoryPoints = 10;
    settings.buildingSupply = {4, 2, 2};
    settings.drawRounds = 30;
    PositionBuilder b(boardFromRows({"..o..", ".C.m.", "#r...", "....."}), 3, settings);
    b.place("a1", 0, 5, true).place("b1", 0, 2).place("e4", 1, 3).place("d3", 2, 4, true).place("a4", 2, 1);
    b.build("c1", 1, BuildingType::Village).build("b2", 0, BuildingType::Castle).build("d2", 2, BuildingType::Tower);
    b.captive(1, 2).remove(0, 2).toMove(2);
    b.position().setQuietTurns(7);
    b.position().setFirstPlayer(1);
    Scenario sc;
    sc.name = "Trois joueurs — 세 명 — 三人";
    sc.players = 3;
    sc.settings = settings;
    sc.board = b.position().boardPtr();
    sc.position = b.position();
    return sc;
}

} // namespace

class TestScenarioFile : public QObject {
    Q_OBJECT
private slots:
    void standardScenarioRoundTrip_data();
    void standardScenarioRoundTrip();
    void exactPositionRoundTrip();
    void emperorSwapPositionRoundTrip();
    void positionsOfRealGamesRoundTrip_data();
    void positionsOfRealGamesRoundTrip();
    void fileIsIndentedWithFormatAndVersionFirst();
    void everyRulesSettingIsWritten();
    void positionNamesSpacesAndColours();
    void everyProblemIsCollectedWithItsPath();
    void engineProblemsGetPaths();
    void positionInTheMiddleOfATurnIsNotSaved();
    void saveAndLoadAFile();
};

void TestScenarioFile::standardScenarioRoundTrip_data()
{
    QTest::addColumn<int>("players");
    QTest::newRow("2 players") << 2;
    QTest::newRow("3 players") << 3;
    QTest::newRow("4 players") << 4;
}

void TestScenarioFile::standardScenarioRoundTrip()
{
    QFETCH(int, players);
    checkRoundTrip(standardScenario(players));
}

void TestScenarioFile::exactPositionRoundTrip()
{
    const Scenario sc = exactScenario();
    const std::vector<ScenarioProblem> engineProblems = scenarioProblems(sc);
    QVERIFY2(engineProblems.empty(), engineProblems.empty() ? "" : describe(engineProblems.front(), sc.board.get()).c_str());
    checkRoundTrip(sc);
}

void TestScenarioFile::emperorSwapPositionRoundTrip()
{
    Scenario sc = standardScenario(3);
    Position pos = startingPosition(sc, 99);
    rules::apply(pos, Action::noSwap());
    QCOMPARE(pos.phase(), Phase::EmperorSwap);
    QCOMPARE(pos.swapsDone(), 1);
    sc.position = pos;
    checkRoundTrip(sc);
}

void TestScenarioFile::positionsOfRealGamesRoundTrip_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    for (int players = 2; players <= 4; ++players)
        for (quint64 seed : {1ull, 2ull, 0xFFFFFFFFFFFFFFFFull})
            QTest::addRow("%d players, seed %llu", players, seed) << players << seed;
}

// Every position at the start of a turn or in the Emperor swap of a real game can be a scenario
// (every swap position and every third turn are checked, to keep the test quick).
void TestScenarioFile::positionsOfRealGamesRoundTrip()
{
    QFETCH(int, players);
    QFETCH(quint64, seed);
    const Game game = randomGame(standardScenario(players), seed, 400);
    QVERIFY(game.actionCount() >= 40);
    int checked = 0, turns = 0;
    for (int k = 0; k <= game.actionCount(); ++k) {
        const Position &pos = game.positionAt(k);
        const bool turnStart = pos.phase() == Phase::FirstAction && turns++ % 3 == 0;
        if (pos.phase() != Phase::EmperorSwap && !turnStart)
            continue;
        Scenario sc = game.scenario();
        sc.position = pos;
        checkRoundTrip(sc);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("position after action %1").arg(k)));
        ++checked;
    }
    QVERIFY(checked >= 5);
}

void TestScenarioFile::fileIsIndentedWithFormatAndVersionFirst()
{
    const QByteArray json = scenarioToJson(standardScenario(2));
    const QList<QByteArray> lines = json.split('\n');
    QCOMPARE(lines[0], QByteArray("{"));
    QCOMPARE(lines[1], QByteArray("  \"format\": \"eko-scenario\","));
    QCOMPARE(lines[2], QByteArray("  \"version\": 1,"));
    QVERIFY(json.endsWith("}\n"));
    // One line per space of the board.
    const Board board = standardBoard(2);
    QCOMPARE(json.count("\"terrain\""), qsizetype(board.spaceCount()));
    QVERIFY(json.contains(QByteArray("    {\"space\": \"") + board.spaceName(0).c_str() + "\", \"q\": "));
    // Qt reads it as the same object.
    QCOMPARE(QJsonDocument::fromJson(json).object(), scenarioToObject(standardScenario(2)));
}

void TestScenarioFile::everyRulesSettingIsWritten()
{
    const QJsonObject rules = scenarioToObject(exactScenario()).value(QStringLiteral("rules")).toObject();
    QStringList keys = rules.keys();
    keys.sort();
    QCOMPARE(keys,
             QStringList({"buildingSupply", "discsPerPlayer", "drawRounds", "forcedMarchCost", "reinforcementMax",
                          "reinforcementMin", "stackLimit", "victoryPoints"}));
    QCOMPARE(rules.value(QStringLiteral("stackLimit")).toInt(), 5);
    QCOMPARE(rules.value(QStringLiteral("buildingSupply")).toObject().value(QStringLiteral("castle")).toInt(), 2);
}

void TestScenarioFile::positionNamesSpacesAndColours()
{
    const QJsonObject position = scenarioToObject(exactScenario()).value(QStringLiteral("position")).toObject();
    QCOMPARE(position.value(QStringLiteral("phase")).toString(), QStringLiteral("action"));
    QCOMPARE(position.value(QStringLiteral("toMove")).toString(), QStringLiteral("yellow"));
    QCOMPARE(position.value(QStringLiteral("firstPlayer")).toString(), QStringLiteral("blue"));
    const QJsonObject stack = position.value(QStringLiteral("stacks")).toArray().first().toObject();
    QCOMPARE(stack.value(QStringLiteral("space")).toString(), QStringLiteral("a1"));
    QCOMPARE(stack.value(QStringLiteral("owner")).toString(), QStringLiteral("red"));
    QCOMPARE(stack.value(QStringLiteral("size")).toInt(), 5);
    QCOMPARE(stack.value(QStringLiteral("emperor")).toBool(), true);
    const QJsonObject yellow
        = position.value(QStringLiteral("players")).toObject().value(QStringLiteral("yellow")).toObject();
    QCOMPARE(yellow.value(QStringLiteral("captives")).toArray(), QJsonArray({QStringLiteral("blue")}));
    const QJsonObject red
        = position.value(QStringLiteral("players")).toObject().value(QStringLiteral("red")).toObject();
    QCOMPARE(red.value(QStringLiteral("removed")).toInt(), 2);
}

void TestScenarioFile::everyProblemIsCollectedWithItsPath()
{
    QJsonObject o = scenarioToObject(standardScenario(2));
    QJsonArray board = o.value(QStringLiteral("board")).toArray();
    QJsonObject space1 = board[1].toObject();
    space1.insert(QStringLiteral("q"), QStringLiteral("one"));
    board[1] = space1;
    QJsonObject space4 = board[4].toObject();
    space4.insert(QStringLiteral("terrain"), QStringLiteral("lava"));
    board[4] = space4;
    o.insert(QStringLiteral("board"), board);
    o.insert(QStringLiteral("players"), 5);
    QJsonObject rules = o.value(QStringLiteral("rules")).toObject();
    rules.remove(QStringLiteral("drawRounds"));
    o.insert(QStringLiteral("rules"), rules);
    FileProblems problems;
    QVERIFY(!scenarioFromJson(QJsonDocument(o).toJson(), problems));
    QStringList where;
    for (const FileProblem &p : problems)
        where.append(p.where);
    where.sort();
    QCOMPARE(where, QStringList({"board[1].q", "board[4].terrain", "players", "rules.drawRounds"}));
    QVERIFY(problemText(problems).contains(QLatin1String("lava")));
}

void TestScenarioFile::engineProblemsGetPaths()
{
    Scenario sc = exactScenario();
    QJsonObject o = scenarioToObject(sc);
    QJsonObject position = o.value(QStringLiteral("position")).toObject();
    QJsonArray stacks = position.value(QStringLiteral("stacks")).toArray();
    QJsonObject second = stacks[1].toObject();
    second.insert(QStringLiteral("size"), 6); // over the stack limit of 5, and red's discs no longer add up
    stacks[1] = second;
    position.insert(QStringLiteral("stacks"), stacks);
    o.insert(QStringLiteral("position"), position);
    FileProblems problems;
    QVERIFY(!scenarioFromJson(QJsonDocument(o).toJson(), problems));
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems[0].where, QStringLiteral("position.stacks[1]"));
    QVERIFY(problems[0].what.contains(QLatin1String("stack limit")));
    QCOMPARE(problems[1].where, QStringLiteral("position.players.red"));
    QVERIFY(problems[1].what.contains(QLatin1String("discs in all")));
}

void TestScenarioFile::positionInTheMiddleOfATurnIsNotSaved()
{
    Scenario sc = exactScenario();
    sc.position->setPhase(Phase::Reinforcement);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("mid-turn.ekoscn"));
    QString error;
    QVERIFY(!saveScenario(sc, file, &error));
    QVERIFY2(error.contains(QLatin1String("position.phase")), qPrintable(error));
    QVERIFY(!QFile::exists(file));
}

void TestScenarioFile::saveAndLoadAFile()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("exact.ekoscn"));
    QString error;
    QVERIFY2(saveScenario(exactScenario(), file, &error), qPrintable(error));
    FileProblems problems;
    const auto back = loadScenario(file, problems);
    QVERIFY2(back, qPrintable(problemText(problems)));
    QVERIFY(*back->position == *exactScenario().position);
    QVERIFY(!loadScenario(dir.filePath(QStringLiteral("missing.ekoscn")), problems));
    QVERIFY(problemText(problems).contains(QLatin1String("missing.ekoscn")));
}

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenario_file.moc"
