// Computer players in the real main window: the computer's action is played and marked, the window
// processes events while it thinks, people's clicks are refused meanwhile, Undo (several times, back
// past computer turns, thinking or not), closing and a new game during thinking cancel cleanly and
// nothing late is played, the New Game dialog's seat choices start computer seats and are
// remembered, the players panel gives the computer seats' levels, and Game ▸ Hint (H)
// marks a legal action without playing it.
#include "common/answering.h"
#include "common/positions.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/highlight_item.h"
#include "board/last_action_item.h"
#include "board/space_item.h"
#include "core/rules.h"
#include "dialogs/new_game_dialog.h"
#include "model/computer_seats.h"
#include "model/demo_game.h"
#include "model/game_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/preferences.h"
#include "window/action_field.h"
#include "window/computer_seat_controls.h"
#include "window/game_document.h"
#include "model/action_list_model.h"
#include "model/players_model.h"
#include "window/main_window.h"
#include "window/players_table.h"
#include "window/status_line.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QTreeView>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace eko;
using namespace eko::ui;
using eko::testing::boardFromRows;
using eko::testing::exactScenario;
using eko::testing::PositionBuilder;

class TestComputerSeatControls : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void computerActionIsPlayedAndMarked();
    void clicksAreRefusedWhileTheComputerThinks();
    void undoWhileThinkingGoesBackToThePerson();
    void undoSeveralTimesPastComputerTurns();
    void afterAnUndoTheSameActionsAgainLetTheComputerPlayOn();
    void closingWhileThinkingExitsCleanly();
    void newGameDialogSeatsBecomeComputers();
    void hintMarksALegalAction();
    void anActionCancelsTheHint();
    void aHintedRegroupIsMarkedAsARegroup();
    void savedGameKeepsItsComputerSeats();

private:
    // Plays the person's actions (the first legal one each time, but never the undone action that
    // waits to be redone) until a computer is to move.
    void playPersonTurn();
    // Waits until the computer's turn is over (a person is to move, or the game is over), checking
    // the status line and the board meanwhile.
    void waitForComputerTurn();
    // Presses Ctrl+Z on the board and checks where the record ends: Undo takes back one action and
    // then every computer action before it, back to the last position where the person was to move.
    void undoAndCheck();
    // A game under way with the player to move made a computer at `level` (the other a person).
    void startAgainstComputer(int level, std::uint64_t seed = 5);
    // The computer player's level the players panel shows under a seat's name; empty for a person,
    // "hidden" when no seat is a computer player's.
    QString panelLevel(int seat) const;
    std::unique_ptr<MainWindow> m_window;
};

void TestComputerSeatControls::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-computer-play"));
}

