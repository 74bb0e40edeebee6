// The JSON path given to each scenario problem follows from its code and parameters, not its wording:
// settings, board, the stack or building on a space, a player's field, and the fallbacks.
#include "files/scenario_problem_paths.h"

#include <QtTest>

using namespace eko;
using namespace eko::files;

namespace {

QString pathOf(ScenarioProblemCode code, const ScenarioPaths &paths, SpaceIndex space = kNoSpace, int player = -1,
               int n1 = 0)
{
    return pathOfScenarioProblem(ScenarioProblem{code, space, player, n1}, paths);
}

ScenarioPaths gamePaths()
{
    ScenarioPaths paths;
    paths.root = QStringLiteral("scenario");
    paths.hasPosition = true;
    paths.stacks.insert(4, QStringLiteral("scenario.position.stacks[1]"));
    paths.buildings.insert(9, QStringLiteral("scenario.position.buildings[0]"));
    return paths;
}

} // namespace

class TestScenarioProblemPaths : public QObject {
    Q_OBJECT
private slots:
    void settingsAndBoard();
    void spaces();
    void players();
    void everyCodeHasAPath();
};

void TestScenarioProblemPaths::settingsAndBoard()
{
    ScenarioPaths file; // a scenario file: the root is the file itself, no position
    using C = ScenarioProblemCode;
    QCOMPARE(pathOf(C::PlayerCount, file, kNoSpace, -1, 5), QStringLiteral("players"));
    QCOMPARE(pathOf(C::StackLimit, file), QStringLiteral("rules.stackLimit"));
    QCOMPARE(pathOf(C::ReinforcementOrder, file), QStringLiteral("rules.reinforcementMin"));
    QCOMPARE(pathOf(C::DrawRounds, file), QStringLiteral("rules.drawRounds"));
    QCOMPARE(pathOf(C::BuildingSupply, file, kNoSpace, -1, 1), QStringLiteral("rules.buildingSupply.tower"));
    QCOMPARE(pathOf(C::BuildingSupply, file, kNoSpace, -1, 9), QStringLiteral("rules.buildingSupply"));
    QCOMPARE(pathOf(C::DiscsDoNotFit, file), QStringLiteral("board"));
    QCOMPARE(pathOf(C::NoSpaces, gamePaths()), QStringLiteral("scenario.board"));
    QCOMPARE(pathOf(C::VictoryPoints, gamePaths()), QStringLiteral("scenario.rules.victoryPoints"));
}

void TestScenarioProblemPaths::spaces()
{
    const ScenarioPaths paths = gamePaths();
    using C = ScenarioProblemCode;
    QCOMPARE(pathOf(C::StackTooTall, paths, 4), QStringLiteral("scenario.position.stacks[1]"));
    QCOMPARE(pathOf(C::StackTerrain, paths, 4), QStringLiteral("scenario.position.stacks[1]"));
    QCOMPARE(pathOf(C::BuildingTerrain, paths, 9), QStringLiteral("scenario.position.buildings[0]"));
    QCOMPARE(pathOf(C::BuildingOwner, paths, 9), QStringLiteral("scenario.position.buildings[0]"));
    // A space the file did not list (or a stack code on a building's space): the position.
    QCOMPARE(pathOf(C::StackOwner, paths, 9), QStringLiteral("scenario.position"));
    QCOMPARE(pathOf(C::BuildingOwner, paths, kNoSpace), QStringLiteral("scenario.position"));
    QCOMPARE(pathOf(C::TooFewPlayersIn, paths), QStringLiteral("scenario.position.stacks"));
    QCOMPARE(pathOf(C::ToMoveIsOut, paths), QStringLiteral("scenario.position.toMove"));
    QCOMPARE(pathOf(C::StartsGameOver, paths), QStringLiteral("scenario.position.phase"));
}

void TestScenarioProblemPaths::players()
{
    ScenarioPaths paths;
    paths.hasPosition = true;
    using C = ScenarioProblemCode;
    QCOMPARE(pathOf(C::EmperorCount, paths, kNoSpace, 1, 2), QStringLiteral("position.players.blue"));
    QCOMPARE(pathOf(C::DiscTotal, paths, kNoSpace, 0, 3), QStringLiteral("position.players.red"));
    QCOMPARE(pathOf(C::OwnEmperorCaptive, paths, kNoSpace, 2), QStringLiteral("position.players.yellow.captives"));
    QCOMPARE(pathOf(C::CaptiveOfAbsentPlayer, paths, kNoSpace, 3), QStringLiteral("position.players.green.captives"));
    QCOMPARE(pathOf(C::SupplyTotal, paths, kNoSpace, 0, 2), QStringLiteral("position.players.red.supply.castle"));
    QCOMPARE(pathOf(C::NegativeCount, paths, kNoSpace, 7), QStringLiteral("position"));
    QCOMPARE(pathOf(C::StartsWon, paths, kNoSpace, 1, 12), QStringLiteral("position.players.blue"));
    QCOMPARE(pathOf(C::CaptivesNotExchanged, paths, kNoSpace, 0, 1), QStringLiteral("position.players.red.captives"));
}

void TestScenarioProblemPaths::everyCodeHasAPath()
{
    const ScenarioPaths paths = gamePaths();
    for (int code = 0; code < kScenarioProblemCodeCount; ++code)
        for (SpaceIndex space : {kNoSpace, 4, 9, 500})
            for (int player : {-1, 0, 3, 9}) {
                const QString path = pathOf(static_cast<ScenarioProblemCode>(code), paths, space, player, 1);
                QVERIFY2(path.startsWith(QLatin1String("scenario.")), qPrintable(path));
            }
}

QTEST_MAIN(TestScenarioProblemPaths)
#include "tst_scenario_problem_paths.moc"
