// The line of play on the game tree (core/play_line.h): undo and redo walk one line, the next action
// to redo keeps it, another action adds a branch and the old line stays, the records follow the tree
// wherever it goes, promote and delete (and its undo), a refused action changes nothing, the saved
// point decides "modified", and Undo against computer players goes back to a person's turn.
#include "core/play_line.h"

#include <QTest>

#include <random>

using namespace eko;

namespace {

// The legal action number `i` (modulo their count) of the position played from.
Action someAction(const PlayLine &line, int i)
{
    const std::vector<Action> legal = rules::legalActions(line.game().current());
    return legal[static_cast<size_t>(i) % legal.size()];
}

// A line with `n` actions played on the standard two-player board, and the position after each.
PlayLine playedLine(int n, std::vector<Position> *positions = nullptr, std::uint64_t seed = 11)
{
    PlayLine line(Game(standardScenario(2), seed, {"Ana", "Bo"}));
    if (positions)
        positions->assign(1, line.game().current());
    for (int k = 0; k < n; ++k) {
        if (line.play(someAction(line, k * 7)))
            return line;
        if (positions)
            positions->push_back(line.game().current());
    }
    return line;
}

// An action other than `than` in the position played from.
Action otherAction(const PlayLine &line, const Action &than)
{
    for (const Action &a : rules::legalActions(line.game().current()))
        if (!(a == than))
            return a;
    return than;
}

} // namespace

class TestPlayLine : public QObject {
    Q_OBJECT

private slots:
    void undoAndRedoWalkOneLineBackAndForth()
    {
        std::vector<Position> positions;
        PlayLine line = playedLine(12, &positions);
        QCOMPARE(line.actionCount(), 12);
        QVERIFY(!line.canRedo());
        QVERIFY(line.undo());
        QVERIFY(line.undo());
        QVERIFY(line.undo());
        QVERIFY(line.game().current() == positions[9]);
        QCOMPARE(line.redoCount(), 3);
        QCOMPARE(line.length(), 12);
        for (int k = 0; k < line.length(); ++k)
            QVERIFY(line.positionBefore(k) == positions[static_cast<size_t>(k)]);
        QVERIFY(line.redo());
        QVERIFY(line.game().current() == positions[10]);
        // goTo is clamped to the line, and says whether anything changed.
        QVERIFY(line.goTo(-5));
        QCOMPARE(line.actionCount(), 0);
        QVERIFY(!line.canUndo());
        QVERIFY(!line.undo());
        QCOMPARE(line.redoCount(), 12);
        QVERIFY(line.goTo(1000));
        QVERIFY(line.game().current() == positions[12]);
        QVERIFY(!line.redo());
        QVERIFY(!line.goTo(12));
        for (int k = 12; k >= 0; --k) {
            line.goTo(k);
            QVERIFY(line.game().current() == positions[static_cast<size_t>(k)]);
        }
    }

    void theNextActionToRedoKeepsTheRestOfTheLine()
    {
        std::vector<Position> positions;
        PlayLine line = playedLine(6, &positions);
        line.goTo(2);
        QCOMPARE(line.redoCount(), 4);
        bool branched = true;
        QVERIFY(!line.play(line.action(2), &branched));
        QVERIFY(!branched);
        QCOMPARE(line.tree().actionCount(), 6); // nothing added
        QCOMPARE(line.redoCount(), 3);
        QCOMPARE(line.length(), 6);
        line.goTo(6);
        QVERIFY(line.game().current() == positions[6]);
    }

