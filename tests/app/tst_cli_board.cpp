// eko-cli board: a random board written as a scenario file (atomically), the same for the same seed,
// symmetric on request, and refused command lines that write nothing.
#include "common/cli_run.h"

#include "core/random_board.h"
#include "core/scenario_warning.h"
#include "files/scenario_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_cli = builtCli();
        QVERIFY2(!m_cli.isEmpty(), "eko-cli is not built beside the tests");
        QVERIFY(m_dir.isValid());
    }

    void writesAPlayableScenario_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("symmetric");
        for (int players = 2; players <= 4; ++players) {
            QTest::addRow("%d players", players) << players << false;
            QTest::addRow("%d players, symmetric", players) << players << true;
        }
    }

    void writesAPlayableScenario()
    {
        QFETCH(int, players);
        QFETCH(bool, symmetric);
        QStringList args{"board", "--players", QString::number(players), "--seed", "42", "-o", "board.ekoscn"};
        if (symmetric)
            args << "--symmetric";
        const CliRun run = runCli(m_cli, m_dir.path(), args);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("Wrote board.ekoscn"), run.out.constData());
        const QString capitals = players == 2 ? QStringLiteral("1 capital,") : QStringLiteral("%1 capitals,").arg(players - 1);
        QVERIFY2(run.out.contains(capitals.toUtf8()), run.out.constData());
        files::FileProblems problems;
        const auto sc = files::loadScenario(m_dir.filePath("board.ekoscn"), problems);
        QVERIFY(sc);
        QCOMPARE(sc->players, players);
        QVERIFY(*sc->board == randomBoard({players, 42, symmetric}));
        QVERIFY(scenarioWarnings(*sc).empty());
        // The same seed writes the same bytes; check accepts the file.
        const QByteArray first = readAll(m_dir.filePath("board.ekoscn"));
        QCOMPARE(runCli(m_cli, m_dir.path(), args).exitCode, 0);
        QCOMPARE(readAll(m_dir.filePath("board.ekoscn")), first);
        QCOMPARE(runCli(m_cli, m_dir.path(), {"check", "board.ekoscn"}).exitCode, 0);
    }

    void drawnSeedIsPrintedAndRepeats()
    {
        const CliRun run = runCli(m_cli, m_dir.path(), {"board", "--players", "3", "--show", "-o", "drawn.ekoscn"});
        QCOMPARE(run.exitCode, 0);
        const QRegularExpressionMatch seed = QRegularExpression("seed (\\d+)").match(QString::fromUtf8(run.out));
        QVERIFY2(seed.hasMatch(), run.out.constData());
        QVERIFY2(run.out.contains(" C "), run.out.constData()); // --show draws the board (a capital)
        QCOMPARE(runCli(m_cli, m_dir.path(), {"board", "--players", "3", "--seed", seed.captured(1), "-o", "again.ekoscn"})
                     .exitCode,
                 0);
        QCOMPARE(readAll(m_dir.filePath("again.ekoscn")), readAll(m_dir.filePath("drawn.ekoscn")));
    }

    void badCommandLinesWriteNothing()
    {
        for (const QStringList &args : {QStringList{"board", "--players", "5", "-o", "x.ekoscn"},
                                        QStringList{"board", "--seed", "1", "-o", "x.ekoscn"},
                                        QStringList{"board", "--players", "2", "--seed", "-3", "-o", "x.ekoscn"},
                                        QStringList{"board", "--players", "2"},
                                        QStringList{"board", "--players", "2", "-o", "x.ekoscn", "extra"}}) {
            const CliRun run = runCli(m_cli, m_dir.path(), args);
            QVERIFY2(run.exitCode == 64, qPrintable(args.join(' ') + " gave " + QString::number(run.exitCode)));
            QVERIFY(!run.err.isEmpty());
            QVERIFY(!QFile::exists(m_dir.filePath("x.ekoscn")));
        }
        // A folder that cannot be written: refused, exit 1.
        const CliRun run = runCli(m_cli, m_dir.path(), {"board", "--players", "2", "-o", "no/such/folder/x.ekoscn"});
        QCOMPARE(run.exitCode, 1);
        // One sentence: the file, and the folder that does not exist.
        QVERIFY2(run.err.contains("Cannot save “x.ekoscn”: the folder “") && run.err.contains("” does not exist."),
                 run.err.constData());
    }

    void checkListsTheWarningsOfAScenario()
    {
        // A random board has none; with a capital turned into desert it has one, and check still says OK.
        QCOMPARE(runCli(m_cli, m_dir.path(), {"board", "--players", "3", "--seed", "9", "-o", "warn.ekoscn"}).exitCode, 0);
        CliRun run = runCli(m_cli, m_dir.path(), {"check", "warn.ekoscn"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("OK\n"));
        files::FileProblems problems;
        Scenario sc = *files::loadScenario(m_dir.filePath("warn.ekoscn"), problems);
        std::vector<Space> spaces = sc.board->spaces();
        for (Space &s : spaces)
            if (s.terrain == Terrain::Capital) {
                s.terrain = Terrain::Desert;
                break;
            }
        sc.board = std::make_shared<const Board>(std::move(spaces));
        QString error;
        QVERIFY2(files::saveScenario(sc, m_dir.filePath("warn.ekoscn"), &error), qPrintable(error));
        run = runCli(m_cli, m_dir.path(), {"check", "warn.ekoscn"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("OK\nwarning: the board has 1 capital; a board for 3 players usually has 2\n"));
    }

    void listedInTheUsage()
    {
        const CliRun run = runCli(m_cli, m_dir.path(), {"--help"});
        QVERIFY(run.out.contains("board"));
        const CliRun help = runCli(m_cli, m_dir.path(), {"help", "board"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--symmetric"));
    }

private:
    QString m_cli;
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliBoard)
#include "tst_cli_board.moc"
