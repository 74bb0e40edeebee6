// `eko-cli show GAME --record [--lang CODE] [--at K]`: the numbered turns of a game, each with the
// sentence of each of its actions, in English and translated (no English left), up to K actions.
#include "common/cli_run.h"

#include "core/game_summary.h"
#include "files/game_file.h"
#include "text/action_sentence.h"
#include "text/explain.h"

#include <QRegularExpression>
#include <QTest>

using namespace eko;
using namespace eko::testing;

namespace {

const QString kGame = QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko");

Game loaded()
{
    files::FileProblems problems;
    return *files::loadGame(kGame, problems);
}

// The record's lines: headings ("12. Red (Ana): c4xd5, march") and sentences (indented).
struct Record {
    QStringList headings;
    QStringList sentences;
};

Record parse(const QByteArray &out)
{
    Record r;
    for (const QString &line : QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        (line.startsWith(QLatin1String("  ")) ? r.sentences : r.headings) << line;
    return r;
}

} // namespace

class TestCliRecord : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_cli = builtCli();
        QVERIFY2(!m_cli.isEmpty(), "eko-cli is built beside the tests");
    }

    void englishRecord()
    {
        const Game game = loaded();
        const CliRun run = runCli(m_cli, QDir::tempPath(), {"show", kGame, "--record"});
        QCOMPARE(run.exitCode, 0);
        const Record r = parse(run.out);
        QCOMPARE(r.sentences.size(), game.actionCount());
        QStringList names;
        for (const std::string &n : game.playerNames())
            names << QString::fromStdString(n);
        for (int k = 0; k < game.actionCount(); ++k)
            QCOMPARE(r.sentences[k], QStringLiteral("  ")
                                         + text::actionSentence(game.positionAt(k), game.actions()[k],
                                                                game.positionAt(k + 1), names));
        // Turns numbered 1, 2, 3... after the Emperor swap, as the move list numbers them, each
        // with the player who took it and its actions in notation.
        const std::vector<int> turns = turnNumbers(game);
        QCOMPARE(r.headings.size(), turns.back() + (turns.front() == 0 ? 1 : 0));
        int expected = 1;
        int k = 0;
        for (const QString &heading : r.headings) {
            QStringList notations;
            const int turn = turns[k];
            const int actor = game.actorOf(k);
            for (; k < game.actionCount() && turns[k] == turn; ++k)
                notations << QString::fromStdString(game.notation(k));
            if (turn == 0) {
                QCOMPARE(heading, QStringLiteral("Emperor swap: ") + notations.join(QStringLiteral(", ")));
                continue;
            }
            QCOMPARE(heading, QStringLiteral("%1. %2: %3")
                                  .arg(QString::number(expected++),
                                       text::playerLabel(actor, names.value(actor)), notations.join(", ")));
        }
        QVERIFY(r.sentences.back().endsWith(QLatin1String("wins by points.")));
    }

    void translatedRecords_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("word"); // a word of every sentence
        QTest::newRow("ko") << "ko" << "플레이어";
        QTest::newRow("pt") << "pt" << "Vermelho";
        QTest::newRow("zh_CN") << "zh_CN" << "方";
    }

    void translatedRecords()
    {
        QFETCH(QString, code);
        QFETCH(QString, word);
        const Game game = loaded();
        const CliRun english = runCli(m_cli, QDir::tempPath(), {"show", kGame, "--record"});
        const CliRun run = runCli(m_cli, QDir::tempPath(), {"show", kGame, "--record", "--lang", code});
        QCOMPARE(run.exitCode, 0);
        const Record r = parse(run.out);
        const Record e = parse(english.out);
        QCOMPARE(r.sentences.size(), game.actionCount());
        QCOMPARE(r.headings.size(), e.headings.size());
        // English words of three letters or more, but for the players' names.
        static const QRegularExpression englishWord(QStringLiteral("\\b(?!Ana\\b|Bruno\\b)[A-Za-z]{3,}\\b"));
        QSet<QString> englishWords;
        for (const QString &s : e.sentences)
            for (auto it = englishWord.globalMatch(s); it.hasNext();)
                englishWords.insert(it.next().captured());
        for (int k = 0; k < r.sentences.size(); ++k) {
            const QString &s = r.sentences[k];
            QVERIFY2(s != e.sentences[k], qPrintable(s));
            QVERIFY2(s.contains(word) || (code == "pt" && s.contains("Azul")), qPrintable(s));
            for (auto it = englishWord.globalMatch(s); it.hasNext();) {
                const QString w = it.next().captured();
                const bool shared = w == "capital" || w == "kamikaze"; // Portuguese words too
                QVERIFY2(code == "pt" && (shared || !englishWords.contains(w)), qPrintable(w + " in " + s));
            }
        }
        QVERIFY(!r.headings.first().startsWith(QLatin1String("Emperor swap")));
    }

    void recordUpToK()
    {
        const CliRun run = runCli(m_cli, QDir::tempPath(), {"show", kGame, "--record", "--at", "9"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(parse(run.out).sentences.size(), 9);
        const CliRun none = runCli(m_cli, QDir::tempPath(), {"show", kGame, "--record", "--at", "0"});
        QCOMPARE(none.exitCode, 0);
        QVERIFY(none.out.isEmpty());
    }

    void badArguments()
    {
        CliRun run = runCli(m_cli, QDir::tempPath(), {"show", kGame, "--lang", "ko"});
        QCOMPARE(run.exitCode, 64);
        QVERIFY(run.err.contains("--record"));
        run = runCli(m_cli, QDir::tempPath(), {"show", kGame, "--record", "--lang", "xx"});
        QCOMPARE(run.exitCode, 64);
        QVERIFY(run.err.contains("unknown language"));
        run = runCli(m_cli, QDir::tempPath(), {"show", kGame, "--record", "--lang", "../../etc/passwd"});
        QCOMPARE(run.exitCode, 64);
    }

private:
    QString m_cli;
};

QTEST_GUILESS_MAIN(TestCliRecord)
#include "tst_cli_record.moc"