    void anotherActionAddsABranchAndTheOldLineStays()
    {
        std::vector<Position> positions;
        PlayLine line = playedLine(6, &positions);
        const std::vector<Action> first(line.game().actions());
        line.goTo(2);
        const NodeId replaced = line.lineNode(2);
        const Action other = otherAction(line, line.action(2));
        QVERIFY(!(other == line.action(2)));
        bool branched = false;
        QVERIFY(!line.play(other, &branched));
        QVERIFY(branched);
        QCOMPARE(line.redoCount(), 0);
        QCOMPARE(line.length(), 3);
        QCOMPARE(line.tree().actionCount(), 7); // nothing discarded: 6 + the new one
        QVERIFY(line.tree().onMainLine(replaced)); // the old line stays the main line
        QCOMPARE(line.currentBranch(), line.current());
        // Playing on in the new branch keeps the old line; several undos and going there again too.
        QVERIFY(!line.play(someAction(line, 3), &branched));
        QVERIFY(!branched); // the end of a line: no branch
        QCOMPARE(line.length(), 4);
        for (int round = 0; round < 2; ++round) {
            line.goTo(0);
            QVERIFY(line.goToNode(replaced));
            QCOMPARE(line.length(), 6);
            for (int k = 0; k < 6; ++k)
                QCOMPARE(line.action(k), first[static_cast<size_t>(k)]);
            line.goTo(6);
            QVERIFY(line.game().current() == positions[6]);
        }
        // The branch is one of the siblings: next / previous branch go between the two.
        line.goTo(3);
        QCOMPARE(line.siblingBranch(-1), kNoNode);
        const NodeId branch = line.siblingBranch(1);
        QVERIFY(branch != kNoNode);
        QVERIFY(line.goToNode(branch));
        QCOMPARE(line.action(2), other);
        QCOMPARE(line.siblingBranch(-1), replaced);
        QCOMPARE(line.mainLineNode(), line.lineNode(1));
        // At the point where they leave, switching goes between the lines to redo; the current
        // node stays.
        line.goTo(2);
        const NodeId at = line.current();
        QCOMPARE(line.action(2), other); // the line goes on through the branch last visited
        QCOMPARE(line.siblingBranch(1), kNoNode);
        QCOMPARE(line.siblingBranch(-1), replaced);
        QVERIFY(line.switchBranch(-1));
        QCOMPARE(line.current(), at);
        QCOMPARE(line.action(2), first[2]);
        QCOMPARE(line.length(), 6);
        QVERIFY(line.switchBranch(1));
        QCOMPARE(line.current(), at);
        QCOMPARE(line.action(2), other);
    }

    void eachRecordIsTheReplayOfItsPath()
    {
        // Records kept in step with the tree through many moves: each equals replaying its nodes.
        PlayLine line = playedLine(10);
        std::mt19937 random(5);
        for (int step = 0; step < 200; ++step) {
            switch (random() % 4) {
            case 0: line.goTo(static_cast<int>(random() % (line.length() + 1))); break;
            case 1: line.play(someAction(line, static_cast<int>(random() % 50))); break;
            case 2: line.goToNode(static_cast<NodeId>(random() % line.tree().idEnd())); break;
            case 3: line.undo(); break;
            }
            QCOMPARE(line.lineGame().actionCount(), line.length());
            const Game replayed = line.tree().gameTo(line.current());
            QCOMPARE(line.game().actions(), replayed.actions());
            QVERIFY(line.game().current() == replayed.current());
            for (int k = 0; k < line.length(); ++k) {
                const NodeId node = line.lineNode(k);
                QCOMPARE(line.action(k), line.tree().action(node));
                QVERIFY(line.positionBefore(k) == line.tree().position(line.tree().parent(node)));
            }
            QCOMPARE(line.lineNode(line.actionCount() - 1), line.actionCount() > 0 ? line.current() : kNoNode);
        }
    }

    void aRefusedActionChangesNothing()
    {
        PlayLine line = playedLine(5);
        line.goTo(3);
        const std::vector<Action> before(line.game().actions());
        bool branched = true;
        QVERIFY(line.play(Action::move(0, 0), &branched).has_value());
        QCOMPARE(line.game().actions(), before);
        QCOMPARE(line.redoCount(), 2);
        QCOMPARE(line.tree().actionCount(), 5);
    }

    void promoteMakesTheCurrentLineTheMainLine()
    {
        PlayLine line = playedLine(6);
        line.goTo(2);
        QVERIFY(!line.play(otherAction(line, line.action(2))));
        QVERIFY(!line.play(someAction(line, 1)));
        const std::vector<Action> branch(line.game().actions());
        QVERIFY(line.promoteCurrentLine());
        QVERIFY(!line.promoteCurrentLine()); // it is the main line now
        QCOMPARE(line.currentBranch(), kNoNode);
        const std::vector<NodeId> main = line.tree().mainLine();
        QCOMPARE(line.tree().gameTo(main.back()).actions(), branch);
        QCOMPARE(line.game().actions(), branch); // where the game is does not move
    }

