// Tests of the move list model: with QAbstractItemModelTester attached, a random game with undo,
// redo and jumps; the turns and their actions always match the line of play, changed by inserts
// and removals; replaying shows a given number of actions as played.
#include "model/action_list_model.h"
#include "common/positions.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>
#include <array>
#include <random>

using namespace eko;
using namespace eko::ui;

class TestActionListModel : public QObject {
    Q_OBJECT
private slots:
    void emptyWithoutGame();
    void followsARandomGame_data();
    void followsARandomGame();
    void playingAddsOneRow();
    void undoKeepsRowsGreyed();
    void replayShowsACount();
    void headerIsTranslated();

private:
    static void checkRows(const ActionListModel &list, const GameModel &game);
};

void TestActionListModel::checkRows(const ActionListModel &list, const GameModel &game)
{
    const int played = game.game().actionCount();
    QCOMPARE(list.actionCount(), game.lineLength());
    QCOMPARE(list.currentRow(), played - 1);
    QCOMPARE(list.currentIndex().isValid() ? list.currentIndex().data(ActionListModel::ActionIndexRole).toInt() : -1,
             played - 1);
    // Every action, in order, is a child of its turn's row; a turn is one player's actions.
    int turn = 0;
    int k = 0;
    for (int t = 0; t < list.rowCount(); ++t) {
        const QModelIndex turnRow = list.index(t, 0);
        QVERIFY(turnRow.data(ActionListModel::IsTurnRole).toBool());
        QCOMPARE(turnRow.data(ActionListModel::FirstActionRole).toInt(), k);
        const int count = list.rowCount(turnRow);
        QVERIFY(count > 0);
        QCOMPARE(turnRow.data(ActionListModel::ActionIndexRole).toInt(), k + count - 1);
        QStringList notations;
        QStringList shown;
        for (int c = 0; c < count; ++c, ++k) {
            const QModelIndex index = list.index(c, 0, turnRow);
            QCOMPARE(index.parent(), turnRow);
            QCOMPARE(list.actionIndex(k), index);
            const Position &before = game.linePositionBefore(k);
            const QString notation = QString::fromStdString(toNotation(game.lineAction(k), before.board()));
            notations << notation;
            // Another line tried instead of it: a sign after it, and a row under it for each.
            const NodeId node = game.lineNode(k);
            const std::vector<NodeId> &siblings = game.tree().children(game.tree().parent(node));
            const QString display = siblings.size() > 1 ? notation + QStringLiteral(" \u2387") : notation;
            shown << display;
            QCOMPARE(list.data(index, ActionListModel::NodeRole).toInt(), node);
            QCOMPARE(list.data(index, ActionListModel::ActionIndexRole).toInt(), k);
            QCOMPARE(list.data(index, ActionListModel::NotationRole).toString(), notation);
            QCOMPARE(list.data(index, ActionListModel::PlayerRole).toInt(), before.toMove());
            QCOMPARE(list.data(index, ActionListModel::PlayerRole).toInt(), turnRow.data(ActionListModel::PlayerRole).toInt());
            QCOMPARE(list.data(index, ActionListModel::PlayedRole).toBool(), k < played);
            QCOMPARE(list.data(index, ActionListModel::CurrentRole).toBool(), k == played - 1);
            if (before.phase() == Phase::FirstAction)
                ++turn;
            QCOMPARE(list.data(index, ActionListModel::TurnRole).toInt(), turn);
            QCOMPARE(list.data(index).toString(), display); // English keywords stay in English
            QVERIFY(!list.data(index, Qt::ToolTipRole).toString().isEmpty());
            QCOMPARE(list.data(index, Qt::DecorationRole).typeId(), QMetaType::QIcon); // the emblem, not only a colour
            QCOMPARE(list.data(index, Qt::ForegroundRole).isValid(), k >= played);
            QCOMPARE(list.rowCount(index), static_cast<int>(siblings.size()) - 1);
            for (int b = 0; b < list.rowCount(index); ++b) {
                const QModelIndex branch = list.index(b, 0, index);
                QCOMPARE(branch.parent(), index);
                QCOMPARE(list.branchIndex(k, b), branch);
                QVERIFY(branch.data(ActionListModel::IsBranchRole).toBool());
                const NodeId first = branch.data(ActionListModel::NodeRole).toInt();
                QVERIFY(first != node);
                QCOMPARE(game.tree().parent(first), game.tree().parent(node));
                QVERIFY(!list.hasChildren(branch));
            }
        }
        QCOMPARE(turnRow.data(ActionListModel::TurnRole).toInt(), turn);
        QCOMPARE(turnRow.data(ActionListModel::NotationRole).toString(), notations.join(QStringLiteral(", ")));
        const QString colour = QString::fromLatin1(std::array{"Red", "Blue", "Yellow", "Green"}
                                                       [turnRow.data(ActionListModel::PlayerRole).toInt()]);
        const QString expected = turn > 0 ? QStringLiteral("%1. %2: %3").arg(turn).arg(colour, shown.join(QStringLiteral(", ")))
                                          : QStringLiteral("%1: %2").arg(colour, shown.join(QStringLiteral(", ")));
        QCOMPARE(turnRow.data().toString(), expected);
        // The next row is another turn: another number, or another player's Emperor swap.
        if (t + 1 < list.rowCount()) {
            const QModelIndex next = list.index(t + 1, 0);
            QVERIFY(turn == 0 || next.data(ActionListModel::TurnRole).toInt() != turn);
        }
    }
    QCOMPARE(k, game.lineLength());
}

