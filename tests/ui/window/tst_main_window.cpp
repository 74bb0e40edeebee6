// The main window and its dialogs: menus and shortcuts, the panels, refused actions, the action
// buttons, files and their errors, the unsaved-changes prompt, the hand-over screen, New Game,
// Preferences, the rules window, and the language choice.
#include "common/positions.h"

#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "session/recent_files.h"
#include "session/preferences.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/preferences_dialog.h"
#include "dialogs/rules_window.h"
#include "files/game_file.h"
#include "model/computer_seats.h"
#include "model/game_model.h"
#include "window/action_buttons.h"
#include "window/action_field.h"
#include "window/computer_seat_controls.h"
#include "window/game_document.h"
#include "window/hand_over_screen.h"
#include "model/action_list_model.h"
#include "window/main_window.h"
#include "window/players_table.h"
#include "window/status_line.h"

#include <QAction>
#include <QApplication>
#include <QAbstractItemView>
#include <QCheckBox>
#include <QCompleter>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QTreeView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include "common/answering.h"
#include <functional>

using namespace eko;
using namespace eko::ui;
using eko::testing::answerNext;

namespace {

// Answers the next message box with `button`, keeping its texts.
void answerMessageBox(QMessageBox::StandardButton button, QString *objectName = nullptr, QString *texts = nullptr)
{
    answerNext([=](QWidget *w) {
        auto *box = qobject_cast<QMessageBox *>(w);
        if (!box)
            return false;
        if (objectName)
            *objectName = box->objectName();
        if (texts)
            *texts = box->text() + QLatin1Char('\n') + box->informativeText() + QLatin1Char('\n') + box->detailedText();
        box->button(button)->click();
        return true;
    });
}

// Red's only stack is walled in by chasms and no site is near: passing is Red's only action.
Scenario passScenario()
{
    testing::PositionBuilder b(testing::boardFromRows({".#..", "##.."}));
    b.place("a1", 0, 1, true).place("d2", 1, 1, true).toMove(0);
    return testing::exactScenario(b.position());
}

// Red's only stack is full (4 discs): after a move, a forced march or the end of the turn.
Scenario fullStackScenario()
{
    testing::PositionBuilder b(testing::boardFromRows({"....", "...."}));
    b.place("a1", 0, 4, true).place("d2", 1, 1, true).toMove(0);
    return testing::exactScenario(b.position());
}

QAction *action(MainWindow &w, const char *name) { return w.findChild<QAction *>(QString::fromLatin1(name)); }

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void menusUseStandardShortcuts();
    void layoutShowsBoardPanelsAndStatus();
    void tabReachesTheBoardAndTheActionField();
    void refusedActionShowsItsReason();
    void emperorSwapCanBeDeclined();
    void passButtonOnlyWhenPassIsTheOnlyAction();
    void endButtonWhenNoReinforcementIsPossible();
    void handOverScreenHidesTheBoardBetweenTurns();
    void handOverScreenNeverHidesAFinishedGame();
    void handOverScreenOnlyBetweenPeople_data();
    void handOverScreenOnlyBetweenPeople();
    void typedTextIsClearedWhenTheTurnChanges();
    void enterTakesTheHighlightedCompletion();
    void movingThroughTheTreeIsNoChangeAndABranchIs();
    void playingAfterUndoAddsABranchAndKeepsTheOldLine();
    void openErrorNamesEveryProblemAndKeepsTheGame();
    void unsavedChangesPrompt();
    void saveAddsRecentFileAndFolder();
    void windowRemembersItsSize();
    void firstPaintIsReported();
    void newGameDialogChoices();
    void newGameDialogRefusesBrokenScenario();
    void preferencesSwitchLanguageAtOnce();
    void rulesWindowShowsThePageOfTheLanguage();
    void languageFollowsLocale();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    // Its own settings and autosave folder, apart from the other tests running at the same time.
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-main-window"));
}

