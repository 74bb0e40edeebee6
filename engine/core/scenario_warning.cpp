// The warnings of a scenario (see scenario_warning.h for what each one means exactly).
#include "core/scenario_warning.h"

#include "core/rules.h"
#include "core/scenario.h"
#include "core/source_texts.h"

#include <algorithm>
#include <array>

namespace eko {

namespace {

using W = ScenarioWarningCode;

// The desert regions (spaces joined through neighbouring desert spaces), each as its spaces in
// the order found, the regions in the order of their first space.
std::vector<std::vector<SpaceIndex>> desertRegions(const Board &board)
{
    std::vector<std::vector<SpaceIndex>> regions;
    std::vector<char> seen(static_cast<size_t>(board.spaceCount()), 0);
    for (SpaceIndex start = 0; start < board.spaceCount(); ++start) {
        if (seen[start] || board.terrain(start) != Terrain::Desert)
            continue;
        std::vector<SpaceIndex> region{start};
        seen[start] = 1;
        for (size_t i = 0; i < region.size(); ++i)
            for (SpaceIndex n : board.neighbours(region[i]))
                if (!seen[n] && board.terrain(n) == Terrain::Desert) {
                    seen[n] = 1;
                    region.push_back(n);
                }
        regions.push_back(std::move(region));
    }
    return regions;
}

void boardWarnings(const Scenario &sc, const Board &board, std::vector<ScenarioWarning> &out)
{
    const int capitals = board.count(Terrain::Capital);
    if (capitals != sc.players - 1)
        out.push_back(ScenarioWarning{W::CapitalCount, kNoSpace, -1, capitals, sc.players, sc.players - 1});
    for (SpaceIndex site : board.sites()) {
        int deserts = 0;
        for (SpaceIndex n : board.neighbours(site))
            deserts += board.terrain(n) == Terrain::Desert ? 1 : 0;
        if (deserts < 2)
            out.push_back(ScenarioWarning{W::SiteFewDeserts, site, -1, deserts});
    }
    const auto regions = desertRegions(board);
    if (regions.size() > 1) {
        const auto largest = std::max_element(regions.begin(), regions.end(),
                                              [](const auto &a, const auto &b) { return a.size() < b.size(); });
        for (auto r = regions.begin(); r != regions.end(); ++r)
            if (r != largest)
                out.push_back(ScenarioWarning{W::DesertNotConnected, r->front(), -1, static_cast<int>(r->size())});
    }
}

// The stack on `s` can take a step: a neighbour is empty desert, or holds a stack it may regroup with
// or attack. `pos` has the stack's owner to move in the action phase.
bool canStep(const Position &pos, SpaceIndex s)
{
    const Board &board = pos.board();
    for (SpaceIndex n : board.neighbours(s)) {
        if (board.terrain(n) != Terrain::Desert)
            continue;
        if (pos.stack(n).empty() || !rules::check(pos, Action::move(s, n)))
            return true;
    }
    return false;
}

// The player to move in `pos` can construct somewhere, paid by one of `stacks`.
bool canConstruct(const Position &pos, const std::vector<SpaceIndex> &stacks)
{
    std::vector<Action> constructions;
    for (SpaceIndex s : stacks)
        for (SpaceIndex n : pos.board().neighbours(s))
            if (isConstructionSite(pos.board().terrain(n))) {
                rules::legalConstructionsOn(pos, n, constructions);
                if (!constructions.empty())
                    return true;
            }
    return false;
}

void actionWarnings(const Scenario &sc, const Position &start, std::vector<ScenarioWarning> &out)
{
    Position pos = start;
    pos.setPhase(Phase::FirstAction);
    std::vector<std::vector<SpaceIndex>> stacks(static_cast<size_t>(sc.players));
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
        if (!pos.stack(s).empty())
            stacks[static_cast<size_t>(pos.stack(s).owner)].push_back(s);
    for (int p = 0; p < sc.players; ++p) {
        pos.setToMove(p);
        const auto &own = stacks[static_cast<size_t>(p)];
        const bool steps = std::any_of(own.begin(), own.end(), [&pos](SpaceIndex s) { return canStep(pos, s); });
        if (steps)
            continue;
        if (own.empty() || !canConstruct(pos, own))
            out.push_back(ScenarioWarning{W::NoLegalAction, kNoSpace, p, own.empty() ? 1 : 0});
        else
            out.push_back(ScenarioWarning{W::StacksBoxedIn, kNoSpace, p});
    }
}

// Discs in play: on the board, in reserve, and the Emperor held captive (still its owner's disc).
// What is left is what forced marches removed. (Buildings need no such count: supply plus built is
// the setting for everyone, or the scenario has a problem.)
void countWarnings(const Scenario &sc, const Position &pos, std::vector<ScenarioWarning> &out)
{
    std::array<int, kMaxPlayers> discs{};
    for (int p = 0; p < sc.players; ++p)
        discs[p] = pos.discTotal(p) - pos.player(p).removed;
    const int mostDiscs = *std::max_element(discs.begin(), discs.begin() + sc.players);
    for (int p = 0; p < sc.players; ++p)
        if (discs[p] < mostDiscs)
            out.push_back(ScenarioWarning{W::UnequalDiscs, kNoSpace, p, discs[p], mostDiscs});
}

} // namespace

std::vector<ScenarioWarning> scenarioWarnings(const Scenario &sc)
{
    std::vector<ScenarioWarning> out;
    if (!sc.board || sc.board->spaceCount() == 0)
        return out;
    boardWarnings(sc, *sc.board, out);
    if (sc.position && scenarioProblems(sc).empty()) {
        actionWarnings(sc, *sc.position, out);
        countWarnings(sc, *sc.position, out);
    }
    return out;
}

std::string describe(const ScenarioWarning &w, const Board *board)
{
    return describeText(sourceText(w), textValues(w), board);
}

} // namespace eko
