// RULES §3: seeded setup — random placement, first player, Emperor swap; the random source itself.
#include "common/positions.h"
#include "core/random.h"

#include <QtTest>
#include <set>

using namespace eko;
using namespace eko::testing;

namespace {
Scenario smallScenario(int players, int discs)
{
    Scenario sc;
    sc.players = players;
    sc.settings.discsPerPlayer = discs;
    sc.board = boardFromRows({".....", ".o.C.", ".....", "..#..", "....."});
    return sc;
}
} // namespace

class TestRulesSetup : public QObject {
    Q_OBJECT
private slots:
    void randomSourceIsSplitMix64();
    void randomRangesAreOurOwnMapping();
    void everyDiscIsPlacedOnADesertSpace();
    void standardSetupFillsEveryDesertSpace();
    void sameSeedGivesTheSameGame();
    void knownSeedGivesAKnownSetup();
    void firstPlayerIsDrawnAtRandom();
    void emperorSwapGoesInTurnOrderFromTheFirstPlayer();
    void emperorSwapExchangesEmperorAndDisc();
    void emperorSwapOnlyWithYourOwnDiscs();
    void emperorSwapMovesTheEmperorDiscAlone();
};

void TestRulesSetup::randomSourceIsSplitMix64()
{
    // Reference values of SplitMix64 seeded with 0 and 1234567.
    Random zero(0);
    QCOMPARE(zero.next(), 0xE220A8397B1DCDAFull);
    QCOMPARE(zero.next(), 0x6E789E6AA1B965F4ull);
    Random other(1234567);
    QCOMPARE(other.next(), 0x599ED017FB08FC85ull);
}

void TestRulesSetup::randomRangesAreOurOwnMapping()
{
    Random r(7);
    std::array<int, 6> counts{};
    for (int i = 0; i < 60000; ++i) {
        const auto x = r.below(6);
        QVERIFY(x < 6);
        ++counts[x];
    }
    for (int c : counts)
        QVERIFY2(c > 9000 && c < 11000, "a fair die");
}

void TestRulesSetup::everyDiscIsPlacedOnADesertSpace()
{
    const Scenario sc = smallScenario(3, 5);
    QVERIFY(scenarioProblems(sc).empty());
    const Position p = startingPosition(sc, 99);
    for (int player = 0; player < 3; ++player) {
        QCOMPARE(p.discsOnBoard(player), 5);
        QCOMPARE(p.stackCount(player), 5);
        QVERIFY(p.emperorSpace(player) != kNoSpace);
    }
    for (SpaceIndex s = 0; s < p.board().spaceCount(); ++s)
        if (!p.stack(s).empty())
            QCOMPARE(p.board().terrain(s), Terrain::Desert);
    QVERIFY(p.invariantHolds());
    QCOMPARE(p.phase(), Phase::EmperorSwap);
}

void TestRulesSetup::standardSetupFillsEveryDesertSpace()
{
    for (int players = 2; players <= 4; ++players) {
        const Scenario sc = standardScenario(players);
        QVERIFY(scenarioProblems(sc).empty());
        const Position p = startingPosition(sc, 2026);
        for (SpaceIndex s = 0; s < p.board().spaceCount(); ++s)
            QCOMPARE(p.stack(s).empty(), p.board().terrain(s) != Terrain::Desert);
    }
}

void TestRulesSetup::sameSeedGivesTheSameGame()
{
    const Scenario sc = standardScenario(4);
    QVERIFY(startingPosition(sc, 12345) == startingPosition(sc, 12345));
    QVERIFY(!(startingPosition(sc, 12345) == startingPosition(sc, 12346)));
}

void TestRulesSetup::knownSeedGivesAKnownSetup()
{
    // Pinned so that any change of the random mapping (which would change every saved game) is seen.
    const Scenario sc = smallScenario(2, 3);
    const Position p = startingPosition(sc, 42);
    std::string picture;
    for (SpaceIndex s = 0; s < p.board().spaceCount(); ++s) {
        const Stack &st = p.stack(s);
        picture += st.empty() ? '.' : st.emperor ? char('A' + st.owner) : char('a' + st.owner);
    }
    QCOMPARE(QString::fromStdString(picture), QStringLiteral("a.aB.....A....b.........b"));
    QCOMPARE(p.firstPlayer(), 1);
}

