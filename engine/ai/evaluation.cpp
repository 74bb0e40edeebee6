// The evaluation terms (see docs/AI.md for the reasons behind each weight).
#include "ai/evaluation.h"

#include "core/desert_region.h"

#include <algorithm>
#include <cmath>

namespace eko::ai {

namespace {

constexpr double kPerVictoryPoint = 10.0;
constexpr double kPalace = 25.0;
constexpr double kPerVictoryPointWithPalace = 4.0; // extra: with a palace, points are nearer a win
constexpr double kDiscOnBoard = 4.0;
constexpr double kDiscInReserve = 1.5;
constexpr double kPerStack = 0.8;
constexpr double kEmperorInReserve = -4.0;
constexpr double kEmperorCaptive = -20.0;
constexpr double kEmperorAttacked = -25.0;
constexpr double kAttackedDisc = -2.0;     // half of a disc's worth on the board
constexpr double kThreatenedEnemyDisc = 0.7;
constexpr double kBuilderNextToSite = 1.0; // a stack that can build on an adjacent site
constexpr double kRewardScale = 40.0;      // advantage that gives a reward of about 0.73

bool attackAllowed(const Stack &a, const Stack &t, int limit)
{
    return t.size < a.size || (a.emperor && t.size == a.size) || (a.size == 1 && t.size == limit);
}

} // namespace

Threats threats(const Position &pos)
{
    Threats out;
    const Board &board = pos.board();
    if (!board.fitsSpaceSet())
        return out;
    const int limit = pos.settings().stackLimit;
    const SpaceSet occupied = pos.stackSet();
    const SpaceSet emptyDesert = board.desertSet() - occupied;
    // Regions of empty desert and the stacks next to each.
    std::array<SpaceSet, SpaceSet::kCapacity> regions, borders;
    int count = 0;
    SpaceSet unlabelled = emptyDesert;
    while (!unlabelled.empty()) {
        const DesertRegion region = desertRegion(board, emptyDesert, unlabelled.first());
        unlabelled -= region.spaces;
        regions[count] = region.spaces;
        borders[count] = region.touched & occupied;
        ++count;
    }
    occupied.forEach([&](SpaceIndex from) {
        const Stack &mine = pos.stack(from);
        const SpaceSet &around = board.neighbourSet(from);
        SpaceSet enter = around & occupied;
        for (int k = 0; k < count; ++k)
            if (regions[k].intersects(around))
                enter |= borders[k];
        enter -= pos.stackSet(mine.owner);
        enter.forEach([&](SpaceIndex to) {
            const Stack &target = pos.stack(to);
            if (!attackAllowed(mine, target, limit))
                return;
            out.discsThreatened[mine.owner] += target.size;
            if (!out.attacked.contains(to)) {
                out.attacked.insert(to);
                out.discsAttacked[target.owner] += target.size;
                out.emperorAttacked[target.owner] = out.emperorAttacked[target.owner] || target.emperor;
            }
        });
    });
    return out;
}

Scores evaluate(const Position &pos)
{
    Scores s{};
    const int n = pos.playerCount();
    if (pos.gameOver()) {
        const PlayerIndex w = pos.result().winner;
        for (int p = 0; p < n; ++p)
            s[p] = w == kNoPlayer ? 0.0 : (p == w ? kWinScore : -kWinScore);
        return s;
    }
    const Threats t = threats(pos);
    const Board &board = pos.board();
    for (PlayerIndex p = 0; p < n; ++p) {
        if (pos.isOut(p)) {
            s[p] = -kWinScore / 2;
            continue;
        }
        const PlayerState &ps = pos.player(p);
        const int vp = pos.victoryPoints(p);
        double v = kPerVictoryPoint * vp;
        if (pos.hasPalace(p))
            v += kPalace + kPerVictoryPointWithPalace * vp;
        v += kDiscOnBoard * pos.discsOnBoard(p) + kDiscInReserve * ps.reserve + kPerStack * pos.stackCount(p);
        if (ps.emperorInReserve)
            v += kEmperorInReserve;
        if (pos.emperorCaptor(p) != kNoPlayer)
            v += kEmperorCaptive;
        // Threats matter most to the side that cannot answer them first.
        const double exposure = pos.toMove() == p ? 0.4 : 1.0;
        v += exposure * (kAttackedDisc * t.discsAttacked[p] + (t.emperorAttacked[p] ? kEmperorAttacked : 0.0));
        v += (pos.toMove() == p ? 1.0 : 0.4) * kThreatenedEnemyDisc * t.discsThreatened[p];
        if (board.fitsSpaceSet()) {
            int builders = 0;
            pos.stackSet(p).forEach([&](SpaceIndex st) {
                const Stack &stack = pos.stack(st);
                if (stack.size - (stack.emperor ? 1 : 0) > 0 && board.neighbourSet(st).intersects(board.siteSet()))
                    ++builders;
            });
            v += kBuilderNextToSite * builders;
        }
        s[p] = v;
    }
    return s;
}

double advantage(const Scores &scores, int players, PlayerIndex p)
{
    double best = -1e18;
    for (int q = 0; q < players; ++q)
        if (q != p)
            best = std::max(best, scores[q]);
    return scores[p] - best;
}

Scores rewards(const Position &pos)
{
    Scores r{};
    const int n = pos.playerCount();
    if (pos.gameOver()) {
        const PlayerIndex w = pos.result().winner;
        for (int p = 0; p < n; ++p)
            r[p] = w == kNoPlayer ? 1.0 / n : (p == w ? 1.0 : 0.0);
        return r;
    }
    const Scores s = evaluate(pos);
    for (int p = 0; p < n; ++p)
        r[p] = 1.0 / (1.0 + std::exp(-advantage(s, n, p) / kRewardScale));
    return r;
}

} // namespace eko::ai