void TestMainWindow::init()
{
    QSettings().clear();
    Autosave::remove();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::cleanup()
{
    m_window.reset();
    Autosave::remove();
}

void TestMainWindow::menusUseStandardShortcuts()
{
    MainWindow &w = *m_window;
    const QList<QPair<const char *, QKeySequence::StandardKey>> standard = {
        {"actionNew", QKeySequence::New},       {"actionOpen", QKeySequence::Open},
        {"actionSave", QKeySequence::Save},
        {"actionQuit", QKeySequence::Quit},     {"actionUndo", QKeySequence::Undo},
        {"actionZoomIn", QKeySequence::ZoomIn}, {"actionZoomOut", QKeySequence::ZoomOut},
        {"actionRules", QKeySequence::HelpContents},
    };
    for (const auto &[name, key] : standard) {
        QAction *a = action(w, name);
        QVERIFY2(a, name);
        QCOMPARE(a->shortcuts(), QKeySequence::keyBindings(key));
        QVERIFY2(!a->text().isEmpty(), name);
    }
    QVERIFY(action(w, "actionRedo")->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    // Save As: the platform's keys, else Ctrl+Shift+S (Qt has none for it on most desktops).
    const QList<QKeySequence> saveAs = QKeySequence::keyBindings(QKeySequence::SaveAs);
    QCOMPARE(action(w, "actionSaveAs")->shortcuts(),
             saveAs.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)} : saveAs);
    for (const char *name : {"actionFitToWindow", "actionSpaceNames", "actionHandOverScreen", "actionAbout",
                             "actionPreferences"})
        QVERIFY2(action(w, name), name);
    // Game, Edit, View, Branches, Analyse, Help, with Open Recent under Game.
    const QList<QAction *> menus = w.menuBar()->actions();
    QCOMPARE(menus.size(), 7); // Game, Edit, View, Branches, Analyse, Ask (blind mode), Help
    QVERIFY(menus[0]->menu()->findChild<QMenu *>(QStringLiteral("recentMenu")));
    QVERIFY(menus[0]->menu()->actions().contains(action(w, "actionQuit")));
    QVERIFY(menus[1]->menu()->actions().contains(action(w, "actionUndo")));
    QVERIFY(menus[2]->menu()->actions().contains(action(w, "actionHandOverScreen")));
    QVERIFY(menus[3]->menu()->actions().contains(action(w, "actionNextBranch")));
    QCOMPARE(action(w, "actionNextBranch")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Down));
    QCOMPARE(action(w, "actionPreviousBranch")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Up));
    QCOMPARE(action(w, "actionBackToMainLine")->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up));
    QVERIFY(menus[4]->menu()->actions().contains(action(w, "actionAnalyseGame")));
    QVERIFY(menus[6]->menu()->actions().contains(action(w, "actionAbout")));
    // Undo is only possible once something was played.
    w.startGame(Game(standardScenario(2), 1));
    QVERIFY(!action(w, "actionUndo")->isEnabled());
    QVERIFY(w.model()->play(Action::noSwap()));
    QVERIFY(action(w, "actionUndo")->isEnabled());
    QVERIFY(!action(w, "actionRedo")->isEnabled());
    action(w, "actionUndo")->trigger();
    QCOMPARE(w.model()->game().actionCount(), 0);
    QVERIFY(action(w, "actionRedo")->isEnabled());
}

void TestMainWindow::layoutShowsBoardPanelsAndStatus()
{
    MainWindow &w = *m_window;
    w.startGame(Game(standardScenario(3), 5, {"Ana", "Bo", "Cy"}));
    QVERIFY(w.boardView()->isVisible());
    QCOMPARE(w.scene()->spaceCount(), w.model()->board().spaceCount());
    QCOMPARE(w.playersView()->model()->columnCount(), 3); // one column per player
    QVERIFY(w.playersView()->isVisible());
    QVERIFY(w.movesView()->isVisible());
    QCOMPARE(w.statusLine()->displayedText(), w.model()->statusText());
    QVERIFY(!w.statusLine()->displayedText().isEmpty());
    // The board has most of the room.
    QVERIFY(w.boardView()->width() > w.playersView()->width());
    // The move list follows the game: the current move is selected.
    QVERIFY(w.model()->play(Action::noSwap()));
    QVERIFY(w.model()->play(Action::noSwap()));
    QTRY_COMPARE(w.movesView()->currentIndex().data(ActionListModel::ActionIndexRole).toInt(), 1);
    w.model()->undo();
    QTRY_COMPARE(w.movesView()->currentIndex().data(ActionListModel::ActionIndexRole).toInt(), 0);
    QCOMPARE(w.statusLine()->displayedText(), w.model()->statusText());
}

void TestMainWindow::tabReachesTheBoardAndTheActionField()
{
    MainWindow &w = *m_window;
    w.startGame(Game(standardScenario(2), 3));
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.boardView()->focusPolicy() & Qt::TabFocus);
    w.boardView()->setFocus();
    QTRY_VERIFY(w.boardView()->hasFocus());
    QTest::keyClick(w.boardView(), Qt::Key_Tab);
    QTRY_VERIFY(w.actionField()->hasFocus());
    QTest::keyClick(w.actionField(), Qt::Key_Backtab, Qt::ShiftModifier);
    QTRY_VERIFY(w.boardView()->hasFocus());
}

