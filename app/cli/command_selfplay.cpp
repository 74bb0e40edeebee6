// eko-cli selfplay: random games that check the rules' invariants after every action, with statistics.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/position_text.h"
#include "cli/random_playout.h"
#include "cli/saved_games.h"
#include "cli/seed_argument.h"

#include "core/game.h"
#include "core/rejection.h"

#include <algorithm>
#include <array>
#include <limits>

namespace eko::cli {

namespace {

struct Tally {
    int games = 0;
    std::array<int, 5> byResult{}; // indexed by ResultKind
    int unfinished = 0;            // stopped at the action cap
    std::array<int, kMaxPlayers> winsBySeat{};
    int winsByFirstPlayer = 0;
    long long actions = 0;
    long long turns = 0;
    int shortest = std::numeric_limits<int>::max();
    int longest = 0;

    void add(const RandomPlayout &game)
    {
        ++games;
        const Result &result = game.position().result();
        if (game.over())
            ++byResult[static_cast<size_t>(result.kind)];
        else
            ++unfinished;
        if (result.winner != kNoPlayer) {
            ++winsBySeat[static_cast<size_t>(result.winner)];
            winsByFirstPlayer += result.winner == game.position().firstPlayer() ? 1 : 0;
        }
        actions += game.actions();
        turns += game.turns();
        shortest = std::min(shortest, game.actions());
        longest = std::max(longest, game.actions());
    }
    int count(ResultKind kind) const { return byResult[static_cast<size_t>(kind)]; }
};

// Why the position breaks the disc invariant, one line per player at fault.
QString invariantReport(const Position &pos)
{
    QStringList lines;
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p) {
        const PlayerState &ps = pos.player(p);
        int emperors = (ps.emperorInReserve ? 1 : 0) + pos.discsHeldCaptive(p);
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
            emperors += pos.stack(s).owner == p && pos.stack(s).emperor ? 1 : 0;
        if (!pos.discsAccountedFor(p))
            lines << QStringLiteral("  %1: board %2 + reserve %3 + Emperor in reserve %4 + held captive %5 + removed %6 "
                                    "!= %7 discs")
                         .arg(colourName(p), QString::number(pos.discsOnBoard(p)), QString::number(ps.reserve),
                              QString::number(ps.emperorInReserve ? 1 : 0), QString::number(pos.discsHeldCaptive(p)),
                              QString::number(ps.removed), QString::number(pos.settings().discsPerPlayer));
        if (emperors != 1)
            lines << QStringLiteral("  %1 has %2 Emperors").arg(colourName(p), QString::number(emperors));
    }
    return lines.join(QLatin1Char('\n'));
}

// Plays the game to its end (or the action cap), checking every action the rules list and the
// invariant after it. Returns what went wrong, nothing if all was well.
std::optional<QString> playChecked(RandomPlayout &game, int maxActions, std::vector<Action> &history)
{
    const Board &board = game.position().board();
    while (!game.over() && game.actions() < maxActions) {
        const std::optional<Action> action = game.choose();
        if (!action)
            return QStringLiteral("the rules list no legal action for %1 in the %2 phase, yet the game is not over")
                .arg(colourName(game.position().toMove()), phaseName(game.position().phase()));
        const QString text = QString::fromStdString(toNotation(*action, board));
        if (const std::optional<Rejection> r = rules::check(game.position(), *action))
            return QStringLiteral("the rules list '%1' as legal, but check() refuses it: %2")
                .arg(text, QString::fromStdString(describe(*r, board)));
        const PlayerIndex actor = game.position().toMove();
        game.play(*action);
        history.push_back(*action);
        if (!game.position().invariantHolds())
            return QStringLiteral("the disc invariant is broken after %1 played '%2':\n%3")
                .arg(colourName(actor), text, invariantReport(game.position()));
    }
    if (game.over() && game.position().result().kind == ResultKind::None)
        return QStringLiteral("the game is over without a result");
    return std::nullopt;
}

QString actionList(const std::vector<Action> &actions, const Board &board)
{
    QStringList texts;
    for (const Action &a : actions)
        texts << QString::fromStdString(toNotation(a, board));
    return texts.join(QStringLiteral(", "));
}

QString average(long long total, int count)
{
    return QString::number(count > 0 ? static_cast<double>(total) / count : 0.0, 'f', 1);
}

QString summary(const Tally &tally, int players)
{
    auto line = [](const char *label, int n) {
        return QStringLiteral("  %1 %2\n").arg(QString::fromLatin1(label).leftJustified(24), QString::number(n));
    };
    QString text = QStringLiteral("Results:\n");
    text += line("wins by points:", tally.count(ResultKind::PointsVictory));
    text += line("wins by elimination:", tally.count(ResultKind::EliminationVictory));
    text += line("draws, no discs:", tally.count(ResultKind::DrawNoDiscs));
    text += line("draws, no progress:", tally.count(ResultKind::DrawNoProgress));
    text += line("unfinished (action cap):", tally.unfinished);
    QStringList seats;
    for (PlayerIndex p = 0; p < players; ++p)
        seats << colourName(p) + QLatin1Char(' ') + QString::number(tally.winsBySeat[static_cast<size_t>(p)]);
    text += QStringLiteral("Wins per seat: %1\n").arg(seats.join(QStringLiteral(", ")));
    const int wins = tally.count(ResultKind::PointsVictory) + tally.count(ResultKind::EliminationVictory);
    text += QStringLiteral("Wins by the first player: %1 of %2 won games\n")
                .arg(QString::number(tally.winsByFirstPlayer), QString::number(wins));
    text += QStringLiteral("Average length: %1 turns, %2 actions (shortest game %3 actions, longest %4)\n")
                .arg(average(tally.turns, tally.games), average(tally.actions, tally.games),
                     QString::number(tally.shortest), QString::number(tally.longest));
    text += QStringLiteral("  (a turn is counted at its first action, a pass included; actions are every recorded "
                           "action, the Emperor swap included)\n");
    text += QStringLiteral("Invariant held after all %1 actions.\n").arg(tally.actions);
    return text;
}

} // namespace

