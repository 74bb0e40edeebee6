// Help ▸ Learn to Play in the real main window (issue 22): every bundled lesson and puzzle is solved
// by its intended line typed in the action field (the first action as tst_cli_solve proves it, the
// rest of the person's actions from the solver, the opponents' replies played by the window), is
// ticked in the list and remembered by a new window; a wrong first action fails with the engine's
// reason; Hint (F2) shows the hints one at a time, Try Again (F5) starts again; the opponent's
// pieces cannot be played; the save prompt comes first; New Game leaves the lesson; a language
// switch keeps the lesson and shows its text in Korean; Help ▸ Keyboard lists the keys.
#include "common/answering.h"
#include "ai/goal_reply.h"
#include "ai/solver.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "core/rules.h"
#include "dialogs/keyboard_window.h"
#include "dialogs/learn_dialog.h"
#include "model/demo_game.h"
#include "model/game_model.h"
#include "model/lesson_session.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "session/lesson_catalogue.h"
#include "session/preferences.h"
#include "window/action_field.h"
#include "window/game_document.h"
#include "window/lesson_panel.h"
#include "window/main_window.h"
#include "window/status_line.h"

#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QToolButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QtTest>

#include <memory>

using namespace eko;
using namespace eko::ui;

namespace {

struct Intended {
    const char *id;
    const char *first;        // the first action of the proved line (tests/app/tst_cli_solve.cpp)
    GoalFailure wrong;        // why the first wrong action (the rules' order) fails
};

// Every bundled lesson and puzzle; a new file must be added here.
constexpr Intended kIntended[] = {
    {"lessons/01-moving", "a1-c5", GoalFailure::OutOfTurns},
    {"lessons/02-regrouping", "a1-b2", GoalFailure::EmperorCaptured},
    {"lessons/03-attacking", "a2xe2", GoalFailure::OutOfTurns},
    {"lessons/04-emperor-tie", "a1xe2", GoalFailure::OutOfTurns},
    {"lessons/05-kamikaze", "a1xe2", GoalFailure::OutOfTurns},
    {"lessons/06-constructing", "T@c2/d2", GoalFailure::OutOfTurns},
    {"lessons/07-upgrading", "T@e2/d2", GoalFailure::OutOfTurns},
    {"lessons/08-palace", "V@d3/d2", GoalFailure::OutOfTurns},
    {"lessons/09-forced-march", "a1xe1", GoalFailure::OutOfTurns},
    {"lessons/10-reinforcement", "T@c2/b3", GoalFailure::OutOfTurns},
    {"lessons/11-captives", "a1xe2", GoalFailure::OutOfTurns},
    {"lessons/12-elimination", "a1xd2", GoalFailure::OutOfTurns},
    {"puzzles/01-last-stack", "a1xf1", GoalFailure::OutOfTurns},
    {"puzzles/02-capture-emperor", "a1xd2", GoalFailure::OutOfTurns},
    {"puzzles/03-emperor-tie", "a1xe2", GoalFailure::OutOfTurns},
    {"puzzles/04-kamikaze", "a1xe2", GoalFailure::OutOfTurns},
    {"puzzles/05-palace-this-turn", "V@d1/c2", GoalFailure::OutOfTurns},
    {"puzzles/06-castle-for-victory", "C@d3/d2", GoalFailure::OutOfTurns},
    {"puzzles/07-forced-march", "a1xc1", GoalFailure::OutOfTurns},
    {"puzzles/08-save-your-emperor", "b2-c2", GoalFailure::EmperorCaptured},
    {"puzzles/09-win-in-two", "a1xc3", GoalFailure::OutOfTurns},
    {"puzzles/10-eliminate-yellow", "a1xf4", GoalFailure::OutOfTurns},
    {"puzzles/11-six-points", "b2-d1", GoalFailure::OutOfTurns},
    {"puzzles/12-beat-the-computer", "b2xf1", GoalFailure::OutOfTurns},
};

// The plural forms are English's own translation (eko_en.ts), as the window shows them.
QString turnsLeftText(int n) { return LessonPanel::tr("%n turn(s) left.", nullptr, n); }

const Intended *intendedFor(const QString &id)
{
    for (const Intended &i : kIntended)
        if (id == QLatin1String(i.id))
            return &i;
    return nullptr;
}

} // namespace

class TestLearnToPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void everyBundledFileIsListed();
    void theIntendedLine_meetsTheGoal_isTickedAndRemembered_data();
    void theIntendedLine_meetsTheGoal_isTickedAndRemembered();
    void aWrongAction_failsWithTheReason_andTryAgainStartsAgain_data();
    void aWrongAction_failsWithTheReason_andTryAgainStartsAgain();
    void aLessonIsPlayedByClickingTheBoard();
    void hintsComeOneAtATime();
    void theOpponentsPiecesCannotBePlayed();
    void theSavePromptComesFirst_andTheListPlaysTheChoice();
    void nextLessonFollows_andNewGameLeavesTheLesson();
    void aLanguageSwitchKeepsTheLesson_inKorean();
    void helpKeyboardListsTheKeys();
    // With EKO_LEARN_SHOTS=folder: the window in a lesson and the list, at 1024×700 and 1600×1000, in
    // English, Korean and Chinese, saved there to be looked at (else skipped).
    void screenshots();

private:
    void openWindow();
    // Types `notation` in the action field and presses Enter.
    void type(const QString &notation);
    // Plays on until the goal is decided: the person's actions from `choose` (typed), the replies
    // waited for.
    void playUntilDecided(const std::function<Action(const Position &, const ai::GoalProgress &)> &choose);
    ai::GoalProgress progress() const;
    // The ids ticked in Help ▸ Learn to Play's list (opened and closed again).
    QStringList tickedInTheList();
    std::unique_ptr<MainWindow> m_window;
    LanguageSwitcher m_languages;
};

void TestLearnToPlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-learn-to-play"));
    m_languages.apply(QStringLiteral("en"));
}

void TestLearnToPlay::init()
{
    QSettings().clear();
    Autosave::remove();
    preferences::setComputerPause(50);
    preferences::setWelcomeShown(true);
    m_languages.apply(QStringLiteral("en"));
    openWindow();
}

void TestLearnToPlay::openWindow()
{
    m_window = std::make_unique<MainWindow>(&m_languages);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->startDefaultGame();
}

void TestLearnToPlay::cleanup()
{
    eko::testing::closeModalWidgets();
    m_window.reset();
    Autosave::remove();
    m_languages.apply(QStringLiteral("en"));
}

void TestLearnToPlay::type(const QString &notation)
{
    ActionField *field = m_window->actionField();
    QTRY_VERIFY(field->isEnabled());
    field->setFocus();
    field->clear();
    QTest::keyClicks(field, notation);
    QTest::keyClick(field, Qt::Key_Return);
}

ai::GoalProgress TestLearnToPlay::progress() const
{
    const Game &game = m_window->model()->game();
    std::vector<Position> before;
    for (int k = 0; k < game.actionCount(); ++k)
        before.push_back(game.positionAt(k));
    return ai::goalProgress(m_window->lesson()->goal(), before, game.actions());
}

void TestLearnToPlay::playUntilDecided(const std::function<Action(const Position &, const ai::GoalProgress &)> &choose)
{
    LessonSession *lesson = m_window->lesson();
    for (int guard = 0; guard < 40 && lesson->judgement().state == GoalState::Open; ++guard) {
        if (lesson->opponentToMove()) {
            const int before = m_window->model()->game().actionCount();
            QTRY_VERIFY_WITH_TIMEOUT(m_window->model()->game().actionCount() > before, 5000);
            continue;
        }
        const Position &pos = m_window->model()->position();
        const int before = m_window->model()->game().actionCount();
        type(QString::fromStdString(toNotation(choose(pos, progress()), pos.board())));
        QCOMPARE(m_window->model()->game().actionCount(), before + 1);
    }
}

QStringList TestLearnToPlay::tickedInTheList()
{
    QStringList ticked;
    eko::testing::answerNext([&](QWidget *top) {
        auto *dialog = qobject_cast<LearnDialog *>(top);
        if (!dialog)
            return false;
        for (const LessonEntry &e : bundledLessons())
            if (QTreeWidgetItem *item = dialog->itemFor(e.id); item && item->checkState(0) == Qt::Checked)
                ticked << e.id;
        dialog->reject();
        return true;
    });
    m_window->findChild<QAction *>(QStringLiteral("actionLearnToPlay"))->trigger();
    return ticked;
}

void TestLearnToPlay::everyBundledFileIsListed()
{
    QCOMPARE(bundledLessons().size(), qsizetype(std::size(kIntended)));
    int lessons = 0, puzzles = 0;
    for (const LessonEntry &e : bundledLessons()) {
        QVERIFY2(intendedFor(e.id), qPrintable(e.id));
        (e.puzzle ? puzzles : lessons) += 1;
    }
    QCOMPARE(lessons, 12);
    QVERIFY(puzzles >= 12);
    // In order: the lessons first, numbered as their files.
    QCOMPARE(bundledLessons().front().id, QStringLiteral("lessons/01-moving"));
    QCOMPARE(nextLesson(QStringLiteral("lessons/12-elimination"))->id, QStringLiteral("puzzles/01-last-stack"));
}

