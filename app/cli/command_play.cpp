// eko-cli play: applies actions in notation to a game and saves it; nothing is written if one fails.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/game_io.h"
#include "cli/position_text.h"

#include "core/rejection.h"
#include "files/file_problem.h"

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
    const CommandSpec spec{QStringLiteral("play"), QStringLiteral("GAME ACTION... [-o OUT]"),
                           QStringLiteral("Plays the actions in order at the end of the game and saves it to OUT, or "
                                          "back to GAME. Actions are in the notation of docs/NOTATION.md; quote those "
                                          "with spaces (\"swap c4 e5\"), or give swap and its two spaces as three "
                                          "arguments. If an action is illegal or not notation, its number and the "
                                          "reason are printed, nothing is written, and the exit status is 2.")};
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("Game file."));
    parser.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("Actions to play, in order."),
                                 QStringLiteral("ACTION..."));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write the game here instead of back to GAME."), QStringLiteral("OUT")});
    if (auto stop = parseArguments(parser, spec, args, 2, -1))
        return *stop;
    const QString path = parser.positionalArguments().at(0);
    std::optional<Game> game = loadGameReporting(spec, path);
    if (!game)
        return ExitFailure;
    const QStringList texts = actionTexts(parser.positionalArguments().mid(1));
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const QString where = QStringLiteral("%1: action %2 of %3 ('%4')")
                                  .arg(path, QString::number(i + 1), QString::number(texts.size()), files::printableText(texts[i]));
        const std::optional<Action> action = game->parse(texts[i].toStdString());
        if (!action) {
            reportError(spec, where + QStringLiteral(": not an action in notation on this board (see docs/NOTATION.md); nothing written"));
            return ExitIllegalAction;
        }
        if (const std::optional<Rejection> rejection = game->play(*action)) {
            reportError(spec, where + QStringLiteral(" is illegal: ")
                                  + QString::fromStdString(describe(*rejection, game->current().board()))
                                  + QStringLiteral(" Nothing written."));
            return ExitIllegalAction;
        }
    }
    const QString output = parser.isSet(QStringLiteral("o")) ? parser.value(QStringLiteral("o")) : path;
    if (!saveGameReporting(spec, *game, output))
        return ExitFailure;
    printOut(QStringLiteral("Played %1 action%2; wrote %3 (%4 actions). Now: %5.\n")
                 .arg(QString::number(texts.size()), texts.size() == 1 ? QString() : QStringLiteral("s"), output,
                      QString::number(game->actionCount()), situation(game->current())));
    return ExitOk;
}

} // namespace eko::cli
