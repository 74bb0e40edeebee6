// eko-cli new: a new game on the standard board or a scenario, saved with its seed.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/game_io.h"
#include "cli/position_text.h"
#include "cli/seed_argument.h"

#include "core/rules_settings.h"

namespace eko::cli {

int runNew(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("new"), QStringLiteral("--players N [--seed S] [--scenario FILE] -o GAME"),
                           QStringLiteral("Starts a game and saves it: every disc placed at random from the seed, the "
                                          "first player drawn, the Emperor swap next (a scenario with an exact position "
                                          "starts from that position). Without --seed a random seed is drawn and printed. "
                                          "With --scenario the scenario's player count applies; --players may then be "
                                          "left out, and must match it if given.")};
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("players"), QStringLiteral("Number of players: 2, 3 or 4."), QStringLiteral("N")});
    addSeedOption(parser, QStringLiteral("Seed of the setup"));
    parser.addOption({QStringLiteral("scenario"), QStringLiteral("Scenario file to start from."), QStringLiteral("FILE")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Game file to write."),
                      QStringLiteral("GAME")});
    if (auto stop = parseArguments(parser, spec, args, 0, 0))
        return *stop;
    if (!parser.isSet(QStringLiteral("o"))) {
        reportError(spec, QStringLiteral("-o GAME is required: where should the game be written?"));
        return ExitUsage;
    }
    std::optional<int> players;
    if (parser.isSet(QStringLiteral("players"))) {
        players = intOption(parser, QStringLiteral("players"), kMinPlayers, kMaxPlayers, spec);
        if (!players)
            return ExitUsage;
    }
    Scenario scenario;
    if (parser.isSet(QStringLiteral("scenario"))) {
        const QString path = parser.value(QStringLiteral("scenario"));
        std::optional<Scenario> loaded = loadScenarioReporting(spec, path);
        if (!loaded)
            return ExitFailure;
        if (players && *players != loaded->players) {
            reportError(spec, QStringLiteral("%1: the scenario is for %2 players, not %3 (--players)")
                                  .arg(path, QString::number(loaded->players), QString::number(*players)));
            return ExitUsage;
        }
        scenario = std::move(*loaded);
    } else {
        if (!players) {
            reportError(spec, QStringLiteral("--players N is required without --scenario"));
            return ExitUsage;
        }
        scenario = standardScenario(*players);
    }
    const std::optional<SeedArgument> seed = seedArgument(parser, spec); // printed below with the file written
    if (!seed)
        return ExitUsage;
    const Game game(std::move(scenario), seed->seed);
    const QString output = parser.value(QStringLiteral("o"));
    if (!saveGameReporting(spec, game, output))
        return ExitFailure;
    printOut(QStringLiteral("Wrote %1: %2 players, seed %3; %4.\n")
                 .arg(output, QString::number(game.scenario().players), QString::number(seed->seed), situation(game.current())));
    return ExitOk;
}

} // namespace eko::cli