void TestLearnToPlay::theIntendedLine_meetsTheGoal_isTickedAndRemembered_data()
{
    QTest::addColumn<QString>("id");
    for (const Intended &i : kIntended)
        QTest::newRow(i.id) << QString::fromLatin1(i.id);
}

void TestLearnToPlay::theIntendedLine_meetsTheGoal_isTickedAndRemembered()
{
    QFETCH(QString, id);
    MainWindow &w = *m_window;
    QVERIFY(w.playLesson(id));
    LessonSession *lesson = w.lesson();
    QVERIFY(lesson->isActive());
    QVERIFY(w.lessonDock()->isVisible());
    QCOMPARE(w.lessonPanel()->stateLabel()->text().isEmpty(), false);
    QVERIFY(!tickedInTheList().contains(id));
    const Scenario &scenario = lesson->scenario();
    bool first = true;
    playUntilDecided([&](const Position &pos, const ai::GoalProgress &p) {
        if (std::exchange(first, false))
            return rules::canonical(pos, *parseNotation(intendedFor(id)->first, pos.board()));
        const ai::SolveResult rest = ai::solve(ai::remainingGoal(scenario, pos, p));
        if (rest.verdict != ai::SolveVerdict::Solved || rest.line.empty())
            qFatal("%s: no solution from here", qPrintable(id));
        return rest.line.front();
    });
    QCOMPARE(lesson->judgement().state, GoalState::Met);
    // Every reply the window played is the one the goal's opponent plays (ai::goalReply, the solver's rule).
    const Game &game = w.model()->game();
    std::vector<Position> before;
    for (int k = 0; k < game.actionCount(); ++k) {
        const Position &pos = game.positionAt(k);
        if (pos.toMove() != scenario.goal->player) {
            const ai::GoalProgress p = ai::goalProgress(*scenario.goal, before, game.actions());
            QCOMPARE(game.notation(k), toNotation(ai::goalReply(scenario, pos, p), pos.board()));
        }
        before.push_back(pos);
    }
    QCOMPARE(w.lessonPanel()->stateLabel()->text(), QStringLiteral("Solved! The goal is met."));
    QVERIFY(preferences::solvedLessons().contains(id));
    QVERIFY(tickedInTheList().contains(id));
    // The end of the game (most goals end it) opens no dialog: the panel says it.
    QTest::qWait(50);
    QVERIFY(!eko::testing::topModalWidget());
    // Remembered: a new window ticks it too.
    m_window.reset();
    openWindow();
    QVERIFY(tickedInTheList().contains(id));
}

void TestLearnToPlay::aWrongAction_failsWithTheReason_andTryAgainStartsAgain_data()
{
    theIntendedLine_meetsTheGoal_isTickedAndRemembered_data();
}

void TestLearnToPlay::aWrongAction_failsWithTheReason_andTryAgainStartsAgain()
{
    QFETCH(QString, id);
    MainWindow &w = *m_window;
    QVERIFY(w.playLesson(id));
    LessonSession *lesson = w.lesson();
    const Scenario &scenario = lesson->scenario();
    const ai::SolveResult proof = ai::solve(scenario);
    const auto &winning = proof.winningFirstActions;
    bool first = true;
    playUntilDecided([&](const Position &pos, const ai::GoalProgress &p) {
        // First a legal action that solves nothing, then anything that does not meet the goal.
        const Goal &goal = *scenario.goal;
        for (const Action &a : rules::legalActions(pos)) {
            if (first && std::find(winning.begin(), winning.end(), a) != winning.end())
                continue;
            const Position after = rules::applied(pos, a);
            if (judgeGoal(goal, pos, a, after, goalTurnsAfter(goal, pos, p.turns, p.first)).state == GoalState::Met)
                continue;
            first = false;
            return a;
        }
        qFatal("%s: every action meets the goal", qPrintable(id));
    });
    QCOMPARE(lesson->judgement().state, GoalState::Failed);
    QCOMPARE(goalFailureId(lesson->judgement().failure), goalFailureId(intendedFor(id)->wrong));
    const QString reason = LessonSession::failureSentence(scenario.goal.value(), intendedFor(id)->wrong);
    QCOMPARE(w.lessonPanel()->stateLabel()->text(), QStringLiteral("Not solved. ") + reason);
    QTRY_COMPARE(w.statusLine()->displayedText(), QStringLiteral("Not solved. ") + reason); // nobody is asked to play on
    QVERIFY(!preferences::solvedLessons().contains(id));
    // No reply comes any more once it failed.
    const int actions = w.model()->game().actionCount();
    QTest::qWait(200);
    QCOMPARE(w.model()->game().actionCount(), actions);
    // Try Again (F5): the lesson's start, open again.
    w.boardView()->setFocus();
    QTest::keyClick(w.boardView(), Qt::Key_F5);
    QCOMPARE(w.model()->game().actionCount(), 0);
    QCOMPARE(lesson->judgement().state, GoalState::Open);
    QCOMPARE(w.lessonPanel()->stateLabel()->text(), turnsLeftText(scenario.goal->turns));
}

