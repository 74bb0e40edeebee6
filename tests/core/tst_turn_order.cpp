// RULES §3 and §6.3: whose turn it is. The Emperor swap's order, the turns without progress that
// make a draw, what starts a turn and the position at a turn's start, each in one function of the
// rules that the game, the editor, the files and the interface use.
#include "common/positions.h"
#include "common/random_games.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

class TestTurnOrder : public QObject {
    Q_OBJECT
private slots:
    void emperorSwapGoesInSeatOrderFromTheFirstPlayer();
    void playFollowsTheSwapOrderForEveryFirstPlayer();
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

QTEST_APPLESS_MAIN(TestTurnOrder)
#include "tst_turn_order.moc"
