// eko-cli analyse: the JSON has exactly the keys docs/AI.md lists, one entry per action asked for,
// chances that add up to 1, a missed win called a blunder with the win as best action, the same
// output for the same seed whatever the thread count, a range giving the whole game's entries, the
// table, and bad ranges and options refused. Runs the built binary (build/app/eko-cli).
#include "common/cli_run.h"
#include "common/positions.h"
#include "files/game_file.h"

#include "ai/player.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using namespace eko::testing;

class TestCliAnalyse : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void jsonHasTheDocumentedKeys();
    void missedWinIsABlunder();
    void sameSeedSameOutputAnyThreads();
    void rangeGivesTheSameEntries();
    void tableHasALinePerAction();
    void badArgumentsAreRefused();

private:
    CliRun run(const QStringList &args) { return runCli(m_cli, m_dir.path(), args); }
    QJsonObject analyse(const QStringList &args);
    QString m_cli;
    QTemporaryDir m_dir;
    QString m_game; // 16 actions of two greedy players
};

void TestCliAnalyse::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_cli = builtCli();
    if (m_cli.isEmpty())
        QSKIP("eko-cli not found: build the eko-cli target first");
    Game game(standardScenario(2), 21);
    const auto player = ai::makePlayer("greedy", 3);
    for (int k = 0; k < 16; ++k)
        QVERIFY(!game.play(*player->choose(game.current())));
    m_game = m_dir.filePath(QStringLiteral("greedy.eko"));
    QString error;
    QVERIFY2(files::saveGame(game, m_game, &error), qPrintable(error));
}

QJsonObject TestCliAnalyse::analyse(const QStringList &args)
{
    const CliRun r = run(QStringList{QStringLiteral("analyse")} + args + QStringList{QStringLiteral("--json")});
    if (r.exitCode != 0)
        qWarning("%s", r.err.constData());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", r.out.constData());
    return doc.object();
}

void TestCliAnalyse::jsonHasTheDocumentedKeys()
{
    const QJsonObject o = analyse({m_game, QStringLiteral("--budget"), QStringLiteral("300")});
    QCOMPARE(o.keys(), (QStringList{"actions", "complete", "engine", "from", "iterations", "players", "seed", "to"}));
    QCOMPARE(o["iterations"].toInt(), 300);
    QCOMPARE(o["seed"].toString(), QStringLiteral("1"));
    QCOMPARE(o["players"].toInt(), 2);
    QCOMPARE(o["from"].toInt(), 1);
    QCOMPARE(o["to"].toInt(), 16);
    QVERIFY(o["complete"].toBool());
    QVERIFY(o["engine"].toString().startsWith(QStringLiteral("eko-mcts-analysis")));
    const QJsonArray actions = o["actions"].toArray();
    QCOMPARE(actions.size(), 16);
    const QStringList classes{"good", "inaccuracy", "mistake", "blunder"};
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const QJsonObject a = actions[i].toObject();
        QCOMPARE(a.keys(), (QStringList{"action", "before", "best", "chances", "class", "colour", "forced", "loss",
                                        "mover", "number", "turn"}));
        QCOMPARE(a["number"].toInt(), i + 1);
        QVERIFY(classes.contains(a["class"].toString()));
        QVERIFY(a["loss"].toDouble() >= 0 && a["loss"].toDouble() <= 1);
        QCOMPARE(a["colour"].toString(), a["mover"].toInt() == 0 ? QStringLiteral("red") : QStringLiteral("blue"));
        for (const char *key : {"before", "chances"}) {
            const QJsonArray c = a[key].toArray();
            QCOMPARE(c.size(), 2);
            QVERIFY(qAbs(c[0].toDouble() + c[1].toDouble() - 1.0) < 0.0002);
        }
        const QJsonArray best = a["best"].toArray();
        QVERIFY(!best.isEmpty() && best.size() <= 5);
        QCOMPARE(best[0].toObject().keys(), (QStringList{"action", "chances", "visits"}));
    }
    QCOMPARE(actions[0].toObject()["turn"].toInt(), 0); // the Emperor swap
}

