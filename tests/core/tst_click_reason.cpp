// Why a click on the board does nothing (core/click_reason.h): one test per outcome, and the ranking
// of construction reasons on a site, which a change of order must break.
#include "common/positions.h"
#include "core/click_reason.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {
// b2 is a reg (village or tower); its neighbours are a2, c2, b1, c1, a3, b3. d3 is a chasm.
const std::vector<std::string> kReg{".....", ".r...", "...#.", "....."};

Rejection refusal(const Position &pos, SpaceIndex space, SpaceIndex selected = kNoSpace)
{
    const std::optional<Rejection> r = rules::clickRejection(pos, space, selected);
    if (!r)
        qFatal("the click was not refused");
    return *r;
}
} // namespace

class TestClickReason : public QObject {
    Q_OBJECT
private slots:
    void clickOffTheBoardIsNoSuchSpace();
    void clickAfterTheGameIsGameOver();
    void swapPhaseClickOnAnotherPlayersStackSaysSwapFirst();
    void swapPhaseClickOnOwnDiscWithoutEmperorSaysEmperorNotThere();
    void swapPhaseClickOnOwnEmperorPicksIt();
    void swapPhaseSecondClickOnAnotherPlayersStackSaysNotYourDisc();
    void clickOnOwnStackPicksIt();
    void clickOnEmptyDesertWithoutSelectionSaysNoStack();
    void clickOnEnemyStackWithoutSelectionSaysWhose();
    void clickOnChasmSaysStacksStandOnDesert();
    void clickWithSelectionGivesTheReasonOfThatAction();
    void clickWithSelectionOnLegalTargetIsNoRefusal();
    void siteWithLegalConstructionIsNoRefusal();
    void siteWithoutOwnStackNextToItSaysSo();
    void siteOwnBuildingAlreadyHighestSaysUpgradeNotHigher();
    void siteRanksNotEnoughDiscsAboveNoneInSupply();
    void siteRanksNoStackNextToSiteAboveNoneInSupply();
    void siteRanksPayerNotAdjacentAboveUpgradeNotHigher();
    void constructionRankingFollowsHowFarTheChecksGot();
    void siteTieBetweenEquallyRankedReasonsNamesTheCheapestBuilding();
    void reinforcementClickOnEnemyStackSaysWhose();
    void reinforcementNextToEnemyBuildingSaysSo();
    void reinforcementOnLegalStackIsNoRefusal();
};

void TestClickReason::clickOffTheBoardIsNoSuchSpace()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1).place("e4", 1, 1);
    QCOMPARE(refusal(b, -1).code, RejectionCode::NoSuchSpace);
    QCOMPARE(refusal(b, 999).code, RejectionCode::NoSuchSpace);
}

void TestClickReason::clickAfterTheGameIsGameOver()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1).place("e4", 1, 1).phase(Phase::GameOver);
    QCOMPARE(refusal(b, b.at("a1")).code, RejectionCode::GameOver);
}

void TestClickReason::swapPhaseClickOnAnotherPlayersStackSaysSwapFirst()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1, true).place("c1", 0, 1).place("e4", 1, 1, true).phase(Phase::EmperorSwap);
    QCOMPARE(refusal(b, b.at("e4")).code, RejectionCode::SwapPhase);
    QCOMPARE(refusal(b, b.at("d1")).code, RejectionCode::SwapPhase);
}

void TestClickReason::swapPhaseClickOnOwnDiscWithoutEmperorSaysEmperorNotThere()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1, true).place("c1", 0, 1).place("e4", 1, 1, true).phase(Phase::EmperorSwap);
    QCOMPARE(refusal(b, b.at("c1")), (Rejection{RejectionCode::NotYourEmperor, b.at("c1")}));
}

void TestClickReason::swapPhaseClickOnOwnEmperorPicksIt()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1, true).place("c1", 0, 1).place("e4", 1, 1, true).phase(Phase::EmperorSwap);
    QVERIFY(!rules::clickRejection(b, b.at("a1"), kNoSpace));
    QVERIFY(!rules::clickRejection(b, b.at("c1"), b.at("a1"))); // the swap is legal
    QVERIFY(!rules::clickRejection(b, b.at("a1"), b.at("a1"))); // puts the Emperor back
}

void TestClickReason::swapPhaseSecondClickOnAnotherPlayersStackSaysNotYourDisc()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1, true).place("c1", 0, 1).place("e4", 1, 1, true).phase(Phase::EmperorSwap);
    QCOMPARE(refusal(b, b.at("e4"), b.at("a1")), (Rejection{RejectionCode::SwapTargetNotYours, b.at("a1"), b.at("e4")}));
}

