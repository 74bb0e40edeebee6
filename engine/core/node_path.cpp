// Node addresses (core/node_path.h): counted along first children, a branch number at each turn off.
#include "core/node_path.h"

#include <vector>

namespace eko {

std::string nodePath(const GameTree &tree, NodeId node)
{
    if (!tree.contains(node))
        return {};
    const std::vector<NodeId> path = tree.pathTo(node);
    std::string text;
    int along = 0; // actions along the current line since its start (or its branch's first action)
    for (size_t k = 1; k < path.size(); ++k) {
        const std::vector<NodeId> &siblings = tree.children(path[k - 1]);
        if (siblings.front() == path[k]) {
            ++along;
            continue;
        }
        size_t branch = 1;
        while (siblings[branch] != path[k])
            ++branch;
        text += std::to_string(along) + '.' + std::to_string(branch) + '.';
        along = 1;
    }
    return text + std::to_string(along);
}

std::optional<NodeId> findNode(const GameTree &tree, std::string_view path, NodePathError *error)
{
    auto fail = [error](NodePathError::Kind kind, int part, int available, std::string line) -> std::optional<NodeId> {
        if (error)
            *error = {kind, part, available, std::move(line)};
        return std::nullopt;
    };
    std::vector<int> numbers;
    for (size_t start = 0;;) {
        const size_t dot = path.find('.', start);
        const std::string_view part = path.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
        if (part.empty() || part.size() > 9)
            return fail(NodePathError::Kind::NotAPath, static_cast<int>(numbers.size()), 0, {});
        int value = 0;
        for (char c : part) {
            if (c < '0' || c > '9')
                return fail(NodePathError::Kind::NotAPath, static_cast<int>(numbers.size()), 0, {});
            value = value * 10 + (c - '0');
        }
        numbers.push_back(value);
        if (dot == std::string_view::npos)
            break;
        start = dot + 1;
    }
    if (numbers.size() % 2 == 0)
        return fail(NodePathError::Kind::NotAPath, static_cast<int>(numbers.size()), 0, {});

    NodeId at = GameTree::root();
    std::string line;   // the address of the line being counted in ("" the main line)
    std::string prefix; // the address of the current node
    for (size_t i = 0; i < numbers.size(); ++i) {
        const int n = numbers[i];
        const int part = static_cast<int>(i);
        if (i % 2 == 0) {
            // Actions along the line: the main line from the start, a branch from its first action.
            const int done = i == 0 ? 0 : 1;
            if (n < done)
                return fail(NodePathError::Kind::NoAction, part, 0, line);
            int length = done;
            for (NodeId k = at; !tree.children(k).empty(); k = tree.children(k).front())
                ++length;
            if (n > length)
                return fail(NodePathError::Kind::PastTheLine, part, length, line);
            for (int k = done; k < n; ++k)
                at = tree.children(at).front();
            prefix = line.empty() ? std::to_string(n) : line + '.' + std::to_string(n);
        } else {
            const int branches = static_cast<int>(tree.children(at).size()) - 1;
            if (n < 1 || n > branches)
                return fail(NodePathError::Kind::NoSuchBranch, part, branches < 0 ? 0 : branches, prefix);
            at = tree.children(at)[static_cast<size_t>(n)];
            line = prefix + '.' + std::to_string(n);
        }
    }
    return at;
}

} // namespace eko
