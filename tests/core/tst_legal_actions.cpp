// One place decides legality: the list of legal actions and the check of a single action agree
// on every action that could be written, in positions from random games; and the list has no repeats.
#include "core/game.h"
#include "core/random.h"
#include "core/rules.h"

#include <QtTest>
#include <algorithm>

using namespace eko;

namespace {

// Every action that names spaces of this board, legal or not.
std::vector<Action> everyWritableAction(const Board &board)
{
    std::vector<Action> all{Action::noSwap(), Action::forcedMarch(), Action::end(), Action::pass()};
    const int n = board.spaceCount();
    for (SpaceIndex a = 0; a < n; ++a) {
        for (int count = 0; count <= 5; ++count)
            all.push_back(Action::reinforce(a, count));
        for (SpaceIndex b = 0; b < n; ++b) {
            all.push_back(Action::move(a, b));
            all.push_back(Action::attack(a, b));
            all.push_back(Action::swap(a, b));
            if (board.adjacent(a, b) || a == b)
                for (BuildingType t : kBuildingTypes)
                    all.push_back(Action::construct(t, b, a));
        }
    }
    // A far payer, to see that it is refused.
    all.push_back(Action::construct(BuildingType::Village, 0, n - 1));
    return all;
}

} // namespace

class TestLegalActions : public QObject {
    Q_OBJECT
private slots:
    void listAndCheckAgree_data();
    void listAndCheckAgree();
};

void TestLegalActions::listAndCheckAgree_data()
{
    QTest::addColumn<int>("players");
    QTest::newRow("2 players") << 2;
    QTest::newRow("3 players") << 3;
    QTest::newRow("4 players") << 4;
}

void TestLegalActions::listAndCheckAgree()
{
    QFETCH(int, players);
    const Scenario scenario = standardScenario(players);
    const std::vector<Action> candidates = everyWritableAction(*scenario.board);
    int positions = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Game game(scenario, seed);
        Random random(seed);
        int step = 0;
        while (!game.current().gameOver()) {
            const Position &pos = game.current();
            const std::vector<Action> legal = rules::legalActions(pos);
            if (step++ % 7 == 0) {
                ++positions;
                for (size_t i = 0; i < legal.size(); ++i)
                    for (size_t j = i + 1; j < legal.size(); ++j)
                        QVERIFY2(!(legal[i] == legal[j]), toNotation(legal[i], pos.board()).c_str());
                for (const Action &a : candidates) {
                    const bool accepted = !rules::check(pos, a);
                    const bool listed = std::find(legal.begin(), legal.end(), rules::canonical(pos, a)) != legal.end();
                    if (accepted != listed)
                        QFAIL(qPrintable(QStringLiteral("%1: checked %2, listed %3 (phase %4)")
                                             .arg(QString::fromStdString(toNotation(a, pos.board())))
                                             .arg(accepted)
                                             .arg(listed)
                                             .arg(int(pos.phase()))));
                }
            }
            const Action a = legal[random.below(legal.size())];
            QVERIFY(!game.play(a));
        }
    }
    qInfo("%d positions checked against %zu written actions each", positions, candidates.size());
}

QTEST_APPLESS_MAIN(TestLegalActions)
#include "tst_legal_actions.moc"