void TestCliAnalyse::missedWinIsABlunder()
{
    // Red wins at once with a tower on the capital b2 (12 VP with a palace); otherwise blue wins with
    // a tower on e5. Red plays c2-c3 instead.
    PositionBuilder b(boardFromRows({"mrrroo", ".C....", "......", "......", "....r.", "Cmrroo"}));
    b.build("a1", 0, BuildingType::Castle).build("b1", 0, BuildingType::Tower).build("c1", 0, BuildingType::Tower);
    b.build("d1", 0, BuildingType::Village).build("e1", 0, BuildingType::Village).build("f1", 0, BuildingType::Village);
    b.place("c2", 0, 3).place("e3", 0, 1, true).place("a4", 0, 2);
    b.build("a6", 1, BuildingType::Castle).build("b6", 1, BuildingType::Tower).build("c6", 1, BuildingType::Tower);
    b.build("d6", 1, BuildingType::Village).build("e6", 1, BuildingType::Village).build("f6", 1, BuildingType::Village);
    b.place("f5", 1, 3, true);
    b.remove(0, b.position().player(0).reserve);
    Game game(exactScenario(b), 1);
    QVERIFY(!game.play(parse(game.current(), "c2-c3")));
    const QString path = m_dir.filePath(QStringLiteral("missed.eko"));
    QString error;
    QVERIFY2(files::saveGame(game, path, &error), qPrintable(error));
    const QJsonObject a = analyse({path, QStringLiteral("--budget"), QStringLiteral("3000")})["actions"][0].toObject();
    QCOMPARE(a["action"].toString(), QStringLiteral("c2-c3"));
    QCOMPARE(a["class"].toString(), QStringLiteral("blunder"));
    QCOMPARE(a["best"][0]["action"].toString(), QStringLiteral("T@b2/c2"));
    QVERIFY(a["loss"].toDouble() >= 0.2);
}

void TestCliAnalyse::sameSeedSameOutputAnyThreads()
{
    const QStringList args{QStringLiteral("analyse"), m_game, QStringLiteral("--budget"), QStringLiteral("200"),
                           QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--json")};
    const CliRun one = run(args + QStringList{QStringLiteral("--threads"), QStringLiteral("1")});
    const CliRun two = run(args + QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(one.out, two.out);
    const CliRun other = run({QStringLiteral("analyse"), m_game, QStringLiteral("--budget"), QStringLiteral("200"),
                              QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")});
    QVERIFY(other.out != one.out);
}

void TestCliAnalyse::rangeGivesTheSameEntries()
{
    const QJsonArray whole = analyse({m_game, QStringLiteral("--budget"), QStringLiteral("200")})["actions"].toArray();
    const QJsonObject part = analyse({m_game, QStringLiteral("--budget"), QStringLiteral("200"), QStringLiteral("--from"),
                                      QStringLiteral("5"), QStringLiteral("--to"), QStringLiteral("9")});
    QCOMPARE(part["from"].toInt(), 5);
    QCOMPARE(part["to"].toInt(), 9);
    const QJsonArray actions = part["actions"].toArray();
    QCOMPARE(actions.size(), 5);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(actions[i], whole[i + 4]);
}

void TestCliAnalyse::tableHasALinePerAction()
{
    const CliRun r = run({QStringLiteral("analyse"), m_game, QStringLiteral("--budget"), QStringLiteral("200"),
                          QStringLiteral("--to"), QStringLiteral("6")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3 + 6);
    QVERIFY2(lines[2].contains(QLatin1String("red")) && lines[2].contains(QLatin1String("blue"))
                 && lines[2].contains(QLatin1String("best")) && lines[2].contains(QLatin1String("class")),
             qPrintable(lines[2]));
    QVERIFY2(lines[3].trimmed().startsWith(QLatin1String("1 ")) && lines[3].contains(QLatin1String("swap")), qPrintable(lines[3]));
    QVERIFY(r.err.contains("analysed 6/6 actions"));
}

void TestCliAnalyse::badArgumentsAreRefused()
{
    QCOMPARE(run({QStringLiteral("analyse"), m_game, QStringLiteral("--from"), QStringLiteral("0")}).exitCode, 64);
    QCOMPARE(run({QStringLiteral("analyse"), m_game, QStringLiteral("--threads"), QStringLiteral("3")}).exitCode, 64);
    QCOMPARE(run({QStringLiteral("analyse"), m_game, QStringLiteral("--budget"), QStringLiteral("0")}).exitCode, 64);
    QCOMPARE(run({QStringLiteral("analyse")}).exitCode, 64);
    const CliRun beyond = run({QStringLiteral("analyse"), m_game, QStringLiteral("--to"), QStringLiteral("17")});
    QCOMPARE(beyond.exitCode, 1);
    QVERIFY2(beyond.err.contains("actions 1 to 16"), beyond.err.constData());
    QCOMPARE(run({QStringLiteral("analyse"), m_game, QStringLiteral("--from"), QStringLiteral("9"), QStringLiteral("--to"),
                  QStringLiteral("8")}).exitCode, 1);
    const CliRun missing = run({QStringLiteral("analyse"), m_dir.filePath(QStringLiteral("none.eko"))});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(!missing.err.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliAnalyse)
#include "tst_cli_analyse.moc"