void TestMainWindow::refusedActionShowsItsReason()
{
    MainWindow &w = *m_window;
    w.startGame(Game(standardScenario(2), 11));
    QSignalSpy rejections(w.model(), &GameModel::rejected);

    // Typed text that is no action.
    w.actionField()->setFocus();
    QTest::keyClicks(w.actionField(), QStringLiteral("zz9"));
    QTest::keyClick(w.actionField(), Qt::Key_Return);
    QTRY_COMPARE(rejections.count(), 1);
    QVERIFY(w.statusLine()->showingRejection());
    QCOMPARE(w.statusLine()->displayedText(), rejections.last().front().toString());
    QVERIFY(w.statusLine()->displayedText().contains(QStringLiteral("zz9")));
    QVERIFY(w.statusLine()->toolTip().contains(QStringLiteral("zz9")));

    // A well-formed action the rules refuse (a move during the Emperor swap).
    QCOMPARE(w.model()->position().phase(), Phase::EmperorSwap);
    QVERIFY(!w.model()->playNotation(QStringLiteral("a1-a2")));
    QCOMPARE(rejections.count(), 2);
    QCOMPARE(w.statusLine()->displayedText(), rejections.last().front().toString());
    QVERIFY(!w.statusLine()->displayedText().isEmpty());
    QCOMPARE(w.statusLine()->rejectionLog().size(), 2);
    QCOMPARE(w.model()->game().actionCount(), 0);

    // A legal action brings the status back at once.
    QVERIFY(w.model()->play(Action::noSwap()));
    QVERIFY(!w.statusLine()->showingRejection());
    QCOMPARE(w.statusLine()->displayedText(), w.model()->statusText());
}

void TestMainWindow::emperorSwapCanBeDeclined()
{
    MainWindow &w = *m_window;
    w.startGame(Game(standardScenario(2), 21));
    QCOMPARE(w.model()->position().phase(), Phase::EmperorSwap);
    const PlayerIndex first = w.model()->position().toMove();
    QPushButton *decline = w.actionButtons()->noSwapButton();
    QVERIFY(decline->isVisible());
    QVERIFY(!decline->text().isEmpty());
    QVERIFY(!w.actionButtons()->forcedMarchButton()->isVisible());
    QTest::mouseClick(decline, Qt::LeftButton);
    QCOMPARE(w.model()->game().actionCount(), 1);
    QCOMPARE(w.model()->game().actions().front(), Action::noSwap());
    QVERIFY(w.model()->position().toMove() != first);
    QTest::mouseClick(decline, Qt::LeftButton);
    QCOMPARE(w.model()->position().phase(), Phase::FirstAction);
    QVERIFY(!decline->isVisible());
}

void TestMainWindow::passButtonOnlyWhenPassIsTheOnlyAction()
{
    MainWindow &w = *m_window;
    // Elsewhere there are legal actions: no Pass button.
    w.startGame(Game(fullStackScenario(), 1));
    QVERIFY(!w.actionButtons()->passButton()->isVisible());

    w.startGame(Game(passScenario(), 1));
    QCOMPARE(w.model()->legalActions(), std::vector<Action>{Action::pass()});
    QPushButton *pass = w.actionButtons()->passButton();
    QVERIFY(pass->isVisible());
    QVERIFY(!w.actionButtons()->forcedMarchButton()->isVisible());
    QTest::mouseClick(pass, Qt::LeftButton);
    // The pass is recorded.
    QCOMPARE(w.model()->game().actionCount(), 1);
    QCOMPARE(w.model()->game().actions().front(), Action::pass());
    QVERIFY(!pass->isVisible());
}

void TestMainWindow::endButtonWhenNoReinforcementIsPossible()
{
    MainWindow &w = *m_window;
    w.startGame(Game(fullStackScenario(), 1));
    QVERIFY(!w.actionButtons()->endButton()->isVisible());
    QVERIFY(w.model()->playNotation(QStringLiteral("a1-b1")));
    QCOMPARE(w.model()->position().phase(), Phase::AfterAction);
    QVERIFY(w.actionButtons()->forcedMarchButton()->isVisible());
    QPushButton *end = w.actionButtons()->endButton();
    QVERIFY(end->isVisible());
    QTest::mouseClick(end, Qt::LeftButton);
    QCOMPARE(w.model()->game().actions().back(), Action::end());
    QCOMPARE(w.model()->position().toMove(), 1);
    QVERIFY(!end->isVisible());
}

void TestMainWindow::handOverScreenHidesTheBoardBetweenTurns()
{
    MainWindow &w = *m_window;
    QVERIFY(!preferences::handOverScreen()); // off by default
    QAction *toggle = action(w, "actionHandOverScreen");
    QVERIFY(!toggle->isChecked());
    toggle->trigger();
    QVERIFY(preferences::handOverScreen());

    w.startGame(Game(fullStackScenario(), 1, {"Ana", "Bo"}));
    QVERIFY(!w.boardHidden());
    // Within a turn the board stays.
    QVERIFY(w.model()->playNotation(QStringLiteral("a1-b1")));
    QVERIFY(!w.boardHidden());
    // The turn passes to Blue: the board hides until Blue is ready.
    QVERIFY(w.model()->play(Action::end()));
    QVERIFY(w.boardHidden());
    QVERIFY(!w.boardView()->isVisible());
    QVERIFY(w.handOverScreen()->isVisible());
    QVERIFY(!w.actionField()->isEnabled());
    QTest::mouseClick(w.handOverScreen()->readyButton(), Qt::LeftButton);
    QVERIFY(!w.boardHidden());
    QVERIFY(w.boardView()->isVisible());
    QVERIFY(w.actionField()->isEnabled());
    // Undo back into Red's turn does not hide the board.
    w.model()->undo();
    QCOMPARE(w.model()->position().toMove(), 0);
    QVERIFY(!w.boardHidden());

    // Turned off, it never shows.
    toggle->trigger();
    QVERIFY(!preferences::handOverScreen());
    QVERIFY(w.model()->play(Action::end()));
    QVERIFY(!w.boardHidden());
}

