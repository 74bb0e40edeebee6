// Computer seats under the test harness: a game of computers plays itself, the event loop runs
// while the computer thinks, undo and a new game during thinking cancel cleanly (no late action),
// destruction during thinking leaves no thread behind, and a hint is a legal action.
#include "model/computer_seats.h"
#include "model/demo_game.h"
#include "model/game_model.h"

#include "core/rules.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

class TestComputerSeats : public QObject {
    Q_OBJECT
private slots:
    void computersPlayAGame();
    void undoWhileThinkingCancels();
    void newGameWhileThinkingCancels();
    void destroyedWhileThinking();
    void hintIsLegal();
};

void TestComputerSeats::computersPlayAGame()
{
    GameModel model;
    model.setGame(demoGame(2, 3, 0));
    ComputerSeats turns(&model);
    turns.setPause(std::chrono::milliseconds(1));
    turns.setSeatLevel(0, 2);
    turns.setSeatLevel(1, 1);
    QTRY_VERIFY_WITH_TIMEOUT(model.position().gameOver(), 60000);
    QVERIFY(model.game().actionCount() > 5);
    for (int k = 0; k < model.game().actionCount(); ++k)
        QVERIFY(!rules::check(model.game().positionAt(k), model.game().actions()[k]));
}

void TestComputerSeats::undoWhileThinkingCancels()
{
    GameModel model;
    model.setGame(demoGame(2, 5, 30));
    QVERIFY(model.canUndo());
    ComputerSeats turns(&model);
    QSignalSpy thinking(&turns, &ComputerSeats::thinkingChanged);
    turns.setSeatLevel(model.position().toMove(), 6); // long enough to be caught thinking
    QVERIFY(turns.isThinking());
    // The window goes on processing events meanwhile.
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&] { ++ticks; });
    timer.start(10);
    QTest::qWait(150);
    QVERIFY(ticks >= 3);
    const int before = model.game().actionCount();
    QElapsedTimer clock;
    clock.start();
    turns.setSeatLevel(model.position().toMove(), 0); // the person takes the seat back...
    model.undo();                                      // ...and undoes
    QVERIFY2(clock.elapsed() < 500, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(!turns.isThinking());
    QTest::qWait(600);
    QCOMPARE(model.game().actionCount(), before - 1); // nothing late was played
    QVERIFY(thinking.count() >= 2);
}

void TestComputerSeats::newGameWhileThinkingCancels()
{
    GameModel model;
    model.setGame(demoGame(3, 8, 20));
    ComputerSeats turns(&model);
    turns.setSeatLevel(model.position().toMove(), 6);
    QVERIFY(turns.isThinking());
    QTest::qWait(50);
    model.setGame(demoGame(2, 9, 0));
    const int start = model.game().actionCount(); // the demo game holds its Emperor swaps
    for (int p = 0; p < kMaxPlayers; ++p) // people only in the new game
        turns.setSeatLevel(p, 0);
    QVERIFY(!turns.isThinking());
    QTest::qWait(400);
    QCOMPARE(model.game().actionCount(), start); // the old game's search played nothing into the new one
}

void TestComputerSeats::destroyedWhileThinking()
{
    GameModel model;
    model.setGame(demoGame(2, 11, 20));
    QElapsedTimer clock;
    {
        ComputerSeats turns(&model);
        turns.setSeatLevel(model.position().toMove(), 6);
        QVERIFY(turns.isThinking());
        QTest::qWait(50);
        clock.start();
    }
    QVERIFY2(clock.elapsed() < 500, qPrintable(QString::number(clock.elapsed())));
    const int before = model.game().actionCount();
    QTest::qWait(300);
    QCOMPARE(model.game().actionCount(), before);
}

void TestComputerSeats::hintIsLegal()
{
    GameModel model;
    model.setGame(demoGame(2, 13, 20));
    ComputerSeats turns(&model);
    QSignalSpy hints(&turns, &ComputerSeats::hintReady);
    turns.requestHint();
    QTRY_COMPARE_WITH_TIMEOUT(hints.count(), 1, 20000);
    const Action a = hints.first().first().value<Action>();
    QVERIFY(!rules::check(model.position(), a));
    QCOMPARE(model.game().actionCount(), demoGame(2, 13, 20).actionCount()); // a hint plays nothing
}

QTEST_MAIN(TestComputerSeats)
#include "tst_computer_seats.moc"
