// The editor's Goal panel through its real widgets (clicks and keys on its boxes): a goal set from
// nothing, each kind's own fields shown and hidden, undo and redo with the modified mark, the goal
// kept through Save and Open, and a bad goal named in the Problems panel with Save refused.
#include "common/editor_at_hand.h"
#include "editor/goal_panel.h"
#include "editor/problems_panel.h"
#include "editor/puzzle_test_dialog.h"
#include "editor/scenario_document.h"
#include "session/language.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

class TestGoalPanel : public QObject, private EditorAtHand {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    template <typename T> T *field(const char *name)
    {
        T *w = m_window->findChild<T *>(QLatin1String(name));
        if (!w)
            qWarning("no widget %s", name);
        return w;
    }
    bool shown(const char *name) { return field<QWidget>(name)->isVisibleTo(m_window.get()); }
    void raiseGoalDock()
    {
        auto *dock = field<QDockWidget>("goalDock");
        dock->show();
        dock->raise();
        QApplication::processEvents();
    }
    // A click on the "Has a goal" check box.
    void clickHasGoal()
    {
        auto *box = field<QCheckBox>("hasGoal");
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    }
    // The box's popup list opened with a click, the item reached with the keys and taken with Enter:
    // one choice (a release on the list right after the opening click is ignored by QComboBox).
    void choose(const char *name, int index)
    {
        auto *box = field<QComboBox>(name);
        QTest::mouseClick(box, Qt::LeftButton, {}, box->rect().center());
        QAbstractItemView *list = box->view();
        QTRY_VERIFY(list->isVisible());
        QTest::keyClick(list, Qt::Key_Home);
        for (int k = 0; k < index; ++k)
            QTest::keyClick(list, Qt::Key_Down);
        QTest::keyClick(list, Qt::Key_Return);
        QTRY_VERIFY(!list->isVisible());
        m_window->activateWindow(); // the offscreen platform gives the activation back late, if at all
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QCOMPARE(box->currentIndex(), index);
    }
    // The goal's problems in the Problems panel's words.
    QStringList goalProblems()
    {
        QStringList out;
        for (const EditorProblem &p : model()->problems())
            if (p.goal)
                out << p.text;
        return out;
    }
    void chooseText(const char *name, const QString &text)
    {
        const int index = field<QComboBox>(name)->findText(text);
        QVERIFY2(index >= 0, qPrintable(text));
        choose(name, index);
    }
    // Types a number into a spin box and presses Enter.
    void typeNumber(const char *name, int value)
    {
        auto *box = field<QSpinBox>(name);
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, QString::number(value));
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(box->value(), value);
    }
    // Types text into a text box and leaves it (the edit is made when the focus leaves).
    void typeText(const char *name, const QString &text)
    {
        auto *box = m_window->findChild<QWidget *>(QLatin1String(name));
        box->setFocus();
        QTRY_VERIFY(box->hasFocus());
        if (auto *line = qobject_cast<QLineEdit *>(box))
            line->selectAll();
        else
            QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        bool ascii = true;
        for (QChar c : text)
            ascii = ascii && c.unicode() < 128;
        if (ascii) {
            const QStringList lines = text.split(QLatin1Char('\n'));
            for (qsizetype k = 0; k < lines.size(); ++k) {
                if (k > 0)
                    QTest::keyClick(box, Qt::Key_Return);
                QTest::keyClicks(box, lines[k]);
            }
        } else { // as an input method commits it (QTest types ASCII alone)
            QInputMethodEvent commit;
            commit.setCommitString(text);
            QApplication::sendEvent(box, &commit);
        }
        QTest::keyClick(box, Qt::Key_Tab); // leaving the field makes the edit
        QVERIFY(!box->hasFocus());
    }
    const Goal &goal() { return *model()->scenario().goal; }