void TestMainWindow::handOverScreenOnlyBetweenPeople_data()
{
    QTest::addColumn<QList<int>>("levels"); // per seat of a 3-player game: 0 a person, else a computer
    QTest::addColumn<int>("curtainsAtLeast");
    QTest::newRow("computers only") << QList<int>{3, 3, 3} << 0;
    QTest::newRow("one person against computers") << QList<int>{0, 3, 3} << 0;
    QTest::newRow("two people and a computer") << QList<int>{0, 3, 0} << 3;
    QTest::newRow("people only") << QList<int>{0, 0, 0} << 6;
}

void TestMainWindow::handOverScreenOnlyBetweenPeople()
{
    // The curtain hands the board over from one person to another: never before a computer's turn
    // (the computers play in view), never to the person who had it last.
    QFETCH(QList<int>, levels);
    QFETCH(int, curtainsAtLeast);
    MainWindow &w = *m_window;
    w.setHandOverScreenEnabled(true);
    ComputerSeats *seats = w.computerSeatControls()->seats();
    const ComputerPause pause(seats); // the test plays the computers' actions itself
    w.startGame(Game(standardScenario(3), 5, {"Ana", "Bo", "Cy"}));
    seats->setSeatLevels({levels[0], levels[1], levels[2], 0});
    QVERIFY(!w.boardHidden());
    int lastPerson = levels[w.model()->position().toMove()] == 0 ? w.model()->position().toMove() : -1;
    int curtains = 0;
    for (int k = 0; k < 60 && !w.model()->position().gameOver(); ++k) {
        const PlayerIndex before = w.model()->position().toMove();
        const std::vector<Action> legal = rules::legalActions(w.model()->position());
        QVERIFY(w.model()->play(legal[static_cast<size_t>(k * 7) % legal.size()]));
        const PlayerIndex next = w.model()->position().toMove();
        const bool person = levels[next] == 0;
        if (next == before || w.model()->position().gameOver()) {
            QVERIFY(!w.boardHidden());
            continue;
        }
        if (!person) {
            QVERIFY2(!w.boardHidden(), "a curtain before a computer's turn");
            continue;
        }
        QCOMPARE(w.boardHidden(), lastPerson >= 0 && next != lastPerson);
        if (w.boardHidden()) {
            ++curtains;
            QVERIFY(w.handOverScreen()->isVisible());
            QTest::mouseClick(w.handOverScreen()->readyButton(), Qt::LeftButton);
            QVERIFY(!w.boardHidden());
        }
        lastPerson = next;
    }
    QVERIFY2(curtains >= curtainsAtLeast, qPrintable(QString::number(curtains)));
    w.setHandOverScreenEnabled(false);
}

void TestMainWindow::handOverScreenNeverHidesAFinishedGame()
{
    // View ▸ Hand-over Screen on; a finished game; two undos and two redos end it again.
    MainWindow &w = *m_window;
    action(w, "actionHandOverScreen")->trigger();
    QVERIFY(preferences::handOverScreen());
    const QString finished = QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko");
    QVERIFY(w.openFile(finished));
    QVERIFY(w.model()->position().gameOver());
    QVERIFY(!w.boardHidden());
    action(w, "actionReplay")->trigger(); // a finished game opens in replay: back to play to undo
    // Walk back until the turn changes twice, so that replaying it hands the computer over.
    int undone = 0;
    const PlayerIndex last = w.model()->game().actorOf(w.model()->game().actionCount() - 1);
    while (undone < 2 || w.model()->position().toMove() == last) {
        action(w, "actionUndo")->trigger();
        ++undone;
    }
    QVERIFY(!w.boardHidden());
    for (int k = 1; k < undone; ++k)
        action(w, "actionRedo")->trigger();
    QVERIFY(!w.model()->position().gameOver());
    answerNext([](QWidget *dialog) { // the Game Over dialog of the last redo
        if (!dialog->inherits("eko::ui::EndOfGameDialog"))
            return false;
        static_cast<QDialog *>(dialog)->reject();
        return true;
    });
    action(w, "actionRedo")->trigger();
    QVERIFY(w.model()->position().gameOver());
    QTest::qWait(50); // the Game Over dialog comes and goes
    QVERIFY2(!w.boardHidden(), "the finished game is hidden behind the hand-over screen");
    QVERIFY(w.boardView()->isVisible());
}

