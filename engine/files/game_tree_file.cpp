// Reading and writing the game as a tree (format version 3): the branches, each replayed through
// the rules from where it leaves its line, and the notes (a comment, a mark) on actions.
#include "files/game_tree_file.h"

#include "files/file_io.h"
#include "files/json_document.h"
#include "files/json_reader.h"
#include "files/json_writer.h"
#include "text/explain.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace eko::files {

namespace {

const QStringList &markIds()
{
    static const QStringList ids{QStringLiteral("good"), QStringLiteral("bad"), QStringLiteral("interesting")};
    return ids;
}

// The lines of a tree as files number them: 0 the main line, then each branch in the order it is
// written (pre-order: a branch before the branches that leave it). Each line is its actions' nodes.
struct Lines {
    std::vector<std::vector<NodeId>> nodes;
    struct Branch {
        int line;  // the line it leaves
        int after; // how many of that line's actions come before it
    };
    std::vector<Branch> branches; // branches[i] is line i + 1
};

// The node a branch leaves from: the last of the line's first `after` actions (the start if none).
NodeId forkOf(const Lines &lines, int line, int after)
{
    return after == 0 ? GameTree::root() : lines.nodes[static_cast<size_t>(line)][static_cast<size_t>(after) - 1];
}

// Follows first children from `first` to a leaf.
std::vector<NodeId> lineFrom(const GameTree &tree, NodeId first)
{
    std::vector<NodeId> line{first};
    while (!tree.children(line.back()).empty())
        line.push_back(tree.children(line.back()).front());
    return line;
}

void addBranchesOf(const GameTree &tree, int lineIndex, Lines &lines)
{
    // Copied: the recursion appends to lines.nodes.
    const std::vector<NodeId> line = lines.nodes[static_cast<size_t>(lineIndex)];
    for (size_t k = 0; k < line.size(); ++k) {
        const NodeId fork = k == 0 ? (lineIndex == 0 ? GameTree::root() : kNoNode) : line[k - 1];
        if (fork == kNoNode)
            continue; // a branch's own first node has no siblings of its own line
        const std::vector<NodeId> &children = tree.children(fork);
        for (size_t c = 1; c < children.size(); ++c) {
            lines.nodes.push_back(lineFrom(tree, children[c]));
            lines.branches.push_back({lineIndex, static_cast<int>(k)});
            addBranchesOf(tree, static_cast<int>(lines.nodes.size()) - 1, lines);
        }
    }
}

Lines linesOf(const GameTree &tree)
{
    Lines lines;
    std::vector<NodeId> main = tree.mainLine();
    main.erase(main.begin());
    lines.nodes.push_back(std::move(main));
    addBranchesOf(tree, 0, lines);
    return lines;
}

QString translate(const char *text) { return QCoreApplication::translate("eko::files", text); }

class TreeReader {
public:
    explicit TreeReader(FileProblems &problems)
        : m_read(problems)
    {
    }

    bool read(const QJsonObject &object, GameTree &tree)
    {
        const qsizetype before = m_read.problemCount();
        Lines lines;
        std::vector<NodeId> main = tree.mainLine();
        main.erase(main.begin());
        lines.nodes.push_back(std::move(main));
        if (JsonReader::has(object, QStringLiteral("branches")))
            readBranches(object, tree, lines);
        if (m_read.problemCount() == before && JsonReader::has(object, QStringLiteral("notes")))
            readNotes(object, tree, lines);
        return m_read.problemCount() == before;
    }

private:
    void readBranches(const QJsonObject &object, GameTree &tree, Lines &lines)
    {
        const auto entries = m_read.array(object, QString(), QStringLiteral("branches"), kMaxGameActions);
        if (!entries)
            return;
        for (qsizetype i = 0; i < entries->size(); ++i) {
            const QString at = indexPath(QStringLiteral("branches"), i);
            const auto o = m_read.objectValue(entries->at(i), at);
            if (!o)
                return;
            m_read.unknownFields(*o, at, {"line", "after", "actions"});
            // A branch leaves the main line (0) or a branch written before it (1 to i).
            const auto line = m_read.integer(*o, at, QStringLiteral("line"), 0, static_cast<int>(i));
            if (!line)
                return;
            const int length = static_cast<int>(lines.nodes[static_cast<size_t>(*line)].size());
            // From a branch, at least its first action comes before (else it would leave the line
            // that branch leaves); from any line, at least one action comes after.
            const int least = *line == 0 ? 0 : 1;
            if (length <= least) {
                m_read.problem(fieldPath(at, QStringLiteral("after")),
                               //: %1: a line's number in the file's list of branches (0: the main line).
                               translate("line %1 has no action a branch could replace").arg(*line));
                return;
            }
            const auto after = m_read.integer(*o, at, QStringLiteral("after"), least, length - 1);
            const auto actions = m_read.array(*o, at, QStringLiteral("actions"), kMaxGameActions);
            if (!after || !actions)
                return;
            if (actions->isEmpty()) {
                m_read.problem(fieldPath(at, QStringLiteral("actions")), translate("a branch has at least one action"));
                return;
            }
            const NodeId fork = forkOf(lines, *line, *after);
            if (!tree.goTo(fork))
                return;
            std::vector<NodeId> nodes;
            for (qsizetype k = 0; k < actions->size(); ++k) {
                const QString actionAt = indexPath(fieldPath(at, QStringLiteral("actions")), k);
                const auto played = play(tree, actions->at(k), actionAt, static_cast<int>(k), k == 0);
                if (!played)
                    return;
                nodes.push_back(*played);
            }
            lines.nodes.push_back(std::move(nodes));
            lines.branches.push_back({*line, *after});
        }
    }

