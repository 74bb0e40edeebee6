// A game record: actions played after checking them, the position after each, the record's limit.
#include "core/game.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace eko {

int maxGameActions(int spaces)
{
    if (spaces <= 0)
        return kMaxGameActions;
    return static_cast<int>(std::min<std::int64_t>(kMaxGameActions, kMaxGameActionSpaces / spaces));
}

Game::Game(Scenario scenario, std::uint64_t seed, std::vector<std::string> playerNames)
    : m_scenario(std::move(scenario))
    , m_seed(seed)
    , m_names(std::move(playerNames))
{
    m_names.resize(m_scenario.players);
    m_actionLimit = maxGameActions(m_scenario.board ? m_scenario.board->spaceCount() : 0);
    m_positions.push_back(startingPosition(m_scenario, m_seed));
}

std::optional<Rejection> Game::play(const Action &action)
{
    const Position &pos = current();
    const Action a = rules::canonical(pos, action);
    if (auto r = rules::check(pos, a))
        return r;
    if (full())
        return Rejection{RejectionCode::RecordFull, kNoSpace, kNoSpace, m_actionLimit};
    m_positions.push_back(rules::applied(pos, a));
    m_actions.push_back(a);
#if EKO_DEBUG_CHECKS
    if (!m_positions.back().invariantHolds()) {
        std::fprintf(stderr, "eko: discs not accounted for after action %d\n", actionCount());
        std::abort();
    }
#endif
    return std::nullopt;
}

void Game::truncate(int k)
{
    if (k < 0 || k >= static_cast<int>(m_positions.size()))
        return;
    m_actions.resize(k);
    m_positions.resize(k + 1);
}

} // namespace eko
