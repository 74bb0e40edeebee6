// Computer seats under the player's control in the real main window (issue 19, point 3): Game ▸
// Computer Players… makes a person's seat a computer's and back during a game, and the change is
// saved with the game and shown in the players panel; each level's thinking time is chosen there,
// remembered, and used by the search; Play Now (Ctrl+L) makes a thinking computer play at once; Play
// the Hint (Shift+H) plays the hinted action. The dialog is answered through its widgets (keys on its
// combo boxes, a click on OK).
#include "common/answering.h"
#include "board/board_view.h"
#include "dialogs/computer_players_dialog.h"
#include "dialogs/keyboard_window.h"
#include "model/computer_seats.h"
#include "model/demo_game.h"
#include "model/game_model.h"
#include "model/players_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/preferences.h"
#include "window/action_field.h"
#include "window/computer_seat_controls.h"
#include "window/game_document.h"
#include "window/main_window.h"
#include "window/players_table.h"
#include "window/status_line.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QtTest>

#include <memory>

using namespace eko;
using namespace eko::ui;

class TestComputerPlayers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void aPersonsSeatBecomesAComputerDuringTheGame();
    void aThinkingComputersSeatBecomesAPerson();
    void eachLevelsThinkingTimeIsChosenAndUsed();
    void playNowPlaysTheBestActionFoundSoFar();
    void playTheHintPlaysTheHintedAction();
    void cancelChangesNothing();
    void helpKeyboardListsTheNewKeys();

private:
    // A new main window (the preferences as they are).
    void openWindow();
    // Opens Game ▸ Computer Players… and answers it: `choose` sets its widgets, then OK (or Cancel).
    void answerComputerPlayers(const std::function<void(ComputerPlayersDialog *)> &choose, bool ok = true);
    // Picks item `index` of a combo box with the keyboard, as a person does (Home, then Down).
    static void pickWithKeys(QComboBox *box, int index);
    QString panelLevel(int seat) const;
    std::unique_ptr<MainWindow> m_window;
};

void TestComputerPlayers::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-computer-players"));
}

void TestComputerPlayers::init()
{
    QSettings().clear();
    Autosave::remove();
    preferences::setComputerPause(50);
    openWindow();
}

void TestComputerPlayers::openWindow()
{
    m_window = std::make_unique<MainWindow>();
    m_window->setQuiet(true);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestComputerPlayers::cleanup()
{
    m_window.reset();
    Autosave::remove();
}

void TestComputerPlayers::pickWithKeys(QComboBox *box, int index)
{
    QVERIFY(box);
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(box->currentIndex(), index);
}

void TestComputerPlayers::answerComputerPlayers(const std::function<void(ComputerPlayersDialog *)> &choose, bool ok)
{
    bool seen = false;
    eko::testing::answerNext([&](QWidget *top) {
        auto *dialog = qobject_cast<ComputerPlayersDialog *>(top);
        if (!dialog)
            return false;
        if (!seen) {
            seen = true;
            choose(dialog);
        }
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QPushButton *button = buttons->button(ok ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel);
        QTest::mouseClick(button, Qt::LeftButton);
        return true;
    });
    m_window->computerSeatControls()->computerPlayersAction()->trigger();
    QVERIFY(seen);
}

QString TestComputerPlayers::panelLevel(int seat) const
{
    const auto *panel = m_window->findChild<PlayersTable *>(QStringLiteral("playersView"));
    const QStringList lines = PlayersTable::shownText(panel->cell(seat, PlayersModel::NameColumn)).split(QChar::LineSeparator);
    return lines.size() > 1 ? lines.last() : QString();
}

void TestComputerPlayers::aPersonsSeatBecomesAComputerDuringTheGame()
{
    MainWindow &w = *m_window;
    w.startGame(demoGame(2, 5, 20), {0, 0, 0, 0}); // two people
    QVERIFY(!w.model()->isModified());
    const PlayerIndex mover = w.model()->position().toMove();
    const int before = w.model()->game().actionCount();
    answerComputerPlayers([&](ComputerPlayersDialog *dialog) {
        pickWithKeys(dialog->findChild<QComboBox *>(QStringLiteral("seatKind%1").arg(mover + 1)), 2);
    });
    QCOMPARE(w.computerSeatControls()->levels()[static_cast<size_t>(mover)], 2);
    QCOMPARE(panelLevel(mover), QStringLiteral("Level 2"));
    QCOMPARE(panelLevel(1 - mover), QString());
    QVERIFY(w.model()->isModified()); // the seats are saved with the game
    // The computer now plays the seat that was a person's, from where the game stands.
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->game().actionCount() > before, 5000);
    QCOMPARE(w.model()->game().actorOf(before), mover);
    QTRY_VERIFY_WITH_TIMEOUT(!w.computerSeatControls()->computerToMove(), 10000);

    // Saved with the game and read back.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("seats.eko"));
    QVERIFY(w.document()->saveTo(file));
    w.startGame(demoGame(2, 3, 10));
    QVERIFY(w.openFile(file));
    QCOMPARE(w.computerSeatControls()->levels()[static_cast<size_t>(mover)], 2);
    QCOMPARE(w.computerSeatControls()->levels()[static_cast<size_t>(1 - mover)], 0);
}

