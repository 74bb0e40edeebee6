// Game files: real games round trip (actions, final position, seed, names, result), the replay
// refuses illegal actions by number with the engine's reason, and a wrong result is caught.
#include "files/game_file.h"
#include "common/positions.h"
#include "common/random_games.h"
#include "core/rejection.h"
#include "files/scenario_file.h"
#include "common/file_problems.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

void checkSameGame(const Game &a, const Game &b)
{
    QCOMPARE(b.seed(), a.seed());
    QCOMPARE(b.playerNames(), a.playerNames());
    QCOMPARE(b.actionCount(), a.actionCount());
    for (int k = 0; k < a.actionCount(); ++k)
        QVERIFY2(b.actions()[k] == a.actions()[k], qPrintable(QStringLiteral("action %1").arg(k + 1)));
    QVERIFY(b.current() == a.current());
    QVERIFY(b.positionAt(0) == a.positionAt(0));
    QCOMPARE(b.scenario().name, a.scenario().name);
    QVERIFY(*b.scenario().board == *a.scenario().board);
}

Game roundTrip(const Game &game)
{
    FileProblems problems;
    auto back = gameFromJson(gameToJson(game), problems);
    if (!back)
        qFatal("game did not load back: %s", qPrintable(problemText(problems)));
    return std::move(*back);
}

// A random game played to its end (random play on a standard board always ends in a few thousand actions).
Game finishedGame(int players, std::uint64_t seed)
{
    Game game = randomGame(standardScenario(players), seed, 20000);
    if (!game.current().gameOver())
        qFatal("random game %llu did not end", static_cast<unsigned long long>(seed));
    return game;
}

// The game as a JSON object, changed by `edit`, back to bytes.
template <typename Edit> QByteArray edited(const Game &game, Edit edit)
{
    QJsonObject o = QJsonDocument::fromJson(gameToJson(game)).object();
    edit(o);
    return QJsonDocument(o).toJson();
}

void setAction(QJsonObject &o, int k, const QString &text)
{
    QJsonArray actions = o.value(QStringLiteral("actions")).toArray();
    actions[k] = text;
    o.insert(QStringLiteral("actions"), actions);
}

} // namespace

class TestGameFile : public QObject {
    Q_OBJECT
private slots:
    void randomGamesRoundTrip_data();
    void randomGamesRoundTrip();
    void finishedGameRecordsItsResult();
    void gameWithAnExactPositionRoundTrips();
    void seedIsStoredExactlyAsDecimalText();
    void namesAndInfoAreKept();
    void fileIsIndentedWithOneActionPerLine();
    void illegalActionIsNamedByNumberWithTheReason();
    void unreadableActionIsNamedByNumber();
    void actionAfterTheEndIsRefused();
    void recordedResultMustAgreeWithTheReplay();
    void finishedGameWithoutResultIsAProblem();
    void unfinishedGameWithAResultIsAProblem();
    void problemsOfTheEmbeddedScenarioHaveItsPath();
    void fileKindTellsGameScenarioOrUnknown();
    void saveAndLoadAFile();
};

void TestGameFile::randomGamesRoundTrip_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    for (int players = 2; players <= 4; ++players)
        for (quint64 seed : {2ull, 12ull, 40ull})
            QTest::addRow("%d players, seed %llu", players, seed) << players << seed;
}

void TestGameFile::randomGamesRoundTrip()
{
    QFETCH(int, players);
    QFETCH(quint64, seed);
    const Game game = randomGame(standardScenario(players), seed, 300);
    QVERIFY(game.actionCount() >= 40);
    checkSameGame(game, roundTrip(game));
    // Half-way games too: every prefix is a game of its own.
    Game half = game;
    half.truncate(game.actionCount() / 2);
    checkSameGame(half, roundTrip(half));
}

void TestGameFile::finishedGameRecordsItsResult()
{
    const Game game = finishedGame(2, 5);
    const QJsonObject o = QJsonDocument::fromJson(gameToJson(game)).object();
    const QJsonObject result = o.value(QStringLiteral("result")).toObject();
    QVERIFY(!result.isEmpty());
    const Result &r = game.current().result();
    QCOMPARE(result.value(QStringLiteral("winner")).toString(),
             r.winner == kNoPlayer ? QString() : QString::fromLatin1(playerColourName(r.winner)));
    const Game back = roundTrip(game);
    checkSameGame(game, back);
    QVERIFY(back.current().result() == r);
}

