// eko-cli bench: legal-action generations per second on mid-game positions, random games per second
// and MCTS iterations per second.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/random_playout.h"
#include "cli/tree_bench.h"

#include "ai/player.h"
#include "core/rules.h"

#include <QElapsedTimer>

#include <array>
#include <ctime>

namespace eko::cli {

namespace {

constexpr qint64 kMeasureNanoseconds = 1'000'000'000; // each measurement takes about a second of CPU time
constexpr size_t kPositionsWanted = 200;
// A position is taken at the first action phase reached after each of these action counts.
constexpr std::array<int, 4> kMarks{30, 40, 50, 60};
constexpr int kActionCap = 100000; // a random game that reaches it is abandoned

bool actionPhase(Phase p) { return p == Phase::FirstAction || p == Phase::SecondAction; }

// Wall-clock and CPU time since start. Rates are given per CPU second, which a busy machine
// disturbs far less than wall-clock time; the wall-clock time is shown beside it.
class Stopwatch {
public:
    Stopwatch() { restart(); }
    void restart()
    {
        m_wall.start();
        m_cpu = std::clock();
    }
    qint64 wallNanoseconds() const { return m_wall.nsecsElapsed(); }
    qint64 cpuNanoseconds() const
    {
        return static_cast<qint64>(static_cast<double>(std::clock() - m_cpu) * 1e9 / CLOCKS_PER_SEC);
    }

private:
    QElapsedTimer m_wall;
    std::clock_t m_cpu;
};

struct Sample {
    std::vector<Position> positions;
    int games = 0;
};

// Mid-game positions from random games with seeds 1, 2, 3, ...
Sample midGamePositions(const Scenario &scenario)
{
    Sample sample;
    for (std::uint64_t seed = 1; sample.positions.size() < kPositionsWanted && seed <= 100000; ++seed) {
        RandomPlayout game(scenario, seed);
        ++sample.games;
        size_t mark = 0;
        while (mark < kMarks.size() && sample.positions.size() < kPositionsWanted && !game.over()) {
            if (game.actions() >= kMarks[mark] && actionPhase(game.position().phase())) {
                sample.positions.push_back(game.position());
                ++mark;
            } else if (!game.step()) {
                break;
            }
        }
    }
    return sample;
}

QString perSecond(double count, qint64 nanoseconds)
{
    return QString::number(nanoseconds > 0 ? count * 1e9 / static_cast<double>(nanoseconds) : 0.0, 'f', 0);
}

QString seconds(qint64 nanoseconds) { return QString::number(static_cast<double>(nanoseconds) / 1e9, 'f', 2); }

// "2.00 s CPU (2.10 s wall-clock)"
QString times(const Stopwatch &watch)
{
    return QStringLiteral("%1 s CPU (%2 s wall-clock)").arg(seconds(watch.cpuNanoseconds()), seconds(watch.wallNanoseconds()));
}

} // namespace

int runBench(const QStringList &args)
{
    const CommandSpec spec{QStringLiteral("bench"), QStringLiteral("[--players N] [--fixed | --tree]"),
                           QStringLiteral("Measures, on one thread, how many legal-action generations "
                                          "(rules::legalActions into a reused vector) run per second over about 200 "
                                          "mid-game positions taken from random games after 30 to 60 actions in an "
                                          "action phase, and how many complete random games run per second. Each "
                                          "measurement takes about a second of CPU time; rates are per CPU second, "
                                          "with the wall-clock time shown beside them (other programs running at the "
                                          "same time stretch it). Then MCTS searches of 500 iterations on the same "
                                          "positions give iterations (playouts) per second. With --tree, measures the game "
                                          "tree instead, at the most actions the record holds (50,000 on the "
                                          "standard board and on 20 x 20 spaces, 2,000 on 100 x 100: the largest "
                                          "trees a game file allows), in many branches: memory in all and per node, "
                                          "the time to go to any node, to replay the line to the deepest one, and to "
                                          "save and load the tree.")};
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("players"), QStringLiteral("Number of players: 2, 3 or 4 (default 2)."),
                      QStringLiteral("N"), QStringLiteral("2")});
    parser.addOption({QStringLiteral("fixed"), QStringLiteral("Fixed work instead of a second each: 100 rounds of "
                                                              "generations and 200 random games (repeatable, e.g. "
                                                              "to count instructions with valgrind).")});
    parser.addOption({QStringLiteral("tree"), QStringLiteral("Measure the game tree at its largest instead: "
                                                             "memory, going to a node, saving and loading.")});
    if (auto stop = parseArguments(parser, spec, args, 0, 0))
        return *stop;
    const std::optional<int> players = intOption(parser, QStringLiteral("players"), kMinPlayers, kMaxPlayers, spec);
    if (!players)
        return ExitUsage;
    if (parser.isSet(QStringLiteral("tree"))) {
        if (parser.isSet(QStringLiteral("fixed"))) {
            reportUsageError(spec, QStringLiteral("--tree and --fixed go separately"));
            return ExitUsage;
        }
        return runTreeBench(spec, *players);
    }
    const Scenario scenario = standardScenario(*players);
    const bool fixed = parser.isSet(QStringLiteral("fixed"));
    constexpr int kFixedRounds = 100;
    constexpr int kFixedGames = 200;