void TestActionListModel::emptyWithoutGame()
{
    GameModel game;
    ActionListModel list(&game);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(list.rowCount(), 0);
    QCOMPARE(list.actionCount(), 0);
    QCOMPARE(list.currentRow(), -1);
    QVERIFY(!list.currentIndex().isValid());
    ActionListModel orphan(nullptr);
    QCOMPARE(orphan.rowCount(), 0);
}

void TestActionListModel::followsARandomGame_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("2 players") << 2 << 1u;
    QTest::newRow("3 players") << 3 << 2u;
    QTest::newRow("4 players") << 4 << 3u;
}

void TestActionListModel::followsARandomGame()
{
    QFETCH(int, players);
    QFETCH(unsigned, seed);
    GameModel game;
    ActionListModel list(&game);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&list, &QAbstractItemModel::modelReset);
    QSignalSpy current(&list, &ActionListModel::currentRowChanged);
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

void TestActionListModel::playingAddsOneRow()
{
    GameModel game;
    ActionListModel list(&game);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
    game.setGame(Game(standardScenario(2), 9));
    QSignalSpy inserted(&list, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&list, &QAbstractItemModel::rowsRemoved);
    for (int i = 0; i < 8; ++i) {
        const int before = inserted.count();
        QVERIFY(game.play(game.legalActions().front()));
        QCOMPARE(inserted.count(), before + 1); // one row: a new turn, or an action of the last turn
    }
    QCOMPARE(removed.count(), 0);
    checkRows(list, game);
}

void TestActionListModel::undoKeepsRowsGreyed()
{
    GameModel game;
    ActionListModel list(&game);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
    game.setGame(Game(standardScenario(2), 4));
    for (int i = 0; i < 6; ++i)
        QVERIFY(game.play(game.legalActions().back()));
    QSignalSpy inserted(&list, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&list, &QAbstractItemModel::rowsRemoved);
    game.undo();
    game.undo();
    QCOMPARE(list.actionCount(), 6);
    QCOMPARE(list.currentRow(), 3);
    QCOMPARE(inserted.count() + removed.count(), 0);
    QVERIFY(!list.actionIndex(5).data(ActionListModel::PlayedRole).toBool());
    QVERIFY(list.actionIndex(5).data(Qt::ToolTipRole).toString().contains(QStringLiteral("undone")));
    // A different action replaces the two undone rows by one new row.
    const Action next = game.lineAction(4);
    Action other = next;
    for (const Action &a : game.legalActions())
        if (!(a == next))
            other = a;
    QVERIFY(!(other == next));
    QVERIFY(game.play(other));
    QVERIFY(removed.count() >= 1);
    QCOMPARE(list.actionCount(), 5);
    checkRows(list, game);
    game.clear();
    QCOMPARE(list.rowCount(), 0);
}

void TestActionListModel::replayShowsACount()
{
    GameModel game;
    ActionListModel list(&game);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
    game.setGame(Game(standardScenario(3), 12));
    for (int i = 0; i < 30; ++i)
        QVERIFY(game.play(game.legalActions().front()));
    QSignalSpy current(&list, &ActionListModel::currentRowChanged);
    list.showCount(10);
    QCOMPARE(list.currentRow(), 9);
    QCOMPARE(current.count(), 1);
    QCOMPARE(list.currentIndex(), list.actionIndex(9));
    QVERIFY(list.actionIndex(9).data(ActionListModel::CurrentRole).toBool());
    QVERIFY(list.actionIndex(9).parent().data(ActionListModel::CurrentRole).toBool());
    QVERIFY(!list.actionIndex(10).data(ActionListModel::PlayedRole).toBool());
    // Actions after the one shown are greyed, but they are not undone.
    QVERIFY(!list.actionIndex(20).data(Qt::ToolTipRole).toString().contains(QStringLiteral("undone")));
    list.showCount(0);
    QCOMPARE(list.currentRow(), -1);
    QVERIFY(!list.currentIndex().isValid());
    list.showCount(100);
    QCOMPARE(list.currentRow(), 29);
    list.showCount(4);
    list.followGame();
    QCOMPARE(list.currentRow(), 29);
    // A different game is shown as played.
    list.showCount(4);
    game.setGame(Game(standardScenario(2), 3));
    QCOMPARE(list.currentRow(), -1);
    QVERIFY(game.play(game.legalActions().front()));
    QCOMPARE(list.currentRow(), 0);
}

void TestActionListModel::headerIsTranslated()
{
    GameModel game;
    ActionListModel list(&game);
    QCOMPARE(list.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Actions"));
    QVERIFY(list.roleNames().contains(ActionListModel::ActionIndexRole));
}

QTEST_MAIN(TestActionListModel)
#include "tst_action_list_model.moc"
