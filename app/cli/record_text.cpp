// Record text from the engine's turn numbers and translated sentences; a tree's branches and notes
// with the node addresses of core/node_path.h.
#include "cli/record_text.h"

#include "core/game_summary.h"
#include "core/node_path.h"
#include "files/file_problem.h"
#include "text/action_sentence.h"
#include "text/explain.h"

namespace eko::cli {

namespace {

QStringList namesOf(const std::vector<std::string> &names)
{
    QStringList out;
    for (const std::string &name : names)
        out << QString::fromStdString(name);
    return out;
}

// "!" good, "?" bad, "!?" interesting (SGF's and PGN's signs).
QString markSign(ActionMark mark)
{
    switch (mark) {
    case ActionMark::Good: return QStringLiteral("!");
    case ActionMark::Bad: return QStringLiteral("?");
    case ActionMark::Interesting: return QStringLiteral("!?");
    case ActionMark::None: break;
    }
    return {};
}

// Prints lines of a tree: turn headings, one sentence per action, and (`withNotes`) addresses,
// marks, comments and the branches under the action they leave from.
class TreeRecord {
public:
    TreeRecord(const GameTree &tree, bool withNotes)
        : m_tree(tree)
        , m_names(namesOf(tree.playerNames()))
        , m_turns(turnNumbers(tree))
        , m_withNotes(withNotes)
    {
    }

    // `nodes`: consecutive actions (each the parent of the next), printed at `level` of indentation.
    void print(const std::vector<NodeId> &nodes, int level, bool withBranches)
    {
        const QString indent(4 * level, QLatin1Char(' '));
        std::vector<QString> paths;
        qsizetype width = 0;
        if (m_withNotes)
            for (NodeId node : nodes) {
                paths.push_back(QString::fromStdString(nodePath(m_tree, node)));
                width = std::max(width, paths.back().size());
            }
        const Board &board = *m_tree.scenario().board;
        for (size_t k = 0; k < nodes.size();) {
            // One group: the Emperor swap, or one turn (or its end, when a branch starts in it).
            const int turn = m_turns[static_cast<size_t>(nodes[k])];
            size_t end = k;
            QStringList notations;
            while (end < nodes.size() && m_turns[static_cast<size_t>(nodes[end])] == turn) {
                notations << text::displayNotation(m_tree.action(nodes[end]), board) + markSign(m_tree.mark(nodes[end]));
                ++end;
            }
            const NodeId first = nodes[k];
            const NodeId before = m_tree.parent(first);
            const bool goesOn = before != GameTree::root() && m_turns[static_cast<size_t>(before)] == turn;
            const QString heading = turn == 0
                ? text::phaseName(Phase::EmperorSwap)
                : QStringLiteral("%1. %2").arg(QString::number(turn),
                                               text::playerLabel(m_tree.actor(first), m_names.value(m_tree.actor(first))));
            m_out += indent + QStringLiteral("%1: %2%3\n").arg(heading, goesOn ? QStringLiteral("… ") : QString(),
                                                               notations.join(QStringLiteral(", ")));
            for (; k < end; ++k)
                printAction(nodes[k], indent, m_withNotes ? paths[k].leftJustified(width) : QString(), level,
                            withBranches);
        }
    }

    QString text() const { return m_out; }

private:
    void printAction(NodeId node, const QString &indent, const QString &path, int level, bool withBranches)
    {
        const Position &before = m_tree.position(m_tree.parent(node));
        const QString sentence = text::actionSentence(before, m_tree.action(node), m_tree.position(node), m_names);
        if (!m_withNotes) {
            m_out += indent + QStringLiteral("  ") + sentence + QLatin1Char('\n');
            return;
        }
        m_out += indent + QStringLiteral("  ") + path + QStringLiteral("  ") + sentence + QLatin1Char('\n');
        const QString under = indent + QString(path.size() + 4, QLatin1Char(' '));
        if (!m_tree.comment(node).empty())
            for (const QString &line : QString::fromStdString(m_tree.comment(node)).split(QLatin1Char('\n')))
                m_out += under + files::printableText(line) + QLatin1Char('\n');
        if (withBranches)
            printBranchesAfter(node, level + 1);
    }

public:
    // Every branch that leaves after `node` (its children but the first), each with its own branches.
    void printBranchesAfter(NodeId node, int level)
    {
        const std::vector<NodeId> &children = m_tree.children(node);
        for (size_t c = 1; c < children.size(); ++c)
            print(lineFrom(children[c]), level, true);
    }

    // `first` and its first children down to a leaf.
    std::vector<NodeId> lineFrom(NodeId first) const
    {
        std::vector<NodeId> line{first};
        while (!m_tree.children(line.back()).empty())
            line.push_back(m_tree.children(line.back()).front());
        return line;
    }

private:
    const GameTree &m_tree;
    QStringList m_names;
    std::vector<int> m_turns;
    bool m_withNotes;
    QString m_out;
};

} // namespace

QString recordText(const GameTree &tree)
{
    TreeRecord record(tree, tree.hasBranches() || tree.hasNotes());
    record.printBranchesAfter(GameTree::root(), 1); // branches that replace the first action
    if (!tree.children(GameTree::root()).empty())
        record.print(record.lineFrom(tree.children(GameTree::root()).front()), 0, true);
    return record.text();
}

QString recordText(const GameTree &tree, NodeId node)
{
    TreeRecord record(tree, tree.hasBranches() || tree.hasNotes());
    std::vector<NodeId> path = tree.pathTo(node);
    if (!path.empty())
        path.erase(path.begin());
    record.print(path, 0, false);
    return record.text();
}

} // namespace eko::cli
