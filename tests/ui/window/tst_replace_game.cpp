// Replacing the game shown, and closing it, in the real main window: while the "save changes?"
// prompt is open (and the dialog that follows it) no computer action is played, for New Game, Play
// Scenario, Open Recent, Continue from Here and closing; a computer's action the prompt held back is
// played once the player cancels, and never while replaying.
#include "common/answering.h"
#include "core/scenario.h"
#include "files/game_file.h"
#include "model/computer_seats.h"
#include "model/demo_game.h"
#include "model/game_model.h"
#include "replay/replay_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/preferences.h"
#include "session/recent_files.h"
#include "window/computer_seat_controls.h"
#include "window/main_window.h"
#include "window/replay_mode.h"

#include <QAbstractButton>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace eko;
using namespace eko::ui;

namespace {
// How long a prompt stays open in these tests: many times what a level 1 computer takes to choose
// and play (its pause is 20 ms here).
constexpr int kPromptOpenMs = 500;
} // namespace

class TestReplaceGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void newGameHoldsTheComputerDuringThePromptAndTheDialog();
    void playScenarioHoldsTheComputerDuringThePrompt();
    void openRecentHoldsTheComputerDuringThePrompt();
    void continueFromHereHoldsTheComputerDuringThePrompt();
    void closingHoldsTheComputerDuringThePrompt();

private:
    // What a dialog answered by keepOpenThenAnswer saw: the actions of the game while it was open.
    struct Seen {
        bool shown = false;
        bool busyWhenShown = false;
        int actionsWhenShown = -1;
        int actionsWhenAnswered = -1;
    };
    // A game with changes no file holds (a person played), where a level 1 computer is to move and
    // already busy choosing.
    void startModifiedWithComputerToMove();
    // Answers the next widget `accept` takes after keeping it open for kPromptOpenMs, with `answer`.
    void keepOpenThenAnswer(Seen *seen, std::function<bool(QWidget *)> accept, std::function<void(QWidget *)> answer);
    // Answers the "save changes?" prompt with `button` after kPromptOpenMs.
    void answerPrompt(Seen *seen, QMessageBox::StandardButton button);
    // The prompt was shown, and no computer action was played nor under way while it was open.
    void checkHeld(const Seen &seen, const char *what);
    int actionCount() const { return m_window->model()->game().actionCount(); }

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    QString m_recentFile;
};

void TestReplaceGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-replace-game"));
    QVERIFY(m_dir.isValid());
}

