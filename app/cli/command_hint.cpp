// eko-cli hint: the action a computer player suggests at the end of a game.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/seed_argument.h"
#include "cli/game_io.h"

#include "ai/player.h"

namespace eko::cli {

int runHint(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("hint"), QStringLiteral("GAME [--level L] [--seed S]"),
                           QStringLiteral("Prints, in notation, the action the computer player of the given level "
                                          "(1 to 6, default 6: the strongest) suggests for the player to move at the "
                                          "end of the game. The same seed gives the same suggestion at levels 1 to 5; "
                                          "level 6 also stops at 5 seconds.")};
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("level"), QStringLiteral("Level 1 to 6 (default 6)."), QStringLiteral("L"),
                      QStringLiteral("6")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("Seed of the player's choices (default 1)."),
                      QStringLiteral("S"), QStringLiteral("1")});
    if (auto stop = parseArguments(parser, spec, args, 1, 1))
        return *stop;
    const std::optional<int> level = intOption(parser, QStringLiteral("level"), ai::kMinLevel, ai::kMaxLevel, spec);
    // Without --seed: seed 1 (the default the option names), so that runs repeat.
    const std::optional<SeedArgument> seedArg = seedArgument(parser, spec);
    const std::uint64_t seedValue = seedArg && !seedArg->drawn ? seedArg->seed : 1;
    const std::uint64_t *seed = seedArg ? &seedValue : nullptr;
    if (!level || !seed)
        return ExitUsage;
    const std::optional<Game> game = loadGameReporting(spec, parser.positionalArguments().front());
    if (!game)
        return ExitFailure;
    if (game->current().gameOver()) {
        reportError(spec, QStringLiteral("the game is over: there is no action to suggest"));
        return ExitFailure;
    }
    const std::optional<Action> action = ai::makeLevel(*level, *seed)->choose(game->current());
    if (!action) {
        reportError(spec, QStringLiteral("no legal action"));
        return ExitFailure;
    }
    printOut(QString::fromStdString(toNotation(*action, game->current().board())) + QLatin1Char('\n'));
    return ExitOk;
}

} // namespace eko::cli
