// The random player: a uniformly random legal action.
#include "ai/random_player.h"

#include "core/rules.h"

namespace eko::ai {

namespace {
int livelyWeight(const Action &a)
{
    switch (a.kind) {
    case ActionKind::Construct: return 40;
    case ActionKind::Attack: return 25;
    case ActionKind::Swap: return 1;
    case ActionKind::NoSwap: return 3;
    case ActionKind::ForcedMarch: return 2;
    default: return 1;
    }
}
} // namespace

Action pickRandom(const std::vector<Action> &legal, Random &random, RandomStyle style)
{
    if (style == RandomStyle::Uniform)
        return legal[static_cast<size_t>(random.below(legal.size()))];
    std::uint64_t total = 0;
    for (const Action &a : legal)
        total += static_cast<std::uint64_t>(livelyWeight(a));
    std::uint64_t x = random.below(total);
    for (const Action &a : legal) {
        const auto w = static_cast<std::uint64_t>(livelyWeight(a));
        if (x < w)
            return a;
        x -= w;
    }
    return legal.back();
}

std::optional<Action> RandomPlayer::choose(const Position &pos, SearchControl)
{
    if (m_style == RandomStyle::Uniform)
        return rules::randomLegalAction(pos, m_random);
    rules::legalActions(pos, m_legal);
    if (m_legal.empty())
        return std::nullopt;
    return pickRandom(m_legal, m_random, m_style);
}

} // namespace eko::ai