void TestMainWindow::typedTextIsClearedWhenTheTurnChanges()
{
    MainWindow &w = *m_window;
    w.startGame(Game(fullStackScenario(), 1, {"Ana", "Bo"}));
    w.actionField()->setFocus();
    QTest::keyClicks(w.actionField(), QStringLiteral("a1-b"));
    // Within Red's turn the text stays (selecting a stack changes nothing).
    QVERIFY(w.model()->playNotation(QStringLiteral("a1-b1")));
    QCOMPARE(w.model()->position().toMove(), 0);
    QCOMPARE(w.actionField()->text(), QStringLiteral("a1-b"));
    // Blue's turn: what Red typed is gone, so Enter cannot play it for Blue.
    QVERIFY(w.model()->play(Action::end()));
    QCOMPARE(w.model()->position().toMove(), 1);
    QVERIFY(w.actionField()->text().isEmpty());
    // Undo into Red's turn clears it too.
    QTest::keyClicks(w.actionField(), QStringLiteral("d2"));
    w.model()->undo();
    QVERIFY(w.actionField()->text().isEmpty());
}

void TestMainWindow::enterTakesTheHighlightedCompletion()
{
    MainWindow &w = *m_window;
    w.startGame(Game(standardScenario(2), 11));
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QCOMPARE(w.model()->position().phase(), Phase::EmperorSwap);
    ActionField *field = w.actionField();
    QAbstractItemView *popup = field->completer()->popup();
    // Nothing highlighted: Enter takes the completion offered.
    field->setFocus();
    QTest::keyClicks(field, QStringLiteral("nos"));
    QTRY_VERIFY(popup->isVisible());
    QTest::keyClick(popup, Qt::Key_Return);
    QCOMPARE(w.model()->game().actionCount(), 1);
    QCOMPARE(w.model()->game().actions().back(), Action::noSwap());
    QVERIFY(!w.statusLine()->showingRejection());
    QVERIFY(field->text().isEmpty());
    // A completion highlighted with the arrow keys is the one played.
    field->setFocus();
    QTest::keyClicks(field, QStringLiteral("n"));
    QTRY_VERIFY(popup->isVisible());
    QTest::keyClick(popup, Qt::Key_Down);
    const QString highlighted = popup->currentIndex().data().toString();
    QCOMPARE(highlighted, QStringLiteral("noswap"));
    QTest::keyClick(popup, Qt::Key_Return);
    QCOMPARE(w.model()->game().actionCount(), 2);
    QCOMPARE(w.model()->game().actions().back(), Action::noSwap());
}

