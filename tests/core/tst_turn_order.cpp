// RULES §3 and §6.3: whose turn it is. The Emperor swap's order, the turns without progress that
// make a draw, what starts a turn and the position at a turn's start, each in one function of the
// rules that the game, the editor, the files and the interface use.
#include "common/positions.h"
#include "common/file_problems.h"
#include "common/random_games.h"
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
    // Nobody in: the only problem is that, not the draw count (counted as one player).
    PositionBuilder empty(boardFromRows({"......."}), 2, s);
    const files::FileProblems nobodyIn = loaderProblems(empty);
    QCOMPARE(nobodyIn.size(), 1);
    QVERIFY2(nobodyIn.front().where.endsWith(QStringLiteral("position.stacks")), qPrintable(problemText(nobodyIn)));
}

QTEST_APPLESS_MAIN(TestTurnOrder)
#include "tst_turn_order.moc"
