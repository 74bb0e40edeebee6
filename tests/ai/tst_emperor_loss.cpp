// ai::losesEmperor, ai::emperorLost and ai::emperorLostInsteadOf (the teaching game's "This loses
// your Emperor"): on hand-made positions, an action that leaves the Emperor where an opponent can
// attack it loses it and one that puts it out of reach does not; a captive Emperor is lost, one in
// reserve is not. (A better action that wins at once: tests/ui/window/tst_teaching_game.)
#include "ai/emperor_loss.h"
#include "core/rules.h"
#include "common/analysis_positions.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

class TestEmperorLoss : public QObject {
    Q_OBJECT
private slots:
    void anEmperorLeftWithinReachIsLost();
    void anEmperorTooStrongToAttackIsNotLost();
    void aCaptiveEmperorIsLostOneInReserveIsNot();
};

void TestEmperorLoss::anEmperorLeftWithinReachIsLost()
{
    const Position pos = emperorInDangerPosition();
    QVERIFY(pos.invariantHolds());
    QVERIFY(ai::emperorLost(pos, 0)); // already within reach before red moves
    QVERIFY(legal(pos, "f2-e2"));
    QVERIFY(ai::losesEmperor(pos, parse(pos, "f2-e2")));
    // Blue can indeed take it: an attack onto c3 is among blue's actions after it.
    const Position after = rules::applied(pos, parse(pos, "f2-e2"));
    QCOMPARE(after.toMove(), 1);
    bool attacked = false;
    for (const Action &a : rules::legalActions(after))
        attacked |= a.kind == ActionKind::Attack && a.to == pos.board().spaceFromName("c3");
    QVERIFY(attacked);
}

void TestEmperorLoss::anEmperorTooStrongToAttackIsNotLost()
{
    const Position pos = emperorInDangerPosition();
    // The Emperor joins the stack of two on a4: three discs, more than any of blue's stacks.
    QVERIFY(legal(pos, "c3-a4"));
    QVERIFY(!ai::losesEmperor(pos, parse(pos, "c3-a4")));
    QCOMPARE(rules::applied(pos, parse(pos, "c3-a4")).stack(pos.board().spaceFromName("a4")).size, 3);
    // What the teaching game says: f2-e2 loses the Emperor where c3-a4 keeps it, not the other way.
    QVERIFY(ai::emperorLostInsteadOf(pos, parse(pos, "f2-e2"), parse(pos, "c3-a4")));
    QVERIFY(!ai::emperorLostInsteadOf(pos, parse(pos, "c3-a4"), parse(pos, "f2-e2")));
    QVERIFY(!ai::emperorLostInsteadOf(pos, parse(pos, "f2-e2"), parse(pos, "f2-e3")));
}

void TestEmperorLoss::aCaptiveEmperorIsLostOneInReserveIsNot()
{
    PositionBuilder captive(boardFromRows({"......", "......"}));
    captive.place("a1", 0, 2).place("f2", 1, 1, true).captive(0, 1);
    QVERIFY(ai::emperorLost(captive.position(), 0));

    PositionBuilder reserve(boardFromRows({"......", "......"}));
    reserve.place("a1", 0, 2).place("f2", 1, 1, true); // red's Emperor stays in the reserve
    QVERIFY(reserve.position().player(0).emperorInReserve);
    QVERIFY(!ai::emperorLost(reserve.position(), 0));
}

QTEST_MAIN(TestEmperorLoss)
#include "tst_emperor_loss.moc"
