// The game analysis (ai/analysis.h): in hand-made positions it calls a missed one-action win a
// blunder (points with a palace; elimination) with the win as the best action, an Emperor left to be
// taken a mistake or worse, and flags a reinforcement that loses the Emperor; the best action loses
// nothing; chances add up to 1; the same seed and budget give the same analysis whatever the thread
// count and range; progress comes in order and cancellation stops it at once.
#include "ai/analysis.h"
#include "core/rules.h"
#include "common/analysis_positions.h"

#include <QtTest>

#include <chrono>
#include <thread>

using namespace eko;
using namespace eko::testing;

namespace {

constexpr int kIterations = 3000;

// A game that starts from exactly `pos` and plays `actions` (notation) from it.
Game gameFrom(const Position &pos, const std::vector<std::string> &actions)
{
    Game game(exactScenario(pos), 1);
    for (const std::string &text : actions) {
        const auto refused = game.play(parse(game.current(), text));
        if (refused)
            qFatal("%s is not legal here", text.c_str());
    }
    return game;
}

QByteArray describe(const ai::ActionAnalysis &a)
{
    QByteArray text = QByteArray(a.notation.c_str()) + ": loss " + QByteArray::number(a.loss, 'f', 3) + ", "
        + ai::judgementName(a.judgement).data() + "; before " + QByteArray::number(a.before[a.mover], 'f', 3)
        + ", after " + QByteArray::number(a.after[a.mover], 'f', 3) + "; best";
    for (const ai::Candidate &c : a.best)
        text += " " + QByteArray(c.notation.c_str()) + " (" + QByteArray::number(c.chances[a.mover], 'f', 3) + ", "
            + QByteArray::number(c.visits) + ")";
    return text;
}

ai::ActionAnalysis judged(const Game &game, int k = 0)
{
    const ai::GameAnalysis analysis = ai::analyseGame(game, ai::AnalysisBudget{kIterations, 7, 1}, k, k + 1);
    if (analysis.actions.size() != 1)
        qFatal("action %d was not judged", k);
    qInfo("%s", describe(analysis.actions.front()).constData());
    return analysis.actions.front();
}

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT
private slots:
    void judgementsFollowTheThresholds();
    void missedPointsWinIsABlunder();
    void missedEliminationIsABlunder();
    void theWinningActionLosesNothing();
    void emperorLeftToBeTakenIsAMistake();
    void reinforcementThatLosesTheEmperorIsFlagged();
    void chancesAddUpToOne();
    void sameSeedSameAnalysis();
    void progressInOrderAndCancellation();
};

void TestAnalysis::judgementsFollowTheThresholds()
{
    QCOMPARE(ai::judge(0.0), ai::Judgement::Good);
    QCOMPARE(ai::judge(ai::kInaccuracyLoss - 0.001), ai::Judgement::Good);
    QCOMPARE(ai::judge(ai::kInaccuracyLoss), ai::Judgement::Inaccuracy);
    QCOMPARE(ai::judge(ai::kMistakeLoss), ai::Judgement::Mistake);
    QCOMPARE(ai::judge(ai::kBlunderLoss - 0.001), ai::Judgement::Mistake);
    QCOMPARE(ai::judge(ai::kBlunderLoss), ai::Judgement::Blunder);
    QCOMPARE(ai::judge(1.0), ai::Judgement::Blunder);
    QCOMPARE(ai::judgementName(ai::Judgement::Inaccuracy), std::string_view("inaccuracy"));
}

void TestAnalysis::missedPointsWinIsABlunder()
{
    const Game game = gameFrom(pointsWinPosition(), {"c2-c3"});
    const ai::ActionAnalysis a = judged(game);
    QVERIFY2(a.judgement == ai::Judgement::Blunder, describe(a));
    QCOMPARE(a.best.front().notation, std::string("T@b2/c2"));
    QVERIFY2(a.best.front().chances[0] > 0.99, describe(a));
    QVERIFY2(a.loss >= ai::kBlunderLoss && a.loss == a.best.front().chances[0] - a.after[0], describe(a));
    QCOMPARE(a.mover, 0);
    QVERIFY(!a.forced);
}

void TestAnalysis::missedEliminationIsABlunder()
{
    const Game game = gameFrom(eliminationPosition(), {"a3-b3"});
    const ai::ActionAnalysis a = judged(game);
    QVERIFY2(a.judgement == ai::Judgement::Blunder, describe(a));
    QCOMPARE(a.best.front().notation, std::string("a1xf5"));
    QVERIFY2(a.best.front().chances[0] > 0.99, describe(a));
}

void TestAnalysis::theWinningActionLosesNothing()
{
    for (const auto &[pos, win] : {std::pair{pointsWinPosition(), "T@b2/c2"}, std::pair{eliminationPosition(), "a1xf5"}}) {
        const Game game = gameFrom(pos, {win});
        QVERIFY(game.current().gameOver());
        const ai::ActionAnalysis a = judged(game);
        QVERIFY2(a.judgement == ai::Judgement::Good && a.loss == 0.0, describe(a));
        QCOMPARE(a.after[0], 1.0);
        QCOMPARE(a.after[1], 0.0);
    }
}

