// Helpers for tests of the game as a tree (core/game_tree.h): the tree written as one line of text,
// to compare two trees whole, and the legal actions that no child of the current node took, to
// start a branch there.
#pragma once

#include "core/game_tree.h"
#include "core/rules.h"

#include <optional>
#include <string>
#include <vector>

namespace eko::testing {

// The legal actions of the tree's current position that none of the current node's children took.
inline std::vector<Action> untakenActions(const GameTree &tree)
{
    std::vector<Action> untaken;
    for (const Action &a : rules::legalActions(tree.currentPosition())) {
        bool taken = false;
        for (NodeId child : tree.children(tree.current()))
            taken |= tree.action(child) == a;
        if (!taken)
            untaken.push_back(a);
    }
    return untaken;
}

// One of them (the `which`-th, counted round), or nothing when every legal action is taken.
inline std::optional<Action> untakenAction(const GameTree &tree, int which = 0)
{
    const std::vector<Action> untaken = untakenActions(tree);
    if (untaken.empty())
        return std::nullopt;
    return untaken[static_cast<size_t>(which) % untaken.size()];
}

// The tree as text: each node's notation, {comment} and !mark, its children in brackets, in order:
// "start(a1-b2{why}!bad(...),c3-c4)".
inline std::string treeShape(const GameTree &tree, NodeId node = GameTree::root())
{
    static const char *const marks[kActionMarkCount] = {"", "good", "bad", "interesting"};
    std::string s = node == GameTree::root() ? std::string("start") : tree.notation(node);
    if (!tree.comment(node).empty())
        s += "{" + tree.comment(node) + "}";
    if (tree.mark(node) != ActionMark::None)
        s += std::string("!") + marks[static_cast<int>(tree.mark(node))];
    if (!tree.children(node).empty()) {
        s += "(";
        for (NodeId c : tree.children(node))
            s += treeShape(tree, c) + (c == tree.children(node).back() ? "" : ",");
        s += ")";
    }
    return s;
}

} // namespace eko::testing
