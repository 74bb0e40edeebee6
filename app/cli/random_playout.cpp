// A game of uniformly random legal actions from a seed (see random_playout.h).
#include "cli/random_playout.h"

#include "core/rules.h"

namespace eko::cli {

namespace {
// Separates the choice stream from the setup stream that startingPosition() draws from the same seed.
constexpr std::uint64_t kChoiceStream = 0xA5C3'96E1'7B2D'0F48ull;
} // namespace

RandomPlayout::RandomPlayout(const Scenario &scenario, std::uint64_t seed)
    : m_position(startingPosition(scenario, seed))
    , m_player(seed ^ kChoiceStream)
{
}

std::optional<Action> RandomPlayout::choose()
{
    return m_player.choose(m_position);
}

void RandomPlayout::play(const Action &action)
{
    if (m_position.phase() == Phase::FirstAction)
        ++m_turns;
    ++m_actions;
    rules::apply(m_position, action);
}

bool RandomPlayout::step()
{
    const std::optional<Action> action = choose();
    if (action)
        play(*action);
    return action.has_value();
}

} // namespace eko::cli
