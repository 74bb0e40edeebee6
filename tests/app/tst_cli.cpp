// eko-cli end to end: new → show → legal → play → check, illegal actions write nothing, broken
// files fail the check, selfplay runs and is reproducible, bad command lines are refused.
// Runs the built binary (build/app/eko-cli) with QProcess.
#include "common/cli_run.h"
#include "files/game_file.h"
#include "common/long_games.h"
#include "core/rules.h"
#include "files/scenario_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace eko;

namespace {

using Run = eko::testing::CliRun;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(data), data.size());
}

QList<QByteArray> lines(const QByteArray &text)
{
    QList<QByteArray> result = text.split('\n');
    if (!result.isEmpty() && result.last().isEmpty())
        result.removeLast();
    return result;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void newShowLegalPlayCheck();
    void newFromScenarioTakesItsPlayerCount();
    void swapMayBeGivenAsThreeArguments();
    void illegalActionWritesNothing();
    void checkReportsBrokenFiles();
    void selfplayRunsAndRepeats();
    void badCommandLinesAreRefused();
    void playNeverWritesAGameThatCannotBeLoaded_data();
    void playNeverWritesAGameThatCannotBeLoaded();
    void checkReadsNoMoreThanTheSizeLimit();
    void checkSpeaksAsTheLoaders();
    void controlCharactersAreShownAsEscapes();
    void seedIsCheckedAlikeEverywhere();

private:
    Run run(const QStringList &args);
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString newGame(const QString &name, int seed);

    QString m_cli;
    QTemporaryDir m_dir;
};

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_cli = eko::testing::builtCli();
    if (m_cli.isEmpty())
        QSKIP(qPrintable(QStringLiteral("eko-cli not found at %1/../app/eko-cli: build the eko-cli target first")
                             .arg(QCoreApplication::applicationDirPath())));
}

Run TestCli::run(const QStringList &args) { return eko::testing::runCli(m_cli, m_dir.path(), args); }

QString TestCli::newGame(const QString &name, int seed)
{
    const QString file = path(name);
    const Run r = run({QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--seed"),
                       QString::number(seed), QStringLiteral("-o"), file});
    if (r.exitCode != 0)
        qWarning("eko-cli new failed: %s", r.err.constData());
    return r.exitCode == 0 ? file : QString();
}

void TestCli::newShowLegalPlayCheck()
{
    // new
    const QString game = newGame(QStringLiteral("game.eko"), 42);
    QVERIFY(!game.isEmpty());
    files::FileProblems problems;
    const std::optional<Game> loaded = files::loadGame(game, problems);
    QVERIFY(loaded);
    QCOMPARE(loaded->seed(), std::uint64_t(42));
    QCOMPARE(loaded->actionCount(), 0);
    QCOMPARE(loaded->current().phase(), Phase::EmperorSwap);

    // show: the header, a cell for every space, both players, the legend
    Run r = run({QStringLiteral("show"), game});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Phase: Emperor swap"));
    QVERIFY(r.out.contains("Legend"));
    QVERIFY(r.out.contains("Last action: none"));
    const Board &board = loaded->current().board();
    for (SpaceIndex s = 0; s < board.spaceCount(); ++s) {
        const QByteArray name = QByteArray::fromStdString(board.spaceName(s));
        QVERIFY2(r.out.contains(' ' + name + ' ') || r.out.contains('\n' + name + ' '), name.constData());
    }
    for (const QByteArray &player : {QByteArray("\n  red"), QByteArray("\n  blue")})
        QVERIFY2(r.out.contains(player), player.constData());

    // legal: sorted by byte value, every line a legal action, all of them listed once
    r = run({QStringLiteral("legal"), game});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> legal = lines(r.out);
    QVERIFY(!legal.isEmpty());
    QList<QByteArray> sorted = legal;
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(legal, sorted);
    QCOMPARE(std::adjacent_find(legal.begin(), legal.end()), legal.end());
    QCOMPARE(legal.size(), qsizetype(rules::legalActions(loaded->current()).size()));
    for (const QByteArray &line : legal) {
        const std::optional<Action> a = loaded->parse(line.toStdString());
        QVERIFY2(a, line.constData());
        QVERIFY2(!rules::check(loaded->current(), *a), line.constData());
    }

    // play the first legal action into another file
    const QString next = path(QStringLiteral("next.eko"));
    r = run({QStringLiteral("play"), game, QString::fromUtf8(legal.first()), QStringLiteral("-o"), next});
    QCOMPARE(r.exitCode, 0);
    const std::optional<Game> played = files::loadGame(next, problems);
    QVERIFY(played);
    QCOMPARE(played->actionCount(), 1);
    QCOMPARE(QByteArray::fromStdString(played->notation(0)), legal.first());
    r = run({QStringLiteral("show"), next});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Last action: 1. "));
    r = run({QStringLiteral("show"), next, QStringLiteral("--at"), QStringLiteral("0")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Position after 0 of 1 actions"));

    // check
    r = run({QStringLiteral("check"), game});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("OK\n"));
    r = run({QStringLiteral("check"), next});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("OK\n"));
}

