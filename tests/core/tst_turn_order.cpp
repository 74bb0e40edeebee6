// RULES §3 and §6.3: whose turn it is. The Emperor swap's order, the turns without progress that
// make a draw, what starts a turn and the position at a turn's start, each in one function of the
// rules that the game, the editor, the files and the interface use.
#include "common/positions.h"
#include "common/file_problems.h"
#include "common/random_games.h"
#include "core/game_summary.h"
#include "files/scenario_file.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

class TestTurnOrder : public QObject {
    Q_OBJECT
private slots:
    void emperorSwapGoesInSeatOrderFromTheFirstPlayer();
    void playFollowsTheSwapOrderForEveryFirstPlayer();
    void theDrawCountIsTheDrawRoundsTimesThePlayersStillIn();
    void theDrawComesAtTheDrawCountWithAPlayerOut();
    void theLoaderRefusesAPositionAlreadyAtTheDrawCount();
    void aTurnStartsWithTheActionPhaseAndTheSwapIsNone();
    void aRecordStartingInATurnBeginsItsFirstTurnThere();
    void turnNumbersCountTheTurnsBegun();
    void thePositionAtATurnsStartKeepsTheBoardAndThePlayer();
};

void TestTurnOrder::emperorSwapGoesInSeatOrderFromTheFirstPlayer()
{
    QCOMPARE(rules::swappingPlayer(0, 0, 2), 0);
    QCOMPARE(rules::swappingPlayer(0, 1, 2), 1);
    QCOMPARE(rules::swappingPlayer(1, 1, 2), 0);
    QCOMPARE(rules::swappingPlayer(1, 2, 3), 0);
    QCOMPARE(rules::swappingPlayer(2, 1, 3), 0);
    QCOMPARE(rules::swappingPlayer(3, 0, 4), 3);
    QCOMPARE(rules::swappingPlayer(3, 1, 4), 0);
    QCOMPARE(rules::swappingPlayer(2, 3, 4), 1);
}

void TestTurnOrder::playFollowsTheSwapOrderForEveryFirstPlayer()
{
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
        for (PlayerIndex first = 0; first < n; ++first) {
            PositionBuilder b(boardFromRows({"........"}), n);
            for (PlayerIndex p = 0; p < n; ++p)
                b.place(std::string(1, char('a' + 2 * p)) + "1", p, 2, true);
            Position pos = b;
            pos.setPhase(Phase::EmperorSwap);
            pos.setFirstPlayer(first);
            pos.setToMove(first);
            for (int done = 0; done < n; ++done) {
                QCOMPARE(pos.phase(), Phase::EmperorSwap);
                QCOMPARE(pos.swapsDone(), done);
                QCOMPARE(pos.toMove(), rules::swappingPlayer(first, done, n));
                rules::apply(pos, Action::noSwap());
            }
            QCOMPARE(pos.phase(), Phase::FirstAction);
            QCOMPARE(pos.toMove(), first);
        }
}

void TestTurnOrder::theDrawCountIsTheDrawRoundsTimesThePlayersStillIn()
{
    RulesSettings s;
    s.drawRounds = 7;
    PositionBuilder b(boardFromRows({"........"}), 4, s);
    const Position &pos = b;
    QCOMPARE(pos.playersIn(), 0);
    QCOMPARE(rules::quietTurnsToDraw(pos), 7); // nobody in: counted as one
    b.place("a1", 0, 1);
    QCOMPARE(rules::quietTurnsToDraw(pos), 7);
    b.place("c1", 2, 1);
    QCOMPARE(rules::quietTurnsToDraw(pos), 14);
    b.place("e1", 3, 1).place("g1", 1, 2);
    QCOMPARE(rules::quietTurnsToDraw(pos), 28);
}

void TestTurnOrder::theDrawComesAtTheDrawCountWithAPlayerOut()
{
    // 3 seats, yellow out, one draw round: the draw comes after 2 quiet turns.
    RulesSettings s;
    s.drawRounds = 1;
    PositionBuilder b(boardFromRows({".......", ".......", "......."}), 3, s);
    b.place("a1", 0, 4, true).place("g3", 1, 4, true);
    Position p = b;
    QCOMPARE(rules::quietTurnsToDraw(p), 2);
    rules::apply(p, parse(p, "a1-b1"));
    rules::apply(p, Action::end());
    QVERIFY(!p.gameOver());
    QCOMPARE(p.toMove(), 1);
    rules::apply(p, parse(p, "g3-f3"));
    rules::apply(p, Action::end());
    QVERIFY(p.gameOver());
    QCOMPARE(p.result(), (Result{ResultKind::DrawNoProgress, kNoPlayer}));
}

