// Counting a game's record, action by action, with the position each action was taken in.
#include "core/game_summary.h"

#include "core/rules.h"

namespace eko {

std::vector<int> turnNumbers(const Game &game)
{
    std::vector<int> turns(static_cast<size_t>(game.actionCount()));
    int turn = 0;
    for (int k = 0; k < game.actionCount(); ++k) {
        const Position &before = game.positionAt(k);
        if (rules::startsTurn(before, turn))
            ++turn;
        turns[static_cast<size_t>(k)] = before.phase() == Phase::EmperorSwap ? 0 : turn;
    }
    return turns;
}

std::vector<int> turnNumbers(const GameTree &tree)
{
    std::vector<int> turns(static_cast<size_t>(tree.idEnd()), 0);
    std::vector<int> begun(static_cast<size_t>(tree.idEnd()), 0); // turns begun up to and with the node
    std::vector<NodeId> stack{GameTree::root()};
    while (!stack.empty()) {
        const NodeId parent = stack.back();
        stack.pop_back();
        const Position &before = tree.position(parent);
        const int soFar = begun[static_cast<size_t>(parent)];
        for (NodeId node : tree.children(parent)) {
            const int turn = rules::startsTurn(before, soFar) ? soFar + 1 : soFar;
            begun[static_cast<size_t>(node)] = turn;
            turns[static_cast<size_t>(node)] = before.phase() == Phase::EmperorSwap ? 0 : turn;
            stack.push_back(node);
        }
    }
    return turns;
}

std::vector<PlayerSummary> summarize(const Game &game)
{
    std::vector<PlayerSummary> out(static_cast<size_t>(game.positionAt(0).playerCount()));
    const std::vector<int> turns = turnNumbers(game);
    for (int k = 0; k < game.actionCount(); ++k) {
        const Position &before = game.positionAt(k);
        const Action &action = game.actions()[static_cast<size_t>(k)];
        PlayerSummary &s = out[static_cast<size_t>(before.toMove())];
        if (turns[static_cast<size_t>(k)] > (k > 0 ? turns[static_cast<size_t>(k - 1)] : 0))
            ++s.turns;
        switch (action.kind) {
        case ActionKind::Attack: {
            ++s.attacks;
            const Stack &target = before.stack(action.to);
            if (target.emperor && target.owner != before.toMove())
                ++s.emperorsCaptured;
            break;
        }
        case ActionKind::Construct: ++s.buildingsBuilt; break;
        case ActionKind::ForcedMarch: ++s.forcedMarches; break;
        case ActionKind::Swap:
        case ActionKind::NoSwap:
        case ActionKind::Move:
        case ActionKind::Reinforce:
        case ActionKind::End:
        case ActionKind::Pass: break;
        }
    }
    return out;
}

} // namespace eko