void TestCli::newFromScenarioTakesItsPlayerCount()
{
    const QString scenario = path(QStringLiteral("three.ekoscn"));
    writeAll(scenario, files::scenarioToJson(standardScenario(3)));
    const QString game = path(QStringLiteral("three.eko"));
    Run r = run({QStringLiteral("new"), QStringLiteral("--scenario"), scenario, QStringLiteral("--seed"),
                 QStringLiteral("5"), QStringLiteral("-o"), game});
    QCOMPARE(r.exitCode, 0);
    files::FileProblems problems;
    const std::optional<Game> loaded = files::loadGame(game, problems);
    QVERIFY(loaded);
    QCOMPARE(loaded->scenario().players, 3);
    QCOMPARE(loaded->seed(), std::uint64_t(5));

    // A different --players is refused and nothing is written.
    const QString other = path(QStringLiteral("two.eko"));
    r = run({QStringLiteral("new"), QStringLiteral("--scenario"), scenario, QStringLiteral("--players"),
             QStringLiteral("2"), QStringLiteral("-o"), other});
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.err.contains("three.ekoscn"), r.err.constData());
    QVERIFY(!QFile::exists(other));

    // Without --seed a seed is drawn and printed.
    r = run({QStringLiteral("new"), QStringLiteral("--scenario"), scenario, QStringLiteral("-o"), other});
    QCOMPARE(r.exitCode, 0);
    const std::optional<Game> drawn = files::loadGame(other, problems);
    QVERIFY(drawn);
    QVERIFY2(r.out.contains("seed " + QByteArray::number(qulonglong(drawn->seed()))), r.out.constData());
}

void TestCli::swapMayBeGivenAsThreeArguments()
{
    const QString game = newGame(QStringLiteral("swap.eko"), 7);
    QVERIFY(!game.isEmpty());
    const Run legal = run({QStringLiteral("legal"), game});
    QCOMPARE(legal.exitCode, 0);
    QByteArray swap;
    for (const QByteArray &line : lines(legal.out))
        if (line.startsWith("swap "))
            swap = line;
    QVERIFY(!swap.isEmpty());
    const QList<QByteArray> parts = swap.split(' ');
    QCOMPARE(parts.size(), qsizetype(3));
    const Run r = run({QStringLiteral("play"), game, QStringLiteral("swap"), QString::fromUtf8(parts[1]),
                       QString::fromUtf8(parts[2])});
    QCOMPARE(r.exitCode, 0);
    files::FileProblems problems;
    const std::optional<Game> played = files::loadGame(game, problems);
    QVERIFY(played);
    QCOMPARE(played->actionCount(), 1);
    QCOMPARE(QByteArray::fromStdString(played->notation(0)), swap);
}

