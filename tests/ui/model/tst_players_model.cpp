// Tests of the players model: with QAbstractItemModelTester attached, a random game; every row
// matches the position after each step, and the model changes by dataChanged, not resets.
#include "model/players_model.h"
#include "common/positions.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>
#include <random>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

class TestPlayersModel : public QObject {
    Q_OBJECT
private slots:
    void emptyWithoutGame();
    void followsARandomGame_data();
    void followsARandomGame();
    void headersAndToolTips();
    void toMoveOutAndCaptives();

private:
    static void checkRows(const PlayersModel &players, const GameModel &game);
};

void TestPlayersModel::checkRows(const PlayersModel &players, const GameModel &game)
{
    const Position &pos = game.position();
    QCOMPARE(players.rowCount(), pos.playerCount());
    QCOMPARE(players.columnCount(), int(PlayersModel::ColumnCount));
    auto value = [&](int row, int column) {
        return players.data(players.index(row, column), PlayersModel::ValueRole);
    };
    for (int p = 0; p < pos.playerCount(); ++p) {
        const PlayerState &ps = pos.player(p);
        QCOMPARE(value(p, PlayersModel::NameColumn).toString(), QString::fromStdString(game.game().playerNames()[p]));
        QCOMPARE(value(p, PlayersModel::ColourColumn).toInt(), p);
        QCOMPARE(value(p, PlayersModel::VictoryPointsColumn).toInt(), pos.victoryPoints(p));
        QCOMPARE(players.data(players.index(p, PlayersModel::VictoryPointsColumn)).toInt(), pos.victoryPoints(p));
        QCOMPARE(value(p, PlayersModel::PalacesColumn).toInt(), pos.palaceCount(p));
        QCOMPARE(value(p, PlayersModel::ReserveColumn).toInt(), ps.reserve + (ps.emperorInReserve ? 1 : 0));
        QCOMPARE(players.data(players.index(p, PlayersModel::ReserveColumn)).toString().startsWith(
                     QString::number(ps.reserve)),
                 true);
        const QVariantList supply = value(p, PlayersModel::SupplyColumn).toList();
        QCOMPARE(supply.size(), kBuildingTypeCount);
        for (int t = 0; t < kBuildingTypeCount; ++t)
            QCOMPARE(supply.at(t).toInt(), ps.supply[t]);
        int captives = 0;
        for (int q = 0; q < pos.playerCount(); ++q)
            captives += (ps.captives >> q) & 1;
        QCOMPARE(value(p, PlayersModel::CaptivesColumn).toInt(), captives);
        QCOMPARE(value(p, PlayersModel::RemovedColumn).toInt(), ps.removed);
        const QModelIndex name = players.index(p, PlayersModel::NameColumn);
        QCOMPARE(players.data(name, PlayersModel::ToMoveRole).toBool(), !pos.gameOver() && pos.toMove() == p);
        QCOMPARE(players.data(name, PlayersModel::OutRole).toBool(), pos.isOut(p));
        QCOMPARE(players.data(name, PlayersModel::WinnerRole).toBool(), pos.result().winner == p);
        QCOMPARE(players.data(name, PlayersModel::PlayerRole).toInt(), p);
        for (int c = 0; c < PlayersModel::ColumnCount; ++c)
            QVERIFY(!players.data(players.index(p, c), Qt::ToolTipRole).toString().isEmpty());
    }
}

void TestPlayersModel::emptyWithoutGame()
{
    GameModel game;
    PlayersModel players(&game);
    QAbstractItemModelTester tester(&players, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(players.rowCount(), 0);
    PlayersModel orphan(nullptr);
    QCOMPARE(orphan.rowCount(), 0);
}

void TestPlayersModel::followsARandomGame_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("2 players") << 2 << 21u;
    QTest::newRow("3 players") << 3 << 22u;
    QTest::newRow("4 players") << 4 << 23u;
}

void TestPlayersModel::followsARandomGame()
{
    QFETCH(int, players);
    QFETCH(unsigned, seed);
    GameModel game;
    PlayersModel model(&game);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    game.setGame(Game(standardScenario(players), seed, {"Ana", "Bo", "Cy", "Di"}));
    QCOMPARE(resets.count(), 1);
    checkRows(model, game);
    std::mt19937 random(seed);
    int positionChanges = 0;
    connect(&game, &GameModel::positionChanged, this, [&positionChanges] { ++positionChanges; });
    for (int step = 0; step < 500; ++step) {
        if (game.position().gameOver() || (random() % 25 == 0 && game.canUndo())) {
            game.undo();
        } else {
            const std::vector<Action> &legal = game.legalActions();
            QVERIFY(game.play(legal[random() % legal.size()]));
        }
        checkRows(model, game);
    }
    QCOMPARE(resets.count(), 1);
    QVERIFY(changed.count() > 0);
    QVERIFY(changed.count() <= positionChanges * players);
    // Another game with another number of players: a reset.
    game.setGame(Game(standardScenario(players == 2 ? 4 : 2), seed));
    QCOMPARE(resets.count(), 2);
    checkRows(model, game);
}