void TestClickReason::clickOnOwnStackPicksIt()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1).place("e1", 0, 4).place("e4", 1, 1);
    QVERIFY(!rules::clickRejection(b, b.at("a1"), kNoSpace));
    // Another stack of one's own while one is chosen: picks it instead (the regroup is too large).
    QVERIFY(!rules::clickRejection(b, b.at("e1"), b.at("a1")));
}

void TestClickReason::clickOnEmptyDesertWithoutSelectionSaysNoStack()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1).place("e4", 1, 1);
    QCOMPARE(refusal(b, b.at("d1")), (Rejection{RejectionCode::NoStack, b.at("d1")}));
}

void TestClickReason::clickOnEnemyStackWithoutSelectionSaysWhose()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1).place("e4", 1, 1);
    QCOMPARE(refusal(b, b.at("e4")), (Rejection{RejectionCode::NotYourStack, b.at("e4"), kNoSpace, 1}));
}

void TestClickReason::clickOnChasmSaysStacksStandOnDesert()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1).place("e4", 1, 1);
    const Rejection r = refusal(b, b.at("d3"));
    QCOMPARE(r.code, RejectionCode::DestinationNotDesert);
    QCOMPARE(r.b, b.at("d3"));
    QCOMPARE(r.n1, static_cast<int>(Terrain::Chasm));
    // With a stack chosen, the move there is what is refused, for the same reason.
    QCOMPARE(refusal(b, b.at("d3"), b.at("a1")).code, RejectionCode::DestinationNotDesert);
}

void TestClickReason::clickWithSelectionGivesTheReasonOfThatAction()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1).place("e4", 1, 3);
    QCOMPARE(refusal(b, b.at("e4"), b.at("a1")).code, RejectionCode::AttackTooStrong);
    PositionBuilder walled(boardFromRows({"..#..", ".##..", "#...."}));
    walled.place("a1", 0, 1).place("e3", 1, 1);
    QCOMPARE(refusal(walled, walled.at("e1"), walled.at("a1")).code, RejectionCode::NoPath);
}

void TestClickReason::clickWithSelectionOnLegalTargetIsNoRefusal()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 2).place("e4", 1, 1);
    QVERIFY(!rules::clickRejection(b, b.at("d1"), b.at("a1")));
    QVERIFY(!rules::clickRejection(b, b.at("e4"), b.at("a1")));
}

void TestClickReason::siteWithLegalConstructionIsNoRefusal()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("c2", 0, 2).place("e4", 1, 1);
    QVERIFY(!rules::clickRejection(b, b.at("b2"), kNoSpace));
    QVERIFY(!rules::clickRejection(b, b.at("b2"), b.at("c2")));
}

void TestClickReason::siteWithoutOwnStackNextToItSaysSo()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("e1", 0, 2).place("a2", 1, 1).place("e4", 1, 1);
    QCOMPARE(refusal(b, b.at("b2")), (Rejection{RejectionCode::NoStackNextToSite, kNoSpace, b.at("b2")}));
}

void TestClickReason::siteOwnBuildingAlreadyHighestSaysUpgradeNotHigher()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("c2", 0, 4).place("e4", 1, 1).build("b2", 0, BuildingType::Tower);
    const Rejection r = refusal(b, b.at("b2"));
    QCOMPARE(r.code, RejectionCode::UpgradeNotHigher);
    QCOMPARE(r.b, b.at("b2"));
}

void TestClickReason::siteRanksNotEnoughDiscsAboveNoneInSupply()
{
    // No village left; a tower costs 2 and the stack next to the site has 1 disc.
    RulesSettings s;
    s.buildingSupply = {0, 3, 1};
    PositionBuilder b(boardFromRows(kReg), 2, s);
    b.place("c2", 0, 1).place("e4", 1, 1);
    const Rejection r = refusal(b, b.at("b2"));
    QCOMPARE(r.code, RejectionCode::NotEnoughDiscs);
    QCOMPARE(r.n2, static_cast<int>(BuildingType::Tower));
}

void TestClickReason::siteRanksNoStackNextToSiteAboveNoneInSupply()
{
    RulesSettings s;
    s.buildingSupply = {0, 3, 1};
    PositionBuilder b(boardFromRows(kReg), 2, s);
    b.place("e1", 0, 3).place("e4", 1, 1);
    QCOMPARE(refusal(b, b.at("b2")).code, RejectionCode::NoStackNextToSite);
}

