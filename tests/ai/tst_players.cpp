// The computer players: only legal actions in every phase for 2–4 players, the same choices for
// the same seed and iteration budget, prompt cancellation, and MCTS finding a one-action win and
// avoiding an immediate loss of its Emperor in hand-made positions; a reused search tree keeps
// only the subtree it goes on from.
#include "ai/evaluation.h"
#include "ai/mcts_tree.h"
#include "ai/player.h"
#include "core/rules.h"
#include "common/analysis_positions.h"

#include <QtTest>

#include <chrono>
#include <thread>

using namespace eko;
using namespace eko::testing;
using namespace std::chrono_literals;

namespace {

// Positions of random games (every phase, the Emperor swap included), every `step`-th one.
std::vector<Position> samplePositions(int players, int games, int step)
{
    std::vector<Position> out;
    const Scenario scenario = standardScenario(players);
    for (int g = 0; g < games; ++g) {
        Position pos = startingPosition(scenario, 500 + g);
        const auto random = ai::makePlayer("random", 900 + g);
        for (int k = 0; !pos.gameOver(); ++k) {
            if (k % step == 0 || pos.phase() == Phase::EmperorSwap || pos.phase() == Phase::AfterAction)
                out.push_back(pos);
            rules::apply(pos, *random->choose(pos));
        }
    }
    return out;
}

std::string notation(const Position &pos, const std::optional<Action> &a)
{
    return a ? toNotation(*a, pos.board()) : std::string("(none)");
}

// Plays the turn of the player to move with `player`; returns the position after it.
Position playTurn(ai::Player &player, Position pos)
{
    const PlayerIndex me = pos.toMove();
    while (!pos.gameOver() && pos.toMove() == me) {
        const std::optional<Action> a = player.choose(pos);
        if (!a || rules::check(pos, *a))
            return pos;
        rules::apply(pos, *a);
        if (pos.phase() == Phase::FirstAction)
            break;
    }
    return pos;
}

std::unique_ptr<ai::Player> smallMcts(std::uint64_t seed, int iterations, int threads = 1)
{
    return ai::makePlayer("mcts", seed, ai::Budget{iterations, 0ms, threads});
}

} // namespace

class TestPlayers : public QObject {
    Q_OBJECT
private slots:
    void onlyLegalActions_data();
    void onlyLegalActions();
    void sameSeedSameChoices();
    void cancellationIsPrompt();
    void mctsWinsByPoints();
    void mctsWinsByElimination();
    void mctsSavesItsEmperor();
    void aLongerThinkingTimeSearchesMore();
    void levelsAndNames();
    void treeReuseKeepsOnlyTheSubtree();
};

void TestPlayers::onlyLegalActions_data()
{
    QTest::addColumn<int>("players");
    QTest::newRow("2 players") << 2;
    QTest::newRow("3 players") << 3;
    QTest::newRow("4 players") << 4;
}

void TestPlayers::onlyLegalActions()
{
    QFETCH(int, players);
    const std::vector<Position> positions = samplePositions(players, 3, 23);
    std::vector<std::unique_ptr<ai::Player>> all;
    all.push_back(ai::makePlayer("random", 1));
    all.push_back(ai::makePlayer("greedy", 2));
    all.push_back(ai::makeLevel(1, 3));
    all.push_back(smallMcts(4, 40));
    all.push_back(smallMcts(5, 40, 2));
    QSet<int> phases;
    for (const Position &pos : positions) {
        phases.insert(int(pos.phase()));
        for (const auto &player : all) {
            const std::optional<Action> a = player->choose(pos);
            QVERIFY2(a, player->name().c_str());
            const auto refused = rules::check(pos, *a);
            QVERIFY2(!refused, (player->name() + " chose " + notation(pos, a)).c_str());
        }
    }
    QVERIFY(phases.contains(int(Phase::EmperorSwap)));
    QVERIFY(phases.contains(int(Phase::FirstAction)));
    QVERIFY(phases.contains(int(Phase::AfterAction)) || phases.contains(int(Phase::Reinforcement)));
    qInfo("%zu positions, %zu players", positions.size(), all.size());
}

