// eko-cli play: applies actions in notation to a game, at the end of its main line or from any node of
// its tree, and saves it; nothing is written if one fails.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/load_file.h"
#include "cli/node_argument.h"
#include "cli/position_text.h"

#include "core/node_path.h"
#include "core/rejection.h"
#include "files/file_problem.h"
#include "files/game_tree_file.h"

namespace eko::cli {

namespace {

// The actions as written; "swap" given as three separate arguments is joined into one action.
QStringList actionTexts(const QStringList &arguments)
{
    QStringList texts;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i].trimmed() == QLatin1String("swap") && i + 2 < arguments.size()) {
            texts << QStringLiteral("swap %1 %2").arg(arguments[i + 1], arguments[i + 2]);
            i += 2;
        } else {
            texts << arguments[i];
        }
    }
    return texts;
}

} // namespace

int runPlay(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("play"), QStringLiteral("GAME ACTION... [--from NODE] [-o OUT]"),
                           QStringLiteral("Plays the actions in order at the end of the game (of its main line) and "
                                          "saves it to OUT, or back to GAME. Actions are in the notation of "
                                          "docs/NOTATION.md; quote those with spaces (\"swap c4 e5\"), or give swap "
                                          "and its two spaces as three arguments. If an action is illegal or not "
                                          "notation, its number and the reason are printed, nothing is written, and "
                                          "the exit status is 2. With --from, the actions are played on from NODE "
                                          "instead: an action already played there follows its line, any other "
                                          "starts a branch, and the game is saved with every branch, comment and mark "
                                          "it had (file version 3). ")
                               + nodeAddressHelp()
                               + QStringLiteral(" A node that is not in the game writes nothing (exit status 1; 64 "
                                                "for a text that is no node at all).")};
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("Game file."));
    parser.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("Actions to play, in order."),
                                 QStringLiteral("ACTION..."));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write the game here instead of back to GAME."), QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("from"),
                      QStringLiteral("Play on from NODE (12, 12.2.3: the addresses 'show --record' prints) "
                                     "instead of the end of the main line."),
                      QStringLiteral("NODE")});
    if (auto stop = parseArguments(parser, spec, args, 2, -1))
        return *stop;
    const QString path = parser.positionalArguments().at(0);
    std::optional<LoadedTree> loaded = loadGameTreeReporting(spec, path);
    if (!loaded)
        return ExitFailure;
    GameTree &tree = loaded->tree;
    const bool fromNode = parser.isSet(QStringLiteral("from"));
    NodeId from = tree.mainLine().back();
    if (fromNode) {
        int exitCode = ExitOk;
        const std::optional<NodeId> node = nodeArgument(tree, parser.value(QStringLiteral("from")), QStringLiteral("from"),
                                                        spec, path, QStringLiteral("; nothing written"), exitCode);
        if (!node)
            return exitCode;
        from = *node;
    }
    tree.goTo(from);
    const int actionsBefore = tree.actionCount();
    const QStringList texts = actionTexts(parser.positionalArguments().mid(1));
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const QString where = QStringLiteral("%1: action %2 of %3 ('%4')")
                                  .arg(path, QString::number(i + 1), QString::number(texts.size()), files::printableText(texts[i]));
        const std::optional<Action> action = tree.parse(texts[i].toStdString());
        if (!action) {
            reportError(spec, where + QStringLiteral(": not an action in notation on this board (see docs/NOTATION.md); nothing written"));
            return ExitIllegalAction;
        }
        if (const std::optional<Rejection> rejection = tree.play(*action)) {
            reportError(spec, where + QStringLiteral(" is illegal: ")
                                  + QString::fromStdString(describe(*rejection, tree.currentPosition().board()))
                                  + QStringLiteral(" Nothing written."));
            return ExitIllegalAction;
        }
    }
    const QString output = parser.isSet(QStringLiteral("o")) ? parser.value(QStringLiteral("o")) : path;
    QString error;
    if (!files::saveGameTree(tree, loaded->info.computerLevels, output, &error)) {
        reportError(spec, error); // one sentence naming the file and why
        return ExitFailure;
    }
    const QString played = QStringLiteral("Played %1 action%2")
                               .arg(QString::number(texts.size()), texts.size() == 1 ? QString() : QStringLiteral("s"));
    if (!fromNode) {
        printOut(QStringLiteral("%1; wrote %2 (%3 actions). Now: %4.\n")
                     .arg(played, output, QString::number(tree.depth(tree.current())), situation(tree.currentPosition())));
        return ExitOk;
    }
    const int added = tree.actionCount() - actionsBefore;
    printOut(QStringLiteral("%1 from %2, now at %3 (%4 actions from the start; %5). Wrote %6 (%7 actions in all). "
                            "Now: %8.\n")
                 .arg(played, QString::fromStdString(nodePath(tree, from)),
                      QString::fromStdString(nodePath(tree, tree.current())), QString::number(tree.depth(tree.current())),
                      added == 0 ? QStringLiteral("all of them already there")
                                 : QStringLiteral("%1 new").arg(added),
                      output, QString::number(tree.actionCount()), situation(tree.currentPosition())));
    return ExitOk;
}

} // namespace eko::cli
