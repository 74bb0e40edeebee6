// The opponents' replies to a goal (ai/goal_reply.h): along every bundled lesson's and puzzle's
// proved line, a Replies or Computer seat plays exactly what the solver proved against; a reply no
// longer legal falls back to any defence; any defence plays a reply that resists at least as well as
// every other (the solver's turns after each), fast on the bundled files; the rest of a goal keeps the
// turns left and drops the replies already made.
#include "ai/goal_reply.h"
#include "ai/player.h"
#include "ai/solver.h"
#include "common/file_problems.h"
#include "core/rules.h"
#include "files/scenario_file.h"

#include <QDir>
#include <QElapsedTimer>
#include <QtTest>

using namespace eko;
using namespace eko::ai;

namespace {

const QString kResources = QStringLiteral(EKO_SOURCE_DIR "/resources/");

Scenario bundled(const QString &file)
{
    files::FileProblems problems;
    auto sc = files::loadScenario(kResources + file, problems);
    if (!sc)
        qFatal("%s: %s", qPrintable(file), qPrintable(testing::problemText(problems)));
    return *sc;
}

QStringList bundledFiles()
{
    QStringList files;
    for (const QString &folder : {QStringLiteral("lessons"), QStringLiteral("puzzles")})
        for (const QString &name : QDir(kResources + folder).entryList({QStringLiteral("*.ekoscn")}, QDir::Files))
            files << folder + QLatin1Char('/') + name;
    return files;
}

Action at(const Position &pos, const char *text)
{
    return rules::canonical(pos, *parseNotation(text, pos.board()));
}

GoalProgress advanced(const Goal &goal, GoalProgress p, const Position &before)
{
    p.turns = goalTurnsAfter(goal, before, p.turns, p.first);
    p.first = false;
    ++p.played[static_cast<size_t>(before.toMove())];
    return p;
}

} // namespace