void TestPlayers::sameSeedSameChoices()
{
    for (const std::string name : {"random", "greedy", "level1", "mcts"}) {
        std::vector<std::string> runs[2];
        for (auto &run : runs) {
            const auto player = name == "mcts" ? smallMcts(77, 150, 2) : ai::makePlayer(name, 77);
            Position pos = startingPosition(standardScenario(3), 31);
            for (int k = 0; k < 25 && !pos.gameOver(); ++k) {
                const std::optional<Action> a = player->choose(pos);
                QVERIFY(a);
                run.push_back(toNotation(*a, pos.board()));
                rules::apply(pos, *a);
            }
        }
        QCOMPARE(runs[0], runs[1]);
    }
}

void TestPlayers::cancellationIsPrompt()
{
    const Position pos = samplePositions(2, 1, 40).at(2);
    for (int threads : {1, 2}) {
        const auto player = ai::makePlayer("mcts", 5, ai::Budget{100'000'000, 60'000ms, threads});
        std::atomic<bool> cancel{false};
        std::chrono::steady_clock::time_point cancelledAt;
        std::thread canceller([&] {
            std::this_thread::sleep_for(300ms);
            cancelledAt = std::chrono::steady_clock::now();
            cancel = true;
        });
        const std::optional<Action> a = player->choose(pos, ai::SearchControl{&cancel});
        const auto returned = std::chrono::steady_clock::now();
        canceller.join();
        QVERIFY(a && !rules::check(pos, *a));
        const auto late = std::chrono::duration_cast<std::chrono::milliseconds>(returned - cancelledAt).count();
        qInfo("%d thread(s): returned %lld ms after the cancel, %lld iterations", threads, static_cast<long long>(late),
              player->lastSearch().iterations);
        QVERIFY2(late < 100, qPrintable(QString::number(late)));
        QVERIFY(player->lastSearch().iterations > 0);
    }
}

void TestPlayers::mctsWinsByPoints()
{
    // Red has 10 VP (castle, two towers, three villages) and a stack of three next to the empty
    // capital: only a tower there (12 VP with a palace) wins; a village would give 11.
    PositionBuilder b(boardFromRows({"mrrroo", ".C....", "......", "......"}));
    b.build("a1", 0, BuildingType::Castle).build("b1", 0, BuildingType::Tower).build("c1", 0, BuildingType::Tower);
    b.build("d1", 0, BuildingType::Village).build("e1", 0, BuildingType::Village).build("f1", 0, BuildingType::Village);
    b.place("c2", 0, 3).place("e3", 0, 1, true).place("a4", 0, 2);
    b.place("f4", 1, 2, true).place("a3", 1, 1).place("d4", 1, 3);
    const Position &pos = b;
    QCOMPARE(pos.victoryPoints(0), 10);
    const auto player = smallMcts(11, 1500);
    const std::optional<Action> a = player->choose(pos);
    QCOMPARE(notation(pos, a), std::string("T@b2/c2"));
}

void TestPlayers::mctsWinsByElimination()
{
    // Blue's last stack is a lone disc red's stack of two can reach.
    PositionBuilder b(boardFromRows({"......", "..o...", "......", "......"}));
    b.place("a1", 0, 2).place("f4", 0, 1, true).place("f1", 0, 1).place("a4", 0, 1);
    b.place("d3", 1, 1, true);
    const Position &pos = b;
    const auto player = smallMcts(12, 1500);
    const std::optional<Action> a = player->choose(pos);
    QVERIFY(a);
    const Position after = rules::applied(pos, *a);
    QVERIFY2(after.gameOver() && after.result().winner == 0, notation(pos, a).c_str());
}

void TestPlayers::mctsSavesItsEmperor()
{
    // Blue has 9 VP with a palace: taking red's Emperor (3 VP) would win. Red's Emperor stands
    // alone where blue's stacks can reach it and red has no reserve, so only the action can save
    // it (merging it into the stack of two, for instance).
    const Position pos = emperorInDangerPosition();
    QCOMPARE(pos.victoryPoints(1), 9);
    QVERIFY(pos.invariantHolds());
    // Without care, blue wins at once: the position is a real test.
    bool blueCouldWin = false;
    for (const Action &a : rules::legalActions(rules::applied(pos, parse(pos, "f2-e2"))))
        blueCouldWin |= rules::applied(rules::applied(pos, parse(pos, "f2-e2")), a).result().winner == 1;
    QVERIFY(blueCouldWin);

    const auto player = smallMcts(13, 3000);
    const Position after = playTurn(*player, pos);
    QCOMPARE(after.toMove(), 1);
    for (const Action &a : rules::legalActions(after)) {
        const Position reply = rules::applied(after, a);
        QVERIFY2(reply.result().winner != 1, toNotation(a, after.board()).c_str());
    }
}

void TestPlayers::aLongerThinkingTimeSearchesMore()
{
    // A person's thinking time for a level scales its search: half, the usual, twice, four times
    // the iterations; the one-ply levels do not search and stay as they are.
    const Position pos = startingPosition(standardScenario(2), 3);
    const ai::ThinkingTime times[] = {ai::ThinkingTime::Shorter, ai::ThinkingTime::Usual, ai::ThinkingTime::Longer,
                                      ai::ThinkingTime::MuchLonger};
    const long long expected[] = {750, 1500, 3000, 6000};
    for (int i = 0; i < ai::kThinkingTimeCount; ++i) {
        const auto player = ai::makeLevel(4, 1, times[i]);
        QVERIFY(player->choose(pos));
        QCOMPARE(player->lastSearch().iterations, expected[i]);
        QCOMPARE(player->name(), std::string("level4"));
    }
    QCOMPARE(ai::levelBudget(6, ai::ThinkingTime::Longer).time, std::chrono::milliseconds(10000));
    QCOMPARE(ai::levelBudget(6, ai::ThinkingTime::Shorter).iterations, 32000);
    QVERIFY(!ai::levelSearches(2));
    QVERIFY(ai::levelSearches(3));
    const auto greedy = ai::makeLevel(2, 1, ai::ThinkingTime::MuchLonger);
    QVERIFY(greedy->choose(pos));
    QCOMPARE(greedy->lastSearch().iterations, 0LL);
}

void TestPlayers::levelsAndNames()
{
    for (int level = ai::kMinLevel; level <= ai::kMaxLevel; ++level)
        QCOMPARE(ai::makeLevel(level, 1)->name(), "level" + std::to_string(level));
    QVERIFY(!ai::makePlayer("level7", 1));
    QVERIFY(!ai::makePlayer("", 1));
    QCOMPARE(ai::makePlayer("level3", 1)->name(), std::string("level3"));
    // A finished game has no action to choose.
    PositionBuilder b(boardFromRows({"...."}));
    b.place("a1", 0, 1, true).place("d1", 1, 1, true);
    b.position().setPhase(Phase::GameOver);
    QVERIFY(!ai::makePlayer("greedy", 1)->choose(b));
    QVERIFY(!ai::makePlayer("mcts", 1)->choose(b));
}

void TestPlayers::treeReuseKeepsOnlyTheSubtree()
{
    // Forty actions of a game, each searched by one tree that goes on from the last search: when it
    // finds the new position in its tree it keeps that subtree only, so the tree does not grow from
    // action to action (it used to keep every node of every search, gigabytes over a long game).
    ai::MctsTree tree(5, ai::MctsOptions{});
    Position pos = startingPosition(standardScenario(2), 8);
    constexpr int kIterations = 600;
    int reused = 0;
    size_t largest = 0;
    for (int k = 0; k < 40 && !pos.gameOver(); ++k) {
        const size_t before = tree.nodeCount();
        tree.setRoot(pos);
        const size_t kept = tree.nodeCount();
        if (!tree.rootVisits().empty()) { // found in the old tree
            ++reused;
            QVERIFY2(kept < before, qPrintable(QStringLiteral("action %1: %2 nodes kept of %3").arg(k).arg(kept).arg(before)));
        }
        tree.search(kIterations, {}, false, {});
        QVERIFY(tree.nodeCount() <= kept + kIterations);
        largest = std::max(largest, tree.nodeCount());
        const auto visits = tree.rootVisits();
        QVERIFY(!visits.empty());
        const auto most = std::max_element(visits.begin(), visits.end(),
                                           [](const auto &a, const auto &b) { return a.second < b.second; });
        QVERIFY(!rules::check(pos, most->first));
        rules::apply(pos, most->first);
    }
    QVERIFY2(reused >= 10, qPrintable(QString::number(reused)));
    QVERIFY2(largest < 4 * kIterations, qPrintable(QString::number(largest)));
}

QTEST_APPLESS_MAIN(TestPlayers)
#include "tst_players.moc"
