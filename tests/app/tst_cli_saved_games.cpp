// eko-cli selfplay and match --save-games DIR: every game played is a game file that loads again to
// the game played (seed, actions, result; match names each seat after its computer player and keeps
// the levels), nothing is ever overwritten, and a game is never longer than a game file holds.
#include "common/cli_run.h"
#include "core/game.h"
#include "files/game_file.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using Run = eko::testing::CliRun;

class TestCliSavedGames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void selfplayWritesEveryGame();
    void matchWritesEveryGameWithItsSeats();
    void nothingIsOverwritten();
    void savedGamesFitAGameFile();

private:
    Run run(const QStringList &args) { return eko::testing::runCli(m_cli, m_dir.path(), args); }
    QString m_cli;
    QTemporaryDir m_dir;
};

void TestCliSavedGames::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_cli = eko::testing::builtCli();
    if (m_cli.isEmpty())
        QSKIP("eko-cli not found: build the eko-cli target first");
}

void TestCliSavedGames::selfplayWritesEveryGame()
{
    const Run r = run({"selfplay", "--players", "3", "--games", "3", "--seed", "11", "-v", "--save-games", "self"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // "game 2 (seed 12): Blue wins by points after 40 turns, 97 actions": the game each file must hold.
    const QRegularExpression line(QStringLiteral("game (\\d+) \\(seed (\\d+)\\): .* (\\d+) actions"));
    int seen = 0;
    for (const QString &text : QString::fromUtf8(r.out).split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = line.match(text);
        if (!m.hasMatch())
            continue;
        ++seen;
        const QString file = m_dir.filePath(QStringLiteral("self/selfplay-%1-seed-%2.eko")
                                                .arg(m.captured(1).toInt(), 3, 10, QLatin1Char('0'))
                                                .arg(m.captured(2)));
        files::FileProblems problems;
        const std::optional<Game> game = files::loadGame(file, problems);
        QVERIFY2(game, qPrintable(file));
        QCOMPARE(game->seed(), m.captured(2).toULongLong());
        QCOMPARE(game->actionCount(), m.captured(3).toInt());
        QCOMPARE(game->scenario().players, 3);
    }
    QCOMPARE(seen, 3);
    QCOMPARE(QDir(m_dir.filePath(QStringLiteral("self"))).entryList(QDir::Files).size(), 3);
}

void TestCliSavedGames::matchWritesEveryGameWithItsSeats()
{
    const Run r = run({"match", "--ai", "level1,greedy", "--games", "2", "--seed", "3", "--json", "--save-games",
                       "deep/match"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.startsWith('{') && r.out.count('\n') == 1, r.out.constData()); // the JSON stays alone on stdout
    int winsInFiles = 0;
    for (int g = 0; g < 2; ++g) {
        const QString file = m_dir.filePath(QStringLiteral("deep/match/match-%1-seed-%2.eko")
                                                .arg(g + 1, 3, 10, QLatin1Char('0'))
                                                .arg(3 + g));
        files::FileProblems problems;
        files::GameFileInfo info;
        const std::optional<Game> game = files::loadGame(file, problems, &info);
        QVERIFY2(game, qPrintable(file));
        QCOMPARE(game->seed(), std::uint64_t(3 + g));
        // Seats rotate: in game 1 level1 plays red, in game 2 greedy does.
        const std::vector<std::string> names = g == 0 ? std::vector<std::string>{"level1", "greedy"}
                                                      : std::vector<std::string>{"greedy", "level1"};
        QCOMPARE(game->playerNames(), names);
        files::SeatLevels levels{};
        levels[g == 0 ? 0 : 1] = 1; // level1 is a computer seat at level 1; greedy has no level
        QCOMPARE(info.computerLevels, levels);
        winsInFiles += game->current().result().winner != kNoPlayer ? 1 : 0;
    }
    const int draws = r.out.mid(r.out.indexOf("\"draws\": ") + 9).toInt();
    QCOMPARE(winsInFiles, 2 - draws);
}

void TestCliSavedGames::nothingIsOverwritten()
{
    const QStringList args{"selfplay", "--players", "2", "--games", "2", "--seed", "40", "--save-games", "again"};
    QCOMPARE(run(args).exitCode, 0);
    const QString first = m_dir.filePath(QStringLiteral("again/selfplay-001-seed-40.eko"));
    QFile f(first);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();
    // The same run again: refused before anything is played, the files as they were.
    const Run r = run(args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("already exists") && r.err.contains("Nothing was played"), r.err.constData());
    QVERIFY(!r.out.contains("Self-play"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
    // A file where the folder should be.
    QFile blocker(m_dir.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const Run blocked = run({"match", "--ai", "greedy,random", "--games", "1", "--save-games", "blocker"});
    QCOMPARE(blocked.exitCode, 1);
    QVERIFY2(blocked.err.contains("not a folder"), blocked.err.constData());
}

void TestCliSavedGames::savedGamesFitAGameFile()
{
    // A game file holds at most kMaxGameActions actions: a longer cap is refused when saving...
    const Run r = run({"selfplay", "--players", "2", "--games", "1", "--max-actions", QString::number(kMaxGameActions + 1),
                       "--save-games", "long"});
    QCOMPARE(r.exitCode, 64);
    QVERIFY(!QDir(m_dir.filePath(QStringLiteral("long"))).exists()
            || QDir(m_dir.filePath(QStringLiteral("long"))).isEmpty());
    // ...and a game stopped at the cap is saved as it stands, unfinished.
    const Run capped = run({"selfplay", "--players", "2", "--games", "1", "--seed", "2", "--max-actions", "30",
                            "--save-games", "capped"});
    QVERIFY2(capped.exitCode == 0, capped.err.constData());
    files::FileProblems problems;
    const std::optional<Game> game = files::loadGame(m_dir.filePath(QStringLiteral("capped/selfplay-001-seed-2.eko")), problems);
    QVERIFY(game);
    QCOMPARE(game->actionCount(), 30);
    QVERIFY(!game->current().gameOver());
}

QTEST_GUILESS_MAIN(TestCliSavedGames)
#include "tst_cli_saved_games.moc"
