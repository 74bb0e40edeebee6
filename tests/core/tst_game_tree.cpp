// The game as a tree (core/game_tree.h): the record is the main line, another action after an undo
// is a branch and the old line stays, the same action goes back to its node, every node's position
// is its path replayed, undo and redo follow the current line, promote, remove and restore, and
// comments and marks are content while moving about is not.
#include "core/game_tree.h"
#include "common/game_trees.h"

#include <QTest>

#include <random>

using namespace eko;
using namespace eko::testing;

namespace {

Game playedGame(int n, std::uint64_t seed = 5)
{
    Game game(standardScenario(3), seed, {"Ana", "Bo", "Cy"});
    for (int k = 0; k < n && !game.current().gameOver(); ++k) {
        const std::vector<Action> legal = rules::legalActions(game.current());
        game.play(legal[static_cast<size_t>(k * 5) % legal.size()]);
    }
    return game;
}

} // namespace

class TestGameTree : public QObject {
    Q_OBJECT

private slots:
    void theRecordIsTheMainLine()
    {
        const Game game = playedGame(30);
        const GameTree tree(game);
        const std::vector<NodeId> main = tree.mainLine();
        QCOMPARE(int(main.size()), game.actionCount() + 1);
        QCOMPARE(tree.actionCount(), game.actionCount());
        QCOMPARE(tree.current(), main.back());
        QVERIFY(tree.line() == main);
        for (int k = 0; k <= game.actionCount(); ++k) {
            QVERIFY(tree.position(main[k]) == game.positionAt(k));
            QCOMPARE(tree.depth(main[k]), k);
            if (k > 0) {
                QVERIFY(tree.action(main[k]) == game.actions()[k - 1]);
                QCOMPARE(tree.actor(main[k]), game.actorOf(k - 1));
            }
        }
        QVERIFY(!tree.hasBranches());
        QVERIFY(!tree.hasNotes());
    }

    void anotherActionAfterAnUndoIsABranchAndTheOldLineStays()
    {
        GameTree tree(playedGame(20));
        const std::vector<NodeId> before = tree.mainLine();
        QVERIFY(tree.undo());
        QVERIFY(tree.undo());
        const NodeId at = tree.current();
        const std::uint64_t revision = tree.revision();
        bool branched = false;
        const std::optional<Action> other = untakenAction(tree);
        QVERIFY(other);
        QVERIFY(!tree.play(*other, &branched));
        QVERIFY(branched);
        QVERIFY(tree.revision() != revision);
        QCOMPARE(tree.parent(tree.current()), at);
        QCOMPARE(int(tree.children(at).size()), 2);
        QVERIFY(tree.mainLine() == before); // the old line is still the main line, whole
        QVERIFY(!tree.onMainLine(tree.current()));
        QVERIFY(tree.hasBranches());
        QCOMPARE(tree.actionCount(), 21);
    }

    void theSameActionAgainGoesToItsNode()
    {
        GameTree tree(playedGame(10));
        const NodeId last = tree.current();
        const Action a = tree.action(last);
        QVERIFY(tree.undo());
        const std::uint64_t revision = tree.revision();
        bool branched = true;
        QVERIFY(!tree.play(a, &branched));
        QVERIFY(!branched);
        QCOMPARE(tree.current(), last);
        QCOMPARE(tree.actionCount(), 10);
        QCOMPARE(tree.revision(), revision);
    }

    void aRefusedActionChangesNothing()
    {
        GameTree tree(playedGame(6));
        const std::string before = treeShape(tree);
        const NodeId at = tree.current();
        // A move onto its own space is never legal.
        const Position &pos = tree.currentPosition();
        SpaceIndex stack = 0;
        while (pos.stack(stack).empty())
            ++stack;
        QVERIFY(tree.play(Action::move(stack, stack)).has_value());
        QCOMPARE(tree.current(), at);
        QCOMPARE(treeShape(tree), before);
    }