void TestLearnToPlay::aLessonIsPlayedByClickingTheBoard()
{
    MainWindow &w = *m_window;
    QVERIFY(w.playLesson(QStringLiteral("lessons/03-attacking")));
    const Board &board = w.model()->board();
    auto click = [&](const char *space) {
        const SpaceIndex s = board.spaceFromName(space);
        QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {}, w.boardView()->mapFromScene(w.scene()->spaceCenter(s)));
    };
    click("a2");
    QCOMPARE(w.model()->selectedSpace(), board.spaceFromName("a2"));
    click("e2");
    QCOMPARE(w.model()->game().actionCount(), 1);
    QCOMPARE(w.lesson()->judgement().state, GoalState::Met);
}

void TestLearnToPlay::hintsComeOneAtATime()
{
    MainWindow &w = *m_window;
    QVERIFY(w.playLesson(QStringLiteral("lessons/01-moving")));
    const std::vector<std::string> &hints = goalHints(w.lesson()->goal(), "en");
    QCOMPARE(hints.size(), size_t(2));
    QVERIFY(w.lessonPanel()->hintsLabel()->isHidden());
    w.boardView()->setFocus();
    QTest::keyClick(w.boardView(), Qt::Key_F2);
    QCOMPARE(w.lessonPanel()->hintsLabel()->text(), QStringLiteral("Hint 1: ") + QString::fromStdString(hints[0]));
    QVERIFY(w.lessonPanel()->hintsLabel()->isVisible());
    // The Hint button does the same.
    auto *button = w.lessonPanel()->findChild<QToolButton *>();
    QVERIFY(button && button->defaultAction() == w.lessonPanel()->hintAction());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(w.lessonPanel()->hintsLabel()->text(), QStringLiteral("Hint 1: %1\nHint 2: %2")
                                                        .arg(QString::fromStdString(hints[0]), QString::fromStdString(hints[1])));
    QVERIFY(!w.lessonPanel()->hintAction()->isEnabled()); // no more hints
    QCOMPARE(w.lessonPanel()->goalLabel()->text(), QStringLiteral("You play Red. ") + LessonSession::tr("Build a palace within %n turn(s).", nullptr, 2));
    QCOMPARE(w.lessonPanel()->title(), QStringLiteral("Lesson 1 of 12: Moving"));
}

void TestLearnToPlay::theOpponentsPiecesCannotBePlayed()
{
    MainWindow &w = *m_window;
    preferences::setComputerPause(2500);
    QVERIFY(w.playLesson(QStringLiteral("lessons/01-moving")));
    type(QStringLiteral("a1-c5"));
    QCOMPARE(w.model()->game().actionCount(), 1);
    QVERIFY(w.lesson()->opponentToMove());
    QCOMPARE(w.lessonPanel()->stateLabel()->text(), QStringLiteral("The other side replies…"));
    // Blue's stack clicked, and blue's action typed: nothing is played by the person.
    const SpaceIndex blue = w.model()->board().spaceFromName("f3");
    QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {}, w.boardView()->mapFromScene(w.scene()->spaceCenter(blue)));
    QCOMPARE(w.model()->game().actionCount(), 1);
    QVERIFY(!w.actionField()->isEnabled());
    // The listed reply comes after the pause.
    QTRY_COMPARE_WITH_TIMEOUT(w.model()->game().actionCount(), 2, 6000);
    QCOMPARE(QString::fromStdString(w.model()->game().notation(1)), QStringLiteral("f3-e3"));
    QCOMPARE(w.lessonPanel()->stateLabel()->text(), turnsLeftText(1));
}

