// eko-cli solve: proves a scenario's goal (a puzzle or lesson) by searching every line, or says there
// is no solution, and whether the solution is unique in its first action (ai/solver.h).
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/load_file.h"

#include "ai/solver.h"
#include "files/file_names.h"

namespace eko::cli {

namespace {

QString colourName(PlayerIndex p) { return files::colourId(p); }

QString notationOf(const Position &pos, const Action &a)
{
    return QString::fromStdString(toNotation(rules::canonical(pos, a), pos.board()));
}

QString goalText(const Goal &goal, int turns)
{
    QString what;
    switch (goal.kind) {
    case GoalKind::Win: what = QStringLiteral("win"); break;
    case GoalKind::WinByPoints: what = QStringLiteral("win by points"); break;
    case GoalKind::CaptureEmperor:
        what = goal.target == kNoPlayer ? QStringLiteral("capture an enemy Emperor")
                                        : QStringLiteral("capture %1's Emperor").arg(colourName(goal.target));
        break;
    case GoalKind::BuildPalace: what = QStringLiteral("build a palace"); break;
    case GoalKind::ReachPoints: what = QStringLiteral("reach %1 VP").arg(goal.points); break;
    case GoalKind::Eliminate: what = QStringLiteral("eliminate %1").arg(colourName(goal.target)); break;
    case GoalKind::Survive:
        what = goal.keepEmperor ? QStringLiteral("survive with the Emperor free") : QStringLiteral("survive");
        break;
    }
    return QStringLiteral("%1: %2 within %3 turn%4").arg(colourName(goal.player), what).arg(turns).arg(turns == 1 ? "" : "s");
}

QString opponentsText(const Goal &goal, int players, bool anyDefence)
{
    QStringList parts;
    for (PlayerIndex seat = 0; seat < players; ++seat) {
        if (seat == goal.player)
            continue;
        const Opponent &o = goal.opponents[static_cast<size_t>(seat)];
        QString how = QStringLiteral("any defence");
        if (!anyDefence && o.kind == OpponentKind::Computer)
            how = QStringLiteral("computer level %1").arg(o.level);
        else if (!anyDefence && o.kind == OpponentKind::Replies)
            how = QStringLiteral("%1 replies, then any defence").arg(o.replies.size());
        parts << QStringLiteral("%1 %2").arg(colourName(seat), how);
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

int runSolve(const QStringList &args)
{
    const CommandSpec spec{
        QStringLiteral("solve"), QStringLiteral("SCENARIO [--turns N] [--any-defence] [--max-nodes N]"),
        QStringLiteral("Searches every line of the goal player's actions in a scenario with a goal (a puzzle or a "
                       "lesson), with the other seats replying as the goal says (a fixed list of replies, a computer "
                       "level, or every reply: any defence), and prints a shortest solution in notation, or says "
                       "there is none; then whether the solution is unique in its first action, and the positions "
                       "searched and the time. Exit status 0 when solved, 1 when there is no solution (or the "
                       "search was stopped).")};
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("turns"),
                      QStringLiteral("Search within N turns of the goal player instead of the goal's own."),
                      QStringLiteral("N"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("any-defence"),
                      QStringLiteral("Every opponent plays any defence, whatever the scenario says.")});
    parser.addOption({QStringLiteral("max-nodes"),
                      QStringLiteral("Stop after searching N positions (default 0: no limit)."), QStringLiteral("N"),
                      QStringLiteral("0")});
    if (auto stop = parseArguments(parser, spec, args, 1, 1))
        return *stop;
    const std::optional<int> turns = intOption(parser, QStringLiteral("turns"), 0, kMaxGoalTurns, spec);
    const std::optional<int> maxNodes = intOption(parser, QStringLiteral("max-nodes"), 0, 2000000000, spec);
    if (!turns || !maxNodes)
        return ExitUsage;
    const std::optional<Scenario> scenario = loadScenarioReporting(spec, parser.positionalArguments().front());
    if (!scenario)
        return ExitFailure;
    if (!scenario->goal) {
        reportError(spec, QStringLiteral("the scenario has no goal"));
        return ExitFailure;
    }
    if (!scenario->position) {
        reportError(spec, QStringLiteral("the scenario has a random setup: a puzzle needs an exact position"));
        return ExitFailure;
    }
    ai::SolveOptions options;
    options.turns = *turns;
    options.anyDefence = parser.isSet(QStringLiteral("any-defence"));
    options.maxNodes = *maxNodes;
    const ai::SolveResult r = ai::solve(*scenario, options);
    const Goal &goal = *scenario->goal;
    const int searched = *turns > 0 ? *turns : goal.turns;
    QString out = QStringLiteral("goal: %1\nopponents: %2\n")
                      .arg(goalText(goal, searched), opponentsText(goal, scenario->players, options.anyDefence));
    if (r.verdict == ai::SolveVerdict::Solved) {
        out += QStringLiteral("solution in %1 turn%2:\n").arg(r.turns).arg(r.turns == 1 ? "" : "s");
        Position pos = *scenario->position;
        for (const Action &a : r.line) {
            out += QStringLiteral("  %1 %2\n").arg(colourName(pos.toMove()).leftJustified(6), notationOf(pos, a));
            rules::apply(pos, a);
        }
        if (r.firstActions > 0) {
            QStringList firsts;
            for (const Action &a : r.winningFirstActions)
                firsts << notationOf(*scenario->position, a);
            out += r.unique() ? QStringLiteral("unique: yes, %1 is the only first action of %2 that works\n")
                                    .arg(firsts.front())
                                    .arg(r.firstActions)
                              : QStringLiteral("unique: no, %1 first actions of %2 work: %3\n")
                                    .arg(firsts.size())
                                    .arg(r.firstActions)
                                    .arg(firsts.join(QStringLiteral(" ")));
        }
    } else if (r.verdict == ai::SolveVerdict::NoSolution) {
        out += QStringLiteral("no solution: no line meets the goal against these replies\n");
    } else {
        out += QStringLiteral("stopped after %1 positions: no answer\n").arg(r.nodes);
    }
    out += QStringLiteral("searched %1 positions in %2 ms\n").arg(r.nodes).arg(r.seconds * 1000, 0, 'f', 2);
    printOut(out);
    return r.verdict == ai::SolveVerdict::Solved ? ExitOk : ExitFailure;
}

} // namespace eko::cli
