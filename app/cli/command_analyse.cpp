// eko-cli analyse: every action of a game judged by the analysis (engine/ai/analysis.h), as a
// table or as JSON (docs/AI.md, "eko-cli analyse").
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/load_file.h"
#include "cli/position_text.h"
#include "cli/seed_argument.h"

#include "ai/analysis.h"
#include "core/game_summary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <chrono>
#include <cmath>
#include <limits>

namespace eko::cli {

namespace {

QString percent(double chance) { return QString::number(std::lround(chance * 100.0)) + QLatin1Char('%'); }

// Chances as fractions with 4 decimals (enough for any chart, stable to compare).
QJsonArray chancesJson(const ai::Chances &c, int players)
{
    QJsonArray out;
    for (int p = 0; p < players; ++p)
        out.append(std::round(c[p] * 10000.0) / 10000.0);
    return out;
}

QJsonObject actionJson(const ai::ActionAnalysis &a, int players, int turn)
{
    QJsonArray best;
    for (const ai::Candidate &c : a.best)
        best.append(QJsonObject{{QStringLiteral("action"), QString::fromStdString(c.notation)},
                                {QStringLiteral("chances"), chancesJson(c.chances, players)},
                                {QStringLiteral("visits"), static_cast<qint64>(c.visits)}});
    return QJsonObject{
        {QStringLiteral("number"), a.index + 1},
        {QStringLiteral("turn"), turn},
        {QStringLiteral("mover"), a.mover},
        {QStringLiteral("colour"), colourName(a.mover)},
        {QStringLiteral("action"), QString::fromStdString(a.notation)},
        {QStringLiteral("before"), chancesJson(a.before, players)},
        {QStringLiteral("chances"), chancesJson(a.after, players)},
        {QStringLiteral("best"), best},
        {QStringLiteral("loss"), std::round(a.loss * 10000.0) / 10000.0},
        {QStringLiteral("class"), QString::fromLatin1(ai::judgementName(a.judgement).data())},
        {QStringLiteral("forced"), a.forced},
    };
}

QString tableHeader(int players)
{
    QString line = QStringLiteral("%1 %2 %3").arg(QStringLiteral("#"), 5).arg(QStringLiteral("mover"), -7).arg(QStringLiteral("action"), -14);
    for (int p = 0; p < players; ++p)
        line += QStringLiteral(" %1").arg(colourName(p), 6);
    return line + QStringLiteral("  %1 %2 %3\n").arg(QStringLiteral("best (chance)"), -22).arg(QStringLiteral("loss"), 5).arg(QStringLiteral("class"));
}

QString tableLine(const ai::ActionAnalysis &a, int players)
{
    QString line = QStringLiteral("%1 %2 %3").arg(a.index + 1, 5).arg(colourName(a.mover), -7).arg(QString::fromStdString(a.notation), -14);
    for (int p = 0; p < players; ++p)
        line += QStringLiteral(" %1").arg(percent(a.after[p]), 6);
    const QString best = a.best.empty() ? QStringLiteral("-")
                                        : QStringLiteral("%1 (%2)").arg(QString::fromStdString(a.best.front().notation),
                                                                        percent(a.best.front().chances[a.mover]));
    const QString judgement = a.forced ? QStringLiteral("forced") : QString::fromLatin1(ai::judgementName(a.judgement).data());
    return line + QStringLiteral("  %1 %2 %3\n").arg(best, -22).arg(percent(a.loss), 5).arg(judgement);
}

} // namespace

int runAnalyse(const QStringList &args)
{
    const CommandSpec spec{
        QStringLiteral("analyse"), QStringLiteral("GAME [--budget N] [--threads T] [--seed S] [--from K] [--to K] [--json]"),
        QStringLiteral("Judges every action of a game (or actions K to K, numbered from 1): for each, the player "
                       "who took it, its notation, every player's winning chance after it, the best action with "
                       "the mover's chance after that one, the loss (how much the mover's chance fell from the "
                       "best action to the one played) and its class: good, inaccuracy (a loss of 5 points of "
                       "percentage or more), mistake (10 or more), blunder (20 or more); an action that was the "
                       "only legal one is forced. Each position is one search of N iterations; the same game, "
                       "budget and seed give the same analysis on every machine, with any number of threads. "
                       "A progress line is written to standard error. docs/AI.md describes the JSON.")};
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("Game file."));
    parser.addOption({QStringLiteral("budget"),
                      QStringLiteral("Search iterations per position (default %1; %2 is a quick pass).")
                          .arg(ai::kDefaultAnalysisIterations)
                          .arg(ai::kQuickAnalysisIterations),
                      QStringLiteral("N"), QString::number(ai::kDefaultAnalysisIterations)});
    parser.addOption({QStringLiteral("threads"), QStringLiteral("Positions analysed at the same time: 1 or 2 (default 2)."),
                      QStringLiteral("T"), QStringLiteral("2")});
    addSeedOption(parser, QStringLiteral("Seed of the searches (default 1)"));
    parser.addOption({QStringLiteral("from"), QStringLiteral("First action judged, from 1 (default 1)."), QStringLiteral("K")});
    parser.addOption({QStringLiteral("to"), QStringLiteral("Last action judged (default: the last of the game)."),
                      QStringLiteral("K")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object instead of the table.")});
    if (auto stop = parseArguments(parser, spec, args, 1, 1))
        return *stop;
    const std::optional<int> budget = intOption(parser, QStringLiteral("budget"), 1, 100'000'000, spec);
    const std::optional<int> threads = intOption(parser, QStringLiteral("threads"), 1, 2, spec);
    const std::optional<SeedArgument> seed = seedArgument(parser, spec, 1);
    if (!budget || !threads || !seed)
        return ExitUsage;
    std::optional<int> from = 1, to;
    if (parser.isSet(QStringLiteral("from")))
        from = intOption(parser, QStringLiteral("from"), 1, std::numeric_limits<int>::max(), spec);
    if (parser.isSet(QStringLiteral("to"))) {
        to = intOption(parser, QStringLiteral("to"), 1, std::numeric_limits<int>::max(), spec);
        if (!to)
            return ExitUsage;
    }
    if (!from)
        return ExitUsage;
    const QString path = parser.positionalArguments().front();
    const std::optional<Game> game = loadGameReporting(spec, path);
    if (!game)
        return ExitFailure;
    const int last = to.value_or(game->actionCount());
    if (game->actionCount() == 0) {
        reportError(spec, QStringLiteral("%1: the game has no action to judge").arg(path));
        return ExitFailure;
    }
    if (last > game->actionCount() || *from > last) {
        reportError(spec, QStringLiteral("%1: --from %2 --to %3, but the game has actions 1 to %4")
                              .arg(path)
                              .arg(*from)
                              .arg(last)
                              .arg(game->actionCount()));
        return ExitFailure;
    }

    const ai::AnalysisBudget settings{*budget, seed->seed, *threads};
    const auto start = std::chrono::steady_clock::now();
    const ai::GameAnalysis analysis = ai::analyseGame(*game, settings, *from - 1, last, {},
                                                      [&](const ai::ActionAnalysis &, int done, int total) {
                                                          printErr(QStringLiteral("\ranalysed %1/%2 actions").arg(done).arg(total));
                                                      });
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    printErr(QStringLiteral("\n"));
    const int players = game->scenario().players;
    const std::vector<int> turns = turnNumbers(*game);

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray actions;
        for (const ai::ActionAnalysis &a : analysis.actions)
            actions.append(actionJson(a, players, turns[static_cast<size_t>(a.index)]));
        const QJsonObject root{
            {QStringLiteral("engine"), QString::fromLatin1(analysis.engine.data(), static_cast<qsizetype>(analysis.engine.size()))},
            {QStringLiteral("iterations"), analysis.budget.iterations},
            {QStringLiteral("seed"), QString::number(analysis.budget.seed)},
            {QStringLiteral("players"), players},
            {QStringLiteral("from"), analysis.from + 1},
            {QStringLiteral("to"), analysis.to},
            {QStringLiteral("complete"), analysis.complete()},
            {QStringLiteral("actions"), actions},
        };
        printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
        return ExitOk;
    }
    QString text = QStringLiteral("Analysis of %1: actions %2 to %3, %4 iterations per position, seed %5 (%6), %7 s\n")
                       .arg(path)
                       .arg(analysis.from + 1)
                       .arg(analysis.to)
                       .arg(analysis.budget.iterations)
                       .arg(analysis.budget.seed)
                       .arg(QString::fromLatin1(analysis.engine.data(), static_cast<qsizetype>(analysis.engine.size())))
                       .arg(QString::number(seconds, 'f', 1));
    text += QStringLiteral("Chances are each player's after the action; the best action's is the mover's.\n");
    text += tableHeader(players);
    for (const ai::ActionAnalysis &a : analysis.actions)
        text += tableLine(a, players);
    printOut(text);
    return ExitOk;
}

} // namespace eko::cli