void TestClickReason::siteRanksPayerNotAdjacentAboveUpgradeNotHigher()
{
    // The chosen stack is far from the site, which holds one's own village: the village cannot
    // replace it, and the tower could, but not paid from there.
    PositionBuilder b(boardFromRows(kReg));
    b.place("e1", 0, 3).place("e4", 1, 1).build("b2", 0, BuildingType::Village);
    const Rejection r = refusal(b, b.at("b2"), b.at("e1"));
    QCOMPARE(r, (Rejection{RejectionCode::PayerNotAdjacent, b.at("e1"), b.at("b2")}));
}

void TestClickReason::constructionRankingFollowsHowFarTheChecksGot()
{
    using C = RejectionCode;
    const std::vector<std::vector<C>> order{
        {C::NotASite, C::TerrainForbids, C::NoStack, C::NotYourStack},
        {C::UpgradeNotHigher, C::ReplaceTooLow},
        {C::NoneInSupply},
        {C::NoStackNextToSite},
        {C::PayerNotAdjacent},
        {C::NotEnoughDiscs},
    };
    for (size_t k = 0; k < order.size(); ++k)
        for (C code : order[k]) {
            QCOMPARE(rules::constructionReasonRank(code), rules::constructionReasonRank(order[k].front()));
            if (k > 0)
                QVERIFY(rules::constructionReasonRank(code) > rules::constructionReasonRank(order[k - 1].front()));
        }
}

void TestClickReason::siteTieBetweenEquallyRankedReasonsNamesTheCheapestBuilding()
{
    // Several constructions refused for reasons of the same rank: the first in building order
    // (village, tower, castle), the cheapest, is the one the message names.
    // On the reg b2, c2 holds red's Emperor alone: neither a village nor a tower can be paid.
    PositionBuilder b(boardFromRows(kReg));
    b.place("c2", 0, 1, true).place("e4", 1, 1);
    QCOMPARE(refusal(b, b.at("b2")),
             (Rejection{RejectionCode::NotEnoughDiscs, b.at("c2"), b.at("b2"), 0, static_cast<int>(BuildingType::Village)}));
    QCOMPARE(refusal(b, b.at("b2"), b.at("c2")).n2, static_cast<int>(BuildingType::Village));
    // On a mesa (tower or castle) next to a single disc: the tower.
    PositionBuilder m(boardFromRows({".....", ".m...", "....."}));
    m.place("c2", 0, 1).place("e3", 1, 1);
    QCOMPARE(refusal(m, m.at("b2")),
             (Rejection{RejectionCode::NotEnoughDiscs, m.at("c2"), m.at("b2"), 1, static_cast<int>(BuildingType::Tower)}));
    // No village and no tower left in the supply: the village.
    RulesSettings s;
    s.buildingSupply = {0, 0, 1};
    PositionBuilder n(boardFromRows(kReg), 2, s);
    n.place("c2", 0, 3).place("e4", 1, 1);
    const Rejection none = refusal(n, n.at("b2"));
    QCOMPARE(none.code, RejectionCode::NoneInSupply);
    QCOMPARE(none.n2, static_cast<int>(BuildingType::Village));
}

void TestClickReason::reinforcementClickOnEnemyStackSaysWhose()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1).place("e4", 1, 1).phase(Phase::Reinforcement);
    QCOMPARE(refusal(b, b.at("e4")).code, RejectionCode::NotYourStack);
    QCOMPARE(refusal(b, b.at("d1")).code, RejectionCode::NoStack);
}

void TestClickReason::reinforcementNextToEnemyBuildingSaysSo()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("c2", 0, 1).place("e4", 1, 1).build("b2", 1, BuildingType::Village).phase(Phase::Reinforcement);
    QCOMPARE(refusal(b, b.at("c2")), (Rejection{RejectionCode::ReinforceNearEnemyBuilding, b.at("c2"), b.at("b2")}));
}

void TestClickReason::reinforcementOnLegalStackIsNoRefusal()
{
    PositionBuilder b(boardFromRows(kReg));
    b.place("a1", 0, 1).place("e4", 1, 1).phase(Phase::AfterAction);
    QVERIFY(!rules::clickRejection(b, b.at("a1"), kNoSpace));
}

QTEST_APPLESS_MAIN(TestClickReason)
#include "tst_click_reason.moc"