int runSelfplay(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("selfplay"),
                           QStringLiteral("--players N --games K [--seed S] [--max-actions M] [--save-games DIR] [-v]"),
                           QStringLiteral("Plays K games of uniformly random legal actions on the standard board. The "
                                          "n-th game uses seed S+n-1 for its setup and its choices, so '--seed <that "
                                          "seed> --games 1' replays it (-v prints every game's seed). After every "
                                          "action the chosen action must pass the rules' check and the disc invariant "
                                          "must hold; otherwise the command stops with a report and exit status 3. "
                                          "Without --seed a random seed is drawn and printed. With --save-games every "
                                          "game is also written as a game file, to replay in eko; a game file holds "
                                          "at most %1 actions, so --max-actions is then at most that.")
                               .arg(kMaxGameActions)};
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("players"), QStringLiteral("Number of players: 2, 3 or 4."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("games"), QStringLiteral("Number of games to play."), QStringLiteral("K")});
    addSeedOption(parser, QStringLiteral("Seed of the first game"));
    parser.addOption({QStringLiteral("max-actions"),
                      QStringLiteral("Stop a game that reaches M actions and count it as unfinished (default 100000; "
                                     "%1 with --save-games).")
                          .arg(kMaxGameActions),
                      QStringLiteral("M")});
    addSaveGamesOption(parser);
    parser.addOption({{QStringLiteral("v"), QStringLiteral("verbose")}, QStringLiteral("Print one line per game.")});
    if (auto stop = parseArguments(parser, spec, args, 0, 0))
        return *stop;
    for (const QString &option : {QStringLiteral("players"), QStringLiteral("games")})
        if (!parser.isSet(option)) {
            reportError(spec, QStringLiteral("--%1 is required").arg(option));
            return ExitUsage;
        }
    const std::optional<int> playerCount = intOption(parser, QStringLiteral("players"), kMinPlayers, kMaxPlayers, spec);
    const std::optional<int> gameCount = playerCount ? intOption(parser, QStringLiteral("games"), 1, 1000000, spec)
                                                     : std::nullopt;
    if (!playerCount || !gameCount)
        return ExitUsage;
    const int players = *playerCount, games = *gameCount;
    // Saved games are game files, which hold at most kMaxGameActions actions.
    const bool saving = parser.isSet(QStringLiteral("save-games"));
    int maxActions = saving ? kMaxGameActions : 100000;
    if (parser.isSet(QStringLiteral("max-actions"))) {
        const std::optional<int> given = intOption(parser, QStringLiteral("max-actions"), 1,
                                                   saving ? kMaxGameActions : std::numeric_limits<int>::max(), spec);
        if (!given)
            return ExitUsage;
        maxActions = *given;
    }
    const std::optional<SeedArgument> given = seedArgument(parser, spec);
    if (!given)
        return ExitUsage;
    const std::uint64_t seed = given->seed;
    bool failed = false;
    const std::optional<SavedGames> saved = SavedGames::fromOption(parser, spec, games, seed, failed);
    if (failed)
        return ExitFailure;
    if (given->drawn)
        printOut(QStringLiteral("seed: %1\n").arg(seed));
    const bool verbose = parser.isSet(QStringLiteral("verbose"));

    printOut(QStringLiteral("Self-play: %1 games, %2 players, seeds %3 to %4, at most %5 actions a game\n")
                 .arg(QString::number(games), QString::number(players), QString::number(seed),
                      QString::number(seed + static_cast<std::uint64_t>(games - 1)), QString::number(maxActions)));
    const Scenario scenario = standardScenario(players);
    Tally tally;
    std::vector<Action> history;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = seed + static_cast<std::uint64_t>(g);
        RandomPlayout game(scenario, gameSeed);
        history.clear();
        if (const std::optional<QString> failure = playChecked(game, maxActions, history)) {
            reportError(spec, QStringLiteral("game %1 (seed %2), after %3 actions: %4\nActions so far: %5\n"
                                             "Replay: eko-cli selfplay --players %6 --games 1 --seed %2")
                                  .arg(QString::number(g + 1), QString::number(gameSeed), QString::number(game.actions()),
                                       *failure, actionList(history, *scenario.board), QString::number(players)));
            return ExitInvariantBroken;
        }
        tally.add(game);
        if (saved && !saved->save(spec, g, scenario, gameSeed, history))
            return ExitFailure;
        if (verbose)
            printOut(QStringLiteral("game %1 (seed %2): %3 after %4 turns, %5 actions\n")
                         .arg(QString::number(g + 1), QString::number(gameSeed),
                              game.over() ? resultText(game.position().result()) : QStringLiteral("unfinished"),
                              QString::number(game.turns()), QString::number(game.actions())));
    }
    printOut(summary(tally, players));
    if (saved)
        printOut(QStringLiteral("Games written to %1\n").arg(saved->folder()));
    return ExitOk;
}

} // namespace eko::cli
