// eko-cli on games with branches (file version 3): show --record prints the main line with every
// action's address and, indented under the action they leave from, the branches, with marks and
// comments; games without branches print as before; play --from adds a branch (or follows the line
// already there) and keeps the rest of the tree byte for byte; a node that is not there is refused
// with a message and the file is left as it was; a broken branch is a problem for every command.
#include "common/cli_run.h"
#include "common/game_trees.h"

#include "core/game_summary.h"
#include "core/node_path.h"
#include "files/game_tree_file.h"
#include "text/action_sentence.h"
#include "text/explain.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {

const QDateTime kSaved = QDateTime(QDate(2026, 12, 2), QTime(14, 0), Qt::UTC);

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Plays the `which`-th legal action no child took; the node it made.
NodeId playNew(GameTree &tree, int which = 0)
{
    const std::optional<Action> a = untakenAction(tree, which);
    if (!a || tree.play(*a))
        return kNoNode;
    return tree.current();
}

// A 2-player game of 8 actions with: a branch at the start, two branches after action 5 (the first
// of 3 actions, with a branch of its own after its first action), marks and comments.
GameTree studiedTree()
{
    Game game(standardScenario(2), 4, {"Ana", "Bo"});
    for (int k = 0; k < 8; ++k)
        game.play(rules::legalActions(game.current())[static_cast<size_t>(k * 3) % 7]);
    GameTree tree(game);
    const std::vector<NodeId> main = tree.mainLine();
    tree.goTo(main[5]);
    const NodeId b1 = playNew(tree, 1);
    playNew(tree, 2);
    playNew(tree, 3);
    tree.goTo(b1);
    const NodeId sub = playNew(tree, 4);
    tree.setMark(sub, ActionMark::Interesting);
    tree.setComment(sub, "Worth a look.");
    tree.goTo(main[5]);
    playNew(tree, 5);
    tree.goTo(GameTree::root());
    playNew(tree, 1);
    tree.setMark(main[2], ActionMark::Good);
    tree.setMark(main[6], ActionMark::Bad);
    tree.setComment(main[6], "Why not the tower?\nSecond line.");
    tree.goTo(main.back());
    return tree;
}

QString save(const GameTree &tree, const QString &file, const QString &dir)
{
    const QString path = QDir(dir).filePath(file);
    files::SeatLevels levels{};
    levels[1] = 2; // blue is a computer: kept by play
    QString error;
    if (!files::saveGameTree(tree, levels, path, &error, kSaved))
        qWarning("%s", qPrintable(error));
    return path;
}

QString n(const GameTree &tree, NodeId node) { return text::displayNotation(tree.action(node), *tree.scenario().board); }

QString sentence(const GameTree &tree, NodeId node)
{
    return text::actionSentence(tree.position(tree.parent(node)), tree.action(node), tree.position(node), {"Ana", "Bo"});
}

// The record of a game's first `count` actions as it has always been printed.
QString plainRecord(const Game &game, int count)
{
    QStringList names;
    for (const std::string &name : game.playerNames())
        names << QString::fromStdString(name);
    const std::vector<int> turns = turnNumbers(game);
    QString out;
    for (int k = 0; k < count;) {
        QStringList notations, sentences;
        int end = k;
        for (; end < count && turns[size_t(end)] == turns[size_t(k)]; ++end) {
            notations << text::displayNotation(game.actions()[size_t(end)], *game.scenario().board);
            sentences << "  " + text::actionSentence(game, end);
        }
        out += (turns[size_t(k)] == 0 ? QStringLiteral("Emperor swap")
                                      : QStringLiteral("%1. %2").arg(turns[size_t(k)]).arg(text::playerLabel(
                                            game.actorOf(k), names.value(game.actorOf(k)))))
            + ": " + notations.join(", ") + '\n' + sentences.join('\n') + '\n';
        k = end;
    }
    return out;
}

} // namespace