void TestCli::illegalActionWritesNothing()
{
    const QString game = newGame(QStringLiteral("illegal.eko"), 3);
    QVERIFY(!game.isEmpty());
    const QByteArray before = readAll(game);
    QVERIFY(!before.isEmpty());

    // The second action is illegal (a pass during the Emperor swap): the first is not saved either.
    Run r = run({QStringLiteral("play"), game, QStringLiteral("noswap"), QStringLiteral("pass")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("action 2"), r.err.constData());
    QVERIFY2(r.err.contains(game.toUtf8()), r.err.constData());
    QCOMPARE(readAll(game), before);

    // Text that is no action at all.
    r = run({QStringLiteral("play"), game, QStringLiteral("zz99-c4")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("action 1"), r.err.constData());
    QCOMPARE(readAll(game), before);

    // Nothing written to -o either.
    r = run({QStringLiteral("play"), game, QStringLiteral("march"), QStringLiteral("-o"), path(QStringLiteral("out.eko"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!QFile::exists(path(QStringLiteral("out.eko"))));
}

void TestCli::checkReportsBrokenFiles()
{
    // Not JSON at all.
    const QString garbage = path(QStringLiteral("garbage.eko"));
    writeAll(garbage, "{ this is not json");
    Run r = run({QStringLiteral("check"), garbage});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!lines(r.out).isEmpty());
    for (const QByteArray &line : lines(r.out))
        QVERIFY2(line.startsWith(garbage.toUtf8() + ": "), line.constData());

    // A game whose first action is illegal (a pass during the Emperor swap).
    const QString game = newGame(QStringLiteral("good.eko"), 9);
    QVERIFY(!game.isEmpty());
    QJsonObject object = QJsonDocument::fromJson(readAll(game)).object();
    object.insert(QStringLiteral("actions"), QJsonArray{QStringLiteral("pass")});
    const QString broken = path(QStringLiteral("broken.eko"));
    writeAll(broken, QJsonDocument(object).toJson());
    r = run({QStringLiteral("check"), broken});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!r.out.contains("OK"));
    QVERIFY(!lines(r.out).isEmpty());

    // Neither a game nor a scenario.
    const QString other = path(QStringLiteral("other.json"));
    writeAll(other, R"({"format": "something-else"})");
    r = run({QStringLiteral("check"), other});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains("format"));

    // A file that is not there.
    r = run({QStringLiteral("check"), path(QStringLiteral("missing.eko"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains("missing.eko"));
}

void TestCli::selfplayRunsAndRepeats()
{
    const QStringList args{QStringLiteral("selfplay"), QStringLiteral("--players"), QStringLiteral("2"),
                           QStringLiteral("--games"), QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("11")};
    const Run first = run(args);
    QCOMPARE(first.exitCode, 0);
    QVERIFY2(first.out.contains("3 games"), first.out.constData());
    QVERIFY(first.out.contains("Wins per seat"));
    const Run second = run(args);
    QCOMPARE(second.exitCode, 0);
    QCOMPARE(second.out, first.out);

    // Games stopped at the action cap are counted as unfinished, not as results.
    const Run capped = run({QStringLiteral("selfplay"), QStringLiteral("--players"), QStringLiteral("3"),
                            QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--seed"),
                            QStringLiteral("11"), QStringLiteral("--max-actions"), QStringLiteral("5")});
    QCOMPARE(capped.exitCode, 0);
    QVERIFY2(capped.out.contains("unfinished (action cap): 2"), capped.out.constData());
    QVERIFY2(capped.out.contains("Invariant held after all 10 actions."), capped.out.constData());
}

void TestCli::badCommandLinesAreRefused()
{
    Run r = run({});
    QCOMPARE(r.exitCode, 64);
    QVERIFY(r.err.contains("Usage"));
    r = run({QStringLiteral("frobnicate")});
    QCOMPARE(r.exitCode, 64);
    QVERIFY(r.err.contains("frobnicate"));
    r = run({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("selfplay"));
    r = run({QStringLiteral("play"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Usage: eko-cli play"));
    r = run({QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("5"), QStringLiteral("-o"),
             path(QStringLiteral("five.eko"))});
    QCOMPARE(r.exitCode, 64);
    QVERIFY(!QFile::exists(path(QStringLiteral("five.eko"))));
    r = run({QStringLiteral("show"), path(QStringLiteral("nowhere.eko"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("nowhere.eko"), r.err.constData());
    const QString truncated = path(QStringLiteral("truncated.eko"));
    writeAll(truncated, R"({"format": "eko-game", "version": 1, "acti)");
    r = run({QStringLiteral("legal"), truncated});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("truncated.eko"), r.err.constData());
}

void TestCli::playNeverWritesAGameThatCannotBeLoaded_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("limit");
    QTest::newRow("50,000 actions on a small board") << 5 << 3 << kMaxGameActions;
    QTest::newRow("2,000 actions on 10,000 spaces") << 1000 << 10 << 2000;
}

void TestCli::playNeverWritesAGameThatCannotBeLoaded()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, limit);
    // A game one action short of the most a game file holds.
    Game game(testing::endlessWalkScenario(columns, rows), 1);
    testing::playUntil(game, limit - 1);
    QCOMPARE(game.actionCount(), limit - 1);
    const QString file = path(QStringLiteral("long.eko"));
    QString error;
    QVERIFY2(files::saveGame(game, file, &error), qPrintable(error));
    const QByteArray before = readAll(file);
    Game full = game;
    QVERIFY(!full.play(rules::legalActions(full.current()).front()));
    const QString last = QString::fromStdString(full.notation(limit - 1));
    const QString next = QString::fromStdString(toNotation(rules::legalActions(full.current()).front(), full.current().board()));

    // Two more actions: the second would go past the limit, so nothing is written, to GAME or to -o.
    Run r = run({QStringLiteral("play"), file, last, next});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("action 2 of 2"), r.err.constData());
    QVERIFY2(r.err.contains("record is full") && r.err.contains("at most " + QByteArray::number(limit) + " actions"),
             r.err.constData());
    QCOMPARE(readAll(file), before);
    r = run({QStringLiteral("play"), file, last, next, QStringLiteral("-o"), path(QStringLiteral("out.eko"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!QFile::exists(path(QStringLiteral("out.eko"))));

    // One more fills the record; the file written loads, and a further action is refused.
    r = run({QStringLiteral("play"), file, last});
    QCOMPARE(r.exitCode, 0);
    r = run({QStringLiteral("check"), file});
    QCOMPARE(r.out, QByteArray("OK\n"));
    QCOMPARE(r.exitCode, 0);
    const QByteArray filled = readAll(file);
    r = run({QStringLiteral("play"), file, next});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("record is full"), r.err.constData());
    QCOMPARE(readAll(file), filled);
}

void TestCli::checkReadsNoMoreThanTheSizeLimit()
{
    // A file of any size, even an endless one, is read only up to the limit.
    if (QFileInfo::exists(QStringLiteral("/dev/zero"))) {
        const Run r = run({QStringLiteral("check"), QStringLiteral("/dev/zero")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("larger than 32 MiB"), r.out.constData());
    }
    // Valid JSON that is too large says so, not something about its "format".
    const QString large = path(QStringLiteral("large.eko"));
    QByteArray data = files::gameToJson(Game(standardScenario(2), 1));
    data.insert(1, QByteArray(33 * 1024 * 1024, ' '));
    writeAll(large, data);
    const Run r = run({QStringLiteral("check"), large});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, large.toUtf8() + ": the file is larger than 32 MiB\n");
}

void TestCli::checkSpeaksAsTheLoaders()
{
    // The same words as when the game is loaded by show (and by the desktop program).
    const QString truncated = path(QStringLiteral("cut.eko"));
    writeAll(truncated, "{\n  \"format\": \"eko-game\",\n  \"actions\": [\n");
    Run r = run({QStringLiteral("check"), truncated});
    QCOMPARE(r.exitCode, 1);
    const QByteArray expected = truncated.toUtf8() + ": line 4, column 1: the text ends too early; is the file truncated?";
    QCOMPARE(r.out, expected + '\n');
    r = run({QStringLiteral("show"), truncated});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err, "eko-cli show: " + expected + '\n');

    // A field given twice is refused, not read as one of its values.
    const QString twice = path(QStringLiteral("twice.ekoscn"));
    QByteArray scenario = files::scenarioToJson(standardScenario(2));
    scenario.insert(scenario.indexOf('{') + 1, "\n  \"format\": \"eko-game\",");
    writeAll(twice, scenario);
    r = run({QStringLiteral("check"), twice});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, twice.toUtf8() + ": format: this field is given twice; each field may appear only once\n");
}

void TestCli::controlCharactersAreShownAsEscapes()
{
    // An action with a NUL and an escape sequence in it: the message shows them, the terminal gets none.
    const QString game = newGame(QStringLiteral("nul.eko"), 5);
    QVERIFY(!game.isEmpty());
    QJsonObject object = QJsonDocument::fromJson(readAll(game)).object();
    object.insert(QStringLiteral("actions"), QJsonArray{QStringLiteral("noswap") + QChar(0) + QStringLiteral("\x1b[2Jx")});
    writeAll(game, QJsonDocument(object).toJson());
    Run r = run({QStringLiteral("check"), game});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("action 1 \"noswap\\u0000\\u001b[2Jx\""), r.out.constData());
    QVERIFY(!r.out.contains('\0'));
    QVERIFY(!r.out.contains('\x1b'));

    // The same for actions given to play.
    const QString fresh = newGame(QStringLiteral("fresh.eko"), 5);
    r = run({QStringLiteral("play"), fresh, QStringLiteral("no\tswap\u0085")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("'no\\tswap\\u0085'"), r.err.constData());
}

void TestCli::seedIsCheckedAlikeEverywhere()
{
    // new and selfplay read --seed alike, and as game files write seeds: decimal digits only.
    const QStringList newGame{QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("-o"),
                              path(QStringLiteral("seeded.eko"))};
    const QStringList selfplay{QStringLiteral("selfplay"), QStringLiteral("--players"), QStringLiteral("2"),
                               QStringLiteral("--games"), QStringLiteral("1")};
    for (const QStringList &command : {newGame, selfplay})
        for (const QString &seed : {QStringLiteral("-1"), QStringLiteral("+1"), QStringLiteral(" 1"),
                                    QStringLiteral("18446744073709551616"), QStringLiteral("1e3"), QString()}) {
            const Run r = run(command + QStringList{QStringLiteral("--seed=") + seed});
            QVERIFY2(r.exitCode == 64, qPrintable(command.first() + QStringLiteral(" --seed='") + seed + QLatin1Char('\'')));
            QVERIFY2(r.err.contains("--seed takes a whole number from 0 to 18446744073709551615"), r.err.constData());
        }
    QVERIFY(!QFile::exists(path(QStringLiteral("seeded.eko"))));
    const Run r = run({QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--seed"),
                       QStringLiteral("18446744073709551615"), QStringLiteral("-o"), path(QStringLiteral("max.eko"))});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("seed 18446744073709551615"), r.out.constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
