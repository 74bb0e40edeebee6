// Node addresses (core/node_path.h): "12" along the main line, "12.2.3" into a branch, every node's
// address leads back to it, and a text that names no node says which number is wrong and why.
#include "core/node_path.h"
#include "common/game_trees.h"

#include <QTest>

#include <random>

using namespace eko;
using namespace eko::testing;

namespace {

Game playedGame(int n)
{
    Game game(standardScenario(2), 7, {"Ana", "Bo"});
    for (int k = 0; k < n && !game.current().gameOver(); ++k) {
        const std::vector<Action> legal = rules::legalActions(game.current());
        game.play(legal[static_cast<size_t>(k * 7) % legal.size()]);
    }
    return game;
}

// Plays a new action from the current node; its node.
NodeId branchHere(GameTree &tree, int which = 0)
{
    const std::optional<Action> a = untakenAction(tree, which);
    if (!a || tree.play(*a))
        return kNoNode;
    return tree.current();
}

} // namespace

class TestNodePath : public QObject {
    Q_OBJECT

private slots:
    void mainLineNodesAreTheirActionCount()
    {
        const GameTree tree(playedGame(20));
        const std::vector<NodeId> main = tree.mainLine();
        for (size_t k = 0; k < main.size(); ++k) {
            QCOMPARE(nodePath(tree, main[k]), std::to_string(k));
            QCOMPARE(findNode(tree, std::to_string(k)), std::optional<NodeId>(main[k]));
        }
        QCOMPARE(findNode(tree, "0"), std::optional<NodeId>(GameTree::root()));
    }

    void branchesAreNumberedAtTheirPointFromOne()
    {
        GameTree tree(playedGame(20));
        const std::vector<NodeId> main = tree.mainLine();
        tree.goTo(main[12]);
        const NodeId first = branchHere(tree);
        const NodeId second = branchHere(tree);
        const NodeId third = branchHere(tree);
        tree.goTo(main[12]);
        const NodeId other = branchHere(tree, 3);
        tree.goTo(first);
        const NodeId offTheBranch = branchHere(tree); // leaves branch 12.1 after its first action
        tree.goTo(GameTree::root());
        const NodeId atTheStart = branchHere(tree);
        QVERIFY(first != kNoNode && second != kNoNode && third != kNoNode && other != kNoNode
                && offTheBranch != kNoNode && atTheStart != kNoNode);
        QCOMPARE(nodePath(tree, first), std::string("12.1.1"));
        QCOMPARE(nodePath(tree, second), std::string("12.1.2"));
        QCOMPARE(nodePath(tree, third), std::string("12.1.3"));
        QCOMPARE(nodePath(tree, other), std::string("12.2.1"));
        QCOMPARE(nodePath(tree, offTheBranch), std::string("12.1.1.1.1"));
        QCOMPARE(nodePath(tree, atTheStart), std::string("0.1.1"));
        QCOMPARE(findNode(tree, "12.1.3"), std::optional<NodeId>(third));
        QCOMPARE(findNode(tree, "12.1.1.1.1"), std::optional<NodeId>(offTheBranch));
        QCOMPARE(findNode(tree, "0.1.1"), std::optional<NodeId>(atTheStart));
        QCOMPARE(nodePath(tree, kNoNode), std::string());
    }

    void everyNodesAddressLeadsBackToIt()
    {
        GameTree tree(playedGame(30));
        std::mt19937 random(11);
        for (int step = 0; step < 300; ++step) {
            if (random() % 4 == 0)
                tree.goTo(int(random() % unsigned(tree.idEnd())));
            else if (!tree.currentPosition().gameOver())
                branchHere(tree, int(random() % 5));
        }
        QVERIFY(tree.hasBranches());
        for (NodeId node = 0; node < tree.idEnd(); ++node) {
            const std::string path = nodePath(tree, node);
            QVERIFY2(findNode(tree, path) == node, path.c_str());
        }
    }

    void aTextThatNamesNoNodeSaysWhy_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("part");
        QTest::addColumn<int>("available");
        QTest::addColumn<QString>("line");
        using K = NodePathError::Kind;
        QTest::newRow("empty") << "" << int(K::NotAPath) << 0 << 0 << "";
        QTest::newRow("letters") << "12a" << int(K::NotAPath) << 0 << 0 << "";
        QTest::newRow("sign") << "-1" << int(K::NotAPath) << 0 << 0 << "";
        QTest::newRow("trailing dot") << "12." << int(K::NotAPath) << 1 << 0 << "";
        QTest::newRow("two numbers") << "12.1" << int(K::NotAPath) << 2 << 0 << "";
        QTest::newRow("too long") << "1234567890" << int(K::NotAPath) << 0 << 0 << "";
        QTest::newRow("past the main line") << "21" << int(K::PastTheLine) << 0 << 20 << "";
        QTest::newRow("no branch there") << "5.1.1" << int(K::NoSuchBranch) << 1 << 0 << "5";
        QTest::newRow("branch 0") << "12.0.1" << int(K::NoSuchBranch) << 1 << 1 << "12";
        QTest::newRow("one branch too many") << "12.2.1" << int(K::NoSuchBranch) << 1 << 1 << "12";
        QTest::newRow("no action of a branch") << "12.1.0" << int(K::NoAction) << 2 << 0 << "12.1";
        QTest::newRow("past the branch") << "12.1.4" << int(K::PastTheLine) << 2 << 3 << "12.1";
        QTest::newRow("past a branch of a branch") << "12.1.1.1.2" << int(K::PastTheLine) << 4 << 1 << "12.1.1.1";
    }

    void aTextThatNamesNoNodeSaysWhy()
    {
        QFETCH(QString, path);
        QFETCH(int, kind);
        QFETCH(int, part);
        QFETCH(int, available);
        QFETCH(QString, line);
        GameTree tree(playedGame(20));
        tree.goTo(tree.mainLine()[12]);
        const NodeId first = branchHere(tree);
        QVERIFY(branchHere(tree) != kNoNode && branchHere(tree) != kNoNode);
        tree.goTo(first);
        QVERIFY(branchHere(tree) != kNoNode);
        NodePathError error;
        QVERIFY(!findNode(tree, path.toStdString(), &error));
        QCOMPARE(int(error.kind), kind);
        QCOMPARE(error.part, part);
        QCOMPARE(error.available, available);
        QCOMPARE(QString::fromStdString(error.line), line);
    }
};

QTEST_APPLESS_MAIN(TestNodePath)
#include "tst_node_path.moc"