    // Plays one action of a branch from the tree's current node; its new node, or nothing (and a problem).
    std::optional<NodeId> play(GameTree &tree, const QJsonValue &value, const QString &at, int k, bool first)
    {
        const auto text = m_read.stringValue(value, at, 100);
        if (!text)
            return std::nullopt;
        const auto action = tree.parse(text->toStdString());
        if (!action) {
            //: %1: the action's number in its branch (from 1); %2: its text in the file.
            m_read.problem(at, translate("action %1 \"%2\" is not an action in Ekö notation on this board")
                                   .arg(k + 1)
                                   .arg(*text));
            return std::nullopt;
        }
        const Action canonical = rules::canonical(tree.currentPosition(), *action);
        for (NodeId child : tree.children(tree.current()))
            if (tree.action(child) == canonical) {
                m_read.problem(at, first ? translate("this action is already played at this point of the line: a "
                                                     "branch begins with another action")
                                         : translate("this action comes twice at this point of the game"));
                return std::nullopt;
            }
        if (const auto rejection = tree.play(*action)) {
            //: %1: the action's number in its branch (from 1); %2: its text; %3: the rules' reason (a sentence).
            m_read.problem(at, translate("action %1 \"%2\" is not legal: %3")
                                   .arg(k + 1)
                                   .arg(*text, text::explainRejection(*rejection, *tree.scenario().board)));
            return std::nullopt;
        }
        return tree.current();
    }

    void readNotes(const QJsonObject &object, GameTree &tree, const Lines &lines)
    {
        const auto entries = m_read.array(object, QString(), QStringLiteral("notes"), kMaxGameActions);
        if (!entries)
            return;
        std::vector<bool> noted(static_cast<size_t>(tree.idEnd()), false);
        for (qsizetype i = 0; i < entries->size(); ++i) {
            const QString at = indexPath(QStringLiteral("notes"), i);
            const auto o = m_read.objectValue(entries->at(i), at);
            if (!o)
                return;
            m_read.unknownFields(*o, at, {"line", "action", "comment", "mark"});
            const auto line
                = m_read.integer(*o, at, QStringLiteral("line"), 0, static_cast<int>(lines.nodes.size()) - 1);
            if (!line)
                return;
            const std::vector<NodeId> &nodes = lines.nodes[static_cast<size_t>(*line)];
            if (nodes.empty()) {
                m_read.problem(fieldPath(at, QStringLiteral("action")), translate("the line has no action to note"));
                return;
            }
            const auto action = m_read.integer(*o, at, QStringLiteral("action"), 1, static_cast<int>(nodes.size()));
            std::optional<QString> comment;
            std::optional<QString> mark;
            if (JsonReader::has(*o, QStringLiteral("comment")))
                comment = m_read.string(*o, at, QStringLiteral("comment"), kMaxCommentLength);
            if (JsonReader::has(*o, QStringLiteral("mark")))
                mark = m_read.choice(*o, at, QStringLiteral("mark"), markIds());
            if (!action)
                return;
            if (!comment && !mark) {
                m_read.problem(at, translate("a note has a comment, a mark, or both"));
                return;
            }
            const NodeId node = nodes[static_cast<size_t>(*action) - 1];
            if (noted[static_cast<size_t>(node)]) {
                m_read.problem(at, translate("this action has a note already"));
                return;
            }
            noted[static_cast<size_t>(node)] = true;
            if (comment)
                tree.setComment(node, comment->toStdString());
            if (mark)
                tree.setMark(node, static_cast<ActionMark>(markIds().indexOf(*mark) + 1));
        }
    }

