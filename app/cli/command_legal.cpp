// eko-cli legal: every legal action at the end of a game, in notation, sorted by byte value.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/load_file.h"
#include "cli/position_text.h"

#include "core/rules.h"

#include <algorithm>
#include <string>
#include <vector>

namespace eko::cli {

int runLegal(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("legal"), QStringLiteral("GAME"),
                           QStringLiteral("Lists every legal action of the player to move at the end of the game, "
                                          "one per line in canonical notation, sorted by byte value (as LC_ALL=C sort). "
                                          "Prints nothing when the game is over.")};
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("Game file."));
    if (auto stop = parseArguments(parser, spec, args, 1, 1))
        return *stop;
    const std::optional<Game> game = loadGameReporting(spec, parser.positionalArguments().at(0));
    if (!game)
        return ExitFailure;
    const Position &pos = game->current();
    std::vector<std::string> lines;
    for (const Action &a : rules::legalActions(pos))
        lines.push_back(toNotation(a, pos.board()));
    std::sort(lines.begin(), lines.end()); // std::string compares as unsigned bytes, like LC_ALL=C sort
    std::string text;
    for (const std::string &line : lines)
        text += line + '\n';
    printOut(QString::fromStdString(text));
    if (pos.gameOver())
        printErr(QStringLiteral("eko-cli legal: %1: the game is over (%2); no legal action\n")
                     .arg(parser.positionalArguments().at(0), resultText(pos.result())));
    return ExitOk;
}

} // namespace eko::cli
