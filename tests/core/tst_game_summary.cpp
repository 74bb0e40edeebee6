// What each player did, counted from the record (core/game_summary.h): turns, attacks (kamikaze
// included), Emperors captured, buildings built (upgrades included) and forced marches.
#include "core/game_summary.h"
#include "files/game_file.h"

#include "common/game_trees.h"
#include "common/positions.h"
#include "common/random_games.h"

#include <QTest>

using namespace eko;
using namespace eko::testing;

namespace {

Scenario scenarioFrom(PositionBuilder &builder)
{
    Scenario sc;
    sc.name = "Summary";
    sc.players = builder.position().playerCount();
    sc.settings = builder.position().settings();
    sc.board = builder.position().boardPtr();
    sc.position = builder.position();
    return sc;
}

// Plays a text in notation; fails the test when it is refused.
bool play(Game &game, const std::string &text)
{
    const std::optional<Action> action = game.parse(text);
    return action && !game.play(*action);
}

// Plays the first legal action of a kind.
bool playFirst(Game &game, ActionKind kind)
{
    for (const Action &a : rules::legalActions(game.current()))
        if (a.kind == kind)
            return !game.play(a);
    return false;
}

} // namespace

class TestGameSummary : public QObject {
    Q_OBJECT

private slots:
    void aTreeCountsTurnsAlongEachNodesPath()
    {
        const Game game = randomGame(standardScenario(3), 8, 60);
        GameTree tree(game);
        const std::vector<int> gameTurns = turnNumbers(game);
        std::vector<int> turns = turnNumbers(tree);
        const std::vector<NodeId> main = tree.mainLine();
        for (int k = 0; k < game.actionCount(); ++k)
            QCOMPARE(turns[size_t(main[size_t(k) + 1])], gameTurns[size_t(k)]);
        // Branches from the start (in the Emperor swap), mid-turn and at a turn's start.
        for (int from : {0, 17, 30, 31, 45}) {
            tree.goTo(main[size_t(from)]);
            for (int k = 0; k < 12 && !tree.currentPosition().gameOver(); ++k) {
                const std::optional<Action> a = untakenAction(tree, k);
                QVERIFY(a);
                QVERIFY(!tree.play(*a));
            }
        }
        turns = turnNumbers(tree);
        for (NodeId leaf = 0; leaf < tree.idEnd(); ++leaf) {
            if (!tree.children(leaf).empty())
                continue;
            const std::vector<NodeId> path = tree.pathTo(leaf);
            const std::vector<int> expected = turnNumbers(tree.gameTo(leaf));
            for (size_t k = 1; k < path.size(); ++k)
                QCOMPARE(turns[size_t(path[k])], expected[k - 1]);
        }
    }

    void countsEachPlayersDeeds()
    {
        // a1 oasis, c1 reg; red's Emperor stack on b2 next to blue's lone Emperor on c2.
        PositionBuilder b(boardFromRows({"o.r...", "......", "......", "......"}));
        b.place("b2", 0, 3, true).place("a2", 0, 2).place("c2", 1, 1, true).place("f3", 1, 2).place("e4", 1, 4);
        Game game(scenarioFrom(b), 1);
        QCOMPARE(summarize(game), (std::vector<PlayerSummary>(2)));

        QVERIFY(play(game, "b2xc2"));    // red: attack, captures blue's Emperor
        QVERIFY(play(game, "march"));    // red: forced march
        QVERIFY(play(game, "V@a1/a2"));  // red: a village
        QVERIFY(playFirst(game, ActionKind::Reinforce));
        QCOMPARE(game.current().toMove(), 1);
        QVERIFY(play(game, "f3-f2"));    // blue: a move
        QVERIFY(playFirst(game, ActionKind::Reinforce));
        QCOMPARE(game.current().toMove(), 0);
        QVERIFY(play(game, "T@c1/c2"));  // red: a tower
        QVERIFY(playFirst(game, ActionKind::Reinforce));
        QVERIFY(play(game, "e4-d4"));    // blue: a move

        const std::vector<PlayerSummary> s = summarize(game);
        QCOMPARE(s.size(), size_t(2));
        QCOMPARE(s[0].turns, 2);
        QCOMPARE(s[0].attacks, 1);
        QCOMPARE(s[0].emperorsCaptured, 1);
        QCOMPARE(s[0].buildingsBuilt, 2);
        QCOMPARE(s[0].forcedMarches, 1);
        QCOMPARE(s[1].turns, 2);
        QCOMPARE(s[1].attacks, 0);
        QCOMPARE(s[1].emperorsCaptured, 0);
        QCOMPARE(s[1].buildingsBuilt, 0);
        QCOMPARE(s[1].forcedMarches, 0);
    }

