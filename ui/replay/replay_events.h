// The moments of a record a replay jumps to: an attack, a construction, a palace that stands or
// falls, an Emperor captured or given back in an exchange. Read from the positions of the record.
#pragma once

#include "core/game.h"

#include <optional>

namespace eko::ui {

enum class ReplayEvent { Attack, Construction, Palace, Emperor };
inline constexpr ReplayEvent kReplayEvents[] = {ReplayEvent::Attack, ReplayEvent::Construction, ReplayEvent::Palace,
                                                ReplayEvent::Emperor};

// Whether action k (0-based: the one played from positionAt(k)) is such an event.
bool isReplayEvent(const Game &game, int k, ReplayEvent event);

// The position (number of actions) right after the next event after position `current`, or the
// previous one before it; nothing when there is none that way. `actions`: the actions replayed
// (the record may hold more, undone ones aside).
std::optional<int> nextReplayEvent(const Game &game, int actions, int current, ReplayEvent event);
std::optional<int> previousReplayEvent(const Game &game, int actions, int current, ReplayEvent event);

} // namespace eko::ui
