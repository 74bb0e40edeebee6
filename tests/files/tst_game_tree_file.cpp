// Game files holding a tree (version 3, files/game_tree_file.h): a game without branches or notes is
// written byte for byte as before (version 1 or 2), a tree comes back whole and gives the same bytes
// again, old files read as their main line, and a broken branch or note is refused where it is, as
// is saving what the reader would refuse.
#include "files/game_tree_file.h"
#include "common/file_problems.h"
#include "common/game_trees.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

const QDateTime kSaved = QDateTime(QDate(2026, 12, 2), QTime(14, 0), Qt::UTC);

Game playedGame(int n, std::uint64_t seed = 4)
{
    Game game(standardScenario(2), seed, {"Ana", "Bo"});
    for (int k = 0; k < n && !game.current().gameOver(); ++k) {
        const std::vector<Action> legal = rules::legalActions(game.current());
        game.play(legal[static_cast<size_t>(k * 3) % legal.size()]);
    }
    return game;
}

// Plays a legal action from the current node that none of its children took.
void playNew(GameTree &tree, int which = 0)
{
    const std::optional<Action> fresh = untakenAction(tree, which);
    QVERIFY(fresh);
    QVERIFY(!tree.play(*fresh));
}

// A tree with branches off the main line (one at the start), a branch off a branch, comments and marks.
GameTree studiedTree()
{
    GameTree tree(playedGame(24));
    const std::vector<NodeId> main = tree.mainLine();
    tree.goTo(main[10]);
    playNew(tree);
    playNew(tree);
    tree.setComment(tree.current(), "Ganha o oásis — 더 좋다");
    playNew(tree);
    const NodeId branchSecond = tree.parent(tree.current());
    tree.goTo(branchSecond);
    playNew(tree, 1); // a branch off the branch
    tree.setMark(tree.current(), ActionMark::Interesting);
    tree.goTo(main[10]);
    playNew(tree, 2); // a second branch at the same point
    tree.goTo(GameTree::root());
    playNew(tree);
    tree.setComment(main[5], "Why not the tower?\nSecond line.");
    tree.setMark(main[5], ActionMark::Bad);
    tree.setMark(main[7], ActionMark::Good);
    tree.goTo(main.back());
    return tree;
}

QJsonObject objectOf(const QByteArray &json) { return QJsonDocument::fromJson(json).object(); }

// The problems of reading `object` as a tree ("" when it loads).
QString problemsOf(const QJsonObject &object)
{
    FileProblems problems;
    const auto tree = gameTreeFromObject(object, problems);
    if (tree)
        return QString();
    return problems.isEmpty() ? QStringLiteral("refused without a problem") : problemText(problems);
}

} // namespace

class TestGameTreeFile : public QObject {
    Q_OBJECT

private slots:
    void aGameWithoutBranchesOrNotesIsWrittenAsBefore()
    {
        const Game game = playedGame(30);
        SeatLevels people{};
        SeatLevels computer{};
        computer[1] = 4;
        QCOMPARE(gameTreeToJson(GameTree(game), people, kSaved), gameToJson(game, people, kSaved));
        QCOMPARE(gameTreeToJson(GameTree(game), computer, kSaved), gameToJson(game, computer, kSaved));
        QCOMPARE(objectOf(gameTreeToJson(GameTree(game), people, kSaved)).value("version").toInt(), 1);
    }

    void aCommentAloneMakesVersion3()
    {
        GameTree tree(playedGame(12));
        tree.setComment(tree.mainLine()[4], "A quiet move.");
        const QByteArray json = gameTreeToJson(tree, SeatLevels{}, kSaved);
        QCOMPARE(objectOf(json).value("version").toInt(), kGameVersionWithTree);
        FileProblems problems;
        const auto back = gameTreeFromJson(json, problems);
        QVERIFY2(back, qPrintable(problemText(problems)));
        QCOMPARE(back->comment(back->mainLine()[4]), std::string("A quiet move."));
    }

