// Whether an action leaves its player's Emperor to be taken (see emperor_loss.h).
#include "ai/emperor_loss.h"

#include "core/rules.h"

namespace eko::ai {

bool emperorLost(const Position &pos, PlayerIndex p)
{
    if (pos.emperorCaptor(p) != kNoPlayer)
        return true;
    const SpaceIndex emperor = pos.emperorSpace(p);
    if (emperor == kNoSpace || pos.gameOver())
        return false;
    for (PlayerIndex q = 0; q < pos.playerCount(); ++q) {
        if (q == p || pos.isOut(q))
            continue;
        // q's own action phase in this position: the stacks as they stand now.
        Position asQ = rules::atTurnStart(pos);
        asQ.setToMove(q);
        for (const Action &a : rules::legalActions(asQ))
            if (a.kind == ActionKind::Attack && a.to == emperor)
                return true;
    }
    return false;
}

bool losesEmperor(const Position &before, const Action &action)
{
    return emperorLost(rules::applied(before, action), before.toMove());
}

bool emperorLostInsteadOf(const Position &before, const Action &played, const Action &better)
{
    if (!losesEmperor(before, played))
        return false;
    const Position after = rules::applied(before, better);
    return !after.gameOver() && !emperorLost(after, before.toMove());
}

} // namespace eko::ai
