// Tests of the replay model and its autoplay: every control and its bounds, turns, the position at
// every action of several random games equal to replaying them from the start, the players panel and
// the move list showing the moment replayed, and the record never changed by replaying.
#include "common/positions.h"
#include "common/random_games.h"
#include "core/game_summary.h"
#include "core/rules.h"
#include "files/game_file.h"
#include "model/action_list_model.h"
#include "model/players_model.h"
#include "replay/replay_autoplay.h"
#include "replay/replay_model.h"

#include <QSignalSpy>
#include <QtTest>
#include <algorithm>
#include <numeric>
#include <random>

using namespace eko;
using namespace eko::ui;

namespace {

Game finishedGame()
{
    files::FileProblems problems;
    std::optional<Game> game = files::loadGame(QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko"), problems);
    if (!game)
        qFatal("finished-game.eko does not load");
    return std::move(*game);
}

// The positions of a game replayed from its start, action after action, in a new record.
std::vector<Position> replayedFromTheStart(const Game &game)
{
    Game fresh(game.scenario(), game.seed(), game.playerNames());
    std::vector<Position> positions{fresh.current()};
    for (const Action &action : game.actions()) {
        if (fresh.play(action))
            qFatal("an action of the record is refused when replayed");
        positions.push_back(fresh.current());
    }
    return positions;
}

} // namespace

class TestReplayModel : public QObject {
    Q_OBJECT
private slots:
    void nothingWithoutAGame();
    void everyControlAndItsBounds();
    void turnsGoFromOnePlayerToTheNext();
    void replayActionListAndGameDetailsCountTurnsAlike_data();
    void replayActionListAndGameDetailsCountTurnsAlike();
    void everyActionEqualsReplayingFromTheStart_data();
    void everyActionEqualsReplayingFromTheStart();
    void leavingReturnsToTheGameAndTheRecordIsUnchanged();
    void aFinishedGameIsReplayedAtItsEnd();
    void autoplayStepsAtItsSpeedAndStopsAtTheEnd();
};

void TestReplayModel::nothingWithoutAGame()
{
    GameModel model;
    ReplayModel replay(&model);
    replay.enter();
    replay.goTo(3);
    replay.nextTurn();
    QVERIFY(!replay.isActive());
    QCOMPARE(replay.actionCount(), 0);
    ReplayAutoplay autoplay(&replay);
    autoplay.setRunning(true);
    QVERIFY(!autoplay.isRunning());
}

void TestReplayModel::everyControlAndItsBounds()
{
    GameModel model;
    ReplayModel replay(&model);
    model.setGame(testing::randomGame(standardScenario(3), 7, 60));
    const int n = model.game().actionCount();
    QCOMPARE(n, 60);
    QVERIFY(!replay.isActive()); // a game in progress is played, not replayed
    QSignalSpy active(&replay, &ReplayModel::activeChanged);
    QSignalSpy current(&replay, &ReplayModel::currentChanged);
    replay.enter();
    QVERIFY(replay.isActive());
    QCOMPARE(active.count(), 1);
    QCOMPARE(replay.current(), n);
    QVERIFY(replay.atEnd());
    QCOMPARE(*replay.shownAction(), model.game().actions().back());
    // At the end: next and last stay there, without a signal.
    current.clear();
    replay.next();
    replay.last();
    replay.nextTurn();
    replay.goTo(n + 5);
    QCOMPARE(replay.current(), n);
    QCOMPARE(current.count(), 0);
    replay.previous();
    QCOMPARE(replay.current(), n - 1);
    QCOMPARE(current.count(), 1);
    QCOMPARE(current.last().at(0).toInt(), n - 1);
    replay.first();
    QCOMPARE(replay.current(), 0);
    QVERIFY(replay.atStart());
    QVERIFY(!replay.shownAction());
    QVERIFY(replay.position() == model.game().positionAt(0));
    // At the start: previous, first and previous turn stay there.
    current.clear();
    replay.previous();
    replay.first();
    replay.previousTurn();
    replay.goTo(-4);
    QCOMPARE(replay.current(), 0);
    QCOMPARE(current.count(), 0);
    replay.next();
    QCOMPARE(replay.current(), 1);
    QCOMPARE(*replay.shownAction(), model.game().actions().front());
    replay.goTo(25);
    QCOMPARE(replay.current(), 25);
    replay.last();
    QCOMPARE(replay.current(), n);
    QCOMPARE(active.count(), 1);
    // goTo() outside replay enters it there.
    replay.leave();
    QCOMPARE(active.count(), 2);
    replay.goTo(10);
    QVERIFY(replay.isActive());
    QCOMPARE(replay.current(), 10);
}

void TestReplayModel::turnsGoFromOnePlayerToTheNext()
{
    GameModel model;
    ReplayModel replay(&model);
    model.setGame(testing::randomGame(standardScenario(4), 11, 150));
    const Game &game = model.game();
    const int n = game.actionCount();
    replay.enterAt(0);
    std::vector<int> stops{0};
    while (!replay.atEnd()) {
        const int before = replay.current();
        replay.nextTurn();
        QVERIFY(replay.current() > before);
        stops.push_back(replay.current());
    }
    QCOMPARE(stops, replay.turnEnds());
    QVERIFY(stops.size() > 20);
    // The Emperor swap comes first, all of it before the first stop: it is no turn.
    QCOMPARE(stops[1], 4);
    for (int k = 0; k < stops[1]; ++k)
        QCOMPARE(game.positionAt(k).phase(), Phase::EmperorSwap);
    for (size_t t = 2; t < stops.size(); ++t) {
        // One player takes every action of a turn, and the next turn begins with a new action phase.
        for (int k = stops[t - 1]; k < stops[t]; ++k)
            QCOMPARE(game.actorOf(k), game.actorOf(stops[t - 1]));
        for (int k = stops[t - 1] + 1; k < stops[t]; ++k)
            QVERIFY(game.positionAt(k).phase() != Phase::FirstAction);
        if (stops[t] < n)
            QCOMPARE(game.positionAt(stops[t]).phase(), Phase::FirstAction);
    }
    // Back turn by turn through the same stops; from inside a turn, to its start.
    for (size_t t = stops.size() - 1; t > 0; --t) {
        replay.previousTurn();
        QCOMPARE(replay.current(), stops[t - 1]);
    }
    const auto longTurn = std::adjacent_find(stops.begin(), stops.end(), [](int a, int b) { return b - a >= 2; });
    QVERIFY(longTurn != stops.end());
    replay.goTo(*longTurn + 1);
    replay.previousTurn();
    QCOMPARE(replay.current(), *longTurn);
    replay.goTo(*longTurn + 1);
    replay.nextTurn();
    QCOMPARE(replay.current(), *std::next(longTurn));
}

void TestReplayModel::replayActionListAndGameDetailsCountTurnsAlike_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("exact");
    QTest::newRow("2 players, the Emperor swap") << 2 << false;
    QTest::newRow("4 players, the Emperor swap") << 4 << false;
    QTest::newRow("3 players, from an exact position in the action phase") << 3 << true;
}