    void kamikazeIsAnAttackAndOnlyEmperorsAreCaptured()
    {
        PositionBuilder b(boardFromRows({"......", "......"}));
        b.place("a1", 0, 1).place("b1", 1, 4, true).place("f2", 0, 1, true).place("d2", 1, 1);
        Game game(scenarioFrom(b), 1);
        QVERIFY(play(game, "a1xb1")); // kamikaze that captures blue's Emperor
        const std::vector<PlayerSummary> s = summarize(game);
        QCOMPARE(s[0].attacks, 1);
        QCOMPARE(s[0].emperorsCaptured, 1);

        PositionBuilder c(boardFromRows({"......", "......"}));
        c.place("a1", 0, 3, true).place("b1", 1, 2).place("f2", 1, 1, true);
        Game other(scenarioFrom(c), 1);
        QVERIFY(play(other, "a1xb1")); // an attack on discs only
        QCOMPARE(summarize(other)[0].attacks, 1);
        QCOMPARE(summarize(other)[0].emperorsCaptured, 0);
    }

    // docs/NOTATION.md: "b2-c2" onto an enemy stack is the attack "b2xc2", read and written back so.
    // Game::play records the canonical action, so the file, the move list and Game Details agree.
    void gameRecordsAnAttackWrittenWithADashAsAnAttack()
    {
        PositionBuilder b(boardFromRows({"......", "......", "......"}));
        b.place("b2", 0, 2).place("c2", 1, 1).place("f3", 1, 1);
        Game game(scenarioFrom(b), 1);
        const std::optional<Action> dash = game.parse("b2-c2");
        QVERIFY(dash);
        QCOMPARE(dash->kind, ActionKind::Move); // as written
        QVERIFY(!game.play(*dash));
        QCOMPARE(game.actions().back().kind, ActionKind::Attack);
        QCOMPARE(game.notation(0), std::string("b2xc2"));
        QCOMPARE(summarize(game)[0].attacks, 1);
        const QByteArray json = files::gameToJson(game);
        QVERIFY(json.contains("\"b2xc2\""));
        QVERIFY(!json.contains("b2-c2"));

        // A hand-written file with the dash: read as the attack, and written back with the x.
        QByteArray handWritten = json;
        handWritten.replace("\"b2xc2\"", "\"b2-c2\"");
        files::FileProblems problems;
        const std::optional<Game> read = files::gameFromJson(handWritten, problems);
        QVERIFY(read);
        QCOMPARE(read->actions().front().kind, ActionKind::Attack);
        QCOMPARE(summarize(*read)[0].attacks, 1);
        QVERIFY(files::gameToJson(*read).contains("\"b2xc2\""));
    }

    // Over whole random games: the turns add up to the turns the move list numbers, and every
    // attack, construction and forced march of the record is counted once.
    void randomGamesAddUp()
    {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const Game game = randomGame(standardScenario(2 + int(seed % 3)), seed, 600);
            int attacks = 0, built = 0, marches = 0, turns = 0;
            for (int k = 0; k < game.actionCount(); ++k) {
                attacks += game.actions()[k].kind == ActionKind::Attack;
                built += game.actions()[k].kind == ActionKind::Construct;
                marches += game.actions()[k].kind == ActionKind::ForcedMarch;
                turns += game.positionAt(k).phase() == Phase::FirstAction;
            }
            int sumAttacks = 0, sumBuilt = 0, sumMarches = 0, sumTurns = 0, captured = 0;
            for (const PlayerSummary &p : summarize(game)) {
                sumAttacks += p.attacks;
                sumBuilt += p.buildingsBuilt;
                sumMarches += p.forcedMarches;
                sumTurns += p.turns;
                captured += p.emperorsCaptured;
                QVERIFY(p.emperorsCaptured <= p.attacks);
            }
            QCOMPARE(sumAttacks, attacks);
            QCOMPARE(sumBuilt, built);
            QCOMPARE(sumMarches, marches);
            QCOMPARE(sumTurns, turns);
            // Turn numbers: 0 for the Emperor swap, then 1, 2, ... each starting at an action phase.
            const std::vector<int> numbers = turnNumbers(game);
            QCOMPARE(int(numbers.size()), game.actionCount());
            for (int k = 0; k < game.actionCount(); ++k) {
                const Phase phase = game.positionAt(k).phase();
                const int previous = k > 0 ? numbers[k - 1] : 0;
                QCOMPARE(numbers[k], phase == Phase::EmperorSwap ? 0 : previous + (phase == Phase::FirstAction));
            }
            QCOMPARE(numbers.back(), turns);
            int captives = 0; // at least as many captures as Emperors held captive at the end
            for (PlayerIndex p = 0; p < game.current().playerCount(); ++p)
                captives += game.current().emperorCaptor(p) != kNoPlayer;
            QVERIFY(captured >= captives);
        }
    }
};

QTEST_GUILESS_MAIN(TestGameSummary)
#include "tst_game_summary.moc"