void TestComputerPlayers::aThinkingComputersSeatBecomesAPerson()
{
    MainWindow &w = *m_window;
    Game game = demoGame(2, 9, 20);
    const PlayerIndex mover = game.current().toMove();
    std::array<int, 4> levels{};
    levels[static_cast<size_t>(mover)] = 6;
    w.startGame(std::move(game), levels);
    QVERIFY(w.computerSeatControls()->seats()->isThinking());
    const int before = w.model()->game().actionCount();
    answerComputerPlayers([&](ComputerPlayersDialog *dialog) {
        // While the dialog is open, the computer does not think (nor play).
        QVERIFY(!w.computerSeatControls()->seats()->isBusy());
        pickWithKeys(dialog->findChild<QComboBox *>(QStringLiteral("seatKind%1").arg(mover + 1)), 0);
    });
    QVERIFY(!w.computerSeatControls()->seats()->isBusy());
    QVERIFY(!w.computerSeatControls()->computerToMove());
    QCOMPARE(panelLevel(mover), QString());
    QVERIFY(w.actionField()->isEnabled()); // a person plays that colour now
    QTest::qWait(200);
    QCOMPARE(w.model()->game().actionCount(), before);
    QVERIFY(w.model()->play(w.model()->legalActions().front()));
}

void TestComputerPlayers::eachLevelsThinkingTimeIsChosenAndUsed()
{
    MainWindow &w = *m_window;
    w.startGame(demoGame(2, 5, 20), {0, 0, 0, 0});
    const PlayerIndex mover = w.model()->position().toMove();
    answerComputerPlayers([&](ComputerPlayersDialog *dialog) {
        pickWithKeys(dialog->findChild<QComboBox *>(QStringLiteral("seatKind%1").arg(mover + 1)), 3);
        pickWithKeys(dialog->findChild<QComboBox *>(QStringLiteral("thinkingTime3")), 2); // longer: twice
        pickWithKeys(dialog->findChild<QComboBox *>(QStringLiteral("thinkingTime5")), 0); // shorter: half
    });
    QCOMPARE(preferences::thinkingTime(3), ai::ThinkingTime::Longer);
    QCOMPARE(preferences::thinkingTime(5), ai::ThinkingTime::Shorter);
    QCOMPARE(preferences::thinkingTime(4), ai::ThinkingTime::Usual);
    // Level 3 searches twice its usual 300 iterations.
    ComputerSeats *seats = w.computerSeatControls()->seats();
    const int before = w.model()->game().actionCount();
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->game().actionCount() > before, 10000);
    QCOMPARE(seats->lastSearchIterations(mover), ai::levelBudget(3, ai::ThinkingTime::Longer).iterations);
    QCOMPARE(seats->lastSearchIterations(mover), 600LL);

    // Remembered for the next window, and shown again by the dialog.
    m_window.reset();
    openWindow();
    m_window->startGame(demoGame(2, 5, 20), {0, 0, 0, 0});
    answerComputerPlayers([&](ComputerPlayersDialog *dialog) {
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("thinkingTime3"))->currentIndex(), 2);
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("thinkingTime5"))->currentIndex(), 0);
    }, false);
    QCOMPARE(m_window->computerSeatControls()->seats()->thinkingTimes()[3], ai::ThinkingTime::Longer);
}

