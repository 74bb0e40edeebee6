// The teaching game in the real window: New Game offers it against the computer; a person's blunder
// (a one-action win missed, in a hand-made position) is told at once above the board with the better
// action, and Take Back (Ctrl+T) goes back to just before it; an action that leaves the Emperor to
// be taken says so; a good action says nothing; a judgement of an action undone before it came is
// dropped.
#include "common/analysis_positions.h"
#include "dialogs/new_game_dialog.h"
#include "model/computer_seats.h"
#include "model/game_model.h"
#include "model/teaching_coach.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "session/preferences.h"
#include "window/action_field.h"
#include "window/computer_seat_controls.h"
#include "window/main_window.h"
#include "window/teaching_controls.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QToolButton>
#include <QtTest>
#include <memory>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

class TestTeachingGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void newGameOffersItAgainstTheComputer();
    void aBlunderIsToldAndTakenBack();
    void anActionThatLosesTheEmperorSaysSo();
    void aGoodActionSaysNothing();
    void aJudgementOfAnUndoneActionIsDropped();

private:
    void type(const QString &notation);
    void startPuzzle(const Position &pos = pointsWinPosition());

    LanguageSwitcher m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestTeachingGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-teaching-game"));
}

void TestTeachingGame::init()
{
    QSettings().clear();
    Autosave::remove();
    preferences::setComputerPause(0);
    preferences::setTeachingGame(true);
    m_languages.apply(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(&m_languages);
    m_window->setQuiet(true);
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QApplication::setActiveWindow(m_window.get());
}

void TestTeachingGame::cleanup()
{
    m_window.reset();
    Autosave::remove();
}

void TestTeachingGame::type(const QString &notation)
{
    ActionField *field = m_window->actionField();
    QTRY_VERIFY(field->isEnabled());
    field->setFocus();
    field->clear();
    QTest::keyClicks(field, notation);
    QTest::keyClick(field, Qt::Key_Return);
}

// Red, a person, to move in the hand-made position; blue is the computer at level 1.
void TestTeachingGame::startPuzzle(const Position &pos)
{
    m_window->startGame(Game(exactScenario(pos), 1), {0, 1, 0, 0});
    QVERIFY(m_window->teaching()->coach()->isEnabled());
    QCOMPARE(m_window->model()->position().toMove(), 0);
}

void TestTeachingGame::newGameOffersItAgainstTheComputer()
{
    preferences::setTeachingGame(false);
    NewGameDialog dialog;
    auto *teaching = dialog.findChild<QCheckBox *>(QStringLiteral("teachingGame"));
    QVERIFY(teaching);
    QCOMPARE(teaching->text(), QStringLiteral("&Teaching game: tell me my mistakes"));
    dialog.setSeatLevel(0, 0);
    dialog.setSeatLevel(1, 0);
    QVERIFY(!teaching->isEnabled()); // people only: nobody to judge
    dialog.setSeatLevel(1, 3);
    QVERIFY(teaching->isEnabled());
    QTest::mouseClick(teaching, Qt::LeftButton, {}, QPoint(8, teaching->height() / 2));
    QVERIFY(dialog.teachingGame());
    dialog.accept();
    QVERIFY(preferences::teachingGame()); // remembered for the next New Game
    NewGameDialog again;
    QVERIFY(again.teachingGame());
}

void TestTeachingGame::aBlunderIsToldAndTakenBack()
{
    MainWindow &w = *m_window;
    startPuzzle();
    QWidget *bar = w.teaching()->messageBar();
    QVERIFY(!bar->isVisible());
    type(QStringLiteral("c2-c3")); // misses the tower on b2 that wins at once
    QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 10000);
    const QString told = w.teaching()->message()->text();
    QVERIFY2(told.startsWith(QStringLiteral("Blunder: c2-c3 loses ")), qPrintable(told));
    QVERIFY2(told.contains(QStringLiteral("for Red. Better: T@b2/c2 (")), qPrintable(told));
    // Take Back is in the Game menu (so Help ▸ Keyboard lists it) with its key.
    QAction *takeBack = w.teaching()->takeBackAction();
    QCOMPARE(takeBack->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_T));
    bool listed = false;
    for (QAction *menu : w.menuBar()->actions())
        listed = listed || (menu->menu() && menu->menu()->actions().contains(takeBack));
    QVERIFY(listed);
    QVERIFY(w.findChild<QToolButton *>(QStringLiteral("teachingTakeBack"))->isVisible());
    QVERIFY(w.model()->game().actionCount() >= 1); // and maybe blue's win after it
    QApplication::setActiveWindow(&w);
    QTest::keyClick(&w, Qt::Key_T, Qt::ControlModifier);
    QCOMPARE(w.model()->game().actionCount(), 0);
    QCOMPARE(w.model()->position().toMove(), 0);
    QVERIFY(!bar->isVisible());
    QVERIFY(!w.computerSeatControls()->seats()->isBusy());
}