void TestTurnOrder::theLoaderRefusesAPositionAlreadyAtTheDrawCount()
{
    auto loaderProblems = [](const Position &pos) {
        files::FileProblems problems;
        files::scenarioFromJson(files::scenarioToJson(exactScenario(pos)), problems);
        return problems;
    };
    RulesSettings s;
    s.drawRounds = 3;
    PositionBuilder b(boardFromRows({".......", ".......", "......."}), 3, s);
    b.place("a1", 0, 4, true).place("g3", 1, 4, true);
    Position pos = b;
    pos.setQuietTurns(rules::quietTurnsToDraw(pos) - 1);
    QVERIFY2(loaderProblems(pos).isEmpty(), qPrintable(problemText(loaderProblems(pos))));
    pos.setQuietTurns(rules::quietTurnsToDraw(pos));
    const files::FileProblems atTheCount = loaderProblems(pos);
    QCOMPARE(atTheCount.size(), 1);
    QVERIFY2(atTheCount.front().where.endsWith(QStringLiteral("position.quietTurns")), qPrintable(problemText(atTheCount)));
    // Nobody in: the problems are that (and nobody to move), not the draw count (counted as one player).
    PositionBuilder empty(boardFromRows({"......."}), 2, s);
    const files::FileProblems nobodyIn = loaderProblems(empty);
    QCOMPARE(nobodyIn.size(), 2);
    for (const files::FileProblem &p : nobodyIn)
        QVERIFY2(!p.where.endsWith(QStringLiteral("quietTurns")), qPrintable(problemText(nobodyIn)));
}

void TestTurnOrder::aTurnStartsWithTheActionPhaseAndTheSwapIsNone()
{
    PositionBuilder b(boardFromRows({"......."}), 2);
    b.place("a1", 0, 2, true).place("g1", 1, 2, true);
    Position pos = b;
    auto starts = [&pos](Phase phase, int turnsSoFar) {
        pos.setPhase(phase);
        return rules::startsTurn(pos, turnsSoFar);
    };
    for (int turnsSoFar : {0, 1, 7}) {
        QVERIFY(!starts(Phase::EmperorSwap, turnsSoFar));
        QVERIFY(starts(Phase::FirstAction, turnsSoFar));
    }
    // Later phases continue the turn, unless no turn has begun (a record starting there).
    for (Phase phase : {Phase::AfterAction, Phase::SecondAction, Phase::Reinforcement}) {
        QVERIFY(starts(phase, 0));
        QVERIFY(!starts(phase, 1));
        QVERIFY(!starts(phase, 7));
    }
}

void TestTurnOrder::aRecordStartingInATurnBeginsItsFirstTurnThere()
{
    // A game from a scenario starting in the middle of a turn: its first action begins turn 1, the
    // next action of the same turn none.
    PositionBuilder b(boardFromRows({"......."}), 2);
    b.place("a1", 0, 2, true).place("g1", 1, 2, true).phase(Phase::Reinforcement);
    const Position &pos = b;
    QVERIFY(rules::startsTurn(pos, 0));
    QVERIFY(!rules::startsTurn(pos, 1));
}

void TestTurnOrder::turnNumbersCountTheTurnsBegun()
{
    const Game game = randomGame(standardScenario(3), 5, 120);
    const std::vector<int> turns = turnNumbers(game);
    int begun = 0;
    for (int k = 0; k < game.actionCount(); ++k) {
        const Position &before = game.positionAt(k);
        if (rules::startsTurn(before, begun))
            ++begun;
        QCOMPARE(turns[static_cast<size_t>(k)], before.phase() == Phase::EmperorSwap ? 0 : begun);
    }
    QCOMPARE(turns[0], 0); // the Emperor swap
    QCOMPARE(turns[3], 1);
    QVERIFY(begun > 20);
}

void TestTurnOrder::thePositionAtATurnsStartKeepsTheBoardAndThePlayer()
{
    PositionBuilder b(boardFromRows({"......."}), 2);
    b.place("a1", 0, 3, true).place("g1", 1, 2, true).toMove(1).phase(Phase::AfterAction);
    Position mid = b;
    mid.setMarchUsed(true);
    mid.setTurnHadProgress(true);
    mid.setQuietTurns(4);
    const Position start = rules::atTurnStart(mid);
    QCOMPARE(start.phase(), Phase::FirstAction);
    QVERIFY(!start.marchUsed());
    QVERIFY(!start.turnHadProgress());
    QCOMPARE(start.toMove(), 1);
    QCOMPARE(start.quietTurns(), 4);
    for (SpaceIndex s = 0; s < start.board().spaceCount(); ++s)
        QCOMPARE(start.stack(s), mid.stack(s));
    // A finished game: its result goes, the player who ended it is to move.
    Position over = mid;
    over.setPhase(Phase::GameOver);
    over.setResult(Result{ResultKind::PointsVictory, 1});
    QCOMPARE(rules::atTurnStart(over).result(), Result{});
    QCOMPARE(rules::atTurnStart(over).phase(), Phase::FirstAction);
    // In the Emperor swap nothing changes.
    Position swap = mid;
    swap.setPhase(Phase::EmperorSwap);
    QVERIFY(rules::atTurnStart(swap) == swap);
}

QTEST_APPLESS_MAIN(TestTurnOrder)
#include "tst_turn_order.moc"
