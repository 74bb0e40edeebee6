// The editor's Players panel through the real editor window: ticking "Captive Emperors" takes the
// Emperor off its stack as on a real table, and the books (one Emperor, discs in all) stay right
// whichever order the person works in: Emperor on a stack first, or held captive first, then Ctrl+E.
#include "common/editor_at_hand.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QtTest>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

class TestPlayersPanel : public QObject, private EditorAtHand {
    Q_OBJECT
private:
    void ctrlE() { QTest::keyClick(view(), Qt::Key_E, Qt::ControlModifier); }
    // Clicks the check box "`captor` holds the Emperor of `owner`" in the Players panel.
    void tickCaptive(PlayerIndex captor, PlayerIndex owner)
    {
        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("playersDock"));
        dock->show();
        dock->raise();
        QCoreApplication::processEvents();
        auto *box = m_window->findChild<QCheckBox *>(QStringLiteral("captive%1_%2").arg(captor).arg(owner));
        QVERIFY(box && box->isVisible());
        qobject_cast<QScrollArea *>(dock->widget())->ensureWidgetVisible(box);
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
    }
    // No "has 2 Emperors" and no wrong total: each player's discs in all are the rules' 16.
    bool booksRight()
    {
        for (const ScenarioProblem &p : model()->engineProblems())
            if (p.code == ScenarioProblemCode::EmperorCount || p.code == ScenarioProblemCode::DiscTotal)
                return false;
        for (PlayerIndex p = 0; p < model()->scenario().players; ++p)
            if (!pos().discsAccountedFor(p))
                return false;
        return true;
    }

private slots:
    void init()
    {
        QVERIFY(openEditor(blankExactScenario(4)));
        m_window->findChild<QAction *>(QStringLiteral("toolStacks"))->trigger();
        m_window->findChild<QSpinBox *>(QStringLiteral("sizeChoice"))->setValue(3);
        QCoreApplication::processEvents();
    }
    void cleanup() { closeEditor(); }

    void emperorOnAStack_thenHeldCaptive_leavesTheStack()
    {
        click("b2"); // red 3-stack
        ctrlE();
        QVERIFY(pos().stack(at("b2")).emperor);
        tickCaptive(1, 0); // blue holds red's Emperor
        QCOMPARE(pos().emperorCaptor(0), 1);
        QVERIFY(!pos().stack(at("b2")).emperor);
        QCOMPARE(pos().stack(at("b2")).size, std::uint8_t(2));
        QVERIFY(booksRight());
        // Ctrl+E afterwards brings it back from blue onto the stack.
        click("b2");
        ctrlE();
        QVERIFY(pos().stack(at("b2")).emperor);
        QCOMPARE(pos().emperorCaptor(0), kNoPlayer);
        QVERIFY(booksRight());
        // Undo goes back step by step.
        QTest::keyClick(view(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(pos().emperorCaptor(0), 1);
        QVERIFY(booksRight());
    }

    void heldCaptive_thenCtrlE_takesItFromTheCaptor()
    {
        click("b2");
        tickCaptive(1, 0); // from red's reserve
        QVERIFY(!pos().player(0).emperorInReserve);
        QVERIFY(booksRight());
        click("b2");
        ctrlE();
        QVERIFY(pos().stack(at("b2")).emperor);
        QCOMPARE(pos().player(1).captives, std::uint8_t(0));
        QVERIFY(booksRight());
        // Unticked, a captive Emperor goes back to its owner's reserve.
        tickCaptive(1, 0);
        tickCaptive(1, 0);
        QVERIFY(pos().player(0).emperorInReserve);
        QVERIFY(booksRight());
        // The Players panel's total says so too.
        const QList<QLabel *> labels = m_window->findChildren<QLabel *>();
        QVERIFY(std::none_of(labels.begin(), labels.end(),
                             [](const QLabel *l) { return l->isVisible() && l->text() == QStringLiteral("17 / 16"); }));
    }
};

QTEST_MAIN(TestPlayersPanel)
#include "tst_players_panel.moc"
