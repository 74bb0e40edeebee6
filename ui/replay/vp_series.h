// The VP of every player after every action of a game, and the moments a player's first palace
// stood or fell: what the VP chart draws, read from the game's record once.
#pragma once

#include "core/game.h"

#include <vector>

namespace eko::ui {

class VpSeries {
public:
    // A moment a player came to hold a palace (gained) or held none any more (lost).
    struct PalaceMoment {
        int action = 0;        // the position after this many actions
        PlayerIndex player = kNoPlayer;
        bool gained = true;
    };
    // Where a player's VP changed: from the position after `action` actions on, it is `vp`.
    struct Step {
        int action = 0;
        int vp = 0;
    };

    VpSeries() = default;
    explicit VpSeries(const Game &game);

    int players() const { return static_cast<int>(m_vp.size()); }
    // Actions in the record; positions run from 0 (the start) to actionCount().
    int actionCount() const { return m_actionCount; }
    // VP of `player` in the position after `k` actions, 0 <= k <= actionCount().
    int vp(PlayerIndex player, int k) const { return m_vp[player][k]; }
    // The highest VP anybody had at any moment.
    int highest() const { return m_highest; }
    // VP that win the game (with a palace), from the scenario.
    int goal() const { return m_goal; }
    // Each player's VP as steps, the first one at action 0.
    const std::vector<Step> &steps(PlayerIndex player) const { return m_steps[player]; }
    const std::vector<PalaceMoment> &palaceMoments() const { return m_palaces; }

private:
    std::vector<std::vector<int>> m_vp;
    std::vector<std::vector<Step>> m_steps;
    std::vector<PalaceMoment> m_palaces;
    int m_actionCount = 0;
    int m_highest = 0;
    int m_goal = 0;
};

} // namespace eko::ui