void TestComputerPlayers::playNowPlaysTheBestActionFoundSoFar()
{
    MainWindow &w = *m_window;
    ComputerSeats *seats = w.computerSeatControls()->seats();
    ComputerSeats::ThinkingTimes times = seats->thinkingTimes();
    times[6] = ai::ThinkingTime::MuchLonger; // up to 20 s: only Play Now ends it within the test's wait
    seats->setThinkingTimes(times);
    Game game = demoGame(2, 9, 20);
    const PlayerIndex mover = game.current().toMove();
    std::array<int, 4> levels{};
    levels[static_cast<size_t>(mover)] = 6;
    w.startGame(std::move(game), levels);
    const int before = w.model()->game().actionCount();
    QVERIFY(seats->isThinking());
    QVERIFY(w.computerSeatControls()->playNowAction()->isEnabled());
    QVERIFY2(w.statusLine()->status().contains(QStringLiteral("play now")), qPrintable(w.statusLine()->status()));
    QTest::qWait(300); // it has found something by now
    w.boardView()->setFocus();
    QTest::keyClick(&w, Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->game().actionCount() > before, 2000);
    QCOMPARE(w.model()->game().actorOf(before), mover);
    QVERIFY(!seats->isBusy());
    QVERIFY(!w.computerSeatControls()->playNowAction()->isEnabled()); // nobody thinks now
    QVERIFY(seats->lastSearchIterations(mover) < ai::levelBudget(6, ai::ThinkingTime::MuchLonger).iterations);
}

void TestComputerPlayers::playTheHintPlaysTheHintedAction()
{
    MainWindow &w = *m_window;
    w.startGame(demoGame(2, 13, 20), {0, 0, 0, 0});
    ComputerSeats *seats = w.computerSeatControls()->seats();
    std::optional<Action> hinted;
    connect(seats, &ComputerSeats::hintReady, this, [&](const Action &a) { hinted = a; });

    // A hint shown (H, then Play Now for the best found so far), then Shift+H plays exactly it.
    w.boardView()->setFocus();
    QTest::keyClick(&w, Qt::Key_H);
    QVERIFY(seats->isThinking());
    QTest::keyClick(&w, Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(hinted.has_value(), 2000);
    QTRY_VERIFY(w.statusLine()->displayedText().startsWith(QStringLiteral("Hint: ")));
    int before = w.model()->game().actionCount();
    PlayerIndex mover = w.model()->position().toMove();
    QTest::keyClick(&w, Qt::Key_H, Qt::ShiftModifier);
    QCOMPARE(w.model()->game().actionCount(), before + 1);
    QCOMPARE(w.model()->game().actions().back(), *hinted);
    QCOMPARE(w.model()->game().actorOf(before), mover);

    // No hint shown: Shift+H finds one and plays it when found.
    hinted.reset();
    before = w.model()->game().actionCount();
    mover = w.model()->position().toMove();
    QTest::keyClick(&w, Qt::Key_H, Qt::ShiftModifier);
    QVERIFY(seats->isThinking());
    QTest::keyClick(&w, Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->game().actionCount() == before + 1, 2000);
    QVERIFY(hinted.has_value());
    QCOMPARE(w.model()->game().actions().back(), *hinted);
    QCOMPARE(w.model()->game().actorOf(before), mover);
}

void TestComputerPlayers::cancelChangesNothing()
{
    MainWindow &w = *m_window;
    w.startGame(demoGame(2, 5, 20), {0, 0, 0, 0});
    const PlayerIndex mover = w.model()->position().toMove();
    answerComputerPlayers([&](ComputerPlayersDialog *dialog) {
        pickWithKeys(dialog->findChild<QComboBox *>(QStringLiteral("seatKind%1").arg(mover + 1)), 4);
        pickWithKeys(dialog->findChild<QComboBox *>(QStringLiteral("thinkingTime4")), 3);
    }, false);
    QCOMPARE(w.computerSeatControls()->levels(), (std::array<int, 4>{}));
    QCOMPARE(preferences::thinkingTime(4), ai::ThinkingTime::Usual);
    QVERIFY(!w.model()->isModified());
}

void TestComputerPlayers::helpKeyboardListsTheNewKeys()
{
    KeyboardWindow *keys = KeyboardWindow::showFor(m_window.get(), m_window->menuBar());
    auto *list = keys->findChild<QTreeWidget *>(QStringLiteral("keyboardList"));
    QVERIFY(list);
    QStringList listed;
    for (QTreeWidgetItemIterator it(list); *it; ++it)
        listed << (*it)->data(0, Qt::UserRole).toString() + QLatin1Char('=') + (*it)->text(0);
    for (const QString &expected : {QStringLiteral("actionPlayNow=Ctrl+L"), QStringLiteral("actionPlayHint=Shift+H"),
                                    QStringLiteral("actionHint=H")})
        QVERIFY2(listed.contains(expected), qPrintable(expected + QStringLiteral(" in ") + listed.join(QLatin1Char(' '))));
    keys->close();
}

QTEST_MAIN(TestComputerPlayers)
#include "tst_computer_players.moc"
