// eko-cli show: the position after some or all actions of a game, as text.
#include "cli/board_text.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/load_file.h"
#include "cli/position_text.h"
#include "cli/record_text.h"
#include "cli/translation.h"

#include "core/rules.h"
#include "files/file_problem.h"

#include <limits>

namespace eko::cli {

int runShow(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("show"), QStringLiteral("GAME [--at K] [--record [--lang CODE]]"),
                           QStringLiteral("Shows the position after the first K actions of a game (default: all): "
                                          "the board, the phase, the player to move, every player's holdings, the "
                                          "last action and the result if the game is over. With --record, shows "
                                          "the record instead: the numbered turns, each with a sentence for each "
                                          "of its actions, in the language of --lang.")};
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("Game file."));
    parser.addOption({QStringLiteral("at"), QStringLiteral("Show the position after K actions (0 = the start)."),
                      QStringLiteral("K")});
    parser.addOption({QStringLiteral("record"),
                      QStringLiteral("Show the record up to K as numbered turns with a sentence for each action.")});
    parser.addOption({QStringLiteral("lang"),
                      QStringLiteral("Language of the record's sentences: en (default), ko, pt or zh_CN."),
                      QStringLiteral("CODE")});
    if (auto stop = parseArguments(parser, spec, args, 1, 1))
        return *stop;
    const QString path = parser.positionalArguments().at(0);
    std::optional<int> at;
    if (parser.isSet(QStringLiteral("at"))) {
        at = intOption(parser, QStringLiteral("at"), 0, std::numeric_limits<int>::max(), spec);
        if (!at)
            return ExitUsage;
    }
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
    const std::optional<Game> game = loadGameReporting(spec, path);
    if (!game)
        return ExitFailure;
    const int k = at.value_or(game->actionCount());
    if (k > game->actionCount()) {
        reportError(spec, QStringLiteral("%1: --at %2, but the game has only %3 actions")
                              .arg(path, QString::number(k), QString::number(game->actionCount())));
        return ExitFailure;
    }
    if (record) {
        printOut(recordText(*game, k));
        return ExitOk;
    }
    const Position &pos = game->positionAt(k);
    QString text = QStringLiteral("Game: %1 (%2, %3 players, seed %4)\n")
                       .arg(path, files::printableText(QString::fromStdString(game->scenario().name)),
                            QString::number(game->scenario().players), QString::number(game->seed()));
    text += QStringLiteral("Position after %1 of %2 actions\n").arg(k).arg(game->actionCount());
    text += QStringLiteral("Last action: %1\n").arg(k > 0 ? actionLine(*game, k - 1) : QStringLiteral("none"));
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
