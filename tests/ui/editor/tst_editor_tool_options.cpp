// The editor's tool options and view, through the real window as a person uses them: the Stacks
// tool's "Discs" box shows the selected stack's size and sets it; the terrain, owner and building
// boxes are as wide as their longest item in every language and with every number of players; adding
// a space at the edge leaves the board where it is under the pointer (Fit to Window fits it again).
#include "board/hex_layout.h"
#include "common/editor_at_hand.h"
#include "session/language.h"

#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QSpinBox>
#include <QUndoStack>
#include <QtTest>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

namespace {

Scenario blankExact(int players = 2) { return blankExactScenario(4, players); }

// What a combo box of these items needs to show the longest whole: a new box's size hint.
int neededWidth(const QComboBox *box)
{
    QComboBox fresh;
    fresh.setFont(box->font());
    fresh.setIconSize(box->iconSize());
    fresh.setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int i = 0; i < box->count(); ++i)
        fresh.addItem(box->itemIcon(i), box->itemText(i));
    return fresh.sizeHint().width();
}

} // namespace

class TestEditorToolOptions : public QObject, private EditorAtHand {
    Q_OBJECT
private:
    QSpinBox *sizeBox() { return m_window->findChild<QSpinBox *>(QStringLiteral("sizeChoice")); }
    void setSize(int size)
    {
        // As a person does: into the box, select all, type the number, Enter.
        QSpinBox *box = sizeBox();
        box->setFocus();
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, QString::number(size));
        QTest::keyClick(box, Qt::Key_Return);
    }

private slots:
    void init() { QVERIFY(openEditor(blankExact())); }
    void cleanup() { closeEditor(); }

    void discsBox_showsAndSetsTheSelectedStacksSize()
    {
        trigger("toolStacks");
        setSize(3);
        click("b2");
        QCOMPARE(pos().stack(at("b2")).size, std::uint8_t(3));
        setSize(1); // the selected b2 takes the new size
        QCOMPARE(pos().stack(at("b2")).size, std::uint8_t(1));
        setSize(3);
        QCOMPARE(pos().stack(at("b2")).size, std::uint8_t(3));
        click("e3"); // a new 3-stack, selected
        setSize(2);
        QCOMPARE(pos().stack(at("e3")).size, std::uint8_t(2));
        QCOMPARE(pos().stack(at("b2")).size, std::uint8_t(3));
        // Selecting a stack shows its size, and changes nothing.
        const int steps = model()->undoStack()->count();
        click("b2");
        QCOMPARE(sizeBox()->value(), 3);
        QCOMPARE(pos().stack(at("b2")).size, std::uint8_t(3));
        QCOMPARE(model()->undoStack()->count(), steps);
        click("e3");
        QCOMPARE(sizeBox()->value(), 2);
        // The keys and the wheel on the selected stack: the box follows.
        QTest::keyClick(view(), Qt::Key_Plus);
        QCOMPARE(pos().stack(at("e3")).size, std::uint8_t(3));
        QCOMPARE(sizeBox()->value(), 3);
        QWheelEvent wheel(pointOf("b2"), view()->viewport()->mapToGlobal(pointOf("b2")), {}, QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(view()->viewport(), &wheel);
        QCOMPARE(pos().stack(at("b2")).size, std::uint8_t(4));
        QCOMPARE(sizeBox()->value(), 4);
        // The box shows what a click places.
        click("g4");
        QCOMPARE(pos().stack(at("g4")).size, std::uint8_t(4));
    }

    void optionBoxes_showTheirLongestItemWhole()
    {
        LanguageSwitcher languages;
        for (const QString &code : {QStringLiteral("en"), QStringLiteral("ko"), QStringLiteral("pt"), QStringLiteral("zh_CN")}) {
            QVERIFY(languages.apply(code));
            for (int players : {2, 4, 3}) {
                QVERIFY(m_window->newScenario(blankExact(players)));
                for (const char *tool : {"toolTerrain", "toolStacks", "toolBuildings"}) {
                    trigger(tool);
                    QCoreApplication::processEvents();
                    for (const char *name : {"terrainChoice", "ownerChoice", "buildingChoice"}) {
                        const auto *box = m_window->findChild<QComboBox *>(QLatin1String(name));
                        if (!box->isVisible())
                            continue;
                        QVERIFY2(box->width() >= neededWidth(box),
                                 qPrintable(QStringLiteral("%1 in %2 with %3 players: %4 < %5")
                                                .arg(QLatin1String(name), code)
                                                .arg(players)
                                                .arg(box->width())
                                                .arg(neededWidth(box))));
                        // And its list: every item whole.
                        auto *open = const_cast<QComboBox *>(box);
                        open->showPopup();
                        QVERIFY(open->view()->isVisible());
                        QVERIFY2(open->view()->viewport()->width() >= open->view()->sizeHintForColumn(0),
                                 qPrintable(QStringLiteral("the list of %1 in %2: %3 < %4")
                                                .arg(QLatin1String(name), code)
                                                .arg(open->view()->viewport()->width())
                                                .arg(open->view()->sizeHintForColumn(0))));
                        open->hidePopup();
                    }
                }
            }
        }
        QVERIFY(languages.apply(QStringLiteral("en")));
    }

    void addingASpaceAtTheEdge_leavesTheBoardUnderThePointer()
    {
        trigger("toolSpaces");
        const qreal scale = view()->transform().m11();
        const QPoint outline = pointOf(Hex{-1, 0});
        const QPoint a1 = pointOf(Hex{0, 0});
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, outline);
        QCOMPARE(model()->board().spaceCount(), 29);
        QCOMPARE(view()->transform().m11(), scale);
        QVERIFY2((pointOf(Hex{0, 0}) - a1).manhattanLength() <= 1, "the old a1 stays where it was");
        QVERIFY2((pointOf(Hex{-1, 0}) - outline).manhattanLength() <= 1, "the new space is under the pointer");
        // A row added on top, and spaces taken away: still nothing moves.
        for (int q = 0; q < 7; ++q)
            QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, pointOf(Hex{q, -1}));
        QCOMPARE(model()->board().spaceCount(), 36);
        QVERIFY((pointOf(Hex{0, 0}) - a1).manhattanLength() <= 1);
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, pointOf(Hex{-1, 0}));
        QCOMPARE(model()->board().spaceCount(), 35);
        QVERIFY((pointOf(Hex{0, 0}) - a1).manhattanLength() <= 1);
        QCOMPARE(view()->transform().m11(), scale);
        // Fit to Window fits the board as it is now.
        trigger("actionFitToWindow");
        QVERIFY(view()->transform().m11() < scale);
        const QRect board = view()->mapFromScene(boardBounds(model()->board())).boundingRect();
        QVERIFY(view()->viewport()->rect().contains(board));
    }
};

QTEST_MAIN(TestEditorToolOptions)
#include "tst_editor_tool_options.moc"
