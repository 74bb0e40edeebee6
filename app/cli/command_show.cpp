// eko-cli show: the position after some or all actions of a game (or at any node of its tree), or its
// record, as text.
#include "cli/board_text.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/load_file.h"
#include "cli/node_argument.h"
#include "cli/position_text.h"
#include "cli/record_text.h"
#include "cli/translation.h"

#include "core/node_path.h"
#include "core/rules.h"
#include "files/file_problem.h"

namespace eko::cli {

int runShow(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("show"), QStringLiteral("GAME [--at NODE] [--record [--lang CODE]]"),
                           QStringLiteral("Shows the position after the first K actions of a game (default: all), "
                                          "or at any NODE of a game with branches: the board, the phase, the player "
                                          "to move, every player's holdings, the last action and the result if the "
                                          "game is over. With --record, shows the record instead: the numbered "
                                          "turns, each with a sentence for each of its actions, in the language of "
                                          "--lang. A game with branches, comments or marks (a game studied in eko) "
                                          "shows every action's address before its sentence, its mark after its "
                                          "notation (! good, ? bad, !? interesting), its comment on the lines "
                                          "below, and under it, indented, every branch that leaves after it. ")
                               + nodeAddressHelp()};
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("Game file."));
    parser.addOption({QStringLiteral("at"),
                      QStringLiteral("Show the position after K actions (0 = the start), or at NODE (12.2.3)."),
                      QStringLiteral("NODE")});
    parser.addOption({QStringLiteral("record"),
                      QStringLiteral("Show the record (up to NODE: the line from the start to it alone) as "
                                     "numbered turns with a sentence for each action.")});
    parser.addOption({QStringLiteral("lang"),
                      QStringLiteral("Language of the record's sentences: en (default), ko, pt or zh_CN."),
                      QStringLiteral("CODE")});
    if (auto stop = parseArguments(parser, spec, args, 1, 1))
        return *stop;
    const QString path = parser.positionalArguments().at(0);
    const bool record = parser.isSet(QStringLiteral("record"));
    if (parser.isSet(QStringLiteral("lang"))) {
        const QString code = parser.value(QStringLiteral("lang"));
        if (!record) {
            reportUsageError(spec, QStringLiteral("--lang goes with --record"));
            return ExitUsage;
        }
        if (!installTranslation(code)) {
            reportUsageError(spec, QStringLiteral("unknown language '%1'; use en, ko, pt or zh_CN").arg(code));
            return ExitUsage;
        }
    }
    const std::optional<LoadedTree> loaded = loadGameTreeReporting(spec, path);
    if (!loaded)
        return ExitFailure;
    const GameTree &tree = loaded->tree;
    std::optional<NodeId> node;
    if (parser.isSet(QStringLiteral("at"))) {
        int exitCode = ExitOk;
        node = nodeArgument(tree, parser.value(QStringLiteral("at")), QStringLiteral("at"), spec, path, QString(),
                            exitCode);
        if (!node)
            return exitCode;
    }
    if (record) {
        printOut(node ? recordText(tree, *node) : recordText(tree));
        return ExitOk;
    }
    const NodeId at = node.value_or(tree.mainLine().back());
    const Game game = tree.gameTo(at);
    const int k = game.actionCount();
    const int mainLength = static_cast<int>(tree.mainLine().size()) - 1;
    const Position &pos = game.current();
    QString text = QStringLiteral("Game: %1 (%2, %3 players, seed %4)\n")
                       .arg(path, files::printableText(QString::fromStdString(game.scenario().name)),
                            QString::number(game.scenario().players), QString::number(game.seed()));
    if (tree.onMainLine(at))
        text += QStringLiteral("Position after %1 of %2 actions\n").arg(k).arg(mainLength);
    else
        text += QStringLiteral("Position at %1, in a branch: after %2 actions from the start\n")
                    .arg(QString::fromStdString(nodePath(tree, at)))
                    .arg(k);
    text += QStringLiteral("Last action: %1\n").arg(k > 0 ? actionLine(game, k - 1) : QStringLiteral("none"));
    text += QStringLiteral("Phase: %1\n").arg(phaseName(pos.phase()));
    if (pos.gameOver())
        text += QStringLiteral("Result: %1\n").arg(resultText(pos.result()));
    else
        text += QStringLiteral("To move: %1\n").arg(colourName(pos.toMove()));
    text += QStringLiteral("Turns without progress: %1 (a draw at %2)\n")
                .arg(pos.quietTurns())
                .arg(rules::quietTurnsToDraw(pos));
    text += QLatin1Char('\n') + boardText(pos) + QLatin1Char('\n') + boardLegend() + QLatin1Char('\n');
    text += QStringLiteral("Players (reserve: discs waiting off the board; removed: lost to forced marches):\n");
    text += playersTable(pos);
    printOut(text);
    return ExitOk;
}

} // namespace eko::cli
