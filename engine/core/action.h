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

// Eight bytes, so that the legal-action lists the rules write and the computer players read stay
// small: spaces are kept in 16 bits (boards have at most kMaxActionSpaces spaces; board files
// allow 10,000).
inline constexpr int kMaxActionSpaces = 32767;

struct Action {
    ActionKind kind = ActionKind::Pass;
    std::int16_t from = kNoSpace;
    std::int16_t to = kNoSpace;
    BuildingType building = BuildingType::Village;
    std::uint8_t count = 0;

    static constexpr Action swap(SpaceIndex emperor, SpaceIndex disc) { return {ActionKind::Swap, space(emperor), space(disc)}; }
    static constexpr Action noSwap() { return {ActionKind::NoSwap}; }
    static constexpr Action move(SpaceIndex from, SpaceIndex to) { return {ActionKind::Move, space(from), space(to)}; }
    static constexpr Action attack(SpaceIndex from, SpaceIndex to) { return {ActionKind::Attack, space(from), space(to)}; }
    static constexpr Action construct(BuildingType b, SpaceIndex site, SpaceIndex payer)
    {
        return {ActionKind::Construct, space(payer), space(site), b};
    }
    static constexpr Action forcedMarch() { return {ActionKind::ForcedMarch}; }
    static constexpr Action reinforce(SpaceIndex stack, int count)
    {
        return {ActionKind::Reinforce, kNoSpace, space(stack), BuildingType::Village, static_cast<std::uint8_t>(count)};
    }
    static constexpr Action end() { return {ActionKind::End}; }
    static constexpr Action pass() { return {ActionKind::Pass}; }
    static constexpr std::int16_t space(SpaceIndex s) { return static_cast<std::int16_t>(s); }

    friend bool operator==(const Action &a, const Action &b);
};
static_assert(sizeof(Action) == 8);

// Canonical text of an action on the given board.
std::string toNotation(const Action &a, const Board &board);
// Parses canonical text; also accepts '-' where 'x' is canonical (the result is then a Move,
// which the rules read as the attack it names when the target holds an enemy stack).
// Surrounding white space is ignored. Returns nothing when the text is not an action on this board.
std::optional<Action> parseNotation(std::string_view text, const Board &board);

} // namespace eko