void TestReplayModel::replayActionListAndGameDetailsCountTurnsAlike()
{
    QFETCH(int, players);
    QFETCH(bool, exact);
    Scenario scenario = standardScenario(players);
    if (exact) {
        Position start = startingPosition(scenario, 3);
        while (start.phase() == Phase::EmperorSwap)
            rules::apply(start, Action::noSwap());
        scenario.position = start;
    }
    GameModel model;
    ReplayModel replay(&model);
    ActionListModel list(&model);
    model.setGame(testing::randomGame(scenario, 21, 90));
    const Game &game = model.game();
    const int n = game.actionCount();
    QCOMPARE(n, 90);
    // Game Details: turns numbered from 1, 0 for the Emperor swap; each player's turns begun.
    const std::vector<int> turns = turnNumbers(game);
    const std::vector<PlayerSummary> summaries = summarize(game);
    int detailsTurns = 0;
    for (const PlayerSummary &s : summaries)
        detailsTurns += s.turns;
    QCOMPARE(detailsTurns, turns.back());
    // The action list numbers every action as Game Details does.
    for (int k = 0; k < n; ++k)
        QCOMPARE(list.actionIndex(k).data(ActionListModel::TurnRole).toInt(), turns[static_cast<size_t>(k)]);
    // Replay stops where those numbers change, and nowhere else.
    std::vector<int> expected{0};
    for (int k = 1; k < n; ++k)
        if (turns[static_cast<size_t>(k)] != turns[static_cast<size_t>(k - 1)])
            expected.push_back(k);
    expected.push_back(n);
    replay.enter();
    QCOMPARE(replay.turnEnds(), expected);
    // As many turns in replay as in Game Details (with the Emperor swap before the first, if any).
    const int swaps = exact ? 0 : players;
    QCOMPARE(static_cast<int>(expected.size()) - 1, detailsTurns + (swaps > 0 ? 1 : 0));
}

void TestReplayModel::everyActionEqualsReplayingFromTheStart_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("actions");
    QTest::newRow("2 players") << 2 << 21 << 400;
    QTest::newRow("3 players") << 3 << 22 << 500;
    QTest::newRow("4 players") << 4 << 23 << 600;
    QTest::newRow("finished") << 0 << 0 << 0;
}