void TestComputerSeatControls::init()
{
    QSettings().clear();
    Autosave::remove();
    preferences::setComputerPause(50);
    m_window = std::make_unique<MainWindow>();
    m_window->setQuiet(true);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestComputerSeatControls::cleanup()
{
    m_window.reset();
    Autosave::remove();
}

void TestComputerSeatControls::startAgainstComputer(int level, std::uint64_t seed)
{
    Game game = demoGame(2, seed, 20);
    std::array<int, 4> levels{};
    levels[static_cast<size_t>(game.current().toMove())] = level;
    m_window->startGame(std::move(game), levels);
}

QString TestComputerSeatControls::panelLevel(int seat) const
{
    const auto *panel = m_window->findChild<PlayersTable *>(QStringLiteral("playersView"));
    if (!panel)
        return QStringLiteral("no panel");
    // The level is shown under the seat's name, alone on its line.
    const QStringList lines = PlayersTable::shownText(panel->cell(seat, PlayersModel::NameColumn)).split(QChar::LineSeparator);
    if (lines.size() > 1)
        return lines.last();
    return panel->players()->hasComputerSeat() ? QString() : QStringLiteral("hidden");
}

void TestComputerSeatControls::computerActionIsPlayedAndMarked()
{
    MainWindow &w = *m_window;
    startAgainstComputer(1);
    const int before = w.model()->game().actionCount();
    auto *busy = w.findChild<QProgressBar *>(QStringLiteral("computerBusy"));
    QVERIFY(busy);
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->game().actionCount() > before, 10000);
    // Played as a person's action: in the move list and marked on the board.
    QCOMPARE(static_cast<ActionListModel *>(w.movesView()->model())->actionCount(), w.model()->lineLength());
    const Action played = w.model()->game().actions()[static_cast<size_t>(before)];
    QVERIFY(!rules::check(w.model()->game().positionAt(before), played));
    if (played.to != kNoSpace || played.from != kNoSpace) {
        QTRY_VERIFY(w.scene()->lastActionItem()->to() == w.model()->lastAction()->to
                    || w.scene()->lastActionItem()->from() == w.model()->lastAction()->from);
    }

    // A strong level thinks long enough to be seen thinking; the window goes on meanwhile.
    startAgainstComputer(6, 9);
    QVERIFY(w.computerSeatControls()->seats()->isThinking());
    QVERIFY(busy->isVisible());
    QVERIFY2(w.statusLine()->status().contains(QStringLiteral("computer")), qPrintable(w.statusLine()->status()));
    // The event loop runs while the computer thinks (ticks counted only then: a search on this
    // thread would let none through before it ended, however long the test waited).
    int ticksWhileThinking = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&] {
        if (w.computerSeatControls()->seats()->isThinking())
            ++ticksWhileThinking;
    });
    timer.start(10);
    QTRY_VERIFY_WITH_TIMEOUT(ticksWhileThinking >= 5 || !w.computerSeatControls()->seats()->isThinking(), 20000);
    QVERIFY2(ticksWhileThinking >= 5, qPrintable(QString::number(ticksWhileThinking)));
    w.resize(1000, 700); // repaint and resize go on
    QTest::qWait(50);
}

void TestComputerSeatControls::clicksAreRefusedWhileTheComputerThinks()
{
    MainWindow &w = *m_window;
    startAgainstComputer(6);
    QVERIFY(w.computerSeatControls()->computerToMove());
    QVERIFY(!w.actionField()->isEnabled());
    const int before = w.model()->game().actionCount();
    // Click every space of the player to move: each is refused with the reason on the status line.
    const Position &pos = w.model()->position();
    SpaceIndex own = kNoSpace;
    for (SpaceIndex s = 0; s < pos.board().spaceCount() && own == kNoSpace; ++s)
        if (pos.stack(s).owner == pos.toMove())
            own = s;
    QVERIFY(own != kNoSpace);
    const QPoint at = w.boardView()->mapFromScene(w.scene()->spaceItem(own)->sceneBoundingRect().center());
    QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(w.statusLine()->showingRejection());
    QVERIFY2(w.statusLine()->displayedText().contains(QStringLiteral("computer player")),
             qPrintable(w.statusLine()->displayedText()));
    QCOMPARE(w.model()->selectedSpace(), kNoSpace);
    QCOMPARE(w.model()->game().actionCount(), before);
}