    void aDeletedBranchComesBackWithItsNotes()
    {
        PlayLine line = playedLine(6);
        line.goTo(2);
        QVERIFY(!line.play(otherAction(line, line.action(2))));
        QVERIFY(!line.play(someAction(line, 1)));
        QVERIFY(line.setComment(line.current(), "a try"));
        QVERIFY(line.setMark(line.current(), ActionMark::Interesting));
        const std::vector<Action> branch(line.game().actions());
        QVERIFY(!line.removeBranch(line.tree().mainLine()[3])); // the main line is never deleted
        QVERIFY(line.removeBranch(line.currentBranch()));
        QCOMPARE(line.tree().actionCount(), 6);
        QCOMPARE(line.actionCount(), 2); // where the branch left
        QVERIFY(!line.tree().hasBranches());
        QVERIFY(line.canRestoreBranch());
        QVERIFY(line.restoreBranch());
        QVERIFY(!line.canRestoreBranch());
        QCOMPARE(line.tree().actionCount(), 8);
        line.goTo(4);
        QCOMPARE(line.game().actions(), branch);
        QCOMPARE(line.tree().comment(line.current()), std::string("a try"));
        QCOMPARE(line.tree().mark(line.current()), ActionMark::Interesting);
    }

    void modifiedMeansTheTreeDiffersFromTheSavedPoint()
    {
        QVERIFY(!PlayLine(Game(standardScenario(2), 4)).isModified()); // the game as given is what its file holds
        PlayLine line = playedLine(4);
        QVERIFY(line.isModified()); // four actions played since
        line.markSaved();
        QVERIFY(!line.isModified());
        // Moving through the tree changes nothing a file holds.
        line.undo();
        line.goTo(0);
        line.redo();
        QVERIFY(!line.isModified());
        // Playing the action that is there already adds nothing either.
        QVERIFY(!line.play(line.action(1)));
        QVERIFY(!line.isModified());
        QVERIFY(!line.play(otherAction(line, line.action(2))));
        QVERIFY(line.isModified()); // a branch
        line.markSaved();
        QVERIFY(line.setComment(line.current(), "why"));
        QVERIFY(line.isModified());
        line.markSaved();
        QVERIFY(!line.setComment(line.current(), "why")); // the same comment: no change
        QVERIFY(line.setMark(line.current(), ActionMark::Bad));
        QVERIFY(line.isModified());
        line.markSaved();
        QVERIFY(line.promoteCurrentLine());
        QVERIFY(line.isModified());
        // No file holds it: modified wherever the line goes.
        line.markUnsaved();
        for (int k = 0; k <= line.length(); ++k) {
            line.goTo(k);
            QVERIFY(line.isModified());
        }
    }

    void undoAgainstTheComputerGoesBackToAPersonsTurn()
    {
        // One seat a computer, the other a person: from every point of a game, Undo goes back over
        // the computer's actions and the person's last one, to where the person is to move.
        for (int machine : {0, 1}) {
            std::array<bool, kMaxPlayers> computer{};
            computer[static_cast<size_t>(machine)] = true;
            const int person = 1 - machine;
            for (std::uint64_t seed : {3u, 8u, 11u, 21u}) {
                PlayLine line = playedLine(40, nullptr, seed);
                const int n = line.actionCount();
                for (int end = 1; end <= n; ++end) {
                    line.goTo(end);
                    const int target = line.undoTargetForPerson(computer);
                    QVERIFY(target < end);
                    QVERIFY(target == 0 || line.game().actorOf(target) == person);
                    for (int k = target + 1; k < end; ++k)
                        QCOMPARE(line.game().actorOf(k), machine);
                    if (line.game().actorOf(end - 1) == person)
                        QCOMPARE(target, end - 1); // the person's own last action: one back
                }
            }
        }
        // People only, or computers only: one action back.
        PlayLine line = playedLine(10);
        QCOMPARE(line.undoTargetForPerson({false, false, false, false}), 9);
        QCOMPARE(line.undoTargetForPerson({true, true, false, false}), 9);
        // A computer seat beyond the players of the game changes nothing.
        QCOMPARE(line.undoTargetForPerson({false, false, true, true}), 9);
    }

    void undoTargetOfAComputersRunStopsAtThePersonsAction()
    {
        // A concrete run: find an end where the computer took the last actions after the person's.
        const std::array<bool, kMaxPlayers> computer{false, true, false, false};
        PlayLine line = playedLine(30);
        int end = -1;
        for (int k = line.actionCount(); k >= 2 && end < 0; --k)
            if (line.game().actorOf(k - 1) == 1 && line.game().actorOf(k - 2) == 1)
                end = k;
        QVERIFY(end > 0);
        line.goTo(end);
        int person = end - 1;
        while (person > 0 && line.game().actorOf(person) == 1)
            --person;
        QCOMPARE(line.undoTargetForPerson(computer), person);
        QVERIFY(person < end - 2);
    }
};

QTEST_MAIN(TestPlayLine)
#include "tst_play_line.moc"
