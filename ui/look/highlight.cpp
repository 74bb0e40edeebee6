// The one mapping from an action to the mark of its target space.
#include "look/highlight.h"

#include "core/rules.h"

namespace eko::ui {

std::optional<Highlight> highlightOf(const Position &pos, const Action &action)
{
    switch (action.kind) {
    case ActionKind::Swap: return Highlight::Swap;
    case ActionKind::Move: return pos.stack(action.to).empty() ? Highlight::Move : Highlight::Regroup;
    case ActionKind::Attack: return rules::isKamikaze(pos, action) ? Highlight::Kamikaze : Highlight::Attack;
    case ActionKind::Construct: return Highlight::Construct;
    case ActionKind::Reinforce: return Highlight::Reinforce;
    default: return std::nullopt;
    }
}

} // namespace eko::ui