#ifdef __OPTIMIZE__
    const QString optimised = QStringLiteral("optimised build");
#else
    const QString optimised = QStringLiteral("UNOPTIMISED build: figures are not representative");
#endif
    printOut(QStringLiteral("Benchmark: standard %1-player board, one thread, %2\n").arg(QString::number(*players), optimised));

    const Sample sample = midGamePositions(scenario);
    if (sample.positions.empty()) {
        reportError(spec, QStringLiteral("no random game reached an action phase after %1 actions").arg(kMarks.front()));
        return ExitFailure;
    }
    std::vector<Action> legal;
    long long listed = 0;
    for (const Position &pos : sample.positions) { // warm-up, and the average size of the lists
        rules::legalActions(pos, legal);
        listed += static_cast<long long>(legal.size());
    }
    printOut(QStringLiteral("Positions: %1 mid-game positions from %2 random games (seeds 1 to %2), "
                            "%3 legal actions each on average\n")
                 .arg(QString::number(sample.positions.size()), QString::number(sample.games),
                      QString::number(static_cast<double>(listed) / static_cast<double>(sample.positions.size()), 'f', 1)));

    Stopwatch watch;
    long long generations = 0;
    size_t checksum = 0;
    do {
        for (const Position &pos : sample.positions) {
            rules::legalActions(pos, legal);
            checksum += legal.size();
        }
        generations += static_cast<long long>(sample.positions.size());
    } while (fixed ? generations < kFixedRounds * static_cast<long long>(sample.positions.size())
                   : watch.cpuNanoseconds() < kMeasureNanoseconds);
    const qint64 legalTime = watch.cpuNanoseconds();
    QString text = QStringLiteral("Legal-action generation: %1 generations in %2 = %3 generations per CPU second "
                                  "(%4 ns each; %5 actions listed)\n")
                       .arg(QString::number(generations), times(watch), perSecond(static_cast<double>(generations), legalTime),
                            QString::number(static_cast<double>(legalTime) / static_cast<double>(generations), 'f', 0),
                            QString::number(checksum));
    if (*players == 2)
        text += QStringLiteral("  target: at least 1000000 per second on mid-game 2-player positions: %1\n")
                    .arg(static_cast<double>(generations) * 1e9 / static_cast<double>(legalTime) >= 1000000.0
                             ? QStringLiteral("met")
                             : QStringLiteral("NOT met"));
    printOut(text);

    watch.restart();
    int games = 0;
    long long actions = 0;
    int abandoned = 0;
    std::uint64_t seed = 1'000'000;
    do {
        RandomPlayout game(scenario, seed++);
        while (!game.over() && game.actions() < kActionCap && game.step()) {
        }
        abandoned += game.over() ? 0 : 1;
        ++games;
        actions += game.actions();
    } while (fixed ? games < kFixedGames : watch.cpuNanoseconds() < kMeasureNanoseconds);
    const qint64 gameTime = watch.cpuNanoseconds();
    printOut(QStringLiteral("Random complete games: %1 games (%2 actions) in %3 = %4 games per CPU second, "
                            "%5 actions per CPU second (%6 actions a game on average%7)\n")
                 .arg(QString::number(games), QString::number(actions), times(watch),
                      QString::number(static_cast<double>(games) * 1e9 / static_cast<double>(gameTime), 'f', 1),
                      perSecond(static_cast<double>(actions), gameTime),
                      QString::number(static_cast<double>(actions) / games, 'f', 1),
                      abandoned ? QStringLiteral(", %1 abandoned at %2 actions").arg(abandoned).arg(kActionCap) : QString()));

    // MCTS: searches of 500 iterations on the sample positions, on one thread, a fresh tree each.
    watch.restart();
    long long iterations = 0, playoutActions = 0;
    int searches = 0;
    do {
        const Position &pos = sample.positions[static_cast<size_t>(searches) % sample.positions.size()];
        const auto player = ai::makePlayer("mcts", static_cast<std::uint64_t>(searches) + 1, ai::Budget{500, {}, 1});
        player->choose(pos);
        iterations += player->lastSearch().iterations;
        playoutActions += player->lastSearch().actionsPlayed;
        ++searches;
    } while (fixed ? searches < 10 : watch.cpuNanoseconds() < kMeasureNanoseconds);
    const qint64 mctsTime = watch.cpuNanoseconds();
    printOut(QStringLiteral("MCTS: %1 searches of 500 iterations in %2 = %3 iterations (playouts) per CPU second, "
                            "%4 playout actions per CPU second\n")
                 .arg(QString::number(searches), times(watch), perSecond(static_cast<double>(iterations), mctsTime),
                      perSecond(static_cast<double>(playoutActions), mctsTime)));
    return ExitOk;
}

} // namespace eko::cli