void TestMainWindow::movingThroughTheTreeIsNoChangeAndABranchIs()
{
    MainWindow &w = *m_window;
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("finished.eko"));
    QVERIFY(QFile::copy(QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko"), copy));
    QVERIFY(w.openFile(copy));
    QVERIFY(!w.model()->isModified());
    action(w, "actionReplay")->trigger(); // a finished game opens in replay: back to play to undo
    // Undo and redo move through what the file holds: no change.
    action(w, "actionUndo")->trigger();
    action(w, "actionUndo")->trigger();
    QVERIFY(!w.model()->isModified());
    QVERIFY(!w.isWindowModified());
    action(w, "actionRedo")->trigger();
    QVERIFY(!w.model()->isModified());
    QTest::qWait(50);

    // A new game: playing is a change until saved; undoing does not take it back.
    w.startGame(Game(standardScenario(2), 5));
    QVERIFY(w.model()->play(Action::noSwap()));
    QVERIFY(w.model()->isModified());
    QVERIFY(w.document()->saveTo(dir.filePath(QStringLiteral("one.eko"))));
    QVERIFY(!w.model()->isModified());
    w.model()->undo();
    QVERIFY(!w.model()->isModified());
    QVERIFY(w.model()->playNotation(QStringLiteral("noswap"))); // the action that is there: nothing new
    QVERIFY(!w.model()->isModified());
    // Another action where one was played before: a branch, a change of the file's tree.
    w.model()->undo();
    const Action swap = [&w] {
        for (const Action &a : w.model()->legalActions())
            if (a.kind == ActionKind::Swap)
                return a;
        return Action::noSwap();
    }();
    QVERIFY(w.model()->play(swap));
    QVERIFY(w.model()->isModified());
    QVERIFY(w.isWindowModified());
    w.model()->undo();
    QVERIFY(w.model()->isModified()); // the branch is still there, unsaved
}

void TestMainWindow::playingAfterUndoAddsABranchAndKeepsTheOldLine()
{
    MainWindow &w = *m_window;
    w.startGame(Game(fullStackScenario(), 1, {"Ana", "Bo"}));
    QVERIFY(w.model()->playNotation(QStringLiteral("a1-b1")));
    QVERIFY(w.model()->play(Action::end()));
    QVERIFY(w.model()->playNotation(QStringLiteral("d2-c2")));
    const std::vector<Action> line = w.model()->game().actions();
    QTest::keySequence(&w, QKeySequence::Undo);
    QTest::keySequence(&w, QKeySequence::Undo);
    QCOMPARE(w.model()->redoCount(), 2);
    // Something else is played: a new branch, and the status line says the old line stays...
    QSignalSpy branched(w.model(), &GameModel::branchAdded);
    QVERIFY(w.model()->play(Action::forcedMarch()));
    QCOMPARE(branched.count(), 1);
    QCOMPARE(w.model()->redoCount(), 0);
    QCOMPARE(w.model()->tree().actionCount(), 4);
    QVERIFY(w.statusLine()->displayedText().contains(QStringLiteral("branch")));
    QVERIFY(!w.statusLine()->showingRejection()); // a notice, not a refusal
    // ...and it is in the move list, under the action it replaces: a click there goes back to it.
    auto *moves = w.findChild<QTreeView *>(QStringLiteral("movesView"));
    QVERIFY(moves);
    auto *list = static_cast<ActionListModel *>(moves->model());
    const QModelIndex replaced = list->actionIndex(1);
    QCOMPARE(list->rowCount(replaced), 1);
    const QModelIndex branch = list->branchIndex(1, 0);
    QVERIFY(branch.data(ActionListModel::IsBranchRole).toBool());
    QVERIFY(branch.data().toString().contains(QStringLiteral("end"))); // the old line: end, d2-c2
    QVERIFY(branch.data().toString().startsWith(QStringLiteral("Main line")));
    moves->expand(replaced.parent());
    moves->expand(replaced);
    moves->scrollTo(branch);
    QTest::mouseClick(moves->viewport(), Qt::LeftButton, {}, moves->visualRect(branch).center());
    QCOMPARE(w.model()->game().actionCount(), 2);
    QCOMPARE(w.model()->redoCount(), 1);
    QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)); // redo
    QCOMPARE(w.model()->game().actions(), line);
    // The branch played instead is had back the same way, with Branches ▸ Next Branch.
    QTest::keySequence(&w, QKeySequence::Undo);
    QTest::keySequence(&w, QKeySequence::Undo);
    // At the point where they leave, the line to redo goes through the next one; the game stays.
    QVERIFY(action(w, "actionNextBranch")->isEnabled());
    QVERIFY(!action(w, "actionPreviousBranch")->isEnabled());
    QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_Down));
    QCOMPARE(w.model()->game().actionCount(), 1);
    QCOMPARE(w.model()->lineAction(1), Action::forcedMarch());
    QVERIFY(!action(w, "actionNextBranch")->isEnabled());
    QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_Up));
    QCOMPARE(w.model()->lineAction(1), Action::end());
    QCOMPARE(w.model()->redoCount(), 2);
}

void TestMainWindow::openErrorNamesEveryProblemAndKeepsTheGame()
{
    MainWindow &w = *m_window;
    w.startGame(Game(standardScenario(2), 99));
    QVERIFY(w.model()->play(Action::noSwap()));
    const std::vector<Action> played = w.model()->game().actions();

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString broken = dir.filePath(QStringLiteral("broken.eko"));
    {
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "eko-game", "version": 1, "seed": "x", "players": 7, "actions": [12]})");
    }
    files::FileProblems problems;
    QVERIFY(!files::loadGame(broken, problems));
    QVERIFY(!problems.isEmpty());

    QString name;
    QString texts;
    answerMessageBox(QMessageBox::Ok, &name, &texts);
    QVERIFY(!w.openFile(broken));
    QCOMPARE(name, QStringLiteral("openErrorBox"));
    QVERIFY(texts.contains(QStringLiteral("broken.eko")));
    for (const QString &line : files::toStringList(problems))
        QVERIFY2(texts.contains(line), qPrintable(line));
    // The game that was open is still open, untouched.
    QCOMPARE(w.model()->game().seed(), std::uint64_t(99));
    QCOMPARE(w.model()->game().actions(), played);
    QVERIFY(w.document()->fileName().isEmpty());

    // A file that does not exist is an error too.
    answerMessageBox(QMessageBox::Ok, &name, &texts);
    QVERIFY(!w.openFile(dir.filePath(QStringLiteral("missing.eko"))));
    QVERIFY(texts.contains(QStringLiteral("missing.eko")));
    QCOMPARE(w.model()->game().actions(), played);
}