class TestGoalReply : public QObject {
    Q_OBJECT
private slots:
    void alongTheProvedLine_theRepliesAreTheSolversOrResistAsWell_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : bundledFiles())
            QTest::newRow(qPrintable(f)) << f;
    }

    void alongTheProvedLine_theRepliesAreTheSolversOrResistAsWell()
    {
        QFETCH(QString, file);
        const Scenario sc = bundled(file);
        const SolveResult proof = solve(sc);
        QCOMPARE(proof.verdict, SolveVerdict::Solved);
        const Goal &goal = *sc.goal;
        Position pos = *sc.position;
        GoalProgress progress;
        for (const Action &a : proof.line) {
            if (pos.toMove() != goal.player) {
                QElapsedTimer timer;
                timer.start();
                const Action reply = goalReply(sc, pos, progress);
                const qint64 ms = timer.elapsed();
                QVERIFY2(!rules::check(pos, reply), qPrintable(file));
                const OpponentKind kind = goal.opponents[static_cast<size_t>(pos.toMove())].kind;
                if (kind != OpponentKind::AnyDefence) {
                    QCOMPARE(toNotation(reply, pos.board()), toNotation(a, pos.board()));
                } else {
                    // Proved against any defence: the goal can still be forced after this reply too.
                    const Position after = rules::applied(pos, reply);
                    const GoalProgress next = advanced(goal, progress, pos);
                    const GoalJudgement j = judgeGoal(goal, pos, reply, after, next.turns);
                    if (j.state == GoalState::Open)
                        QCOMPARE(solve(remainingGoal(sc, after, next)).verdict, SolveVerdict::Solved);
                }
                qInfo("%s: reply %s in %lld ms", qPrintable(file), toNotation(reply, pos.board()).c_str(),
                      static_cast<long long>(ms));
            }
            progress = advanced(goal, progress, pos);
            pos = rules::applied(pos, a);
        }
    }

    void aListedReplyNoLongerLegal_isAnswered_asAnyDefence()
    {
        Scenario sc = bundled(QStringLiteral("lessons/01-moving.ekoscn"));
        Position pos = rules::applied(*sc.position, at(*sc.position, "a1-c5"));
        const GoalProgress progress = advanced(*sc.goal, {}, *sc.position);
        QCOMPARE(toNotation(goalReply(sc, pos, progress), pos.board()), std::string("f3-e3"));
        // The listed reply is used up: the seat defends as it can (a legal action, not the list's).
        GoalProgress later = progress;
        later.played[1] = 1;
        QVERIFY(!rules::check(pos, goalReply(sc, pos, later)));
        // A reply that is not legal here.
        sc.goal->opponents[1].replies = {*parseNotation("a1-a3", pos.board())};
        const Action instead = goalReply(sc, pos, progress);
        QVERIFY(!rules::check(pos, instead));
        QVERIFY(toNotation(instead, pos.board()) != "a1-a3");
    }

    void aComputerSeat_playsLevelSeededWithOne()
    {
        const Scenario sc = bundled(QStringLiteral("puzzles/12-beat-the-computer.ekoscn"));
        Position pos = *sc.position;
        GoalProgress progress;
        // Red's first action of the proof, then blue is the computer of level 2.
        const SolveResult proof = solve(sc);
        progress = advanced(*sc.goal, progress, pos);
        pos = rules::applied(pos, proof.line.front());
        while (pos.toMove() == sc.goal->player) {
            const Action a = rules::legalActions(pos).front();
            progress = advanced(*sc.goal, progress, pos);
            pos = rules::applied(pos, a);
        }
        const Action expected = *makeLevel(2, 1)->choose(pos);
        QCOMPARE(toNotation(goalReply(sc, pos, progress), pos.board()), toNotation(expected, pos.board()));
    }

    void anyDefence_resistsAtLeastAsWellAsEveryOtherReply()
    {
        // Win in two against any defence: after red's first action, blue's reply is weighed.
        const Scenario sc = bundled(QStringLiteral("puzzles/09-win-in-two.ekoscn"));
        Position pos = rules::applied(*sc.position, at(*sc.position, "a1xc3"));
        GoalProgress progress = advanced(*sc.goal, {}, *sc.position);
        while (pos.toMove() == sc.goal->player) { // the rest of red's turn
            const Action a = rules::legalActions(pos).front();
            progress = advanced(*sc.goal, progress, pos);
            pos = rules::applied(pos, a);
        }
        auto turnsAfter = [&](const Action &reply) {
            const Position after = rules::applied(pos, reply);
            const GoalProgress next = advanced(*sc.goal, progress, pos);
            if (judgeGoal(*sc.goal, pos, reply, after, next.turns).state != GoalState::Open)
                return 0;
            const SolveResult r = solve(remainingGoal(sc, after, next));
            return r.verdict == SolveVerdict::Solved ? r.turns : 100;
        };
        const int chosen = turnsAfter(goalReply(sc, pos, progress));
        int most = 0;
        for (const Action &reply : rules::legalActions(pos))
            most = std::max(most, turnsAfter(reply));
        QCOMPARE(chosen, most);
        QVERIFY(chosen >= 1);
    }

    void anyDefence_takesTheReplyThatFailsTheGoal_afterAWrongAction()
    {
        // Survive one turn: an action that does not save red's Emperor lets blue take it, and blue does.
        const Scenario sc = bundled(QStringLiteral("lessons/02-regrouping.ekoscn"));
        const SolveResult proof = solve(sc);
        std::optional<Action> wrong;
        for (const Action &a : rules::legalActions(*sc.position))
            if (std::find(proof.winningFirstActions.begin(), proof.winningFirstActions.end(), a) == proof.winningFirstActions.end())
                wrong = a;
        QVERIFY(wrong);
        Position pos = rules::applied(*sc.position, *wrong);
        GoalProgress progress = advanced(*sc.goal, {}, *sc.position);
        while (pos.toMove() == sc.goal->player) {
            const Action a = rules::legalActions(pos).front();
            progress = advanced(*sc.goal, progress, pos);
            pos = rules::applied(pos, a);
        }
        const Action reply = goalReply(sc, pos, progress);
        const GoalProgress next = advanced(*sc.goal, progress, pos);
        const GoalJudgement j = judgeGoal(*sc.goal, pos, reply, rules::applied(pos, reply), next.turns);
        QCOMPARE(j.state, GoalState::Failed);
    }

    void theRestOfAGoal_keepsTheTurnsLeftAndDropsTheRepliesMade()
    {
        const Scenario sc = bundled(QStringLiteral("lessons/10-reinforcement.ekoscn"));
        QCOMPARE(sc.goal->turns, 2);
        const Position pos = rules::applied(*sc.position, at(*sc.position, "T@c2/b3"));
        GoalProgress progress = advanced(*sc.goal, {}, *sc.position);
        QCOMPARE(progress.turns, 1);
        // Red is still in its turn (reinforcement): the rest counts it again.
        QCOMPARE(pos.toMove(), sc.goal->player);
        QCOMPARE(remainingGoal(sc, pos, progress).goal->turns, 2);
        GoalProgress blueMoved = progress;
        blueMoved.played[1] = 1;
        QVERIFY(remainingGoal(sc, pos, blueMoved).goal->opponents[1].replies.empty());
        QCOMPARE(remainingGoal(sc, pos, progress).goal->opponents[1].replies.size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestGoalReply)
#include "tst_goal_reply.moc"