void TestReplayModel::everyActionEqualsReplayingFromTheStart()
{
    QFETCH(int, players);
    QFETCH(int, seed);
    QFETCH(int, actions);
    GameModel model;
    PlayersModel playersModel(&model);
    ActionListModel moves(&model);
    ReplayModel replay(&model);
    // As the window does: the panels show the moment replayed.
    connect(&replay, &ReplayModel::currentChanged, this, [&] {
        playersModel.showPosition(replay.position());
        moves.showCount(replay.current());
    });
    model.setGame(players > 0 ? testing::randomGame(standardScenario(players), static_cast<std::uint64_t>(seed), actions)
                              : finishedGame());
    const Game &game = model.game();
    const std::vector<Position> expected = replayedFromTheStart(game);
    const int n = game.actionCount();
    QVERIFY(n > 50);
    // Every action, in a random order, as a jump, and then each again by stepping.
    std::vector<int> order(static_cast<size_t>(n) + 1);
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), std::mt19937(static_cast<unsigned>(seed)));
    auto check = [&](int k) {
        QCOMPARE(replay.current(), k);
        QVERIFY2(replay.position() == expected[static_cast<size_t>(k)], qPrintable(QString::number(k)));
        if (k > 0)
            QVERIFY(*replay.shownAction() == game.actions()[static_cast<size_t>(k - 1)]);
        // The players panel and the move list show that moment.
        for (PlayerIndex p = 0; p < expected[0].playerCount(); ++p) {
            const QModelIndex vp = playersModel.index(p, PlayersModel::VictoryPointsColumn);
            QCOMPARE(vp.data(PlayersModel::ValueRole).toInt(), expected[static_cast<size_t>(k)].victoryPoints(p));
        }
        QCOMPARE(moves.currentRow(), k - 1);
    };
    for (int k : order) {
        replay.goTo(k);
        if (!replay.isActive())
            replay.enterAt(k);
        check(k);
        if (QTest::currentTestFailed())
            return;
    }
    replay.first();
    for (int k = 0; k <= n; ++k, replay.next()) {
        check(k);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestReplayModel::leavingReturnsToTheGameAndTheRecordIsUnchanged()
{
    GameModel model;
    PlayersModel playersModel(&model);
    ActionListModel moves(&model);
    ReplayModel replay(&model);
    model.setGame(testing::randomGame(standardScenario(2), 5, 80));
    model.undo(); // an undone action stays for redo
    const std::vector<Action> record = model.game().actions();
    QVERIFY(!model.isModified()); // moving through the tree is no change
    replay.enterAt(4);
    replay.nextTurn();
    replay.previous();
    replay.leave();
    QVERIFY(!replay.isActive());
    QCOMPARE(replay.current(), 79);
    QVERIFY(model.game().actions() == record);
    QCOMPARE(model.redoCount(), 1);
    QVERIFY(!model.isModified());
    QCOMPARE(moves.currentRow(), 78);
    QVERIFY(playersModel.followsGame());
    QVERIFY(!moves.data(moves.index(79), ActionListModel::PlayedRole).toBool());
}

void TestReplayModel::aFinishedGameIsReplayedAtItsEnd()
{
    GameModel model;
    ReplayModel replay(&model);
    QSignalSpy active(&replay, &ReplayModel::activeChanged);
    model.setGame(finishedGame());
    QVERIFY(replay.isActive());
    QCOMPARE(replay.current(), model.game().actionCount());
    QVERIFY(replay.position().gameOver());
    // Another game, in progress: back to play.
    model.setGame(Game(standardScenario(2), 3));
    QVERIFY(!replay.isActive());
    QCOMPARE(active.count(), 2);
}

void TestReplayModel::autoplayStepsAtItsSpeedAndStopsAtTheEnd()
{
    GameModel model;
    ReplayModel replay(&model);
    ReplayAutoplay autoplay(&replay);
    model.setGame(testing::randomGame(standardScenario(2), 9, 30));
    autoplay.setSpeed(10);
    QCOMPARE(autoplay.speed(), 10.0);
    QCOMPARE(autoplay.interval(), 100);
    autoplay.setSpeed(100); // a long game plays fast, but one step still shows
    QCOMPARE(autoplay.speed(), 32.0);
    QCOMPARE(autoplay.interval(), 31);
    autoplay.setSpeed(0.1);
    QCOMPARE(autoplay.speed(), 0.25);
    QCOMPARE(autoplay.interval(), 4000);
    autoplay.setSpeed(4);
    // Started at the end (or outside replay), it begins from the first action.
    QSignalSpy running(&autoplay, &ReplayAutoplay::runningChanged);
    autoplay.setRunning(true);
    QVERIFY(replay.isActive());
    QVERIFY(autoplay.isRunning());
    QCOMPARE(replay.current(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(replay.current() >= 2, 3000);
    autoplay.toggle(); // pause
    QVERIFY(!autoplay.isRunning());
    const int paused = replay.current();
    QTest::qWait(600);
    QCOMPARE(replay.current(), paused);
    // Near the end it runs out and stops by itself.
    replay.goTo(28);
    autoplay.toggle();
    QTRY_VERIFY_WITH_TIMEOUT(!autoplay.isRunning(), 3000);
    QCOMPARE(replay.current(), 30);
    QCOMPARE(running.count(), 4);
    // Leaving the replay stops it.
    replay.first();
    autoplay.setRunning(true);
    replay.leave();
    QVERIFY(!autoplay.isRunning());
}

QTEST_MAIN(TestReplayModel)
#include "tst_replay_model.moc"
