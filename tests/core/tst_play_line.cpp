// The line of play of a game being played (core/play_line.h): undo and redo walk one line, the next
// action to redo keeps it, another action sets the undone actions aside and undoing back to where it
// branched brings them back, a refused action changes nothing, the saved point decides "modified",
// and Undo against computer players goes back to a person's turn.
#include "core/play_line.h"

#include <QTest>

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
        int discarded = -1;
        QVERIFY(!line.play(line.action(2), &discarded));
        QCOMPARE(discarded, 0);
        QCOMPARE(line.redoCount(), 3);
        QCOMPARE(line.length(), 6);
        line.goTo(6);
        QVERIFY(line.game().current() == positions[6]);
    }

    void anotherActionSetsTheUndoneLineAsideAndUndoBringsItBack()
    {
        std::vector<Position> positions;
        PlayLine line = playedLine(6, &positions);
        std::vector<Action> first(line.game().actions());
        line.goTo(2);
        const Action other = otherAction(line, line.action(2));
        QVERIFY(!(other == line.action(2)));
        int discarded = -1;
        QVERIFY(!line.play(other, &discarded));
        QCOMPARE(discarded, 4);
        QCOMPARE(line.redoCount(), 0);
        QCOMPARE(line.length(), 3);
        // Playing on in the new line keeps the line set aside.
        QVERIFY(!line.play(someAction(line, 3)));
        QCOMPARE(line.length(), 4);
        // One undo back to where the new line branched off: the line set aside is the one to redo.
        line.goTo(2);
        QCOMPARE(line.redoCount(), 4);
        for (int k = 0; k < 6; ++k)
            QCOMPARE(line.action(k), first[static_cast<size_t>(k)]);
        line.goTo(6);
        QVERIFY(line.game().current() == positions[6]);
        // Only one line is remembered: back at the branch again, the new line is the one to redo.
        line.goTo(2);
        QCOMPARE(line.redoCount(), 2);
        QCOMPARE(line.action(2), other);
    }

    void aRefusedActionChangesNothing()
    {
        PlayLine line = playedLine(5);
        line.goTo(3);
        const std::vector<Action> before(line.game().actions());
        int discarded = -1;
        QVERIFY(line.play(Action::move(0, 0), &discarded).has_value());
        QCOMPARE(discarded, 0);
        QCOMPARE(line.game().actions(), before);
        QCOMPARE(line.redoCount(), 2);
    }

    void modifiedMeansTheActionsDifferFromTheSavedPoint()
    {
        QVERIFY(!PlayLine(Game(standardScenario(2), 4)).isModified()); // the game as given is what its file holds
        PlayLine line = playedLine(4);
        QVERIFY(line.isModified()); // four actions played since
        line.markSaved();
        QVERIFY(!line.isModified());
        QVERIFY(!line.play(someAction(line, 0)));
        QVERIFY(line.isModified());
        line.undo();
        QVERIFY(!line.isModified()); // back at the saved point
        line.undo();
        QVERIFY(line.isModified());
        line.markSaved();
        QVERIFY(!line.isModified());
        line.redo();
        QVERIFY(line.isModified());
        // No file holds it: modified wherever the line goes.
        line.markUnsaved();
        for (int k = 0; k <= line.length(); ++k) {
            line.goTo(k);
            QVERIFY(line.isModified());
        }
        // The saved point as a record (an autosave over its file): unmodified there only.
        std::vector<Action> two(line.game().actions().begin(), line.game().actions().begin() + 2);
        line.setSavedRecord(two);
        line.goTo(2);
        QVERIFY(!line.isModified());
        line.goTo(3);
        QVERIFY(line.isModified());
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
