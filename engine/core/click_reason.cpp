// Why a click on the board does nothing: each phase names the action the click could mean and
// lets rules::check() say why it is refused; on a construction site the reasons are ranked.
#include "core/click_reason.h"

#include "core/rules.h"

#include <vector>

namespace eko::rules {

int constructionReasonRank(RejectionCode code)
{
    switch (code) {
    case RejectionCode::UpgradeNotHigher:
    case RejectionCode::ReplaceTooLow: return 1;
    case RejectionCode::NoneInSupply: return 2;
    case RejectionCode::NoStackNextToSite: return 3;
    case RejectionCode::PayerNotAdjacent: return 4;
    case RejectionCode::NotEnoughDiscs: return 5;
    default: return 0;
    }
}

namespace {

bool ownStack(const Position &pos, SpaceIndex s)
{
    return s != kNoSpace && pos.stack(s).owner == pos.toMove();
}

// A click on a construction site: the constructions it could mean are those paid by the chosen
// stack, or by any stack of the player next to the site when none is chosen.
std::optional<Rejection> siteRejection(const Position &pos, SpaceIndex site, SpaceIndex selected)
{
    std::vector<Action> legal;
    legalConstructionsOn(pos, site, legal);
    if (!legal.empty())
        return std::nullopt;
    const Board &board = pos.board();
    std::vector<SpaceIndex> payers;
    if (ownStack(pos, selected))
        payers.push_back(selected);
    else
        for (SpaceIndex n : board.neighbours(site))
            if (ownStack(pos, n))
                payers.push_back(n);
    std::optional<Rejection> best;
    auto consider = [&best](const Rejection &r) {
        if (!best || constructionReasonRank(r.code) > constructionReasonRank(best->code))
            best = r;
    };
    for (BuildingType b : kBuildingTypes) {
        if (!terrainAllows(board.terrain(site), b))
            continue;
        if (payers.empty()) {
            // Refused for the building itself, or for want of a stack next to the site.
            const std::optional<Rejection> r = check(pos, Action::construct(b, site, site));
            const bool forWantOfStack = r && (r->code == RejectionCode::NoStack || r->code == RejectionCode::NotYourStack);
            consider(forWantOfStack || !r ? Rejection{RejectionCode::NoStackNextToSite, kNoSpace, site} : *r);
            continue;
        }
        for (SpaceIndex payer : payers)
            if (const std::optional<Rejection> r = check(pos, Action::construct(b, site, payer)))
                consider(*r);
    }
    return best ? best : check(pos, Action::construct(BuildingType::Village, site, site));
}

std::optional<Rejection> swapRejection(const Position &pos, SpaceIndex space, SpaceIndex selected)
{
    if (selected != kNoSpace)
        return space == selected ? std::nullopt : check(pos, Action::swap(selected, space));
    if (ownStack(pos, space))
        return pos.stack(space).emperor ? std::nullopt : check(pos, Action::swap(space, space));
    return Rejection{RejectionCode::SwapPhase};
}

std::optional<Rejection> actionRejection(const Position &pos, SpaceIndex space, SpaceIndex selected)
{
    const Terrain terrain = pos.board().terrain(space);
    if (isConstructionSite(terrain))
        return siteRejection(pos, space, selected);
    if (ownStack(pos, space))
        return std::nullopt; // picks (or puts back) a stack
    if (selected != kNoSpace)
        return check(pos, canonical(pos, Action::move(selected, space)));
    if (terrain != Terrain::Desert)
        return Rejection{RejectionCode::DestinationNotDesert, kNoSpace, space, static_cast<int>(terrain)};
    return check(pos, Action::move(space, space)); // no stack, or another player's
}

std::optional<Rejection> reinforcementRejection(const Position &pos, SpaceIndex space)
{
    std::vector<Action> legal;
    legalReinforcementsOf(pos, space, legal);
    if (!legal.empty())
        return std::nullopt;
    return check(pos, Action::reinforce(space, pos.settings().reinforcementMin));
}

} // namespace

std::optional<Rejection> clickRejection(const Position &pos, SpaceIndex space, SpaceIndex selected)
{
    const int spaces = pos.board().spaceCount();
    if (space < 0 || space >= spaces)
        return Rejection{RejectionCode::NoSuchSpace};
    if (selected < 0 || selected >= spaces)
        selected = kNoSpace;
    switch (pos.phase()) {
    case Phase::GameOver: return Rejection{RejectionCode::GameOver};
    case Phase::EmperorSwap: return swapRejection(pos, space, selected);
    case Phase::FirstAction:
    case Phase::SecondAction: return actionRejection(pos, space, selected);
    case Phase::AfterAction:
    case Phase::Reinforcement: return reinforcementRejection(pos, space);
    }
    return Rejection{RejectionCode::GameOver};
}

} // namespace eko::rules
