// Actions and their notation: writing an action, and reading one back on a board (docs/NOTATION.md).
#include "core/action.h"

#include <charconv>

namespace eko {

bool operator==(const Action &a, const Action &b)
{
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case ActionKind::Swap:
    case ActionKind::Move:
    case ActionKind::Attack: return a.from == b.from && a.to == b.to;
    case ActionKind::Construct: return a.from == b.from && a.to == b.to && a.building == b.building;
    case ActionKind::Reinforce: return a.to == b.to && a.count == b.count;
    case ActionKind::NoSwap:
    case ActionKind::ForcedMarch:
    case ActionKind::End:
    case ActionKind::Pass: return true;
    }
    return false;
}

std::string toNotation(const Action &a, const Board &board)
{
    switch (a.kind) {
    case ActionKind::Swap: return "swap " + board.spaceName(a.from) + ' ' + board.spaceName(a.to);
    case ActionKind::NoSwap: return "noswap";
    case ActionKind::Move: return board.spaceName(a.from) + '-' + board.spaceName(a.to);
    case ActionKind::Attack: return board.spaceName(a.from) + 'x' + board.spaceName(a.to);
    case ActionKind::Construct:
        return std::string(1, buildingLetter(a.building)) + '@' + board.spaceName(a.to) + '/' + board.spaceName(a.from);
    case ActionKind::ForcedMarch: return "march";
    case ActionKind::Reinforce: return board.spaceName(a.to) + '+' + std::to_string(a.count);
    case ActionKind::End: return "end";
    case ActionKind::Pass: return "pass";
    }
    return {};
}

namespace {

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// Length of the space name at the start of s (letters then digits), 0 if none.
size_t spaceNameLength(std::string_view s)
{
    size_t i = 0;
    while (i < s.size() && s[i] >= 'a' && s[i] <= 'z')
        ++i;
    const size_t letters = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9')
        ++i;
    return (letters == 0 || i == letters) ? 0 : i;
}

} // namespace

std::optional<Action> parseNotation(std::string_view text, const Board &board)
{
    const std::string_view s = trimmed(text);
    if (s == "noswap")
        return Action::noSwap();
    if (s == "march")
        return Action::forcedMarch();
    if (s == "end")
        return Action::end();
    if (s == "pass")
        return Action::pass();
    if (s.substr(0, 5) == "swap ") {
        std::string_view rest = trimmed(s.substr(5));
        const size_t n = spaceNameLength(rest);
        if (n == 0 || n >= rest.size() || rest[n] != ' ')
            return std::nullopt;
        const SpaceIndex a = board.spaceFromName(rest.substr(0, n));
        const SpaceIndex b = board.spaceFromName(trimmed(rest.substr(n)));
        if (a == kNoSpace || b == kNoSpace)
            return std::nullopt;
        return Action::swap(a, b);
    }
    if (s.size() >= 2 && s[1] == '@' && (s[0] == 'V' || s[0] == 'T' || s[0] == 'C')) {
        const BuildingType b = s[0] == 'V' ? BuildingType::Village
                             : s[0] == 'T' ? BuildingType::Tower
                                           : BuildingType::Castle;
        const std::string_view rest = s.substr(2);
        const size_t slash = rest.find('/');
        if (slash == std::string_view::npos)
            return std::nullopt;
        const SpaceIndex site = board.spaceFromName(rest.substr(0, slash));
        const SpaceIndex payer = board.spaceFromName(rest.substr(slash + 1));
        if (site == kNoSpace || payer == kNoSpace)
            return std::nullopt;
        return Action::construct(b, site, payer);
    }
    const size_t n = spaceNameLength(s);
    if (n == 0 || n >= s.size())
        return std::nullopt;
    const SpaceIndex from = board.spaceFromName(s.substr(0, n));
    if (from == kNoSpace)
        return std::nullopt;
    const char sep = s[n];
    const std::string_view rest = s.substr(n + 1);
    if (sep == '+') {
        int count = 0;
        const auto [ptr, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), count);
        if (ec != std::errc() || ptr != rest.data() + rest.size() || count < 1 || count > 99 || rest[0] == '+')
            return std::nullopt;
        return Action::reinforce(from, count);
    }
    if (sep != '-' && sep != 'x')
        return std::nullopt;
    const SpaceIndex to = board.spaceFromName(rest);
    if (to == kNoSpace)
        return std::nullopt;
    return sep == 'x' ? Action::attack(from, to) : Action::move(from, to);
}

} // namespace eko
