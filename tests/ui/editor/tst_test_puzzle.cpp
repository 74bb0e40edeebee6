// Scenario ▸ Test This Puzzle (Ctrl+T) in the editor window: a bundled puzzle opened in the editor
// is solved with its expected first action, a goal with too few turns has no solution, Cancel stops
// a long search while the window goes on answering, and a scenario that cannot be tested says why;
// all on the model's scenario, before any save.
#include "common/answering.h"
#include "common/editor_at_hand.h"
#include "editor/puzzle_test_dialog.h"

#include <QDockWidget>
#include <QElapsedTimer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

namespace {
const QString kResources = QStringLiteral(EKO_SOURCE_DIR "/resources/");
}

class TestTestPuzzle : public QObject, private EditorAtHand {
    Q_OBJECT
private:
    // Ctrl+T on the window, then the dialog it opens.
    PuzzleTestDialog *pressCtrlT()
    {
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get()))
            return nullptr;
        QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
        return m_window->puzzleTest();
    }
    // Waits for the dialog's answer (10 s at most), then closes it with its Close button.
    QString answerOf(PuzzleTestDialog *dialog, QString *solution = nullptr)
    {
        QElapsedTimer clock;
        clock.start();
        while (dialog->searching() && clock.elapsed() < kAnswerTimeoutMs)
            QTest::qWait(20);
        if (dialog->searching())
            return QStringLiteral("<still searching>");
        const QString summary = dialog->summary();
        if (solution)
            *solution = dialog->solution();
        QPointer<PuzzleTestDialog> open = dialog;
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("puzzleTestClose")), Qt::LeftButton);
        clock.restart();
        while (!open.isNull() && clock.elapsed() < 2000) // WA_DeleteOnClose
            QTest::qWait(20);
        return open.isNull() ? summary : QStringLiteral("<the dialog did not close>");
    }

private slots:
    void cleanup()
    {
        closeModalWidgets();
        closeEditor();
    }

    void aBundledPuzzleIsSolvedWithItsFirstAction_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("turns");
        QTest::addColumn<QString>("first");
        QTest::addColumn<bool>("unique");
        // As tests/app/tst_cli_solve.cpp proves them with eko-cli solve.
        QTest::newRow("01") << "puzzles/01-last-stack.ekoscn" << 1 << "a1xf1" << true;
        QTest::newRow("09") << "puzzles/09-win-in-two.ekoscn" << 2 << "a1xc3" << false;
        QTest::newRow("12") << "puzzles/12-beat-the-computer.ekoscn" << 2 << "b2xf1" << true;
        QTest::newRow("lesson 06") << "lessons/06-constructing.ekoscn" << 1 << "T@c2/d2" << true;
    }
    void aBundledPuzzleIsSolvedWithItsFirstAction()
    {
        QFETCH(QString, file);
        QFETCH(int, turns);
        QFETCH(QString, first);
        QFETCH(bool, unique);
        QVERIFY(openEditor(standardScenario(2)));
        QVERIFY(m_window->openFile(kResources + file));
        PuzzleTestDialog *dialog = pressCtrlT();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QString solution;
        const QString summary = answerOf(dialog, &solution);
        QVERIFY2(summary.contains(QRegularExpression(QStringLiteral("^Solved in %1 turn(s|\\(s\\))?\\. ").arg(turns))),
                 qPrintable(summary));
        if (unique)
            QVERIFY2(summary.contains(QStringLiteral("The first action %1 is the only one of").arg(first)), qPrintable(summary));
        else
            QVERIFY2(summary.contains(QLatin1String("The first action is not unique")) && summary.contains(first),
                     qPrintable(summary));
        const QString line1 = solution.section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(line1.startsWith(QLatin1String("1. ")) && line1.endsWith(QStringLiteral("(%1)").arg(first)), qPrintable(solution));
    }

    void tooFewTurnsHaveNoSolution()
    {
        QVERIFY(openEditor(standardScenario(2)));
        QVERIFY(m_window->openFile(kResources + QStringLiteral("puzzles/09-win-in-two.ekoscn")));
        // One turn instead of two, typed in the Goal panel and not saved.
        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("goalDock"));
        dock->raise();
        auto *turns = m_window->findChild<QSpinBox *>(QStringLiteral("goalTurns"));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        turns->setFocus();
        turns->selectAll();
        QTest::keyClicks(turns, QStringLiteral("1"));
        QTest::keyClick(turns, Qt::Key_Return);
        QCOMPARE(model()->scenario().goal->turns, 1);
        QVERIFY(model()->isModified());
        PuzzleTestDialog *dialog = pressCtrlT();
        QVERIFY(dialog);
        const QString summary = answerOf(dialog);
        // (English plural forms come with the lead's merge of the translations: "turn(s)" until then.)
        QVERIFY2(summary.contains(QRegularExpression(QStringLiteral(
                     "^No solution within 1 turn(\\(s\\))?: no line of play meets the goal against these replies\\.$"))),
                 qPrintable(summary));
    }

    void cancelStopsALongSearch()
    {
        // The standard board from its random setup, to win within 20 turns against any defence: a search
        // far longer than any test.
        Scenario sc = standardScenario(2);
        sc.position = startingPosition(sc, 7);
        Goal goal;
        goal.turns = 20;
        sc.goal = goal;
        QVERIFY(openEditor(sc));
        PuzzleTestDialog *dialog = pressCtrlT();
        QVERIFY(dialog);
        QTest::qWait(500);
        QVERIFY(dialog->searching());
        // The window answers meanwhile: a menu's action runs.
        trigger("actionSpaceNames");
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->searching(), 5000);
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(answerOf(dialog), QStringLiteral("Stopped before an answer was found."));
    }

    void aScenarioThatCannotBeTestedSaysWhy()
    {
        QVERIFY(openEditor(blankExactScenario(5)));
        PuzzleTestDialog *dialog = pressCtrlT();
        QVERIFY(dialog);
        QCOMPARE(answerOf(dialog), QStringLiteral("This scenario has no goal: check “Has a goal” in the Goal panel first."));
        Scenario random = standardScenario(2);
        random.goal = Goal{};
        QVERIFY(openEditor(random));
        dialog = pressCtrlT();
        QVERIFY(dialog);
        QCOMPARE(answerOf(dialog), QStringLiteral("A puzzle needs an exact position: choose “Exact position” under Setup in "
                                                  "the Game panel."));
    }
};

QTEST_MAIN(TestTestPuzzle)
#include "tst_test_puzzle.moc"