void TestRulesSetup::firstPlayerIsDrawnAtRandom()
{
    const Scenario sc = standardScenario(4);
    std::set<int> firsts;
    for (std::uint64_t seed = 0; seed < 64; ++seed) {
        const Position p = startingPosition(sc, seed);
        QCOMPARE(p.toMove(), p.firstPlayer());
        firsts.insert(p.firstPlayer());
    }
    QCOMPARE(int(firsts.size()), 4);
}

void TestRulesSetup::emperorSwapGoesInTurnOrderFromTheFirstPlayer()
{
    const Scenario sc = smallScenario(3, 4);
    Position p = startingPosition(sc, 5);
    const int first = p.firstPlayer();
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(p.phase(), Phase::EmperorSwap);
        QCOMPARE(p.toMove(), (first + k) % 3);
        QVERIFY(!rules::check(p, Action::noSwap()));
        rules::apply(p, Action::noSwap());
    }
    QCOMPARE(p.phase(), Phase::FirstAction);
    QCOMPARE(p.toMove(), first);
}

void TestRulesSetup::emperorSwapExchangesEmperorAndDisc()
{
    const Scenario sc = smallScenario(2, 4);
    Position p = startingPosition(sc, 8);
    const int me = p.toMove();
    const SpaceIndex emperor = p.emperorSpace(me);
    const auto list = rules::legalActions(p);
    QCOMPARE(int(list.size()), 1 + 3); // decline, or swap with each of 3 other discs
    const Action swap = list.back();
    QCOMPARE(swap.kind, ActionKind::Swap);
    QCOMPARE(swap.from, emperor);
    rules::apply(p, swap);
    QCOMPARE(p.emperorSpace(me), swap.to);
    QCOMPARE(p.stack(emperor).owner, me);
    QVERIFY(!p.stack(emperor).emperor);
    QVERIFY(p.invariantHolds());
}

void TestRulesSetup::emperorSwapOnlyWithYourOwnDiscs()
{
    const Scenario sc = smallScenario(2, 4);
    const Position p = startingPosition(sc, 8);
    const int me = p.toMove();
    const SpaceIndex emperor = p.emperorSpace(me);
    SpaceIndex theirs = kNoSpace;
    for (SpaceIndex s = 0; s < p.board().spaceCount(); ++s)
        if (!p.stack(s).empty() && p.stack(s).owner != me)
            theirs = s;
    QCOMPARE(rules::check(p, Action::swap(emperor, theirs))->code, RejectionCode::SwapTargetNotYours);
    QCOMPARE(rules::check(p, Action::swap(theirs, emperor))->code, RejectionCode::NotYourEmperor);
}

void TestRulesSetup::emperorSwapMovesTheEmperorDiscAlone()
{
    // RULES §3: in a scenario's swap phase the Emperor may stand in a stack of several discs; the
    // swap moves the Emperor disc alone, so stack sizes do not change.
    PositionBuilder b(boardFromRows({".....", ".....", "....."}));
    b.place("b2", 0, 3, true).place("e3", 0, 1).place("a1", 1, 1, true).phase(Phase::EmperorSwap);
    const SpaceIndex b2 = b.at("b2"), e3 = b.at("e3");
    QVERIFY(listed(b, "swap b2 e3"));
    const Position out = rules::applied(b, Action::swap(b2, e3));
    QCOMPARE(out.stack(b2), (Stack{0, 3, false}));
    QCOMPARE(out.stack(e3), (Stack{0, 1, true}));
    QCOMPARE(out.emperorSpace(0), e3);
    QVERIFY(out.invariantHolds());
    // And back: the lone Emperor swaps into the 3-disc stack.
    Position p = out;
    p.setPhase(Phase::EmperorSwap);
    p.setToMove(0);
    rules::apply(p, Action::swap(e3, b2));
    QCOMPARE(p.stack(b2), (Stack{0, 3, true}));
    QCOMPARE(p.stack(e3), (Stack{0, 1, false}));
    QVERIFY(p.invariantHolds());
}

QTEST_APPLESS_MAIN(TestRulesSetup)
#include "tst_rules_setup.moc"