    JsonReader m_read;
};

// Why the reader would refuse the tree's file besides what saveGame() checks for its main line.
QStringList unreadableNotes(const GameTree &tree)
{
    for (NodeId node = 0; node < tree.idEnd(); ++node)
        if (tree.contains(node) && QString::fromStdString(tree.comment(node)).size() > kMaxCommentLength)
            //: %1: the most characters a comment on an action may have in a file (10000).
            return {translate("a comment is longer than %1 characters").arg(kMaxCommentLength)};
    return {};
}

} // namespace

QString actionMarkId(ActionMark mark)
{
    return mark == ActionMark::None ? QString() : markIds().at(static_cast<int>(mark) - 1);
}

std::optional<GameTree> gameTreeFromObject(const QJsonObject &object, FileProblems &problems, GameFileInfo *info)
{
    std::optional<Game> game = gameFromObject(object, problems, info);
    if (!game)
        return std::nullopt;
    GameTree tree(std::move(*game));
    const NodeId end = tree.current();
    if (!TreeReader(problems).read(object, tree))
        return std::nullopt;
    tree.goTo(end);
    return tree;
}

std::optional<GameTree> gameTreeFromJson(const QByteArray &data, FileProblems &problems, GameFileInfo *info)
{
    const auto object = parseJsonObject(data, problems);
    if (!object)
        return std::nullopt;
    return gameTreeFromObject(*object, problems, info);
}

std::optional<GameTree> loadGameTree(const QString &fileName, FileProblems &problems, GameFileInfo *info)
{
    const auto data = readFileBytes(fileName, problems);
    if (!data)
        return std::nullopt;
    return gameTreeFromJson(*data, problems, info);
}

namespace {

// The JSON of `tree`, whose main line `mainGame` is (replayed once by the caller, who may need it too).
QByteArray treeToJson(const GameTree &tree, const Game &mainGame, const SeatLevels &levels, const QDateTime &saved)
{
    const QByteArray mainLine = gameToJson(mainGame, levels, saved);
    if (!tree.hasBranches() && !tree.hasNotes())
        return mainLine;
    const Lines lines = linesOf(tree);
    QJsonObject root = QJsonDocument::fromJson(mainLine).object();
    QJsonArray branches;
    for (size_t b = 0; b < lines.branches.size(); ++b) {
        QJsonArray actions;
        for (NodeId node : lines.nodes[b + 1])
            actions.append(QString::fromStdString(tree.notation(node)));
        branches.append(QJsonObject{{QStringLiteral("line"), lines.branches[b].line},
                                    {QStringLiteral("after"), lines.branches[b].after},
                                    {QStringLiteral("actions"), actions}});
    }
    QJsonArray notes;
    for (size_t l = 0; l < lines.nodes.size(); ++l)
        for (size_t k = 0; k < lines.nodes[l].size(); ++k) {
            const NodeId node = lines.nodes[l][k];
            if (tree.comment(node).empty() && tree.mark(node) == ActionMark::None)
                continue;
            QJsonObject note{{QStringLiteral("line"), static_cast<int>(l)},
                             {QStringLiteral("action"), static_cast<int>(k) + 1}};
            if (!tree.comment(node).empty())
                note.insert(QStringLiteral("comment"), QString::fromStdString(tree.comment(node)));
            if (tree.mark(node) != ActionMark::None)
                note.insert(QStringLiteral("mark"), actionMarkId(tree.mark(node)));
            notes.append(note);
        }
    if (!branches.isEmpty())
        root.insert(QStringLiteral("branches"), branches);
    if (!notes.isEmpty())
        root.insert(QStringLiteral("notes"), notes);
    root.insert(QStringLiteral("version"), kGameVersionWithTree);
    return writeReadableJson(root);
}

} // namespace

QByteArray gameTreeToJson(const GameTree &tree, const SeatLevels &levels, const QDateTime &saved)
{
    return treeToJson(tree, tree.gameTo(tree.mainLine().back()), levels, saved);
}

bool saveGameTree(const GameTree &tree, const SeatLevels &levels, const QString &fileName, QString *error,
                  const QDateTime &saved)
{
    // The main line replayed once, for the JSON and for the checks of saveGameData().
    const Game mainGame = tree.gameTo(tree.mainLine().back());
    return saveGameTreeData(tree, mainGame, treeToJson(tree, mainGame, levels, saved), fileName, error);
}

bool saveGameTreeData(const GameTree &tree, const Game &mainLine, const QByteArray &data, const QString &fileName,
                      QString *error)
{
    if (const QStringList why = unreadableNotes(tree); !why.isEmpty()) {
        if (error)
            *error = translate("Cannot save “%1”: %2.").arg(QFileInfo(fileName).fileName(), why.join(QStringLiteral("; ")));
        return false;
    }
    return saveGameData(mainLine, data, fileName, error);
}

} // namespace eko::files