void TestComputerSeatControls::undoWhileThinkingGoesBackToThePerson()
{
    MainWindow &w = *m_window;
    startAgainstComputer(6);
    QVERIFY(w.computerSeatControls()->seats()->isThinking());
    QTest::qWait(100);
    QElapsedTimer clock;
    clock.start();
    w.findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
    QVERIFY2(clock.elapsed() < 500, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(!w.computerSeatControls()->seats()->isThinking());
    QVERIFY(!w.computerSeatControls()->computerToMove()); // a person is to move again
    const int after = w.model()->game().actionCount();
    QTest::qWait(800);
    QCOMPARE(w.model()->game().actionCount(), after); // nothing late was played
}

void TestComputerSeatControls::playPersonTurn()
{
    GameModel &model = *m_window->model();
    if (model.canRedo()) {
        // Something else than the undone action (playing that one again would only redo it).
        const Action undone = model.lineAction(model.game().actionCount());
        for (const Action &a : model.legalActions())
            if (!(a == undone)) {
                QVERIFY(model.play(a));
                break;
            }
        QCOMPARE(model.redoCount(), 0);
    }
    while (!m_window->computerSeatControls()->computerToMove() && !model.position().gameOver())
        QVERIFY(model.play(model.legalActions().front()));
}

void TestComputerSeatControls::waitForComputerTurn()
{
    // All along the computer's turn (thinking, and showing its choice during the pause) the status
    // line speaks of the computer and the board marks nothing a person could do.
    MainWindow &w = *m_window;
    QElapsedTimer clock;
    clock.start();
    while (w.computerSeatControls()->computerToMove() && !w.model()->position().gameOver()) {
        QVERIFY2(clock.elapsed() < 20000, "the computer's turn does not end");
        QVERIFY2(w.statusLine()->status().contains(QStringLiteral("computer player")), qPrintable(w.statusLine()->status()));
        QVERIFY(w.scene()->highlightItems().isEmpty());
        QTest::qWait(5);
    }
    QVERIFY(!w.model()->position().gameOver()); // the seeds below keep these games going
}

void TestComputerSeatControls::undoAndCheck()
{
    MainWindow &w = *m_window;
    const Game &game = w.model()->game();
    const auto &levels = w.computerSeatControls()->levels();
    int expected = game.actionCount() - 1;
    while (expected > 0 && levels[static_cast<size_t>(game.positionAt(expected).toMove())] > 0)
        --expected;
    const int line = w.model()->lineLength();
    w.boardView()->setFocus();
    QElapsedTimer clock;
    clock.start();
    QTest::keyClick(w.boardView(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY2(clock.elapsed() < 500, qPrintable(QString::number(clock.elapsed()))); // a search stops at once
    QCOMPARE(w.model()->game().actionCount(), expected);
    QCOMPARE(w.model()->lineLength(), line); // undone, not lost: all of it can be redone
    QVERIFY(!w.computerSeatControls()->computerToMove());
    QVERIFY(!w.computerSeatControls()->seats()->isThinking());
    QVERIFY(!w.computerSeatControls()->busyIndicator()->isVisible());
}

void TestComputerSeatControls::afterAnUndoTheSameActionsAgainLetTheComputerPlayOn()
{
    // Undo the person's turn (back past the computer's), then type the same actions again in the
    // action field: that is playing on, not looking back, so the computer plays its turn at once
    // (it used to wait "until the undone actions are redone"); the undone line stays recoverable.
    MainWindow &w = *m_window;
    GameModel &model = *w.model();
    startAgainstComputer(1, 11);
    waitForComputerTurn();
    playPersonTurn();
    waitForComputerTurn();
    undoAndCheck();
    QVERIFY(model.canRedo());
    QVERIFY(model.lookingBack());
    QTest::qWait(200);
    QVERIFY(!w.computerSeatControls()->seats()->isThinking()); // looking back: the computer waits
    const int personsTurn = model.game().actionCount();
    while (!w.computerSeatControls()->computerToMove()) {
        QVERIFY(model.canRedo());
        const QString text = QString::fromStdString(toNotation(model.lineAction(model.game().actionCount()), model.board()));
        w.actionField()->setFocus();
        w.actionField()->clear();
        QTest::keyClicks(w.actionField(), text);
        QTest::keyClick(w.actionField(), Qt::Key_Return);
        QVERIFY2(model.game().actionCount() > personsTurn, qPrintable(text));
    }
    QVERIFY(!model.lookingBack());
    QVERIFY2(!w.statusLine()->status().contains(QStringLiteral("waits until")), qPrintable(w.statusLine()->status()));
    waitForComputerTurn(); // fails after 20 s if the computer waits
    QVERIFY(model.game().actionCount() > personsTurn);
    QVERIFY(model.canUndo());
}

void TestComputerSeatControls::undoSeveralTimesPastComputerTurns()
{
    MainWindow &w = *m_window;
    GameModel &model = *w.model();
    ComputerSeats &turns = *w.computerSeatControls()->seats();
    Game start = demoGame(2, 11, 20);
    const PlayerIndex computer = start.current().toMove();
    std::array<int, 4> levels{};
    levels[static_cast<size_t>(computer)] = 1;
    w.startGame(std::move(start), levels);

    // Three rounds: the computer's turn, then the person's.
    for (int round = 0; round < 3; ++round) {
        waitForComputerTurn();
        playPersonTurn();
    }
    waitForComputerTurn();
    const std::vector<Action> record = model.game().actions();

    // Not thinking: each Undo goes back past the computer's turn to the person's last action.
    for (int k = 0; k < 3; ++k)
        undoAndCheck();
    QTest::qWait(400); // nothing late arrives, and the computer does not play into the undone line
    QVERIFY(!turns.isThinking());
    QCOMPARE(model.game().actions(), std::vector<Action>(record.begin(), record.begin() + model.game().actionCount()));

    // Redo: while undone actions wait, the computer waits too; at the end of the line it is the
    // person's turn again, as before.
    int waited = 0;
    while (model.canRedo()) {
        QTest::keyClick(w.boardView(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!turns.isThinking() || !model.canRedo());
        // The status line says why the computer to move does not play.
        if (w.computerSeatControls()->computerToMove() && model.canRedo()) {
            ++waited;
            QVERIFY2(w.statusLine()->status().contains(QStringLiteral("waits until the undone actions are redone")),
                     qPrintable(w.statusLine()->status()));
        }
    }
    QVERIFY(waited > 0);
    QCOMPARE(model.game().actions(), record);
    QTest::qWait(200);
    QCOMPARE(model.game().actions(), record);

    // Undo, then play something else: the computer resumes when its turn comes.
    undoAndCheck();
    undoAndCheck();
    const int branch = model.game().actionCount();
    playPersonTurn();
    QVERIFY(model.redoCount() == 0);
    QVERIFY(turns.isThinking() || model.game().actionCount() > branch);
    waitForComputerTurn();

    // Undo while the computer has chosen and waits out its pause: the chosen action is never played.
    preferences::setComputerPause(1500);
    turns.setPause(std::chrono::milliseconds(1500));
    playPersonTurn();
    QTRY_VERIFY_WITH_TIMEOUT(!turns.isThinking(), 10000); // chosen, not played yet
    QVERIFY(w.computerSeatControls()->computerToMove());
    const int waiting = model.game().actionCount();
    undoAndCheck();
    QVERIFY(model.game().actionCount() < waiting);
    QTest::qWait(1800);
    QVERIFY(model.game().actionCount() < waiting);
    QVERIFY(!w.statusLine()->showingRejection()); // not even tried (and refused) in the person's turn
    QVERIFY(!turns.isThinking());
    turns.setPause(std::chrono::milliseconds(50));

    // While thinking (the strongest level thinks for seconds): Undo stops it and goes back to the
    // person; a second and third Undo go further back through earlier computer turns.
    turns.setSeatLevel(computer, 6);
    playPersonTurn();
    QVERIFY(turns.isThinking());
    QTest::qWait(100);
    undoAndCheck();
    undoAndCheck();
    undoAndCheck();
    const std::vector<Action> kept = model.game().actions();
    QTest::qWait(600);
    QCOMPARE(model.game().actions(), kept); // no late move from the stopped search

    // And the computer resumes once more when it is to move again.
    turns.setSeatLevel(computer, 1);
    playPersonTurn();
    QVERIFY(turns.isThinking() || model.game().actionCount() > static_cast<int>(kept.size()));
    waitForComputerTurn();
    QVERIFY(model.game().actionCount() > static_cast<int>(kept.size()));
    QCOMPARE(model.redoCount(), 0);
}

void TestComputerSeatControls::closingWhileThinkingExitsCleanly()
{
    MainWindow &w = *m_window;
    startAgainstComputer(6);
    QVERIFY(w.computerSeatControls()->seats()->isThinking());
    QTest::qWait(50);
    const int before = w.model()->game().actionCount();
    QElapsedTimer clock;
    clock.start();
    QVERIFY(w.close());
    QVERIFY2(clock.elapsed() < 500, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(!w.computerSeatControls()->seats()->isThinking()); // no thread left
    QTest::qWait(300);
    QCOMPARE(w.model()->game().actionCount(), before);
    m_window.reset(); // destroyed after closing: nothing runs on
}

void TestComputerSeatControls::newGameDialogSeatsBecomeComputers()
{
    MainWindow &w = *m_window;
    bool seen = false;
    int choices = 0;
    QString lastChoice;
    int dialogLevels[2] = {-1, -1};
    testing::answerNext([&](QWidget *widget) {
        auto *d = qobject_cast<NewGameDialog *>(widget);
        if (!d)
            return false;
        seen = true;
        d->setPlayers(3);
        if (auto *second = d->findChild<QComboBox *>(QStringLiteral("seatKind2"))) {
            choices = second->count();
            lastChoice = second->itemText(choices - 1);
            second->setCurrentIndex(3);
        }
        d->setSeatLevel(2, 1);
        dialogLevels[0] = d->seatLevel(0);
        dialogLevels[1] = d->seatLevel(1);
        d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        return true;
    });
    w.newGame();
    QVERIFY(seen);
    QCOMPARE(choices, 7); // a person, or levels 1–6
    QVERIFY(lastChoice.contains(QStringLiteral("6")));
    QCOMPARE(dialogLevels[0], 0);
    QCOMPARE(dialogLevels[1], 3);
    QCOMPARE(w.model()->game().scenario().players, 3);
    const auto levels = w.computerSeatControls()->levels();
    QCOMPARE(levels[0], 0);
    QCOMPARE(levels[1], 3);
    QCOMPARE(levels[2], 1);
    // The players panel tells the computers from the person.
    QCOMPARE(panelLevel(0), QString());
    QCOMPARE(panelLevel(1), QStringLiteral("Level 3"));
    QCOMPARE(panelLevel(2), QStringLiteral("Level 1"));
    // Remembered for the next New Game.
    NewGameDialog again;
    QCOMPARE(again.seatLevel(0), 0);
    QCOMPARE(again.seatLevel(1), 3);
    QCOMPARE(again.seatLevel(2), 1);
    // Another game given without levels is played by people only.
    w.startGame(demoGame(2, 3, 10));
    QVERIFY(!w.computerSeatControls()->seats()->hasComputerSeat());
    QCOMPARE(panelLevel(1), QStringLiteral("hidden")); // people only: no level anywhere

    // A fresh start (the program opened again, no game to resume) follows the last New Game's
    // seats: the same players, the computers at their levels.
    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    m_window->setQuiet(true);
    m_window->startDefaultGame();
    MainWindow &fresh = *m_window;
    QCOMPARE(fresh.model()->game().scenario().players, 3);
    const auto freshLevels = fresh.computerSeatControls()->levels();
    QCOMPARE(freshLevels[0], 0);
    QCOMPARE(freshLevels[1], 3);
    QCOMPARE(freshLevels[2], 1);
    QCOMPARE(panelLevel(1), QStringLiteral("Level 3"));
}

void TestComputerSeatControls::hintMarksALegalAction()
{
    MainWindow &w = *m_window;
    w.startGame(demoGame(2, 13, 20), {0, 0, 0, 0});
    const int before = w.model()->game().actionCount();
    w.boardView()->setFocus();
    QTest::keyClick(&w, Qt::Key_H);
    QVERIFY(w.computerSeatControls()->seats()->isThinking());
    QTRY_VERIFY_WITH_TIMEOUT(w.statusLine()->displayedText().startsWith(QStringLiteral("Hint: ")), 20000);
    QVERIFY(!w.scene()->highlightItems().isEmpty());
    QCOMPARE(w.model()->game().actionCount(), before); // a hint plays nothing
    QVERIFY(!w.computerSeatControls()->seats()->isThinking());
}

void TestComputerSeatControls::anActionCancelsTheHint()
{
    MainWindow &w = *m_window;
    w.startGame(demoGame(2, 13, 20), {0, 0, 0, 0});
    w.computerSeatControls()->hintAction()->trigger();
    QVERIFY(w.computerSeatControls()->seats()->isThinking());
    QVERIFY(w.model()->play(w.model()->legalActions().front()));
    QVERIFY(!w.computerSeatControls()->seats()->isThinking());
    QTest::qWait(300);
    QVERIFY(!w.statusLine()->displayedText().startsWith(QStringLiteral("Hint: ")));
}

void TestComputerSeatControls::aHintedRegroupIsMarkedAsARegroup()
{
    // Red's only legal actions are regroups: a1 and b1 onto each other (no empty desert to move
    // to, blue out of reach behind the chasm). The hint marks its target as a regroup, as clicking
    // the stack would, not as a move.
    PositionBuilder b(boardFromRows({"..#."}), 2);
    b.place("a1", 0, 2, true).place("b1", 0, 1).place("d1", 1, 1, true);
    const Position start = b;
    std::vector<Action> legal = rules::legalActions(start);
    QCOMPARE(legal.size(), size_t(2));
    QVERIFY(std::all_of(legal.begin(), legal.end(), [](const Action &a) { return a.kind == ActionKind::Move; }));
    MainWindow &w = *m_window;
    w.startGame(Game(exactScenario(start), 1, {}), {0, 0, 0, 0});
    w.boardView()->setFocus();
    QTest::keyClick(&w, Qt::Key_H);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusLine()->displayedText().startsWith(QStringLiteral("Hint: ")), 20000);
    const QList<const HighlightItem *> marks = w.scene()->highlightItems();
    const auto regroup = std::find_if(marks.begin(), marks.end(), [](const HighlightItem *m) { return m->kind() == Highlight::Regroup; });
    QVERIFY(regroup != marks.end());
    QVERIFY((*regroup)->space() == start.board().spaceFromName("a1") || (*regroup)->space() == start.board().spaceFromName("b1"));
    QVERIFY(std::none_of(marks.begin(), marks.end(), [](const HighlightItem *m) { return m->kind() == Highlight::Move; }));
    QCOMPARE(w.model()->game().actionCount(), 0); // a hint plays nothing
}

void TestComputerSeatControls::savedGameKeepsItsComputerSeats()
{
    MainWindow &w = *m_window;
    Game game = demoGame(3, 21, 20);
    std::array<int, 4> levels{};
    for (int seat = 0; seat < 3; ++seat)
        if (seat != game.current().toMove())
            levels[static_cast<size_t>(seat)] = seat + 2; // a person is to move: nothing plays
    w.startGame(std::move(game), levels);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("against-computers.eko"));
    QVERIFY(w.document()->saveTo(file));
    w.startGame(demoGame(2, 3, 10));
    QCOMPARE(w.computerSeatControls()->levels(), (std::array<int, 4>{}));
    QVERIFY(w.openFile(file));
    QCOMPARE(w.computerSeatControls()->levels(), levels);
    for (int seat = 0; seat < 3; ++seat)
        QCOMPARE(panelLevel(seat), levels[seat] > 0 ? QStringLiteral("Level %1").arg(levels[seat]) : QString());
}

QTEST_MAIN(TestComputerSeatControls)
#include "tst_computer_seat_controls.moc"