class TestCliTree : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_cli = builtCli();
        QVERIFY2(!m_cli.isEmpty(), "eko-cli is built beside the tests");
    }

    void recordShowsBranchesUnderTheirActionWithMarksAndComments()
    {
        const GameTree tree = studiedTree();
        const QString file = save(tree, "study.eko");
        const CliRun r = run({"show", file, "--record"});
        QCOMPARE(r.exitCode, 0);
        const std::vector<NodeId> m = tree.mainLine();
        auto at = [&](const char *path) { return *findNode(tree, path); };
        const QStringList expected{
            "    Emperor swap: " + n(tree, at("0.1.1")),
            "      0.1.1  " + sentence(tree, at("0.1.1")),
            "Emperor swap: " + n(tree, m[1]) + ", " + n(tree, m[2]) + "!",
            "  1  " + sentence(tree, m[1]),
            "  2  " + sentence(tree, m[2]),
            "1. Red (Ana): " + n(tree, m[3]),
            "  3  " + sentence(tree, m[3]),
            "2. Blue (Bo): " + n(tree, m[4]),
            "  4  " + sentence(tree, m[4]),
            "3. Red (Ana): " + n(tree, m[5]) + ", " + n(tree, m[6]) + "?",
            "  5  " + sentence(tree, m[5]),
            "    3. Red (Ana): … " + n(tree, at("5.1.1")),
            "      5.1.1  " + sentence(tree, at("5.1.1")),
            "        4. Blue (Bo): " + n(tree, at("5.1.1.1.1")) + "!?",
            "          5.1.1.1.1  " + sentence(tree, at("5.1.1.1.1")),
            "                     Worth a look.",
            "    4. Blue (Bo): " + n(tree, at("5.1.2")) + ", " + n(tree, at("5.1.3")),
            "      5.1.2  " + sentence(tree, at("5.1.2")),
            "      5.1.3  " + sentence(tree, at("5.1.3")),
            "    3. Red (Ana): … " + n(tree, at("5.2.1")),
            "      5.2.1  " + sentence(tree, at("5.2.1")),
            "  6  " + sentence(tree, m[6]),
            "     Why not the tower?",
            "     Second line.",
            "4. Blue (Bo): " + n(tree, m[7]) + ", " + n(tree, m[8]),
            "  7  " + sentence(tree, m[7]),
            "  8  " + sentence(tree, m[8]),
        };
        QCOMPARE(QString::fromUtf8(r.out), expected.join('\n') + '\n');

        // The same lines, addresses and indentation in Korean; only the words change.
        const CliRun ko = run({"show", file, "--record", "--lang", "ko"});
        QCOMPARE(ko.exitCode, 0);
        const QStringList en = QString::fromUtf8(r.out).split('\n');
        const QStringList kr = QString::fromUtf8(ko.out).split('\n');
        QCOMPARE(kr.size(), en.size());
        static const QRegularExpression address(QStringLiteral("^ *(\\d+(\\.\\d+)*  )?"));
        for (qsizetype i = 0; i < en.size(); ++i)
            QCOMPARE(address.match(kr[i]).captured(), address.match(en[i]).captured());
        QVERIFY(!ko.out.contains("Emperor swap") && !ko.out.contains("Red (Ana)"));
    }

    void recordOfGamesWithoutBranchesIsAsBefore()
    {
        // Versions 1 and 2: no address, no sign, nothing indented but the sentences.
        QStringList files = QDir(QStringLiteral(EKO_TEST_DATA "/good")).entryList({"*.eko"});
        for (QString &f : files)
            f = QStringLiteral(EKO_TEST_DATA "/good/") + f;
        files::FileProblems problems;
        const std::optional<Game> game = files::loadGame(files.first(), problems);
        QVERIFY(game);
        files::SeatLevels levels{};
        levels[1] = 3;
        QString error;
        const QString v2 = m_dir.filePath("computer.eko");
        QVERIFY2(files::saveGame(*game, levels, v2, &error, kSaved), qPrintable(error));
        QVERIFY(readAll(v2).contains("\"version\": 2"));
        files << v2;
        for (const QString &file : files) {
            const std::optional<Game> g = files::loadGame(file, problems);
            QVERIFY(g);
            const CliRun r = run({"show", file, "--record"});
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(QString::fromUtf8(r.out), plainRecord(*g, g->actionCount()));
            const int k = std::min(g->actionCount(), 5);
            const CliRun upTo = run({"show", file, "--record", "--at", QString::number(k)});
            QCOMPARE(QString::fromUtf8(upTo.out), plainRecord(*g, k));
            const CliRun position = run({"show", file, "--at", QString::number(k)});
            QVERIFY2(position.out.contains(QByteArray("Position after ") + QByteArray::number(k) + " of "
                                           + QByteArray::number(g->actionCount()) + " actions\n"),
                     position.out.constData());
        }
    }

    void showAndRecordAtANodeOfABranch()
    {
        const GameTree tree = studiedTree();
        const QString file = save(tree, "study.eko");
        const NodeId node = *findNode(tree, "5.1.2");
        CliRun r = run({"show", file, "--at", "5.1.2"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Position at 5.1.2, in a branch: after 7 actions from the start\n"), r.out.constData());
        QVERIFY2(r.out.contains("Last action: 7. blue (first action): " + tree.notation(node) + "\n"), r.out.constData());
        r = run({"show", file, "--at", "6"});
        QVERIFY2(r.out.contains("Position after 6 of 8 actions\n"), r.out.constData());

        // The record up to a node is its path alone, in the same form.
        r = run({"show", file, "--record", "--at", "5.1.1.1.1"});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.last(), QStringLiteral("             Worth a look.")); // under the widest address, 5.1.1.1.1
        QVERIFY(lines.contains("  5          " + sentence(tree, tree.mainLine()[5])));
        QVERIFY(lines.contains("  5.1.1      " + sentence(tree, *findNode(tree, "5.1.1"))));
        QVERIFY(lines.contains("3. Red (Ana): " + n(tree, tree.mainLine()[5]) + ", " + n(tree, *findNode(tree, "5.1.1"))));
        QVERIFY(!r.out.contains("5.1.2") && !r.out.contains("0.1.1") && !r.out.contains(" 6 "));
    }

    void playFromANodeAddsABranchAndKeepsTheRestOfTheTree()
    {
        const GameTree tree = studiedTree();
        const QString file = save(tree, "study.eko");
        const QByteArray before = readAll(file);
        GameTree expected = tree;
        expected.goTo(*findNode(tree, "5.1.1"));
        const std::optional<Action> a = untakenAction(expected, 6);
        QVERIFY(a);
        const QString first = QString::fromStdString(toNotation(*a, *tree.scenario().board));
        QVERIFY(!expected.play(*a));
        const std::optional<Action> b = untakenAction(expected);
        QVERIFY(b);
        const QString second = QString::fromStdString(toNotation(*b, *tree.scenario().board));

        const QString out = m_dir.filePath("played.eko");
        const CliRun r = run({"play", file, first, second, "--from", "5.1.1", "-o", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("Played 2 actions from 5.1.1, now at 5.1.1.2.2 (8 actions from the start; 2 new)."),
                 r.out.constData());
        QCOMPARE(readAll(file), before); // -o: GAME untouched

        files::FileProblems problems;
        files::GameFileInfo info;
        std::optional<GameTree> played = files::loadGameTree(out, problems, &info);
        QVERIFY2(played, qPrintable(files::toStringList(problems).join("; ")));
        QCOMPARE(played->actionCount(), tree.actionCount() + 2);
        const std::optional<NodeId> added = findNode(*played, "5.1.1.2.1");
        QVERIFY(added);
        QCOMPARE(QString::fromStdString(played->notation(*added)), first);
        QCOMPARE(QString::fromStdString(played->notation(played->children(*added).front())), second);
        // Without the new branch, the file is the one it was, byte for byte.
        played->remove(*added);
        QCOMPARE(files::gameTreeToJson(*played, info.computerLevels, kSaved), before);
        QCOMPARE(info.computerLevels[1], 2);
    }

    void playFromANodeFollowsTheLineAlreadyThere()
    {
        const GameTree tree = studiedTree();
        const QString file = save(tree, "study.eko");
        const QByteArray before = readAll(file);
        const QString sixth = QString::fromStdString(tree.notation(tree.mainLine()[6]));
        const QString seventh = QString::fromStdString(tree.notation(tree.mainLine()[7]));
        const CliRun r = run({"play", file, sixth, seventh, "--from", "5"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("Played 2 actions from 5, now at 7 (7 actions from the start; all of them already "
                                  "there)."),
                 r.out.constData());
        files::FileProblems problems;
        files::GameFileInfo info;
        const std::optional<GameTree> back = files::loadGameTree(file, problems, &info);
        QVERIFY(back);
        QCOMPARE(files::gameTreeToJson(*back, info.computerLevels, kSaved), before);
    }

    void playWithoutANodeGoesOnFromTheEndOfTheMainLineAndKeepsTheTree()
    {
        const GameTree tree = studiedTree();
        const QString file = save(tree, "study.eko");
        const QByteArray before = readAll(file);
        GameTree expected = tree;
        const std::optional<Action> a = untakenAction(expected);
        QVERIFY(a);
        const CliRun r = run({"play", file, QString::fromStdString(toNotation(*a, *tree.scenario().board))});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("Played 1 action; wrote " + file.toUtf8() + " (9 actions). Now: "), r.out.constData());
        files::FileProblems problems;
        files::GameFileInfo info;
        std::optional<GameTree> played = files::loadGameTree(file, problems, &info);
        QVERIFY(played);
        QCOMPARE(int(played->mainLine().size()), 10);
        QVERIFY(played->action(played->mainLine().back()) == *a);
        played->remove(played->mainLine().back());
        QCOMPARE(files::gameTreeToJson(*played, info.computerLevels, kSaved), before);
    }

    void aBrokenBranchIsAProblemForEveryCommand()
    {
        const QString file = save(studiedTree(), "study.eko");
        QJsonObject o = QJsonDocument::fromJson(readAll(file)).object();
        QJsonArray branches = o.value("branches").toArray();
        QJsonObject first = branches.at(0).toObject();
        first.insert("actions", QJsonArray{"a1-a1"});
        branches.replace(0, first);
        o.insert("branches", branches);
        const QString broken = m_dir.filePath("broken.eko");
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(o).toJson());
        f.close();
        for (const QStringList &args : {QStringList{"check", broken}, QStringList{"legal", broken},
                                        QStringList{"show", broken}}) {
            const CliRun r = run(args);
            QVERIFY2(r.exitCode == 1, qPrintable(args.join(' ') + ": " + r.out + r.err));
            // check prints the problems on standard output, the other commands on standard error.
            const QByteArray said = args.first() == "check" ? r.out : r.err;
            QVERIFY2(said.contains("broken.eko: branches[0].actions[0]: "), qPrintable(args.join(' ') + ": " + said));
        }
    }

    void aNodeThatIsNotThereWritesNothing_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("node");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("past the main line") << "play" << "9" << 1 << "--from 9, but the main line has only 8 actions";
        QTest::newRow("past a branch") << "play" << "5.1.4" << 1 << "--from 5.1.4, but branch 5.1 has only 3 actions";
        QTest::newRow("no such branch") << "play" << "5.3.1" << 1 << "--from 5.3.1, but 2 branches leave after 5, numbered from 1";
        QTest::newRow("no branch there") << "play" << "3.1.1" << 1 << "--from 3.1.1, but no branch leaves after 3";
        QTest::newRow("one at the start") << "play" << "0.2.1" << 1 << "--from 0.2.1, but only one branch leaves at the start: 0.1";
        QTest::newRow("branch action 0") << "play" << "5.1.0" << 1 << "the actions of branch 5.1 are counted from 1";
        QTest::newRow("not a node") << "play" << "5.x" << 64 << "--from 5.x is not a node: write 12";
        QTest::newRow("two numbers") << "play" << "5.1" << 64 << "--from 5.1 is not a node";
        QTest::newRow("negative") << "play" << "-3" << 64 << "--from takes a whole number from 0";
        QTest::newRow("show past a branch") << "show" << "5.2.2" << 1 << "--at 5.2.2, but branch 5.2 has only 1 action";
        QTest::newRow("show not a node") << "show" << "5..1" << 64 << "--at 5..1 is not a node";
    }

    void aNodeThatIsNotThereWritesNothing()
    {
        QFETCH(QString, command);
        QFETCH(QString, node);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const GameTree tree = studiedTree();
        const QString file = save(tree, "study.eko");
        const QByteArray before = readAll(file);
        const QString out = m_dir.filePath("out.eko");
        QFile::remove(out);
        GameTree end = tree;
        const std::optional<Action> a = untakenAction(end);
        QVERIFY(a);
        const QString action = QString::fromStdString(toNotation(*a, *tree.scenario().board));
        const CliRun r = command == "play" ? run({"play", file, action, "--from", node, "-o", out})
                                           : run({"show", file, "--at", node});
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
        if (command == "play" && exitCode == 1)
            QVERIFY2(r.err.contains("; nothing written"), r.err.constData());
        QCOMPARE(readAll(file), before);
        QVERIFY(!QFile::exists(out));
    }

private:
    CliRun run(const QStringList &args) { return runCli(m_cli, m_dir.path(), args); }
    QString save(const GameTree &tree, const QString &file) { return ::save(tree, file, m_dir.path()); }
    QString m_cli;
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliTree)
#include "tst_cli_tree.moc"
