// eko-cli match: computer players against each other, seats rotated, with wins, draws and lengths.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/saved_games.h"
#include "cli/seed_argument.h"

#include "ai/player.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/scenario.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <memory>
#include <vector>

namespace eko::cli {

namespace {

// The 95% Wilson score interval of a proportion, as fractions.
std::pair<double, double> wilson(int successes, int trials)
{
    if (trials == 0)
        return {0.0, 1.0};
    const double z = 1.96, n = trials, p = successes / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

QString percent(double fraction) { return QString::number(fraction * 100.0, 'f', 1) + QLatin1Char('%'); }

// "2000" (iterations), "500ms" or "2s" (time), or both joined by ',': "2000,5s".
std::optional<ai::Budget> parseBudget(const QString &text)
{
    ai::Budget budget;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        if (part.endsWith(QLatin1String("ms"))) {
            const int ms = part.chopped(2).toInt(&ok);
            if (!ok || ms <= 0 || ms > 3'600'000)
                return std::nullopt;
            budget.time = std::chrono::milliseconds(ms);
        } else if (part.endsWith(QLatin1Char('s'))) {
            const double s = part.chopped(1).toDouble(&ok);
            if (!ok || s <= 0 || s > 3600)
                return std::nullopt;
            budget.time = std::chrono::milliseconds(static_cast<long long>(s * 1000));
        } else {
            const int n = part.toInt(&ok);
            if (!ok || n <= 0)
                return std::nullopt;
            budget.iterations = n;
        }
    }
    return budget;
}

} // namespace

int runMatch(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("match"),
                           QStringLiteral("--ai A,B[,C,D] [--players N] [--games K] [--seed S] [--budget B] [--max-actions N] [--save-games DIR]"),
                           QStringLiteral("Plays computer players against each other on the standard board and prints "
                                          "the wins of each player with a 95% interval, the draws and the average game "
                                          "length. Players: random, greedy, mcts, level1 ... level6, one per seat (the "
                                          "same name may take several seats; its wins are added up; with fewer names "
                                          "than seats the last name takes the rest). Seats rotate from "
                                          "game to game, so every player starts from every seat. Game k is set up from "
                                          "seed S + k and the players' choices follow from it, so a match with an "
                                          "iteration budget can be repeated exactly. The rules end most games, but "
                                          "two players can go on taking and giving back forever: a game still going "
                                          "after --max-actions actions is stopped and counted as a draw (the table says "
                                          "how many). A progress line is written to standard error. With "
                                          "--save-games every game is also written as a game file, the players "
                                          "named after the computer players of their seats, to replay in eko.")};
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("ai"), QStringLiteral("The players, comma-separated, one per seat."), QStringLiteral("A,B")});
    parser.addOption({QStringLiteral("players"), QStringLiteral("Number of players: 2, 3 or 4 (default: as many as --ai names)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("games"), QStringLiteral("Number of games (default 10)."), QStringLiteral("K"),
                      QStringLiteral("10")});
    addSeedOption(parser, QStringLiteral("Seed of the first game (default 1)"));
    parser.addOption({QStringLiteral("budget"), QStringLiteral("Budget of the mcts player: iterations (2000), a time "
                                                               "(500ms, 2s) or both (2000,2s). Levels keep their own."),
                      QStringLiteral("B")});
    parser.addOption({QStringLiteral("threads"), QStringLiteral("Threads of the mcts player: 1 or 2 (default 1)."),
                      QStringLiteral("T"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("max-actions"),
                      QStringLiteral("Stop a game after this many actions and count it as a draw (default: %1, the "
                                     "most a game file of the standard board holds).")
                          .arg(kMaxGameActions),
                      QStringLiteral("N"), QString::number(kMaxGameActions)});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object instead of the table.")});
    addSaveGamesOption(parser);
    if (auto stop = parseArguments(parser, spec, args, 0, 0))
        return *stop;

    QStringList names = parser.value(QStringLiteral("ai")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (names.isEmpty()) {
        reportError(spec, QStringLiteral("--ai names the players, e.g. --ai greedy,random"));
        return ExitUsage;
    }
    int players = static_cast<int>(names.size());
    if (parser.isSet(QStringLiteral("players"))) {
        const std::optional<int> n = intOption(parser, QStringLiteral("players"), kMinPlayers, kMaxPlayers, spec);
        if (!n)
            return ExitUsage;
        players = *n;
    }
    // Fewer names than seats: the last name takes the remaining seats ("--players 4 --ai mcts,greedy").
    while (names.size() < players)
        names << names.last();
    if (players < kMinPlayers || players > kMaxPlayers || names.size() != players) {
        reportError(spec, QStringLiteral("--ai must name 2 to 4 players, at most one per seat (%1 names for %2 seats)")
                              .arg(names.size())
                              .arg(players));
        return ExitUsage;
    }
    const std::optional<int> games = intOption(parser, QStringLiteral("games"), 1, 1'000'000, spec);
    const std::optional<SeedArgument> given = seedArgument(parser, spec, 1);
    const std::optional<int> threads = intOption(parser, QStringLiteral("threads"), 1, 2, spec);
    const std::optional<int> maxActions = intOption(parser, QStringLiteral("max-actions"), 1, kMaxGameActions, spec);
    if (!games || !given || !threads || !maxActions)
        return ExitUsage;
    const std::uint64_t *seed = &given->seed;
    bool failed = false;
    const std::optional<SavedGames> saved = SavedGames::fromOption(parser, spec, *games, *seed, failed);
    if (failed)
        return ExitFailure;
    ai::Budget budget;
    if (parser.isSet(QStringLiteral("budget"))) {
        const std::optional<ai::Budget> b = parseBudget(parser.value(QStringLiteral("budget")));
        if (!b) {
            reportError(spec, QStringLiteral("--budget: '%1' is not iterations (2000), a time (500ms, 2s) or both (2000,2s)")
                                  .arg(parser.value(QStringLiteral("budget"))));
            return ExitUsage;
        }
        budget = *b;
    }
    budget.threads = *threads;
    for (const QString &name : names)
        if (!ai::makePlayer(name.toStdString(), 0, budget)) {
            reportError(spec, QStringLiteral("unknown player '%1' (random, greedy, mcts, level1 ... level6)").arg(name));
            return ExitUsage;
        }

    QStringList distinct;
    for (const QString &name : names)
        if (!distinct.contains(name))
            distinct << name;
    std::vector<int> wins(distinct.size(), 0);
    std::vector<int> seats(distinct.size(), 0); // seats taken per game
    for (const QString &name : names)
        ++seats[distinct.indexOf(name)];
    int draws = 0, stopped = 0;
    long long actions = 0;
    const Scenario scenario = standardScenario(players);
    for (int g = 0; g < *games; ++g) {
        const std::uint64_t gameSeed = *seed + static_cast<std::uint64_t>(g);
        // Seat s is played by names[(s + g) % players]: the seats rotate.
        std::vector<std::unique_ptr<ai::Player>> seated;
        std::vector<int> nameOf;
        for (int s = 0; s < players; ++s) {
            const int k = (s + g) % players;
            seated.push_back(ai::makePlayer(names[k].toStdString(), gameSeed * 8 + static_cast<std::uint64_t>(s) + 1, budget));
            nameOf.push_back(static_cast<int>(distinct.indexOf(names[k])));
        }
        Position pos = startingPosition(scenario, gameSeed);
        int played = 0;
        std::vector<Action> record; // kept only to be saved
        while (!pos.gameOver() && played < *maxActions) {
            const std::optional<Action> action = seated[pos.toMove()]->choose(pos);
            if (!action || rules::check(pos, *action)) {
                reportError(spec, QStringLiteral("game %1: player %2 chose no legal action").arg(g + 1).arg(names[nameOf[pos.toMove()]]));
                return ExitFailure;
            }
            rules::apply(pos, *action);
            ++played;
            if (saved)
                record.push_back(*action);
        }
        if (saved) {
            // Each seat named after its computer player; the levels stay computer seats when opened.
            std::vector<std::string> seatNames;
            files::SeatLevels levels{};
            for (int s = 0; s < players; ++s) {
                const QString &name = names[(s + g) % players];
                seatNames.push_back(name.toStdString());
                if (name.startsWith(QLatin1String("level")))
                    levels[static_cast<size_t>(s)] = name.mid(5).toInt();
            }
            if (!saved->save(spec, g, scenario, gameSeed, record, std::move(seatNames), levels))
                return ExitFailure;
        }
        actions += played;
        stopped += pos.gameOver() ? 0 : 1;
        if (pos.result().winner == kNoPlayer)
            ++draws;
        else
            ++wins[nameOf[pos.result().winner]];
        QString progress = QStringLiteral("\rgame %1/%2:").arg(g + 1).arg(*games);
        for (qsizetype k = 0; k < distinct.size(); ++k)
            progress += QStringLiteral(" %1 %2").arg(distinct[k]).arg(wins[k]);
        printErr(progress + QStringLiteral(", draws %1 ").arg(draws));
    }
    printErr(QStringLiteral("\n"));
    if (saved)
        printErr(QStringLiteral("games written to %1\n").arg(saved->folder()));

    const double average = static_cast<double>(actions) / *games;
    if (parser.isSet(QStringLiteral("json"))) {
        QString winsText;
        for (qsizetype k = 0; k < distinct.size(); ++k)
            winsText += QStringLiteral("%1\"%2\": %3").arg(k ? QStringLiteral(", ") : QString(), distinct[k]).arg(wins[k]);
        printOut(QStringLiteral("{\"games\": %1, \"wins\": {%2}, \"draws\": %3, \"averageActions\": %4}\n")
                     .arg(*games)
                     .arg(winsText)
                     .arg(draws)
                     .arg(QString::number(average, 'f', 1)));
        return ExitOk;
    }
    QString text = QStringLiteral("Match: %1 games, %2 players, seeds %3 to %4, seats rotated\n")
                       .arg(*games)
                       .arg(players)
                       .arg(*seed)
                       .arg(*seed + static_cast<std::uint64_t>(*games - 1));
    for (qsizetype k = 0; k < distinct.size(); ++k) {
        const auto [low, high] = wilson(wins[k], *games);
        text += QStringLiteral("  %1: %2 wins (%3; 95% interval %4 to %5)%6\n")
                    .arg(distinct[k].leftJustified(8))
                    .arg(wins[k])
                    .arg(percent(static_cast<double>(wins[k]) / *games), percent(low), percent(high),
                         seats[k] > 1 ? QStringLiteral(", %1 seats a game").arg(seats[k]) : QString());
    }
    text += QStringLiteral("  draws   : %1%2\n  average length: %3 actions\n")
                .arg(draws)
                .arg(stopped ? QStringLiteral(" (%1 stopped at %2 actions)").arg(stopped).arg(*maxActions) : QString())
                .arg(QString::number(average, 'f', 1));
    printOut(text);
    return ExitOk;
}

} // namespace eko::cli
