// The VP series of a game, read from the positions of its record.
#include "replay/vp_series.h"

#include <algorithm>

namespace eko::ui {

VpSeries::VpSeries(const Game &game)
    : m_actionCount(game.actionCount()), m_goal(game.positionAt(0).settings().victoryPoints)
{
    const int players = game.positionAt(0).playerCount();
    m_vp.assign(players, std::vector<int>(m_actionCount + 1));
    m_steps.resize(players);
    for (int k = 0; k <= m_actionCount; ++k) {
        const Position &pos = game.positionAt(k);
        for (PlayerIndex p = 0; p < players; ++p) {
            const int vp = pos.victoryPoints(p);
            m_vp[p][k] = vp;
            m_highest = std::max(m_highest, vp);
            if (k == 0 || m_vp[p][k - 1] != vp)
                m_steps[p].push_back({k, vp});
            if (k > 0) {
                const bool had = game.positionAt(k - 1).hasPalace(p);
                if (had != pos.hasPalace(p))
                    m_palaces.push_back({k, p, !had});
            }
        }
    }
}

} // namespace eko::ui