void TestAnalysis::emperorLeftToBeTakenIsAMistake()
{
    const Position pos = emperorInDangerPosition();
    const Game game = gameFrom(pos, {"f2-e2"});
    // Blue can win at once after it: the action really loses the Emperor and the game.
    bool blueWins = false;
    for (const Action &reply : rules::legalActions(game.current()))
        blueWins |= rules::applied(game.current(), reply).result().winner == 1;
    QVERIFY(blueWins);
    const ai::ActionAnalysis a = judged(game);
    QVERIFY2(a.judgement >= ai::Judgement::Mistake, describe(a));
    // The best action leaves blue no winning reply.
    const Position best = rules::applied(pos, a.best.front().action);
    for (const Action &reply : rules::legalActions(best))
        QVERIFY2(rules::applied(best, reply).result().winner != 1, describe(a));
}

void TestAnalysis::reinforcementThatLosesTheEmperorIsFlagged()
{
    const Position pos = reinforcementPosition();
    QVERIFY(pos.invariantHolds());
    QVERIFY(legal(pos, "c3+1") && legal(pos, "a4+1"));
    const Game game = gameFrom(pos, {"a4+1"});
    QCOMPARE(game.current().toMove(), 1);
    const ai::ActionAnalysis a = judged(game);
    QCOMPARE(a.phase, Phase::Reinforcement);
    QVERIFY2(a.judgement >= ai::Judgement::Mistake, describe(a));
    QCOMPARE(a.best.front().notation, std::string("c3+1"));
    // Played the right way, it loses nothing.
    const ai::ActionAnalysis right = judged(gameFrom(pos, {"c3+1"}));
    QVERIFY2(right.judgement == ai::Judgement::Good, describe(right));
}

void TestAnalysis::chancesAddUpToOne()
{
    for (int players : {2, 3, 4}) {
        Position pos = startingPosition(standardScenario(players), 40 + players);
        for (int k = 0; k < 12; ++k)
            rules::apply(pos, rules::legalActions(pos).back());
        const ai::PositionAnalysis a = ai::analysePosition(pos, ai::AnalysisBudget{400, 3, 1});
        double sum = 0;
        for (int p = 0; p < kMaxPlayers; ++p) {
            QVERIFY(a.chances[p] >= 0 && a.chances[p] <= 1);
            if (p >= players)
                QCOMPARE(a.chances[p], 0.0);
            sum += a.chances[p];
        }
        QVERIFY2(std::abs(sum - 1.0) < 1e-9, qPrintable(QString::number(sum)));
        QVERIFY(!a.best.empty() && static_cast<int>(a.best.size()) <= ai::kTopActions);
        QCOMPARE(a.iterations, 400);
        for (size_t i = 1; i < a.best.size(); ++i)
            QVERIFY(a.best[i - 1].visits >= a.best[i].visits);
        
    }
}

void TestAnalysis::sameSeedSameAnalysis()
{
    Game game(standardScenario(2), 11);
    const auto player = ai::makePlayer("greedy", 5);
    for (int k = 0; k < 14; ++k)
        QVERIFY(!game.play(*player->choose(game.current())));
    auto summary = [](const ai::GameAnalysis &g) {
        QStringList out;
        for (const ai::ActionAnalysis &a : g.actions) {
            QString line = QStringLiteral("%1 %2 %3").arg(a.index).arg(a.loss, 0, 'g', 17).arg(int(a.judgement));
            for (const ai::Candidate &c : a.best)
                line += QStringLiteral(" %1:%2:%3").arg(QString::fromStdString(c.notation)).arg(c.visits).arg(c.chances[0], 0, 'g', 17);
            out << line;
        }
        return out;
    };
    const ai::AnalysisBudget one{300, 9, 1}, two{300, 9, 2};
    const QStringList first = summary(ai::analyseGame(game, one));
    QCOMPARE(first.size(), 14);
    QCOMPARE(summary(ai::analyseGame(game, one)), first);
    QCOMPARE(summary(ai::analyseGame(game, two)), first);
    QCOMPARE(summary(ai::analyseGame(game, one, 5, 9)), first.mid(5, 4));
    // Another seed searches differently.
    QVERIFY(summary(ai::analyseGame(game, ai::AnalysisBudget{300, 10, 1})) != first);
}

void TestAnalysis::progressInOrderAndCancellation()
{
    Game game(standardScenario(2), 12);
    const auto player = ai::makePlayer("random", 6);
    for (int k = 0; k < 30; ++k)
        QVERIFY(!game.play(*player->choose(game.current())));
    std::vector<int> seen;
    std::atomic<bool> cancel{false};
    std::chrono::steady_clock::time_point cancelledAt;
    const ai::GameAnalysis analysis = ai::analyseGame(
        game, ai::AnalysisBudget{20000, 1, 2}, 0, -1, ai::SearchControl{&cancel},
        [&](const ai::ActionAnalysis &a, int done, int total) {
            QCOMPARE(total, 30);
            QCOMPARE(done, static_cast<int>(seen.size()) + 1);
            seen.push_back(a.index);
            if (done == 3) {
                cancelledAt = std::chrono::steady_clock::now();
                cancel = true;
            }
        });
    const auto late = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - cancelledAt).count();
    QVERIFY2(late < 200, qPrintable(QString::number(late)));
    QVERIFY(!analysis.complete());
    QCOMPARE(seen, (std::vector<int>{0, 1, 2}));
    QCOMPARE(analysis.actions.size(), size_t(3));
    QCOMPARE(analysis.from, 0);
    QCOMPARE(analysis.to, 30);
}

QTEST_APPLESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
