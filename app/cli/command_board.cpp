// eko-cli board: a random board with the standard counts (RULES §7), written as a scenario file.
#include "cli/board_text.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/seed_argument.h"

#include "core/random_board.h"
#include "files/scenario_file.h"

namespace eko::cli {

int runBoard(const QStringList &args)
{
    const CommandSpec spec{
        QStringLiteral("board"), QStringLiteral("--players N [--seed S] [--symmetric] [--show] -o SCENARIO"),
        QStringLiteral("Makes a random board for N players with the counts of the standard boards (RULES §7): tiles "
                       "of 7 spaces, one capital fewer than the players, the desert connected, every construction "
                       "site next to at least two desert spaces. The same seed gives the same board; without --seed "
                       "a seed is drawn and printed. --symmetric turns the board onto itself by 180° (2 and 4 "
                       "players) or 120° (3 players; the third place of the two capitals' circle is a mesa). The "
                       "scenario (default rules, random setup) is written atomically.")};
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("players"), QStringLiteral("Number of players: 2, 3 or 4."), QStringLiteral("N")});
    addSeedOption(parser, QStringLiteral("Seed of the board"));
    parser.addOption({QStringLiteral("symmetric"), QStringLiteral("Make the board rotationally symmetric.")});
    parser.addOption({QStringLiteral("show"), QStringLiteral("Also print the board as text.")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Scenario file to write."),
                      QStringLiteral("SCENARIO")});
    if (auto stop = parseArguments(parser, spec, args, 0, 0))
        return *stop;
    if (!parser.isSet(QStringLiteral("players"))) {
        reportError(spec, QStringLiteral("--players N is required"));
        return ExitUsage;
    }
    const std::optional<int> players = intOption(parser, QStringLiteral("players"), kMinPlayers, kMaxPlayers, spec);
    if (!players)
        return ExitUsage;
    if (!parser.isSet(QStringLiteral("o"))) {
        reportError(spec, QStringLiteral("-o SCENARIO is required: where should the board be written?"));
        return ExitUsage;
    }
    const std::optional<SeedArgument> seed = seedArgument(parser, spec);
    if (!seed)
        return ExitUsage;
    const RandomBoardOptions options{*players, seed->seed, parser.isSet(QStringLiteral("symmetric"))};
    const Scenario scenario = randomBoardScenario(options);
    const QString output = parser.value(QStringLiteral("o"));
    QString error;
    if (!files::saveScenario(scenario, output, &error)) {
        reportError(spec, error);
        return ExitFailure;
    }
    const Board &board = *scenario.board;
    if (parser.isSet(QStringLiteral("show")))
        printOut(boardText(Position(scenario.board, scenario.settings, scenario.players)) + QLatin1Char('\n'));
    const int sites = static_cast<int>(board.sites().size()) - board.count(Terrain::Capital);
    const int capitals = board.count(Terrain::Capital);
    printOut(QStringLiteral("Wrote %1: %2 board for %3 players, seed %4; %5 spaces: %6 desert, %7, %8 other "
                            "sites, %9 chasms.\n")
                 .arg(output, options.symmetric ? QStringLiteral("symmetric random") : QStringLiteral("random"),
                      QString::number(options.players), QString::number(options.seed),
                      QString::number(board.spaceCount()), QString::number(board.count(Terrain::Desert)),
                      capitals == 1 ? QStringLiteral("1 capital") : QStringLiteral("%1 capitals").arg(capitals),
                      QString::number(sites),
                      QString::number(board.count(Terrain::Chasm))));
    return ExitOk;
}

} // namespace eko::cli