private slots:
    void init()
    {
        QVERIFY(openEditor(blankExactScenario(5)));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        raiseGoalDock();
    }
    void cleanup() { closeEditor(); }

    // EKO_SCREENSHOTS=DIR: the editor with the Goal panel on a bundled puzzle, and the Test This Puzzle
    // dialog, at 1024×700 and 1600×1000, in English and Korean (to look at; skipped otherwise).
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("EKO_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("EKO_SCREENSHOTS is not set");
        LanguageSwitcher languages;
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("ko"), QStringLiteral("zh_CN")}) {
            QVERIFY(languages.apply(language));
            for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)}) {
                QVERIFY(openEditor(standardScenario(2)));
                QVERIFY(m_window->openFile(QStringLiteral(EKO_SOURCE_DIR "/resources/puzzles/11-six-points.ekoscn")));
                m_window->resize(size);
                raiseGoalDock();
                QTest::qWait(200);
                const QString name = QStringLiteral("%1/goal-%2-%3x%4").arg(dir, language).arg(size.width()).arg(size.height());
                QVERIFY(m_window->grab().save(name + QStringLiteral(".png")));
                trigger("actionTestPuzzle");
                PuzzleTestDialog *dialog = m_window->puzzleTest();
                QVERIFY(dialog);
                QTRY_VERIFY_WITH_TIMEOUT(!dialog->searching(), 10000);
                QTest::qWait(100);
                QVERIFY(dialog->grab().save(name + QStringLiteral("-test.png")));
                dialog->close();
            }
        }
        languages.apply(QStringLiteral("en"));
    }

    void aGoalIsSetFromNothing()
    {
        QVERIFY(!model()->scenario().goal);
        QVERIFY(!shown("goalKind"));
        clickHasGoal();
        QVERIFY(model()->scenario().goal);
        QVERIFY(model()->isModified());
        QVERIFY(m_window->isWindowModified());
        QVERIFY(shown("goalKind"));
        QCOMPARE(goal().kind, GoalKind::Win);
        chooseText("goalKind", QStringLiteral("Capture an Emperor"));
        typeNumber("goalTurns", 3);
        choose("goalDifficulty", 2);
        QCOMPARE(goal().kind, GoalKind::CaptureEmperor);
        QCOMPARE(goal().turns, 3);
        QCOMPARE(goal().difficulty, 2);
        QCOMPARE(goal().target, kNoPlayer); // any opponent
        QVERIFY(goalProblems().isEmpty());
    }

    void eachKindShowsItsOwnFields()
    {
        clickHasGoal();
        struct Row {
            GoalKind kind;
            bool points, target, keep;
        };
        const Row rows[] = {{GoalKind::Win, false, false, false},         {GoalKind::WinByPoints, false, false, false},
                            {GoalKind::CaptureEmperor, false, true, false}, {GoalKind::BuildPalace, false, false, false},
                            {GoalKind::ReachPoints, true, false, false},    {GoalKind::Eliminate, false, true, false},
                            {GoalKind::Survive, false, false, true}};
        for (const Row &r : rows) {
            choose("goalKind", static_cast<int>(r.kind));
            const QByteArray kind = goalKindId(r.kind);
            QCOMPARE(goal().kind, r.kind);
            QVERIFY2(shown("goalPoints") == r.points, kind.constData());
            QVERIFY2(shown("goalTarget") == r.target, kind.constData());
            QVERIFY2(shown("goalKeepEmperor") == r.keep, kind.constData());
            // The kind's own defaults: points to reach, a player to eliminate; no problem either way.
            QVERIFY2(goalProblems().isEmpty(), qPrintable(goalProblems().join(QLatin1Char('|'))));
        }
        QCOMPARE(goal().keepEmperor, false);
        QTest::mouseClick(field<QCheckBox>("goalKeepEmperor"), Qt::LeftButton, {}, QPoint(8, 8));
        QVERIFY(goal().keepEmperor);
        // Replies: the field for them appears with the choice.
        QVERIFY(!shown("replies1"));
        QVERIFY(!shown("opponent0")); // the goal player's own seat has no replies
        choose("opponent1", 7);
        QVERIFY(shown("replies1"));
        QCOMPARE(goal().opponents[1].kind, OpponentKind::Replies);
        choose("opponent1", 3);
        QVERIFY(!shown("replies1"));
        QCOMPARE(goal().opponents[1].kind, OpponentKind::Computer);
        QCOMPARE(goal().opponents[1].level, 3);
    }

    void undoRestoresAndTheModifiedMarkFollows()
    {
        clickHasGoal();
        typeNumber("goalTurns", 4);
        chooseText("goalKind", QStringLiteral("Reach victory points"));
        typeNumber("goalPoints", 9);
        QCOMPARE(goal().points, 9);
        trigger("actionUndo");
        QCOMPARE(goal().points, 6); // the default given with the kind
        QCOMPARE(field<QSpinBox>("goalPoints")->value(), 6);
        trigger("actionUndo");
        QCOMPARE(goal().kind, GoalKind::Win);
        QVERIFY(!shown("goalPoints"));
        trigger("actionUndo");
        QCOMPARE(goal().turns, 1);
        QCOMPARE(field<QSpinBox>("goalTurns")->value(), 1);
        QVERIFY(model()->isModified());
        trigger("actionUndo");
        QVERIFY(!model()->scenario().goal);
        QVERIFY(!field<QCheckBox>("hasGoal")->isChecked());
        QVERIFY(!model()->isModified());
        QVERIFY(!m_window->isWindowModified());
        trigger("actionRedo");
        trigger("actionRedo");
        QCOMPARE(goal().turns, 4);
        QVERIFY(m_window->isWindowModified());
    }

    void theGoalIsSavedAndOpenedAgain()
    {
        QVERIFY(openEditor(blankExactScenario(5, 3)));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        raiseGoalDock();
        QVERIFY(model()->placeStack(at("a1"), 0, 3));
        QVERIFY(model()->placeStack(at("c3"), 1, 2));
        QVERIFY(model()->placeStack(at("e5"), 2, 2));
        clickHasGoal();
        chooseText("goalKind", QStringLiteral("Eliminate a player"));
        chooseText("goalTarget", QStringLiteral("Yellow"));
        typeNumber("goalTurns", 5);
        choose("goalDifficulty", 4);
        choose("opponent1", 2);
        choose("opponent2", 7);
        typeText("replies2", QStringLiteral("e5-e4 e4-e3"));
        QVERIFY2(m_window->goalPanel()->repliesProblem(2).isEmpty(), qPrintable(m_window->goalPanel()->repliesProblem(2)));
        QCOMPARE(goal().opponents[2].replies.size(), size_t(2));
        typeText("goalLesson", QStringLiteral("Take the last stack."));
        typeText("goalHints", QStringLiteral("Count the discs.\nAttack twice."));
        chooseText("goalLanguage", QStringLiteral("한국어"));
        QVERIFY(field<QPlainTextEdit>("goalLesson")->toPlainText().isEmpty());
        typeText("goalLesson", QStringLiteral("마지막 더미를 잡으세요."));
        QCOMPARE(QString::fromStdString(goal().lesson), QStringLiteral("Take the last stack."));
        QCOMPARE(goal().hints, (std::vector<std::string>{"Count the discs.", "Attack twice."}));
        QCOMPARE(goal().lessonTranslations.at("ko"), std::string("마지막 더미를 잡으세요."));
        QVERIFY2(model()->errorCount() == 0, qPrintable(model()->blockingReason()));
        const Goal written = goal();

        const QString file = m_dir.filePath(QStringLiteral("goal.ekoscn"));
        m_window->setSaveAsName([file] { return file; });
        trigger("actionSaveScenario");
        QVERIFY(QFileInfo::exists(file));
        QVERIFY(!model()->isModified());
        QVERIFY(openEditor(standardScenario(2)));
        QVERIFY(m_window->openFile(file));
        QVERIFY(model()->scenario().goal);
        QVERIFY(goal() == written);
        raiseGoalDock();
        QVERIFY(field<QCheckBox>("hasGoal")->isChecked());
        QCOMPARE(field<QComboBox>("goalTarget")->currentText(), QStringLiteral("Yellow"));
        QCOMPARE(field<QLineEdit>("replies2")->text(), QStringLiteral("e5-e4 e4-e3"));
        QCOMPARE(field<QComboBox>("opponent1")->currentIndex(), 2);
    }

    void aBadGoalIsAProblemAndSaveRefusesIt()
    {
        QVERIFY(model()->placeStack(at("a1"), 0, 3));
        QVERIFY(model()->placeStack(at("c3"), 1, 2));
        QCOMPARE(model()->errorCount(), 0);
        clickHasGoal();
        chooseText("goalKind", QStringLiteral("Eliminate a player"));
        QCOMPARE(goal().target, 1);
        choose("goalPlayer", 1); // the goal player is now the target
        QCOMPARE(goal().player, 1);
        QCOMPARE(model()->errorCount(), 1);
        const QString expected = QStringLiteral("Goal: the target is the goal's own player; choose another player.");
        QCOMPARE(model()->blockingReason(), expected);
        QListWidget *list = m_window->problemsPanel()->list();
        QVERIFY(!list->findItems(expected, Qt::MatchExactly).isEmpty());
        QCOMPARE(list->item(0)->text(), expected); // errors first
        const QString file = m_dir.filePath(QStringLiteral("bad.ekoscn"));
        m_window->setSaveAsName([file] { return file; });
        trigger("actionSaveScenario");
        QVERIFY(!QFileInfo::exists(file));
        QVERIFY(!m_window->play());
        // Choosing the problem shows the Goal panel.
        field<QDockWidget>("gameDock")->raise();
        QApplication::processEvents();
        QTRY_VERIFY(field<QWidget>("goalKind")->visibleRegion().isEmpty());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QTRY_VERIFY(!field<QWidget>("goalKind")->visibleRegion().isEmpty());
        // Replies that are not actions on this board are named under their field and not taken.
        choose("opponent0", 7);
        typeText("replies0", QStringLiteral("a1-a2 z9-a1"));
        QVERIFY2(m_window->goalPanel()->repliesProblem(0).contains(QLatin1String("z9-a1")),
                 qPrintable(m_window->goalPanel()->repliesProblem(0)));
        QVERIFY(shown("repliesProblem0"));
        QVERIFY(goal().opponents[0].replies.empty());
        typeText("replies0", QStringLiteral("a1-a2"));
        QVERIFY(!shown("repliesProblem0"));
        QCOMPARE(goal().opponents[0].replies.size(), size_t(1));
    }
};

QTEST_MAIN(TestGoalPanel)
#include "tst_goal_panel.moc"