void TestTeachingGame::anActionThatLosesTheEmperorSaysSo()
{
    MainWindow &w = *m_window;
    startPuzzle(emperorInDangerPosition());
    type(QStringLiteral("f2-e2")); // leaves the Emperor on c3 to blue's stacks
    QTRY_VERIFY_WITH_TIMEOUT(w.teaching()->messageBar()->isVisible(), 10000);
    const QString told = w.teaching()->message()->text();
    QVERIFY2(told.startsWith(QStringLiteral("This loses your Emperor: ")), qPrintable(told));
    QVERIFY2(told.endsWith(QStringLiteral(" was better.")), qPrintable(told));
    QVERIFY2(!told.contains(QStringLiteral("f2-e2")), qPrintable(told)); // the better action, not the one played
    // A blunder that keeps the Emperor says the loss as before (the text alone, with made-up figures).
    ai::ActionAnalysis j;
    j.mover = 0;
    j.judgement = ai::Judgement::Blunder;
    j.loss = 0.4;
    j.best.push_back(ai::Candidate{});
    j.best.front().chances = {0.6, 0.4, 0, 0};
    QCOMPARE(TeachingControls::mistakeText(j, QStringLiteral("c2-c3"), QStringLiteral("T@b2/c2")),
             QStringLiteral("Blunder: c2-c3 loses 40% for Red. Better: T@b2/c2 (60%)."));
    QCOMPARE(TeachingControls::mistakeText(j, QStringLiteral("c2-c3"), QStringLiteral("T@b2/c2"), true),
             QStringLiteral("This loses your Emperor: T@b2/c2 was better."));
}

void TestTeachingGame::aGoodActionSaysNothing()
{
    MainWindow &w = *m_window;
    startPuzzle();
    TeachingCoach *coach = w.teaching()->coach();
    QSignalSpy judged(coach, &TeachingCoach::judged);
    type(QStringLiteral("T@b2/c2")); // the win
    QTRY_COMPARE_WITH_TIMEOUT(judged.count(), 1, 10000);
    QVERIFY(w.model()->position().gameOver());
    QCOMPARE(judged.first().first().value<ai::ActionAnalysis>().judgement, ai::Judgement::Good);
    QTest::qWait(50);
    QVERIFY(!w.teaching()->messageBar()->isVisible());
}

void TestTeachingGame::aJudgementOfAnUndoneActionIsDropped()
{
    MainWindow &w = *m_window;
    // Red's blunder undone (with blue's answer, if any) while it is being judged.
    startPuzzle();
    TeachingCoach *coach = w.teaching()->coach();
    coach->setIterations(400000); // long enough to be under way when the undo comes
    QSignalSpy judged(coach, &TeachingCoach::judged);
    type(QStringLiteral("c2-c3"));
    QTRY_VERIFY(w.model()->game().actionCount() >= 1);
    QVERIFY(coach->isBusy());
    w.model()->goToAction(0);
    QVERIFY(!coach->isBusy()); // the judgement under way stopped at once
    QTest::qWait(100);
    QCOMPARE(judged.count(), 0);
    QVERIFY(!w.teaching()->messageBar()->isVisible());
}

QTEST_MAIN(TestTeachingGame)
#include "tst_teaching_game.moc"