    void aTreeComesBackWholeAndGivesTheSameBytes()
    {
        const GameTree tree = studiedTree();
        SeatLevels levels{};
        levels[0] = 3;
        const QByteArray json = gameTreeToJson(tree, levels, kSaved);
        const QJsonObject o = objectOf(json);
        QCOMPARE(o.value("version").toInt(), kGameVersionWithTree);
        QCOMPARE(o.value("branches").toArray().size(), 4);
        QCOMPARE(o.value("notes").toArray().size(), 4);

        FileProblems problems;
        GameFileInfo info;
        const auto back = gameTreeFromJson(json, problems, &info);
        QVERIFY2(back, qPrintable(problemText(problems)));
        QCOMPARE(treeShape(*back), treeShape(tree));
        QCOMPARE(back->nodeCount(), tree.nodeCount());
        QCOMPARE(back->current(), back->mainLine().back());
        QCOMPARE(info.computerLevels[0], 3);
        QCOMPARE(gameTreeToJson(*back, info.computerLevels, info.saved), json);

        // The main line alone, for a reader of games.
        FileProblems gameProblems;
        const auto game = gameFromJson(json, gameProblems);
        QVERIFY(game);
        QCOMPARE(game->actionCount(), int(tree.mainLine().size()) - 1);
    }

    void oldFilesReadAsTheirMainLine()
    {
        const QDir good(QStringLiteral(EKO_TEST_DATA "/good"));
        const QStringList files = good.entryList({QStringLiteral("*.eko")});
        QVERIFY(!files.isEmpty());
        for (const QString &name : files) {
            FileProblems problems;
            GameFileInfo info;
            const auto tree = loadGameTree(good.filePath(name), problems, &info);
            QVERIFY2(tree, qPrintable(name + QLatin1Char(' ') + problemText(problems)));
            const auto game = loadGame(good.filePath(name), problems);
            QVERIFY(game);
            QCOMPARE(tree->actionCount(), game->actionCount());
            QVERIFY(!tree->hasBranches());
            QVERIFY(tree->currentPosition() == game->current());
            QFile file(good.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(gameTreeToJson(*tree, info.computerLevels, info.saved), file.readAll());
        }
    }

    void aBrokenBranchOrNoteIsRefusedWhereItIs_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        QTest::newRow("line not written yet") << "b0.line=2" << "branches[0].line" << "";
        QTest::newRow("after past the line") << "b0.after=24" << "branches[0].after" << "";
        QTest::newRow("after 0 on a branch") << "sub.after=0" << "branches[2].after" << "";
        QTest::newRow("no action") << "b0.actions=[]" << "branches[0].actions" << "at least one action";
        QTest::newRow("illegal action") << "b1.actions[1]=a1-a1" << "branches[1].actions[1]" << "";
        QTest::newRow("first action is the line's") << "b0.actions[0]=main" << "branches[0].actions[0]"
                                                     << "already played";
        QTest::newRow("unknown field") << "b0.colour=red" << "branches[0].colour" << "";
        QTest::newRow("note on no action") << "n0.action=99" << "notes[0].action" << "";
        QTest::newRow("unknown mark") << "n0.mark=brilliant" << "notes[0].mark" << "";
        QTest::newRow("empty note") << "n0.empty" << "notes[0]" << "a comment, a mark";
        QTest::newRow("two notes on one action") << "n1=n0" << "notes[1]" << "note already";
        QTest::newRow("comment too long") << "n0.comment=long" << "notes[0].comment" << "";
        QTest::newRow("newer version") << "version=4" << "version" << "newer";
    }