    void everyNodesPositionIsItsPathReplayed()
    {
        GameTree tree(playedGame(25, 9));
        std::mt19937 random(3);
        for (int step = 0; step < 400; ++step) {
            const int what = int(random() % 6);
            if (what == 0)
                tree.undo();
            else if (what == 1)
                tree.goTo(int(random() % unsigned(tree.nodeCount())));
            else if (!tree.currentPosition().gameOver()) {
                const std::vector<Action> legal = rules::legalActions(tree.currentPosition());
                QVERIFY(!tree.play(legal[random() % legal.size()]));
            }
        }
        QVERIFY(tree.hasBranches());
        int checked = 0;
        for (NodeId node = 0; checked < tree.nodeCount(); ++node) {
            if (!tree.contains(node))
                continue;
            const Game game = tree.gameTo(node);
            QCOMPARE(game.actionCount(), tree.depth(node));
            QVERIFY(game.current() == tree.position(node));
            ++checked;
        }
    }

    void theCurrentLineGoesThroughTheCurrentNodeWhateverWasDone()
    {
        GameTree tree(playedGame(30, 4));
        std::mt19937 random(8);
        std::vector<GameTree::Branch> removed;
        for (int step = 0; step < 3000; ++step) {
            const int what = int(random() % 9);
            const NodeId any = int(random() % unsigned(tree.idEnd()));
            if (what == 0)
                tree.undo();
            else if (what == 1)
                tree.redo();
            else if (what == 2)
                tree.goTo(any);
            else if (what == 3)
                tree.promote(any);
            else if (what == 4 && tree.contains(any) && any != GameTree::root() && random() % 4 == 0)
                removed.push_back(tree.remove(any));
            else if (what == 5 && !removed.empty()) {
                tree.restore(removed.back());
                removed.pop_back();
            } else if (!tree.currentPosition().gameOver()) {
                const std::vector<Action> legal = rules::legalActions(tree.currentPosition());
                QVERIFY(!tree.play(legal[random() % legal.size()]));
            }
            // The line is the path to the current node and on from it: each node on the path goes on
            // (next) to the following one.
            const std::vector<NodeId> path = tree.pathTo(tree.current());
            QCOMPARE(path.back(), tree.current());
            for (size_t k = 1; k < path.size(); ++k)
                QCOMPARE(tree.next(path[k - 1]), path[k]);
            const std::vector<NodeId> line = tree.line();
            QVERIFY(std::equal(path.begin(), path.end(), line.begin()));
        }
        QVERIFY(tree.hasBranches());
    }

    void undoAndRedoFollowTheCurrentLine()
    {
        GameTree tree(playedGame(12));
        const NodeId end = tree.current();
        for (int k = 0; k < 4; ++k)
            QVERIFY(tree.undo());
        const NodeId fork = tree.current();
        const std::optional<Action> other = untakenAction(tree);
        QVERIFY(other);
        QVERIFY(!tree.play(*other));
        const NodeId branch = tree.current();
        QVERIFY(!tree.play(rules::legalActions(tree.currentPosition()).front()));
        const NodeId branchEnd = tree.current();
        // Back to the fork and on again: the branch last visited.
        QVERIFY(tree.undo());
        QVERIFY(tree.undo());
        QCOMPARE(tree.current(), fork);
        QVERIFY(tree.redo());
        QCOMPARE(tree.current(), branch);
        QVERIFY(tree.redo());
        QCOMPARE(tree.current(), branchEnd);
        QVERIFY(!tree.redo());
        // Going to the old end makes its line the current one: redo from the fork follows it.
        QVERIFY(tree.goTo(end));
        QVERIFY(tree.goTo(fork));
        QVERIFY(tree.redo());
        QVERIFY(tree.onMainLine(tree.current()));
        QCOMPARE(tree.line().back(), end);
        // Back at the start, undo does nothing.
        QVERIFY(tree.goTo(GameTree::root()));
        QVERIFY(!tree.undo());
        QVERIFY(!tree.goTo(kNoNode));
        QVERIFY(!tree.goTo(100000));
    }