void TestGameFile::gameWithAnExactPositionRoundTrips()
{
    PositionBuilder b(boardFromRows({"....", ".C..", "...."}), 2);
    b.place("a1", 0, 3, true).place("d3", 1, 2, true).place("a3", 1, 1);
    Scenario sc;
    sc.name = "Duel";
    sc.players = 2;
    sc.board = b.position().boardPtr();
    sc.position = b.position();
    const Game game = randomGame(sc, 3, 60);
    QVERIFY(game.actionCount() > 0);
    checkSameGame(game, roundTrip(game));
}

void TestGameFile::seedIsStoredExactlyAsDecimalText()
{
    for (std::uint64_t seed : {std::uint64_t(0), std::uint64_t(9007199254740993ull), ~std::uint64_t(0)}) {
        const Game game = randomGame(standardScenario(2), seed, 20);
        const QJsonObject o = QJsonDocument::fromJson(gameToJson(game)).object();
        QCOMPARE(o.value(QStringLiteral("seed")).toString(), QString::number(seed));
        QCOMPARE(roundTrip(game).seed(), seed);
    }
    // A seed written as a JSON number would lose digits: it is refused.
    const Game game = randomGame(standardScenario(2), 1, 4);
    FileProblems problems;
    QVERIFY(!gameFromJson(edited(game, [](QJsonObject &o) { o.insert(QStringLiteral("seed"), 1); }), problems));
    QCOMPARE(problems.value(0).where, QStringLiteral("seed"));
}

void TestGameFile::namesAndInfoAreKept()
{
    Game game = randomGame(standardScenario(3), 8, 40);
    game.setPlayerName(0, "Ana");
    game.setPlayerName(1, "민준");
    game.setPlayerName(2, "王 \"小\" 明\n");
    const QDateTime saved(QDate(2024, 5, 1), QTime(18, 30), Qt::UTC);
    FileProblems problems;
    GameFileInfo info;
    const auto back = gameFromJson(gameToJson(game, saved), problems, &info);
    QVERIFY2(back, qPrintable(problemText(problems)));
    QCOMPARE(back->playerNames(), game.playerNames());
    QCOMPARE(info.saved, saved);
    QCOMPARE(info.program, programName() + QLatin1Char(' ') + programVersion());
    QVERIFY(!programVersion().isEmpty());
}

void TestGameFile::fileIsIndentedWithOneActionPerLine()
{
    const Game game = randomGame(standardScenario(2), 21, 50);
    const QByteArray json = gameToJson(game);
    QVERIFY(json.startsWith("{\n  \"format\": \"eko-game\",\n  \"version\": 1,\n"));
    for (int k = 0; k < game.actionCount(); ++k)
        QVERIFY(json.contains("\n    \"" + QByteArray::fromStdString(game.notation(k)) + '"'));
}

void TestGameFile::illegalActionIsNamedByNumberWithTheReason()
{
    const Game game = randomGame(standardScenario(2), 31, 40);
    // Action 7 (index 6) replaced by the Emperor swap, which is over by then.
    const QByteArray data = edited(game, [](QJsonObject &o) { setAction(o, 6, QStringLiteral("noswap")); });
    FileProblems problems;
    QVERIFY(!gameFromJson(data, problems));
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems[0].where, QStringLiteral("actions[6]"));
    QVERIFY2(problems[0].what.contains(QLatin1String("action 7 \"noswap\"")), qPrintable(problems[0].what));
    const std::string reason = describe(Rejection{RejectionCode::NotSwapPhase}, *game.scenario().board);
    QVERIFY2(problems[0].what.contains(QString::fromStdString(reason)), qPrintable(problems[0].what));
}

void TestGameFile::unreadableActionIsNamedByNumber()
{
    const Game game = randomGame(standardScenario(2), 32, 10);
    const QByteArray data = edited(game, [](QJsonObject &o) { setAction(o, 2, QStringLiteral("c4~e5")); });
    FileProblems problems;
    QVERIFY(!gameFromJson(data, problems));
    QCOMPARE(problems.value(0).where, QStringLiteral("actions[2]"));
    QVERIFY(problems.value(0).what.contains(QLatin1String("action 3")));
    QVERIFY(problems.value(0).what.contains(QLatin1String("notation")));
}

void TestGameFile::actionAfterTheEndIsRefused()
{
    const Game game = finishedGame(2, 5);
    const QByteArray data = edited(game, [](QJsonObject &o) {
        QJsonArray actions = o.value(QStringLiteral("actions")).toArray();
        actions.append(QStringLiteral("pass"));
        o.insert(QStringLiteral("actions"), actions);
    });
    FileProblems problems;
    QVERIFY(!gameFromJson(data, problems));
    QCOMPARE(problems.value(0).where, QStringLiteral("actions[%1]").arg(game.actionCount()));
    QVERIFY(problems.value(0).what.contains(QStringLiteral("action %1").arg(game.actionCount() + 1)));
    const std::string reason = describe(Rejection{RejectionCode::GameOver}, *game.scenario().board);
    QVERIFY(problems.value(0).what.contains(QString::fromStdString(reason)));
}

