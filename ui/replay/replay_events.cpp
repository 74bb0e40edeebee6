// Finding the events of a record (see replay_events.h).
#include "replay/replay_events.h"

#include <algorithm>

namespace eko::ui {

namespace {

// The captive Emperors everybody holds, as one number: it changes when one is taken or given back.
unsigned captiveSets(const Position &pos)
{
    unsigned sets = 0;
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p)
        sets |= static_cast<unsigned>(pos.player(p).captives) << (8 * p);
    return sets;
}

} // namespace

bool isReplayEvent(const Game &game, int k, ReplayEvent event)
{
    if (k < 0 || k >= game.actionCount())
        return false;
    const Action &action = game.actions()[static_cast<size_t>(k)];
    const Position &before = game.positionAt(k);
    const Position &after = game.positionAt(k + 1);
    switch (event) {
    case ReplayEvent::Attack: return action.kind == ActionKind::Attack;
    case ReplayEvent::Construction: return action.kind == ActionKind::Construct;
    case ReplayEvent::Palace:
        for (PlayerIndex p = 0; p < before.playerCount(); ++p)
            if (before.hasPalace(p) != after.hasPalace(p))
                return true;
        return false;
    case ReplayEvent::Emperor: return captiveSets(before) != captiveSets(after);
    }
    return false;
}

std::optional<int> nextReplayEvent(const Game &game, int actions, int current, ReplayEvent event)
{
    // The position after action k is k + 1: the next one after `current` is played from `current` on.
    for (int k = std::max(current, 0); k < actions; ++k)
        if (isReplayEvent(game, k, event))
            return k + 1;
    return std::nullopt;
}

std::optional<int> previousReplayEvent(const Game &game, int actions, int current, ReplayEvent event)
{
    for (int k = std::min(current, actions) - 2; k >= 0; --k)
        if (isReplayEvent(game, k, event))
            return k + 1;
    return std::nullopt;
}

} // namespace eko::ui
