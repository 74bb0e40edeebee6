// One mapping from an action to the mark of its target space, for the chosen stack's reach and for
// the hint alike: move, regroup, attack, kamikaze, construction, reinforcement, Emperor swap.
#include "common/positions.h"
#include "look/highlight.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;
using namespace eko::ui;

class TestHighlight : public QObject {
    Q_OBJECT
private slots:
    void everyActionWithATargetHasItsMark();
};

void TestHighlight::everyActionWithATargetHasItsMark()
{
    PositionBuilder b(boardFromRows({".......", "..o....", "......."}), 2);
    b.place("a1", 0, 3, true).place("b1", 0, 1).place("d1", 1, 2, true).place("a3", 1, 4);
    const Position &pos = b;
    auto mark = [&pos](const std::string &text) { return highlightOf(pos, parse(pos, text)); };
    QCOMPARE(mark("a1-a2"), Highlight::Move);
    QCOMPARE(mark("a1-b1"), Highlight::Regroup);
    QCOMPARE(mark("a1xd1"), Highlight::Attack);
    QCOMPARE(mark("b1xa3"), Highlight::Kamikaze); // one disc against a full stack
    QCOMPARE(highlightOf(pos, Action::construct(BuildingType::Village, pos.board().spaceFromName("c2"),
                                                pos.board().spaceFromName("b1"))),
             Highlight::Construct);
    QCOMPARE(highlightOf(pos, Action::reinforce(pos.board().spaceFromName("a1"), 1)), Highlight::Reinforce);
    QCOMPARE(highlightOf(pos, Action::swap(pos.board().spaceFromName("a1"), pos.board().spaceFromName("b1"))),
             Highlight::Swap);
    for (const Action &none : {Action::noSwap(), Action::forcedMarch(), Action::end(), Action::pass()})
        QVERIFY(!highlightOf(pos, none));
}

QTEST_APPLESS_MAIN(TestHighlight)
#include "tst_highlight.moc"