void TestLearnToPlay::theSavePromptComesFirst_andTheListPlaysTheChoice()
{
    MainWindow &w = *m_window;
    w.startGame(demoGame(2, 5, 12));
    w.model()->setModified(true);
    const int actions = w.model()->game().actionCount();
    bool asked = false;
    eko::testing::answerNext([&](QWidget *top) {
        if (top->objectName() != QLatin1String("unsavedChangesBox"))
            return false;
        asked = true;
        qobject_cast<QMessageBox *>(top)->button(QMessageBox::Cancel)->click();
        return true;
    });
    w.findChild<QAction *>(QStringLiteral("actionLearnToPlay"))->trigger();
    QVERIFY(asked);
    QCOMPARE(w.model()->game().actionCount(), actions); // the game stays
    QVERIFY(!w.lesson()->isActive());

    // Discarded: the list opens at the first lesson not solved; a puzzle is chosen with the keys.
    eko::testing::answerNext([&](QWidget *top) {
        if (top->objectName() != QLatin1String("unsavedChangesBox"))
            return false;
        qobject_cast<QMessageBox *>(top)->button(QMessageBox::Discard)->click();
        return true;
    });
    QString shownFirst;
    QString starsShown;
    eko::testing::answerNext([&](QWidget *top) {
        auto *dialog = qobject_cast<LearnDialog *>(top);
        if (!dialog)
            return false;
        shownFirst = dialog->chosenId();
        dialog->list()->setCurrentItem(dialog->itemFor(QStringLiteral("puzzles/09-win-in-two")));
        starsShown = dialog->list()->currentItem()->text(1);
        QTest::keyClick(dialog->list(), Qt::Key_Return);
        return true;
    });
    w.findChild<QAction *>(QStringLiteral("actionLearnToPlay"))->trigger();
    QCOMPARE(shownFirst, QStringLiteral("lessons/01-moving"));
    QCOMPARE(starsShown, QStringLiteral("★★★☆☆"));
    QVERIFY(w.lesson()->isActive());
    QCOMPARE(w.lesson()->id(), QStringLiteral("puzzles/09-win-in-two"));
    QCOMPARE(w.model()->game().actionCount(), 0);
    QCOMPARE(w.lessonPanel()->title(), QStringLiteral("Puzzle 9 of 12: Win in 2 turns"));
}

void TestLearnToPlay::nextLessonFollows_andNewGameLeavesTheLesson()
{
    MainWindow &w = *m_window;
    QVERIFY(w.playLesson(QStringLiteral("lessons/03-attacking")));
    QVERIFY(!w.lessonPanel()->nextAction()->isEnabled()); // not before the goal is met
    type(QStringLiteral("a2xe2"));
    QCOMPARE(w.lesson()->judgement().state, GoalState::Met);
    QVERIFY(w.lessonPanel()->nextAction()->isEnabled());
    // No save prompt from one lesson to the next.
    w.boardView()->setFocus();
    QTest::keyClick(w.boardView(), Qt::Key_F6);
    QCOMPARE(w.lesson()->id(), QStringLiteral("lessons/04-emperor-tie"));
    QCOMPARE(w.model()->game().actionCount(), 0);
    QVERIFY(w.lessonDock()->isVisible());
    // Another game: the lesson is left and its panel hides.
    w.startGame(demoGame(2, 5, 4));
    QVERIFY(!w.lesson()->isActive());
    QVERIFY(!w.lessonDock()->isVisible());
    QVERIFY(!w.lessonPanel()->hintAction()->isEnabled());
    QVERIFY(!w.lessonDock()->toggleViewAction()->isEnabled()); // View ▸ Lesson: only with a lesson
    // A new window never opens with the panel of no lesson, whatever the last window's state.
    QVERIFY(w.playLesson(QStringLiteral("lessons/03-attacking")));
    preferences::setWindowState(w.saveState());
    m_window.reset();
    openWindow();
    QVERIFY(!m_window->lessonDock()->isVisible());
}