void TestMainWindow::unsavedChangesPrompt()
{
    MainWindow &w = *m_window;
    w.startGame(Game(standardScenario(2), 5));
    QVERIFY(!w.model()->isModified());
    QVERIFY(w.model()->play(Action::noSwap()));
    QVERIFY(w.model()->isModified());
    QVERIFY(w.isWindowModified());

    // Cancel: nothing happens.
    QString name;
    answerMessageBox(QMessageBox::Cancel, &name);
    action(w, "actionNew")->trigger();
    QCOMPARE(name, QStringLiteral("unsavedChangesBox"));
    QCOMPARE(w.model()->game().actionCount(), 1);
    QVERIFY(w.model()->isModified());

    // Discard: the New Game dialog follows; a 3-player game replaces the old one.
    name.clear();
    answerMessageBox(QMessageBox::Discard, &name);
    answerNext([](QWidget *dialog) {
        auto *d = qobject_cast<NewGameDialog *>(dialog);
        if (!d)
            return false;
        d->setPlayers(3);
        d->setPlayerName(2, QStringLiteral("Cy"));
        d->accept();
        return true;
    });
    action(w, "actionNew")->trigger();
    QCOMPARE(name, QStringLiteral("unsavedChangesBox"));
    QCOMPARE(w.model()->game().scenario().players, 3);
    QCOMPARE(w.model()->game().playerNames()[2], std::string("Cy"));
    QVERIFY(!w.model()->isModified());

    // Closing with changes asks too; Cancel keeps the window open.
    QVERIFY(w.model()->play(Action::noSwap()));
    answerMessageBox(QMessageBox::Cancel, &name);
    QVERIFY(!w.close());
    QVERIFY(w.isVisible());
    answerMessageBox(QMessageBox::Discard, &name);
    QVERIFY(w.close());
    QVERIFY(!Autosave::exists());
}

void TestMainWindow::saveAddsRecentFileAndFolder()
{
    MainWindow &w = *m_window;
    w.startGame(Game(standardScenario(2), 8));
    QVERIFY(w.model()->play(Action::noSwap()));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("recent.eko"));
    QVERIFY(w.document()->saveTo(file));
    QVERIFY(!w.model()->isModified());
    QCOMPARE(RecentFiles().files().value(0), QFileInfo(file).absoluteFilePath());
    QCOMPARE(QFileInfo(preferences::lastFolder()).absoluteFilePath(), QFileInfo(dir.path()).absoluteFilePath());
    auto *recent = w.findChild<QMenu *>(QStringLiteral("recentMenu"));
    QVERIFY(recent->actions().front()->text().contains(QStringLiteral("recent.eko")));
    // Its entry opens it.
    w.startGame(Game(standardScenario(3), 1));
    recent->actions().front()->trigger();
    QCOMPARE(w.model()->game().seed(), std::uint64_t(8));
    QCOMPARE(w.model()->game().actionCount(), 1);
    QCOMPARE(w.document()->fileName(), QFileInfo(file).absoluteFilePath());
}

void TestMainWindow::windowRemembersItsSize()
{
    m_window->resize(1010, 710);
    QTRY_COMPARE(m_window->size(), QSize(1010, 710));
    QVERIFY(m_window->close());
    MainWindow second;
    QCOMPARE(second.size(), QSize(1010, 710));
}

void TestMainWindow::firstPaintIsReported()
{
    MainWindow w;
    QSignalSpy painted(&w, &MainWindow::firstPainted);
    w.startGame(Game(standardScenario(2), 2));
    w.show();
    QTRY_COMPARE(painted.count(), 1);
    w.update();
    QTest::qWait(50);
    QCOMPARE(painted.count(), 1);
}

void TestMainWindow::newGameDialogChoices()
{
    NewGameDialog d;
    d.setPlayers(3);
    d.setPlayerName(0, QStringLiteral("Ana"));
    d.setPlayerName(1, QString());
    d.setSeed(12345);
    QVERIFY(d.isValid());
    std::optional<Game> game = d.game();
    QVERIFY(game);
    QCOMPARE(game->scenario().players, 3);
    QCOMPARE(game->seed(), std::uint64_t(12345));
    QCOMPARE(game->playerNames()[0], std::string("Ana"));
    // A name not typed is stored empty (shown as the colour, in the language of whoever looks).
    QCOMPARE(d.playerName(1), QString());
    QVERIFY(game->playerNames()[1].empty());
    // The same seed, the same setup.
    QVERIFY(d.game()->current() == game->current());
    // A seed that is no number cannot start a game; no seed is random.
    d.setSeed(std::nullopt);
    QVERIFY(d.isValid());
    auto *seed = d.findChild<QLineEdit *>(QStringLiteral("seed"));
    auto *useSeed = d.findChild<QCheckBox *>(QStringLiteral("useSeed"));
    QVERIFY(seed && useSeed);
    useSeed->setChecked(true);
    seed->setText(QStringLiteral("99999999999999999999")); // more than 2^64 - 1
    QVERIFY(!d.isValid());
    auto *buttons = d.findChild<QDialogButtonBox *>();
    QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
}

