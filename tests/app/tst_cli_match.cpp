// eko-cli match, hint and bench's MCTS line: the JSON has exactly the promised keys, the counts add
// up, a match repeats with the same seed, bad player names and budgets are refused, a hint is a
// legal action. Runs the built binary (build/app/eko-cli) with QProcess.
#include "core/rules.h"
#include "common/cli_run.h"
#include "files/game_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;

namespace {
using Run = eko::testing::CliRun;
} // namespace

class TestCliMatch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void jsonHasTheKeysAndCountsAddUp();
    void tableShowsIntervalsAndRepeats();
    void seatsRotate();
    void longGamesStopAtTheCap();
    void badMatchesAreRefused();
    void hintIsALegalAction();

private:
    Run run(const QStringList &args);
    QString m_cli;
    QTemporaryDir m_dir;
};

void TestCliMatch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_cli = eko::testing::builtCli();
    if (m_cli.isEmpty())
        QSKIP("eko-cli not found: build the eko-cli target first");
}

Run TestCliMatch::run(const QStringList &args) { return eko::testing::runCli(m_cli, m_dir.path(), args); }

void TestCliMatch::jsonHasTheKeysAndCountsAddUp()
{
    const Run r = run({"match", "--players", "2", "--ai", "greedy,random", "--games", "6", "--seed", "5", "--json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.endsWith("}\n") && r.out.count('\n') == 1, r.out.constData());
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(o.keys(), (QStringList{"averageActions", "draws", "games", "wins"}));
    QCOMPARE(o["wins"].toObject().keys(), (QStringList{"greedy", "random"}));
    QCOMPARE(o["games"].toInt(), 6);
    QCOMPARE(o["wins"]["greedy"].toInt() + o["wins"]["random"].toInt() + o["draws"].toInt(), 6);
    QVERIFY(o["averageActions"].toDouble() > 0);
    QVERIFY2(r.err.contains("game 6/6"), r.err.constData()); // the progress line
    // The keys keep the order of --ai.
    QVERIFY(r.out.indexOf("\"greedy\"") < r.out.indexOf("\"random\""));
}

void TestCliMatch::tableShowsIntervalsAndRepeats()
{
    const QStringList args{"match", "--ai", "mcts,greedy", "--games", "2", "--seed", "9", "--budget", "40", "--threads", "2"};
    const Run a = run(args);
    QCOMPARE(a.exitCode, 0);
    QVERIFY2(a.out.contains("95% interval"), a.out.constData());
    QVERIFY(a.out.contains("mcts") && a.out.contains("greedy") && a.out.contains("draws"));
    QVERIFY(a.out.contains("average length"));
    const Run b = run(args);
    QCOMPARE(b.out, a.out);
}

void TestCliMatch::seatsRotate()
{
    // The same player in every seat but one: with three players, "random" holds two seats a game.
    const Run r = run({"match", "--ai", "random,random,greedy", "--games", "3", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o["wins"].toObject().keys(), (QStringList{"greedy", "random"}));
    QCOMPARE(o["wins"]["greedy"].toInt() + o["wins"]["random"].toInt() + o["draws"].toInt(), 3);
    // Fewer names than seats: the last one takes the rest (here 1 random + 3 greedy).
    const Run four = run({"match", "--players", "4", "--ai", "random,greedy", "--games", "2"});
    QCOMPARE(four.exitCode, 0);
    QVERIFY2(four.out.contains("3 seats a game"), four.out.constData());
}

void TestCliMatch::longGamesStopAtTheCap()
{
    // Random games last about 160 actions: capped at 30, every game stops and counts as a draw.
    const Run r = run({"match", "--ai", "random,random", "--games", "3", "--max-actions", "30"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("draws   : 3 (3 stopped at 30 actions)"), r.out.constData());
    QVERIFY2(r.out.contains("average length: 30.0 actions"), r.out.constData());
    const Run json = run({"match", "--ai", "random,random", "--games", "3", "--max-actions", "30", "--json"});
    QCOMPARE(QJsonDocument::fromJson(json.out).object()["draws"].toInt(), 3);
    // Without the cap the same games end by the rules.
    const Run free = run({"match", "--ai", "random,random", "--games", "3"});
    QVERIFY2(!free.out.contains("stopped"), free.out.constData());
}

void TestCliMatch::badMatchesAreRefused()
{
    for (const QStringList &args : {QStringList{"match", "--ai", "greedy,chess"}, QStringList{"match"},
                                    QStringList{"match", "--players", "2", "--ai", "greedy,random,random"},
                                    QStringList{"match", "--ai", "mcts,random", "--budget", "lots"},
                                    QStringList{"match", "--ai", "mcts,random", "--games", "0"},
                                    QStringList{"match", "--ai", "mcts,random", "--threads", "3"},
                                    QStringList{"match", "--ai", "mcts,random", "--max-actions", "0"},
                                    QStringList{"hint"}, QStringList{"hint", "missing.eko"},
                                    QStringList{"hint", "x.eko", "--level", "7"}}) {
        const Run r = run(args);
        QVERIFY2(r.exitCode == 64 || r.exitCode == 1, qPrintable(args.join(' ')));
        QVERIFY2(!r.err.isEmpty(), qPrintable(args.join(' ')));
    }
}

void TestCliMatch::hintIsALegalAction()
{
    const QString file = m_dir.filePath("hint.eko");
    QCOMPARE(run({"new", "--players", "3", "--seed", "4", "-o", file}).exitCode, 0);
    for (const QString level : {"1", "3"}) {
        const Run r = run({"hint", file, "--level", level});
        QCOMPARE(r.exitCode, 0);
        files::FileProblems problems;
        const std::optional<Game> game = files::loadGame(file, problems);
        QVERIFY(game);
        const std::optional<Action> a = game->parse(r.out.trimmed().toStdString());
        QVERIFY2(a, r.out.constData());
        QVERIFY2(!rules::check(game->current(), *a), r.out.constData());
        // The same seed, the same hint.
        QCOMPARE(run({"hint", file, "--level", level}).out, r.out);
    }
}

QTEST_GUILESS_MAIN(TestCliMatch)
#include "tst_cli_match.moc"