void TestLearnToPlay::aLanguageSwitchKeepsTheLesson_inKorean()
{
    MainWindow &w = *m_window;
    QVERIFY(w.playLesson(QStringLiteral("lessons/01-moving")));
    type(QStringLiteral("a1-c5"));
    QTRY_COMPARE_WITH_TIMEOUT(w.model()->game().actionCount(), 2, 5000);
    QTest::keyClick(w.boardView(), Qt::Key_F2);
    QVERIFY(m_languages.apply(QStringLiteral("ko")));
    QVERIFY(w.lesson()->isActive());
    QCOMPARE(w.lesson()->id(), QStringLiteral("lessons/01-moving"));
    QCOMPARE(w.model()->game().actionCount(), 2);
    const Goal &goal = w.lesson()->goal();
    QTRY_COMPARE(w.lessonPanel()->lessonLabel()->text(), QString::fromStdString(goalLesson(goal, "ko")));
    QVERIFY(w.lessonPanel()->hintsLabel()->text().contains(QString::fromStdString(goalHints(goal, "ko")[0])));
    QVERIFY(w.lessonPanel()->title().contains(QStringLiteral("이동")));
    // The rest of the lesson goes on in Korean.
    type(QStringLiteral("V@d5/c5"));
    QCOMPARE(w.lesson()->judgement().state, GoalState::Met);
}

void TestLearnToPlay::helpKeyboardListsTheKeys()
{
    KeyboardWindow *keys = KeyboardWindow::showFor(m_window.get(), m_window->menuBar());
    auto *list = keys->findChild<QTreeWidget *>(QStringLiteral("keyboardList"));
    QVERIFY(list);
    QStringList listed;
    for (QTreeWidgetItemIterator it(list); *it; ++it)
        listed << (*it)->data(0, Qt::UserRole).toString() + QLatin1Char('=') + (*it)->text(0);
    for (const QString &expected : {QStringLiteral("actionLearnToPlay=Ctrl+Shift+L"), QStringLiteral("actionLessonHint=F2"),
                                    QStringLiteral("actionLessonTryAgain=F5"), QStringLiteral("actionLessonNext=F6")})
        QVERIFY2(listed.contains(expected), qPrintable(expected + QStringLiteral(" in ") + listed.join(QLatin1Char(' '))));
    keys->close();
}

void TestLearnToPlay::screenshots()
{
    const QString folder = qEnvironmentVariable("EKO_LEARN_SHOTS");
    if (folder.isEmpty())
        QSKIP("EKO_LEARN_SHOTS is not set");
    MainWindow &w = *m_window;
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("ko"), QStringLiteral("zh_CN")}) {
        QVERIFY(m_languages.apply(code));
        for (const QSize &size : {QSize(1024, 700), QSize(1600, 1000)}) {
            const QString tag = QStringLiteral("%1/%2-%3x%4").arg(folder, code).arg(size.width()).arg(size.height());
            w.resize(size);
            QVERIFY(w.playLesson(QStringLiteral("lessons/10-reinforcement")));
            type(QStringLiteral("T@c2/b3"));
            QTest::keyClick(w.boardView(), Qt::Key_F2);
            QTest::qWait(300);
            w.grab().save(tag + QStringLiteral("-open.png"));
            QVERIFY(w.playLesson(QStringLiteral("lessons/02-regrouping")));
            const ai::SolveResult proof = ai::solve(w.lesson()->scenario());
            for (const Action &a : rules::legalActions(w.model()->position()))
                if (std::find(proof.winningFirstActions.begin(), proof.winningFirstActions.end(), a) == proof.winningFirstActions.end()) {
                    w.model()->play(a);
                    break;
                }
            QTRY_VERIFY_WITH_TIMEOUT(w.lesson()->judgement().state != GoalState::Open || !w.lesson()->opponentToMove(), 5000);
            QTest::qWait(300);
            w.grab().save(tag + QStringLiteral("-failed.png"));
            // Out of turns: a wrong attack of lesson 3, the turn over.
            QVERIFY(w.playLesson(QStringLiteral("lessons/03-attacking")));
            for (const Action &a : rules::legalActions(w.model()->position()))
                if (a.kind != ActionKind::Attack) {
                    w.model()->play(a);
                    break;
                }
            while (w.lesson()->judgement().state == GoalState::Open && !w.lesson()->opponentToMove())
                w.model()->play(rules::legalActions(w.model()->position()).front());
            QTest::qWait(300);
            w.grab().save(tag + QStringLiteral("-outofturns.png"));
            eko::testing::answerNext([&](QWidget *top) {
                auto *dialog = qobject_cast<LearnDialog *>(top);
                if (!dialog)
                    return false;
                QTest::qWait(100);
                dialog->grab().save(tag + QStringLiteral("-list.png"));
                dialog->reject();
                return true;
            });
            w.findChild<QAction *>(QStringLiteral("actionLearnToPlay"))->trigger();
        }
    }
}

QTEST_MAIN(TestLearnToPlay)
#include "tst_learn_to_play.moc"
