// RULES §3 and §6.3 in the scenario checks: a position in the Emperor swap must give the swap to
// the player whose turn it is, and a position may not have reached the draw count already. One
// function (eko::scenarioProblems) says so for the editor, `eko-cli check` and the file loader,
// which report the same text at the field it is about.
#include "common/file_problems.h"
#include "common/positions.h"
#include "files/scenario_file.h"
#include "text/explain.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {

using C = ScenarioProblemCode;

// Two stacks each for three players, in the Emperor swap with blue first.
Position swapPosition()
{
    PositionBuilder b(boardFromRows({".......", "......."}), 3);
    b.place("a1", 0, 2, true).place("b1", 0, 1).place("d1", 1, 2, true).place("e1", 1, 1);
    b.place("a2", 2, 2, true).place("b2", 2, 1);
    Position pos = b;
    pos.setPhase(Phase::EmperorSwap);
    pos.setFirstPlayer(1);
    pos.setSwapsDone(1);
    pos.setToMove(2);
    return pos;
}

files::FileProblems loaderProblems(const Position &pos)
{
    files::FileProblems problems;
    files::scenarioFromJson(files::scenarioToJson(exactScenario(pos)), problems);
    return problems;
}

} // namespace

class TestScenarioChecks : public QObject {
    Q_OBJECT
private slots:
    void theSwapGoesToThePlayerWhoseTurnItIs();
    void theSwapIsNotOverInTheSwap();
    void thePositionHasNotReachedTheDrawCount();
    void theLoaderReportsTheChecksTextAtItsField_data();
    void theLoaderReportsTheChecksTextAtItsField();
};

void TestScenarioChecks::theSwapGoesToThePlayerWhoseTurnItIs()
{
    Position pos = swapPosition();
    QVERIFY(scenarioProblems(exactScenario(pos)).empty()); // blue first, one swap done: yellow's
    pos.setToMove(0);
    const std::vector<ScenarioProblem> problems = scenarioProblems(exactScenario(pos));
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems.front(), (ScenarioProblem{C::SwapOutOfTurn, kNoSpace, 0, 1, 1, 2}));
    QCOMPARE(describe(problems.front(), nullptr),
             std::string("blue moves first, so after 1 swap the Emperor swap is yellow's, not red's"));
    // Every first player and count of swaps: only the swapping player may be to move.
    for (PlayerIndex first = 0; first < 3; ++first)
        for (int done = 0; done < 3; ++done)
            for (PlayerIndex toMove = 0; toMove < 3; ++toMove) {
                pos.setFirstPlayer(first);
                pos.setSwapsDone(done);
                pos.setToMove(toMove);
                QCOMPARE(scenarioProblems(exactScenario(pos)).empty(), toMove == rules::swappingPlayer(first, done, 3));
            }
    // Outside the swap the count of swaps says nothing.
    pos.setPhase(Phase::FirstAction);
    pos.setFirstPlayer(1);
    pos.setSwapsDone(1);
    pos.setToMove(0);
    QVERIFY(scenarioProblems(exactScenario(pos)).empty());
}

void TestScenarioChecks::theSwapIsNotOverInTheSwap()
{
    Position pos = swapPosition();
    pos.setSwapsDone(3);
    pos.setToMove(1);
    const std::vector<ScenarioProblem> problems = scenarioProblems(exactScenario(pos));
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems.front(), (ScenarioProblem{C::SwapsDone, kNoSpace, -1, 3, 3}));
    QCOMPARE(describe(problems.front(), nullptr), std::string("in the Emperor swap, fewer than 3 players have swapped"));
}

void TestScenarioChecks::thePositionHasNotReachedTheDrawCount()
{
    Position pos = swapPosition();
    pos.setPhase(Phase::FirstAction);
    pos.setToMove(1);
    const int count = rules::quietTurnsToDraw(pos);
    QCOMPARE(count, 150);
    pos.setQuietTurns(count - 1);
    QVERIFY(scenarioProblems(exactScenario(pos)).empty());
    pos.setQuietTurns(count);
    std::vector<ScenarioProblem> problems = scenarioProblems(exactScenario(pos));
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems.front(), (ScenarioProblem{C::QuietTurns, kNoSpace, -1, 150, 150}));
    QCOMPARE(describe(problems.front(), nullptr),
             std::string("150 turns without progress: the game would already be drawn (a draw comes at 150)"));
    // A player out: the count is that of the players still in.
    pos.setStack(pos.board().spaceFromName("a2"), Stack{});
    pos.setStack(pos.board().spaceFromName("b2"), Stack{});
    pos.playerState(2).reserve += 2;
    pos.playerState(2).emperorInReserve = true;
    pos.setQuietTurns(100);
    problems = scenarioProblems(exactScenario(pos));
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems.front(), (ScenarioProblem{C::QuietTurns, kNoSpace, -1, 100, 100}));
}

void TestScenarioChecks::theLoaderReportsTheChecksTextAtItsField_data()
{
    QTest::addColumn<int>("swapsDone");
    QTest::addColumn<int>("toMove");
    QTest::addColumn<int>("quietTurns");
    QTest::addColumn<QString>("field");
    QTest::newRow("the swap out of turn") << 1 << 0 << 0 << QStringLiteral("position.toMove");
    QTest::newRow("the swap over") << 3 << 1 << 0 << QStringLiteral("position.swapsDone");
    QTest::newRow("the draw count reached") << 1 << 2 << 150 << QStringLiteral("position.quietTurns");
}

void TestScenarioChecks::theLoaderReportsTheChecksTextAtItsField()
{
    QFETCH(int, swapsDone);
    QFETCH(int, toMove);
    QFETCH(int, quietTurns);
    QFETCH(QString, field);
    Position pos = swapPosition();
    pos.setSwapsDone(swapsDone);
    pos.setToMove(toMove);
    pos.setQuietTurns(quietTurns);
    const std::vector<ScenarioProblem> problems = scenarioProblems(exactScenario(pos));
    QCOMPARE(problems.size(), size_t(1));
    const files::FileProblems loader = loaderProblems(pos);
    QVERIFY2(loader.size() == 1, qPrintable(problemText(loader)));
    QCOMPARE(loader.front().where, field);
    QCOMPARE(loader.front().what, text::explainScenarioProblem(problems.front(), pos.boardPtr().get()));
}

QTEST_GUILESS_MAIN(TestScenarioChecks)
#include "tst_scenario_checks.moc"
