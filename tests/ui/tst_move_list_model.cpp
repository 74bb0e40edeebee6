// Tests of the move list model: with QAbstractItemModelTester attached, a random game with undo,
// redo and jumps; the rows always match the line of play, changed by inserts and removals.
#include "model/move_list_model.h"
#include "common/positions.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>
#include <random>

using namespace eko;
using namespace eko::ui;

class TestMoveListModel : public QObject {
    Q_OBJECT
private slots:
    void emptyWithoutGame();
    void followsARandomGame_data();
    void followsARandomGame();
    void playingAddsOneRow();
    void undoKeepsRowsGreyed();
    void headerIsTranslated();

private:
    static void checkRows(const MoveListModel &list, const GameModel &game);
};

void TestMoveListModel::checkRows(const MoveListModel &list, const GameModel &game)
{
    const int played = game.game().actionCount();
    QCOMPARE(list.rowCount(), game.lineLength());
    QCOMPARE(list.currentRow(), played - 1);
    QCOMPARE(list.currentIndex().row(), played > 0 ? played - 1 : -1);
    int turn = 0;
    for (int k = 0; k < list.rowCount(); ++k) {
        const QModelIndex index = list.index(k);
        const Position &before = game.linePositionBefore(k);
        const QString notation = QString::fromStdString(toNotation(game.lineAction(k), before.board()));
        QCOMPARE(list.data(index, MoveListModel::ActionIndexRole).toInt(), k);
        QCOMPARE(list.data(index, MoveListModel::NotationRole).toString(), notation);
        QCOMPARE(list.data(index, MoveListModel::PlayerRole).toInt(), before.toMove());
        QCOMPARE(list.data(index, MoveListModel::PlayedRole).toBool(), k < played);
        QCOMPARE(list.data(index, MoveListModel::CurrentRole).toBool(), k == played - 1);
        if (before.phase() == Phase::FirstAction)
            ++turn;
        QCOMPARE(list.data(index, MoveListModel::TurnRole).toInt(), turn);
        const QString display = list.data(index).toString();
        QVERIFY(display.endsWith(notation));
        if (turn > 0)
            QCOMPARE(display, QStringLiteral("%1. %2").arg(turn).arg(notation));
        QVERIFY(list.data(index, Qt::ToolTipRole).toString().startsWith(game.lineActionDescription(k)));
        QCOMPARE(list.data(index, Qt::DecorationRole).typeId(), QMetaType::QIcon); // the emblem, not only a colour
        QCOMPARE(list.data(index, Qt::ForegroundRole).isValid(), k >= played);
    }
}

void TestMoveListModel::emptyWithoutGame()
{
    GameModel game;
    MoveListModel list(&game);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(list.rowCount(), 0);
    QCOMPARE(list.currentRow(), -1);
    QVERIFY(!list.currentIndex().isValid());
    MoveListModel orphan(nullptr);
    QCOMPARE(orphan.rowCount(), 0);
}

void TestMoveListModel::followsARandomGame_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("2 players") << 2 << 1u;
    QTest::newRow("3 players") << 3 << 2u;
    QTest::newRow("4 players") << 4 << 3u;
}

void TestMoveListModel::followsARandomGame()
{
    QFETCH(int, players);
    QFETCH(unsigned, seed);
    GameModel game;
    MoveListModel list(&game);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&list, &QAbstractItemModel::modelReset);
    QSignalSpy current(&list, &MoveListModel::currentRowChanged);
    game.setGame(Game(standardScenario(players), seed, {"Ana", "Bo", "Cy", "Di"}));
    QCOMPARE(resets.count(), 1);
    std::mt19937 random(seed);
    int longest = 0;
    for (int step = 0; step < 400; ++step) {
        const unsigned roll = random() % 20;
        if (roll == 0 && game.canUndo()) {
            for (int n = 1 + static_cast<int>(random() % 4); n > 0; --n)
                game.undo();
        } else if (roll == 1 && game.canRedo()) {
            game.redo();
        } else if (roll == 2 && random() % 4 == 0) {
            game.goToAction(static_cast<int>(random() % static_cast<unsigned>(game.lineLength() + 1)));
        } else if (game.position().gameOver()) {
            game.undo();
        } else {
            const std::vector<Action> &legal = game.legalActions();
            QVERIFY(game.play(legal[random() % legal.size()]));
        }
        checkRows(list, game);
        longest = std::max(longest, game.lineLength());
    }
    QVERIFY2(longest > 40, qPrintable(QString::number(longest)));
    QCOMPARE(resets.count(), 1); // only for the new game: everything else is inserts, removals and changes
    QVERIFY(current.count() > 0);
    QCOMPARE(current.last().at(0).toInt(), list.currentRow());
}

void TestMoveListModel::playingAddsOneRow()
{
    GameModel game;
    MoveListModel list(&game);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
    game.setGame(Game(standardScenario(2), 9));
    QSignalSpy inserted(&list, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&list, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&list, &QAbstractItemModel::dataChanged);
    for (int i = 0; i < 5; ++i)
        QVERIFY(game.play(game.legalActions().front()));
    QCOMPARE(inserted.count(), 5);
    QCOMPARE(removed.count(), 0);
    QCOMPARE(inserted.last().at(1).toInt(), 4);
    QCOMPARE(inserted.last().at(2).toInt(), 4);
    QCOMPARE(changed.count(), 4); // the row that stops being the current one
    checkRows(list, game);
}

void TestMoveListModel::undoKeepsRowsGreyed()
{
    GameModel game;
    MoveListModel list(&game);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
    game.setGame(Game(standardScenario(2), 4));
    for (int i = 0; i < 6; ++i)
        QVERIFY(game.play(game.legalActions().back()));
    QSignalSpy inserted(&list, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&list, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&list, &QAbstractItemModel::dataChanged);
    game.undo();
    game.undo();
    QCOMPARE(list.rowCount(), 6);
    QCOMPARE(list.currentRow(), 3);
    QCOMPARE(inserted.count() + removed.count(), 0);
    QCOMPARE(changed.count(), 2);
    QVERIFY(!list.data(list.index(5), MoveListModel::PlayedRole).toBool());
    QVERIFY(list.data(list.index(5), Qt::ToolTipRole).toString().contains(QStringLiteral("undone")));
    // A different action replaces the two undone rows by one new row.
    const Action next = game.lineAction(4);
    Action other = next;
    for (const Action &a : game.legalActions())
        if (!(a == next))
            other = a;
    QVERIFY(!(other == next));
    QVERIFY(game.play(other));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.last().at(1).toInt(), 4);
    QCOMPARE(removed.last().at(2).toInt(), 5);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(list.rowCount(), 5);
    checkRows(list, game);
    game.clear();
    QCOMPARE(list.rowCount(), 0);
}

void TestMoveListModel::headerIsTranslated()
{
    GameModel game;
    MoveListModel list(&game);
    QCOMPARE(list.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Actions"));
    QVERIFY(list.roleNames().contains(MoveListModel::ActionIndexRole));
}

QTEST_MAIN(TestMoveListModel)
#include "tst_move_list_model.moc"