    void promoteMakesTheLineTheMainLine()
    {
        GameTree tree(playedGame(12));
        for (int k = 0; k < 5; ++k)
            QVERIFY(tree.undo());
        const NodeId fork = tree.current();
        const NodeId oldFirst = tree.children(fork).front();
        const std::optional<Action> other = untakenAction(tree);
        QVERIFY(other);
        QVERIFY(!tree.play(*other));
        QVERIFY(tree.undo());
        QVERIFY(tree.undo());
        const std::optional<Action> fromTheForksParent = untakenAction(tree);
        QVERIFY(fromTheForksParent);
        QVERIFY(!tree.play(*fromTheForksParent)); // a branch from the fork's parent
        const NodeId deep = tree.current();
        QVERIFY(!tree.onMainLine(deep));
        const std::uint64_t revision = tree.revision();
        QVERIFY(tree.promote(deep));
        QVERIFY(tree.revision() != revision);
        QVERIFY(tree.onMainLine(deep));
        QCOMPARE(tree.current(), deep);
        QVERIFY(!tree.promote(deep)); // already the main line
        QVERIFY(tree.contains(oldFirst));
        QCOMPARE(tree.actionCount(), 14);
    }

    void removeAndRestoreGiveBackTheSameTree()
    {
        GameTree tree(playedGame(15));
        for (int k = 0; k < 6; ++k)
            QVERIFY(tree.undo());
        const std::optional<Action> other = untakenAction(tree);
        QVERIFY(other);
        QVERIFY(!tree.play(*other));
        QVERIFY(!tree.play(rules::legalActions(tree.currentPosition()).front()));
        tree.setComment(tree.current(), "an idea");
        tree.setMark(tree.current(), ActionMark::Interesting);
        QVERIFY(tree.undo());
        QVERIFY(tree.undo());
        const std::optional<Action> third = untakenAction(tree);
        QVERIFY(third);
        QVERIFY(!tree.play(*third)); // a third child of the fork
        const std::string before = treeShape(tree);
        const NodeId fork = tree.parent(tree.current());
        const NodeId middle = tree.children(fork)[1];
        tree.goTo(tree.children(middle).front());

        const GameTree::Branch branch = tree.remove(middle);
        QCOMPARE(int(branch.nodes.size()), 2);
        QCOMPARE(tree.current(), fork); // the current node was in the branch
        QCOMPARE(int(tree.children(fork).size()), 2);
        QCOMPARE(tree.actionCount(), 16);
        QVERIFY(!tree.contains(middle));
        QVERIFY(treeShape(tree) != before);

        const NodeId back = tree.restore(branch);
        QVERIFY(back != kNoNode);
        QCOMPARE(tree.children(fork)[1], back);
        QCOMPARE(treeShape(tree), before);
        QCOMPARE(tree.actionCount(), 18);
        QVERIFY(tree.position(tree.children(back).front()) == branch.positions[1]);
        QVERIFY(tree.remove(GameTree::root()).nodes.empty());
    }

    void commentsAndMarksAreContentMovingIsNot()
    {
        GameTree tree(playedGame(8));
        const std::uint64_t start = tree.revision();
        tree.undo();
        tree.redo();
        tree.goTo(GameTree::root());
        QCOMPARE(tree.revision(), start);
        const NodeId node = tree.mainLine()[3];
        tree.setComment(node, "Why not the tower?");
        QVERIFY(tree.revision() != start);
        QVERIFY(tree.hasNotes());
        const std::uint64_t commented = tree.revision();
        tree.setComment(node, "Why not the tower?");
        QCOMPARE(tree.revision(), commented);
        tree.setMark(node, ActionMark::Bad);
        QCOMPARE(tree.mark(node), ActionMark::Bad);
        QVERIFY(tree.revision() != commented);
        tree.setComment(node, {});
        tree.setMark(node, ActionMark::None);
        QVERIFY(!tree.hasNotes());
    }
};

QTEST_APPLESS_MAIN(TestGameTree)
#include "tst_game_tree.moc"
