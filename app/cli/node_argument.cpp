// Reading node addresses from the command line (see node_argument.h).
#include "cli/node_argument.h"

#include "core/node_path.h"
#include "files/file_problem.h"

#include <QRegularExpression>

#include <limits>

namespace eko::cli {

QString nodeAddressHelp()
{
    return QStringLiteral("A node is written as 'show --record' prints it: 12 is the position after 12 actions "
                          "of the main line (0 the start), 12.2.3 the third action of the second branch that "
                          "leaves after action 12, 12.2.3.1.1 the first action of the first branch that leaves "
                          "after that one.");
}

std::optional<NodeId> nodeArgument(const GameTree &tree, const QString &text, const QString &option,
                                   const CommandSpec &spec, const QString &path, const QString &unchanged,
                                   int &exitCode)
{
    // A whole number, as --at has always taken: the same limits and the same messages.
    static const QRegularExpression wholeNumber(QStringLiteral("^\\s*[+-]?\\d+\\s*$"));
    if (wholeNumber.match(text).hasMatch()) {
        bool ok = false;
        const int k = text.toInt(&ok, 10);
        if (!ok || k < 0) {
            reportUsageError(spec, QStringLiteral("--%1 takes a whole number from %2 to %3 or a node such as "
                                                  "12.2.3, not '%4'")
                                       .arg(option)
                                       .arg(0)
                                       .arg(std::numeric_limits<int>::max())
                                       .arg(files::printableText(text)));
            exitCode = ExitUsage;
            return std::nullopt;
        }
        const std::vector<NodeId> main = tree.mainLine();
        if (k >= static_cast<int>(main.size())) {
            reportError(spec, QStringLiteral("%1: --%2 %3, but the %4 has only %5 actions%6")
                                  .arg(path, option, QString::number(k),
                                       tree.hasBranches() ? QStringLiteral("main line") : QStringLiteral("game"),
                                       QString::number(main.size() - 1), unchanged));
            exitCode = ExitFailure;
            return std::nullopt;
        }
        return main[static_cast<size_t>(k)];
    }
    NodePathError error;
    if (const std::optional<NodeId> node = findNode(tree, text.toStdString(), &error))
        return node;
    const QString given = QStringLiteral("--%1 %2").arg(option, files::printableText(text));
    const QString line = QString::fromStdString(error.line);
    const QString point = line == QLatin1String("0") ? QStringLiteral("at the start")
                                                     : QStringLiteral("after %1").arg(line);
    QString why;
    switch (error.kind) {
    case NodePathError::Kind::NotAPath:
        reportUsageError(spec, QStringLiteral("%1 is not a node: write 12 for the position after 12 actions of "
                                              "the main line, 12.2.3 for the third action of the second branch "
                                              "that leaves after action 12 ('eko-cli show GAME --record' shows "
                                              "every action's address)")
                                   .arg(given));
        exitCode = ExitUsage;
        return std::nullopt;
    case NodePathError::Kind::PastTheLine:
        why = line.isEmpty() ? QStringLiteral("the main line has only %1 actions").arg(error.available)
                             : QStringLiteral("branch %1 has only %2 action%3")
                                   .arg(line, QString::number(error.available),
                                        error.available == 1 ? QString() : QStringLiteral("s"));
        break;
    case NodePathError::Kind::NoAction:
        why = QStringLiteral("the actions of branch %1 are counted from 1 (%1.1 is its first)").arg(line);
        break;
    case NodePathError::Kind::NoSuchBranch:
        why = error.available == 0 ? QStringLiteral("no branch leaves %1").arg(point)
            : error.available == 1 ? QStringLiteral("only one branch leaves %1: %2.1").arg(point, line)
                                   : QStringLiteral("%1 branches leave %2, numbered from 1")
                                         .arg(QString::number(error.available), point);
        break;
    }
    reportError(spec, QStringLiteral("%1: %2, but %3%4").arg(path, given, why, unchanged));
    exitCode = ExitFailure;
    return std::nullopt;
}

} // namespace eko::cli