    void aBrokenBranchOrNoteIsRefusedWhereItIs()
    {
        QFETCH(QString, change);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const GameTree tree = studiedTree();
        QJsonObject o = objectOf(gameTreeToJson(tree, SeatLevels{}, kSaved));
        QVERIFY(problemsOf(o).isEmpty());
        QJsonArray branches = o.value("branches").toArray();
        QJsonArray notes = o.value("notes").toArray();
        auto setBranch = [&](int i, const QString &key, const QJsonValue &v) {
            QJsonObject b = branches.at(i).toObject();
            b.insert(key, v);
            branches.replace(i, b);
        };
        auto setNote = [&](int i, const QString &key, const QJsonValue &v) {
            QJsonObject n = notes.at(i).toObject();
            if (v.isUndefined())
                n.remove(key);
            else
                n.insert(key, v);
            notes.replace(i, n);
        };
        // The one branch that leaves a branch.
        int sub = 0;
        while (sub < branches.size() && branches.at(sub).toObject().value("line").toInt() == 0)
            ++sub;
        QVERIFY(sub < branches.size());
        if (change == "b0.line=2")
            setBranch(0, "line", 2);
        else if (change == "b0.after=24")
            setBranch(0, "after", 24);
        else if (change == "sub.after=0")
            setBranch(sub, "after", 0);
        else if (change == "b0.actions=[]")
            setBranch(0, "actions", QJsonArray());
        else if (change == "b1.actions[1]=a1-a1") {
            QJsonArray a = branches.at(1).toObject().value("actions").toArray();
            QVERIFY(a.size() >= 2);
            a.replace(1, QStringLiteral("a1-a1"));
            setBranch(1, "actions", a);
        } else if (change == "b0.actions[0]=main") {
            const QJsonObject b = branches.at(0).toObject();
            const int after = b.value("after").toInt();
            QJsonArray a = b.value("actions").toArray();
            a.replace(0, o.value("actions").toArray().at(after));
            setBranch(0, "actions", a);
        } else if (change == "b0.colour=red")
            setBranch(0, "colour", QStringLiteral("red"));
        else if (change == "n0.action=99")
            setNote(0, "action", 99);
        else if (change == "n0.mark=brilliant")
            setNote(0, "mark", QStringLiteral("brilliant"));
        else if (change == "n0.empty") {
            setNote(0, "comment", QJsonValue::Undefined);
            setNote(0, "mark", QJsonValue::Undefined);
        } else if (change == "n1=n0")
            notes.replace(1, notes.at(0));
        else if (change == "n0.comment=long")
            setNote(0, "comment", QString(kMaxCommentLength + 1, QLatin1Char('x')));
        else if (change == "version=4")
            o.insert("version", 4);
        o.insert("branches", branches);
        o.insert("notes", notes);
        const QString problems = problemsOf(o);
        QVERIFY2(problems.startsWith(where + QLatin1Char(':')), qPrintable(problems));
        QVERIFY2(problems.contains(what), qPrintable(problems));
    }

    void whatTheReaderWouldRefuseIsNeverWritten()
    {
        QTemporaryDir dir;
        const QString fileName = dir.filePath(QStringLiteral("study.eko"));
        GameTree tree = studiedTree();
        QString error;
        QVERIFY2(saveGameTree(tree, SeatLevels{}, fileName, &error), qPrintable(error));
        QFile file(fileName);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray written = file.readAll();
        file.close();

        tree.setComment(tree.mainLine()[3], std::string(kMaxCommentLength + 1, 'x'));
        QVERIFY(!saveGameTree(tree, SeatLevels{}, fileName, &error));
        QVERIFY2(error.contains(QString::number(kMaxCommentLength)), qPrintable(error));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), written); // the old file stays as it was

        tree.setComment(tree.mainLine()[3], std::string(kMaxCommentLength, 'x'));
        QVERIFY2(saveGameTree(tree, SeatLevels{}, fileName, &error), qPrintable(error));
        FileProblems problems;
        QVERIFY2(loadGameTree(fileName, problems), qPrintable(problemText(problems)));
    }
};

QTEST_GUILESS_MAIN(TestGameTreeFile)
#include "tst_game_tree_file.moc"
