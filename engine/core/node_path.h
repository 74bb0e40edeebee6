// The address of a node of the game tree as a person reads and types it (eko-cli show --record,
// play --from): "12" is the position after 12 actions of the main line (0 the start), "12.2.3" the
// third action of the second branch that leaves after action 12, "12.2.3.1.1" the first action of
// the first branch that leaves after that one. Branches at one point are numbered from 1 in the
// tree's order (children() after the first, which is the line going on).
#pragma once

#include "core/game_tree.h"

#include <optional>
#include <string>
#include <string_view>

namespace eko {

// The address of `node` ("" if it is not a node of the tree).
std::string nodePath(const GameTree &tree, NodeId node);

// Why a text names no node. `part` is the 0-based index of the number at fault among the
// dot-separated ones; `available` how many there are where it points (actions of that line, or
// branches at that point); `line` the address of the line it counts in ("" for the main line, else
// a branch such as "12.2") or of the point where branches leave ("12").
struct NodePathError {
    enum class Kind : std::uint8_t {
        NotAPath,     // not whole numbers separated by dots, an even count of them, or a number too long
        PastTheLine,  // more actions than the line has
        NoAction,     // 0 actions into a branch (its actions count from 1)
        NoSuchBranch, // branch 0, or more than leave at that point
    };
    Kind kind = Kind::NotAPath;
    int part = 0;
    int available = 0;
    std::string line;
};

// The node `path` names, or nothing (and *error says why).
std::optional<NodeId> findNode(const GameTree &tree, std::string_view path, NodePathError *error = nullptr);

} // namespace eko