void TestGameFile::recordedResultMustAgreeWithTheReplay()
{
    const Game game = finishedGame(2, 5);
    QVERIFY(game.current().result().kind != ResultKind::DrawNoProgress);
    const QByteArray data = edited(game, [](QJsonObject &o) {
        o.insert(QStringLiteral("result"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("draw-no-progress")}});
    });
    FileProblems problems;
    QVERIFY(!gameFromJson(data, problems));
    QCOMPARE(problems.value(0).where, QStringLiteral("result"));
    QVERIFY(problems.value(0).what.contains(QLatin1String("replaying")));
    QVERIFY(problems.value(0).what.contains(QLatin1String("a draw (no progress)")));
}

void TestGameFile::finishedGameWithoutResultIsAProblem()
{
    const Game game = finishedGame(3, 6);
    const QByteArray data = edited(game, [](QJsonObject &o) { o.remove(QStringLiteral("result")); });
    FileProblems problems;
    QVERIFY(!gameFromJson(data, problems));
    QCOMPARE(problems.value(0).where, QStringLiteral("result"));
    QVERIFY(problems.value(0).what.contains(QLatin1String("not over")));
}

void TestGameFile::unfinishedGameWithAResultIsAProblem()
{
    Game game = randomGame(standardScenario(2), 40, 30);
    game.truncate(std::min(game.actionCount(), 12));
    QVERIFY(!game.current().gameOver());
    const QByteArray data = edited(game, [](QJsonObject &o) {
        o.insert(QStringLiteral("result"),
                 QJsonObject{{QStringLiteral("kind"), QStringLiteral("points")},
                             {QStringLiteral("winner"), QStringLiteral("blue")}});
    });
    FileProblems problems;
    QVERIFY(!gameFromJson(data, problems));
    QCOMPARE(problems.value(0).where, QStringLiteral("result"));
    QVERIFY(problems.value(0).what.contains(QLatin1String("blue wins by points")));
}

void TestGameFile::problemsOfTheEmbeddedScenarioHaveItsPath()
{
    const Game game = randomGame(standardScenario(2), 41, 10);
    const QByteArray data = edited(game, [](QJsonObject &o) {
        QJsonObject sc = o.value(QStringLiteral("scenario")).toObject();
        QJsonObject rules = sc.value(QStringLiteral("rules")).toObject();
        rules.insert(QStringLiteral("stackLimit"), true);
        sc.insert(QStringLiteral("rules"), rules);
        o.insert(QStringLiteral("scenario"), sc);
        o.insert(QStringLiteral("seed"), QStringLiteral("12x"));
    });
    FileProblems problems;
    QVERIFY(!gameFromJson(data, problems));
    QStringList where;
    for (const FileProblem &p : problems)
        where.append(p.where);
    QCOMPARE(where, QStringList({"scenario.rules.stackLimit", "seed"}));
}

void TestGameFile::fileKindTellsGameScenarioOrUnknown()
{
    const Game game = randomGame(standardScenario(2), 1, 5);
    QCOMPARE(fileKind(gameToJson(game)), FileKind::Game);
    QCOMPARE(fileKind(scenarioToJson(standardScenario(3))), FileKind::Scenario);
    QCOMPARE(fileKind(QByteArray()), FileKind::Unknown);
    QCOMPARE(fileKind("{\"format\": \"eko-something\"}"), FileKind::Unknown);
    QCOMPARE(fileKind("[\"eko-game\"]"), FileKind::Unknown);
    QCOMPARE(fileKind("{\"format\": \"eko-game\""), FileKind::Unknown);
    QCOMPARE(fileKind("\xff\xfe{}"), FileKind::Unknown);
}

void TestGameFile::saveAndLoadAFile()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.eko"));
    const Game game = randomGame(standardScenario(4), 77, 200);
    QString error;
    QVERIFY2(saveGame(game, file, &error), qPrintable(error));
    FileProblems problems;
    const auto back = loadGame(file, problems);
    QVERIFY2(back, qPrintable(problemText(problems)));
    checkSameGame(game, *back);
    QVERIFY(!loadGame(dir.path(), problems));
    QVERIFY(!problems.isEmpty());
}

QTEST_GUILESS_MAIN(TestGameFile)
#include "tst_game_file.moc"