void TestMainWindow::newGameDialogRefusesBrokenScenario()
{
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.ekoscn"));
    {
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not json at all");
    }
    NewGameDialog d;
    QVERIFY(!d.setScenarioFile(broken));
    QVERIFY(!d.isValid());
    QVERIFY(!d.game());
    auto *buttons = d.findChild<QDialogButtonBox *>();
    QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
    // The standard board is fine again.
    d.useStandardBoard();
    QVERIFY(d.isValid());
    // A scenario from the standard ones, if they are installed, decides the number of players.
    const QString standard3 = QStringLiteral(EKO_SOURCE_DIR "/resources/scenarios/standard-3p.ekoscn");
    if (QFile::exists(standard3)) {
        d.setPlayers(2);
        QVERIFY(d.setScenarioFile(standard3));
        QCOMPARE(d.players(), 3);
        QCOMPARE(d.game()->scenario().players, 3);
    }
}

void TestMainWindow::preferencesSwitchLanguageAtOnce()
{
    LanguageSwitcher languages;
    QVERIFY(languages.apply(QStringLiteral("en")));
    QVERIFY(!languages.apply(QStringLiteral("xx")));
    QCOMPARE(languages.current(), QStringLiteral("en"));
    PreferencesDialog d(&languages);
    auto *close = d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close);
    const QString english = close->text();
    const int korean = d.languageBox()->findData(QStringLiteral("ko"));
    QVERIFY(korean > 0);
    QSignalSpy changed(&languages, &LanguageSwitcher::languageChanged);
    d.languageBox()->setCurrentIndex(korean);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(languages.current(), QStringLiteral("ko"));
    QCOMPARE(preferences::language(), QStringLiteral("ko"));
    QCOMPARE(QLocale().language(), QLocale::Korean);
    // Qt's own words change at once where Qt's Korean translation is installed.
    const QString qtKorean = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_ko.qm");
    if (QFile::exists(qtKorean))
        QTRY_VERIFY(close->text() != english);
    d.languageBox()->setCurrentIndex(d.languageBox()->findData(QStringLiteral("en")));
    QCOMPARE(languages.current(), QStringLiteral("en"));
    QTRY_COMPARE(close->text(), english);
    // The hand-over choice is saved at once.
    d.handOverBox()->setChecked(true);
    QVERIFY(preferences::handOverScreen());
}

void TestMainWindow::rulesWindowShowsThePageOfTheLanguage()
{
    QCOMPARE(RulesWindow::pageFor(QStringLiteral("en")), QStringLiteral(":/help/rules_en.html"));
    QCOMPARE(RulesWindow::pageFor(QStringLiteral("xx")), QStringLiteral(":/help/rules_en.html"));
    for (const LanguageInfo &l : availableLanguages()) {
        const QString own = QStringLiteral(":/help/rules_%1.html").arg(l.code);
        QCOMPARE(RulesWindow::pageFor(l.code), QFile::exists(own) ? own : QStringLiteral(":/help/rules_en.html"));
    }
    RulesWindow rules;
    rules.setLanguage(QStringLiteral("en"));
    QVERIFY(rules.browser()->toPlainText().contains(QStringLiteral("Ekö")));
    QVERIFY(rules.browser()->toPlainText().size() > 1000);
    action(*m_window, "actionRules")->trigger();
    auto *shown = m_window->findChild<RulesWindow *>();
    QVERIFY(shown);
    QVERIFY(shown->isVisible());
}

void TestMainWindow::languageFollowsLocale()
{
    QCOMPARE(languageForLocale(QLocale(QLocale::Portuguese, QLocale::Portugal)), QStringLiteral("pt"));
    QCOMPARE(languageForLocale(QLocale(QLocale::Portuguese, QLocale::Brazil)), QStringLiteral("pt"));
    QCOMPARE(languageForLocale(QLocale(QLocale::Chinese, QLocale::Taiwan)), QStringLiteral("zh_CN"));
    QCOMPARE(languageForLocale(QLocale(QLocale::Chinese, QLocale::China)), QStringLiteral("zh_CN"));
    QCOMPARE(languageForLocale(QLocale(QLocale::Korean, QLocale::SouthKorea)), QStringLiteral("ko"));
    QCOMPARE(languageForLocale(QLocale(QLocale::German, QLocale::Germany)), QStringLiteral("en"));
    const QLocale brazil(QLocale::Portuguese, QLocale::Brazil);
    QCOMPARE(startupLanguage(QStringLiteral("ko"), QStringLiteral("zh_CN"), brazil), QStringLiteral("ko"));
    QCOMPARE(startupLanguage(QString(), QStringLiteral("zh_CN"), brazil), QStringLiteral("zh_CN"));
    QCOMPARE(startupLanguage(QString(), QString(), brazil), QStringLiteral("pt"));
    QCOMPARE(startupLanguage(QStringLiteral("xx"), QStringLiteral("yy"), brazil), QStringLiteral("pt"));
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