void TestPlayersModel::headersAndToolTips()
{
    GameModel game;
    PlayersModel players(&game);
    QStringList headers;
    for (int c = 0; c < PlayersModel::ColumnCount; ++c) {
        const QString header = players.headerData(c, Qt::Horizontal).toString();
        QVERIFY(!header.isEmpty());
        QVERIFY(!players.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(!headers.contains(header));
        headers << header;
    }
    QCOMPARE(headers, (QStringList{"Player", "Colour", "Computer player", "VP", "Palaces", "Reserve", "Supply", "Captives", "Removed"}));
    // The legend explains every number column by its header word, not only in tool tips.
    const QString legend = players.legend();
    for (int c = PlayersModel::VictoryPointsColumn; c < PlayersModel::ColumnCount; ++c)
        QVERIFY2(legend.contains(QStringLiteral("<b>%1</b>").arg(headers[c])), qPrintable(legend));
    QVERIFY(legend.contains(QStringLiteral("villages / towers / castles")));
}

void TestPlayersModel::toMoveOutAndCaptives()
{
    // Red takes blue's Emperor stack; blue still has a stack on g5.
    const auto board = boardFromRows({".......", "..r....", "...#...", ".......", "...o..."});
    PositionBuilder b(board);
    b.place("a1", 0, 3, true).place("c1", 1, 2, true).place("g5", 1, 1).build("c2", 0, BuildingType::Village);
    Scenario sc;
    sc.players = 2;
    sc.board = board;
    sc.position = b.position();
    QVERIFY(scenarioProblems(sc).empty());
    GameModel game;
    PlayersModel players(&game);
    QAbstractItemModelTester tester(&players, QAbstractItemModelTester::FailureReportingMode::QtTest);
    game.setGame(Game(sc, 1, {"Ana", ""}));
    QCOMPARE(players.data(players.index(1, PlayersModel::NameColumn)).toString(), QStringLiteral("Blue"));
    QVERIFY(players.data(players.index(0, 0), PlayersModel::ToMoveRole).toBool());
    QVERIFY(players.data(players.index(0, 0), Qt::BackgroundRole).isValid());
    QVERIFY(!players.data(players.index(1, 0), Qt::BackgroundRole).isValid());
    QCOMPARE(players.data(players.index(1, PlayersModel::ReserveColumn)).toString(), QStringLiteral("13"));
    // No captive Emperor reads 0, like every other number of the table, not a blank cell.
    QCOMPARE(players.data(players.index(0, PlayersModel::CaptivesColumn)).toString(), QStringLiteral("0"));
    QCOMPARE(players.data(players.index(0, PlayersModel::SupplyColumn)).toString(), QStringLiteral("4 / 3 / 1"));
    QCOMPARE(players.data(players.index(0, PlayersModel::SupplyColumn), Qt::ToolTipRole).toString(),
             QStringLiteral("Building supply: 4 villages, 3 towers, 1 castle."));

    QSignalSpy changed(&players, &QAbstractItemModel::dataChanged);
    QVERIFY(game.play(Action::attack(b.at("a1"), b.at("c1"))));
    QVERIFY(changed.count() >= 1);
    QCOMPARE(players.data(players.index(0, PlayersModel::VictoryPointsColumn)).toInt(), 1 + 3);
    QCOMPARE(players.data(players.index(0, PlayersModel::CaptivesColumn)).toString(), QStringLiteral("1"));
    QVERIFY(players.data(players.index(0, PlayersModel::CaptivesColumn), Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Blue")));
    QCOMPARE(players.data(players.index(1, PlayersModel::ReserveColumn)).toString(), QStringLiteral("14"));

    // The turn passes to blue after the reinforcement.
    QVERIFY(game.play(Action::reinforce(b.at("c1"), 1)));
    QVERIFY(players.data(players.index(1, 0), PlayersModel::ToMoveRole).toBool());
    QVERIFY(!players.data(players.index(0, 0), PlayersModel::ToMoveRole).toBool());
    QVERIFY(players.data(players.index(1, 0), Qt::ToolTipRole).toString().contains(QStringLiteral("to move")));
}

QTEST_MAIN(TestPlayersModel)
#include "tst_players_model.moc"
