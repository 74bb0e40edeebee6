// Actions a player can take, and their canonical notation (docs/NOTATION.md).
#pragma once

#include "core/board.h"
#include "core/terrain.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace eko {

enum class ActionKind : std::uint8_t {
    Swap,        // "swap c4 e5": Emperor on `from` exchanges places with the disc on `to`
    NoSwap,      // "noswap"
    Move,        // "c4-e5": simple move or regroup
    Attack,      // "c4xe5": attack, kamikaze included
    Construct,   // "T@d3/c4": building on site `to`, paid by the stack on `from`
    ForcedMarch, // "march"
    Reinforce,   // "c4+2": `count` discs onto the stack on `to`
    End,         // "end": decline the forced march when no reinforcement is possible
    Pass,        // "pass": no legal action
};

struct Action {
    ActionKind kind = ActionKind::Pass;
    SpaceIndex from = kNoSpace;
    SpaceIndex to = kNoSpace;
    BuildingType building = BuildingType::Village;
    std::uint8_t count = 0;

    static Action swap(SpaceIndex emperor, SpaceIndex disc) { return {ActionKind::Swap, emperor, disc}; }
    static Action noSwap() { return {ActionKind::NoSwap}; }
    static Action move(SpaceIndex from, SpaceIndex to) { return {ActionKind::Move, from, to}; }
    static Action attack(SpaceIndex from, SpaceIndex to) { return {ActionKind::Attack, from, to}; }
    static Action construct(BuildingType b, SpaceIndex site, SpaceIndex payer)
    {
        return {ActionKind::Construct, payer, site, b};
    }
    static Action forcedMarch() { return {ActionKind::ForcedMarch}; }
    static Action reinforce(SpaceIndex stack, int count)
    {
        return {ActionKind::Reinforce, kNoSpace, stack, BuildingType::Village, static_cast<std::uint8_t>(count)};
    }
    static Action end() { return {ActionKind::End}; }
    static Action pass() { return {ActionKind::Pass}; }

    friend bool operator==(const Action &a, const Action &b);
};

// Canonical text of an action on the given board.
std::string toNotation(const Action &a, const Board &board);
// Parses canonical text; also accepts '-' where 'x' is canonical (the result is then a Move,
// which the rules read as the attack it names when the target holds an enemy stack).
// Surrounding white space is ignored. Returns nothing when the text is not an action on this board.
std::optional<Action> parseNotation(std::string_view text, const Board &board);

} // namespace eko