void TestReplaceGame::init()
{
    QSettings().clear();
    Autosave::remove();
    preferences::setComputerPause(20);
    // A game in the Open Recent menu (read as the window is made).
    m_recentFile = m_dir.filePath(QStringLiteral("recent.eko"));
    QString error;
    QVERIFY2(files::saveGame(demoGame(2, 4, 12), {}, m_recentFile, &error), qPrintable(error));
    RecentFiles().add(m_recentFile);
    m_window = std::make_unique<MainWindow>();
    m_window->setQuiet(true);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestReplaceGame::cleanup()
{
    testing::closeModalWidgets();
    m_window.reset();
    Autosave::remove();
}

void TestReplaceGame::startModifiedWithComputerToMove()
{
    MainWindow &w = *m_window;
    Game game = demoGame(2, 9, 20);
    std::array<int, 4> levels{};
    levels[static_cast<size_t>(1 - game.current().toMove())] = 1; // a person to move first
    w.startGame(std::move(game), levels);
    GameModel &model = *w.model();
    QVERIFY(!w.computerSeatControls()->computerToMove());
    while (!w.computerSeatControls()->computerToMove())
        QVERIFY(model.play(model.legalActions().front()));
    QVERIFY(model.isModified());
    QVERIFY(w.computerSeatControls()->seats()->isBusy());
}

void TestReplaceGame::keepOpenThenAnswer(Seen *seen, std::function<bool(QWidget *)> accept,
                                         std::function<void(QWidget *)> answer)
{
    auto clock = std::make_shared<QElapsedTimer>();
    testing::answerNext([this, seen, accept, answer, clock](QWidget *widget) {
        if (!accept(widget))
            return false;
        if (!seen->shown) {
            seen->shown = true;
            seen->busyWhenShown = m_window->computerSeatControls()->seats()->isBusy();
            seen->actionsWhenShown = actionCount();
            clock->start();
        }
        if (clock->elapsed() < kPromptOpenMs)
            return false; // open a while longer, events running (a computer's result would arrive now)
        seen->actionsWhenAnswered = actionCount();
        answer(widget);
        return true;
    });
}

void TestReplaceGame::answerPrompt(Seen *seen, QMessageBox::StandardButton button)
{
    keepOpenThenAnswer(
        seen, [](QWidget *w) { return w->objectName() == QLatin1String("unsavedChangesBox"); },
        [button](QWidget *w) {
            auto *box = qobject_cast<QMessageBox *>(w);
            box->button(button)->click();
        });
}

void TestReplaceGame::checkHeld(const Seen &seen, const char *what)
{
    QVERIFY2(seen.shown, what);
    QVERIFY2(seen.actionsWhenAnswered == seen.actionsWhenShown,
             qPrintable(QStringLiteral("%1: a computer's action was played (%2 actions, then %3)")
                            .arg(what)
                            .arg(seen.actionsWhenShown)
                            .arg(seen.actionsWhenAnswered)));
    QVERIFY2(!seen.busyWhenShown, qPrintable(QStringLiteral("%1: the computer is still choosing").arg(what)));
}

void TestReplaceGame::newGameHoldsTheComputerDuringThePromptAndTheDialog()
{
    startModifiedWithComputerToMove();
    const int before = actionCount();
    Seen prompt;
    answerPrompt(&prompt, QMessageBox::Cancel);
    m_window->newGame();
    checkHeld(prompt, "New Game, the prompt");
    QTRY_VERIFY(actionCount() > before); // cancelled: the computer plays on

    // Changes discarded: the New Game dialog follows, and the computer still waits.
    startModifiedWithComputerToMove();
    Seen discard;
    Seen dialog;
    answerPrompt(&discard, QMessageBox::Discard);
    keepOpenThenAnswer(
        &dialog, [](QWidget *w) { return w->objectName() == QLatin1String("newGameDialog"); },
        [](QWidget *w) { qobject_cast<QDialog *>(w)->reject(); });
    const int kept = actionCount();
    m_window->newGame();
    checkHeld(discard, "New Game, discarding");
    checkHeld(dialog, "New Game, the dialog");
    QCOMPARE(dialog.actionsWhenShown, kept);
    QTRY_VERIFY(actionCount() > kept); // no new game after all: the computer plays on
}

void TestReplaceGame::playScenarioHoldsTheComputerDuringThePrompt()
{
    startModifiedWithComputerToMove();
    const int before = actionCount();
    Seen prompt;
    answerPrompt(&prompt, QMessageBox::Cancel);
    m_window->playScenario(standardScenario(3));
    checkHeld(prompt, "Play Scenario");
    QCOMPARE(m_window->model()->game().scenario().players, 2);
    QTRY_VERIFY(actionCount() > before);
}

void TestReplaceGame::openRecentHoldsTheComputerDuringThePrompt()
{
    startModifiedWithComputerToMove();
    const int before = actionCount();
    auto *recent = m_window->findChild<QMenu *>(QStringLiteral("recentMenu"));
    QVERIFY(recent);
    QVERIFY(recent->actions().front()->text().contains(QStringLiteral("recent.eko")));
    Seen prompt;
    answerPrompt(&prompt, QMessageBox::Cancel);
    recent->actions().front()->trigger();
    checkHeld(prompt, "Open Recent");
    QTRY_VERIFY(actionCount() > before);

    // Discarded: the file is opened, people only, and nothing of the game before is played in it.
    startModifiedWithComputerToMove();
    Seen discard;
    answerPrompt(&discard, QMessageBox::Discard);
    recent->actions().front()->trigger();
    checkHeld(discard, "Open Recent, discarding");
    QCOMPARE(actionCount(), 12);
    QTest::qWait(100);
    QCOMPARE(actionCount(), 12);
}

void TestReplaceGame::continueFromHereHoldsTheComputerDuringThePrompt()
{
    startModifiedWithComputerToMove();
    ReplayMode *replay = m_window->replayMode();
    replay->replay()->goTo(actionCount() - 3);
    QVERIFY(replay->isActive());
    const int before = actionCount();
    Seen prompt;
    answerPrompt(&prompt, QMessageBox::Cancel);
    replay->continueFromHere();
    checkHeld(prompt, "Continue from Here");
    // Still replaying: nothing is played until play goes on.
    QVERIFY(replay->isActive());
    QTest::qWait(kPromptOpenMs);
    QCOMPARE(actionCount(), before);
    replay->replay()->leave();
    QTRY_VERIFY(actionCount() > before);
}

void TestReplaceGame::closingHoldsTheComputerDuringThePrompt()
{
    startModifiedWithComputerToMove();
    const int before = actionCount();
    Seen prompt;
    answerPrompt(&prompt, QMessageBox::Cancel);
    QVERIFY(!m_window->close());
    checkHeld(prompt, "closing");
    QTRY_VERIFY(actionCount() > before);
}

QTEST_MAIN(TestReplaceGame)
#include "tst_replace_game.moc"
