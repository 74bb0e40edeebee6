// Self-play: random games for 2, 3 and 4 players finish, every listed action is legal and applies,
// the disc invariant holds throughout, every action's notation round-trips, and replaying the
// saved game file gives the same final position.
#include "core/game.h"
#include "files/game_file.h"
#include "core/random.h"
#include "core/rules.h"

#include <QtTest>

using namespace eko;

class TestSelfplay : public QObject {
    Q_OBJECT
private slots:
    void randomGamesFinish_data();
    void randomGamesFinish();
};

void TestSelfplay::randomGamesFinish_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("games");
    QTest::newRow("2 players") << 2 << 300;
    QTest::newRow("3 players") << 3 << 300;
    QTest::newRow("4 players") << 4 << 300;
}

void TestSelfplay::randomGamesFinish()
{
    QFETCH(int, players);
    QFETCH(int, games);
    const Scenario scenario = standardScenario(players);
    std::vector<Action> legal;
    int wins = 0, draws = 0;
    long long actions = 0;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = 1000 * players + g;
        Game game(scenario, seed);
        Random random(seed ^ 0xABCDEFull);
        int guard = 0;
        while (!game.current().gameOver()) {
            const Position &pos = game.current();
            rules::legalActions(pos, legal);
            QVERIFY2(!legal.empty(), "a position that is not over has a legal action");
            const Action a = legal[random.below(legal.size())];
            const std::string text = toNotation(a, pos.board());
            const auto parsed = parseNotation(text, pos.board());
            QVERIFY2(parsed && *parsed == a, text.c_str());
            const Board &board = pos.board();
            if (const auto refused = game.play(a))
                QFAIL((text + ": " + describe(*refused, board)).c_str());
            QVERIFY2(game.current().invariantHolds(), text.c_str());
            QVERIFY2(++guard < 100000, "the game ends");
        }
        actions += game.actionCount();
        const Result r = game.current().result();
        if (r.winner == kNoPlayer)
            ++draws;
        else
            ++wins;

        files::FileProblems problems;
        const auto loaded = files::gameFromJson(files::gameToJson(game), problems);
        QVERIFY2(loaded, qPrintable(problems.isEmpty() ? QString() : problems.first().toString()));
        QCOMPARE(loaded->actionCount(), game.actionCount());
        QVERIFY(loaded->current() == game.current());
    }
    qInfo("%d players: %d games, %d wins, %d draws, %.1f actions per game", players, games, wins, draws,
          double(actions) / games);
}

QTEST_APPLESS_MAIN(TestSelfplay)
#include "tst_selfplay.moc"
