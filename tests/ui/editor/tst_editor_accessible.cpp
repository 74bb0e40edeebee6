// The scenario editor through what a screen reader reads (QAccessible::queryAccessibleInterface,
// issue 24): every widget the keyboard reaches has a name, in every panel; the tools are check
// buttons named after the tool and say whether they are on; the option boxes are named by their
// labels, the boxes of the Players grid by their player and row, the Game panel's fields by theirs;
// the board view lists its spaces; and the names follow a language switch.
#include "common/editor_at_hand.h"
#include "editor/players_panel.h"
#include "session/language.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolBar>
#include <QToolButton>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

namespace {

QString nameOf(QObject *object)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(object);
    return iface ? iface->text(QAccessible::Name) : QStringLiteral("<no interface>");
}

// What labels the widget (its buddy label, as a screen reader finds it through the relation): on
// Linux a combo box's name is its value, and Orca reads the label through this relation.
QString labelOf(QObject *object)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(object);
    QStringList labels;
    for (const auto &[label, relation] : iface->relations(QAccessible::Label))
        labels << label->text(QAccessible::Name);
    return labels.join(QLatin1Char('|'));
}

} // namespace

class TestEditorAccessible : public QObject, private EditorAtHand {
    Q_OBJECT
private:
    LanguageSwitcher m_languages;

    // The widgets the keyboard reaches, shown, that have no accessible name.
    QStringList nameless()
    {
        QStringList out;
        for (QWidget *child : m_window->findChildren<QWidget *>()) {
            if (!child->isVisibleTo(m_window.get()) || child->focusPolicy() == Qt::NoFocus
                || qstrcmp(child->metaObject()->className(), "QWidget") == 0
                || qobject_cast<QAbstractSpinBox *>(child->parentWidget())) // a spin box's own line edit
                continue;
            if (nameOf(child).trimmed().isEmpty())
                out << QStringLiteral("%1 (%2)").arg(child->objectName(), QString::fromLatin1(child->metaObject()->className()));
        }
        return out;
    }

private slots:
    void initTestCase() { QAccessible::setActive(true); }
    void init() { QVERIFY(openEditor(blankExactScenario(5))); }
    void cleanup()
    {
        closeEditor();
        m_languages.apply(QStringLiteral("en"));
    }

    void everyFocusableWidgetOfEveryPanelHasAName()
    {
        // Each tool shows its own options; each dock is raised in turn (two share a tab).
        for (const char *tool : {"toolTerrain", "toolSpaces", "toolStacks", "toolBuildings"}) {
            trigger(tool);
            for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
                dock->show();
                dock->raise();
                QApplication::processEvents();
                const QStringList missing = nameless();
                QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1, %2: %3").arg(QLatin1String(tool), dock->objectName(),
                                                                                       missing.join(QStringLiteral(", ")))));
                QVERIFY2(!nameOf(dock).isEmpty(), qPrintable(dock->objectName()));
            }
        }
    }

    void toolsAreNamedCheckButtons()
    {
        auto *bar = m_window->findChild<QToolBar *>(QStringLiteral("toolsBar"));
        QVERIFY(bar);
        const QStringList expected{QStringLiteral("Terrain"), QStringLiteral("Spaces"), QStringLiteral("Stacks"),
                                   QStringLiteral("Buildings")};
        const char *names[] = {"toolTerrain", "toolSpaces", "toolStacks", "toolBuildings"};
        for (int k = 0; k < 4; ++k) {
            auto *action = m_window->findChild<QAction *>(QLatin1String(names[k]));
            auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(action));
            QVERIFY(button);
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(button);
            QVERIFY(iface->role() == QAccessible::CheckBox || iface->role() == QAccessible::Button);
            QCOMPARE(iface->text(QAccessible::Name), expected[k]);
            trigger(names[k]);
            QVERIFY(iface->state().checked);
        }
    }

    void optionBoxesAndFieldsAreNamedByTheirLabels()
    {
        trigger("toolTerrain");
        QCOMPARE(labelOf(m_window->findChild<QComboBox *>(QStringLiteral("terrainChoice"))), QStringLiteral("Terrain:"));
        trigger("toolStacks");
        QCOMPARE(labelOf(m_window->findChild<QComboBox *>(QStringLiteral("ownerChoice"))), QStringLiteral("Owner:"));
        QCOMPARE(nameOf(m_window->findChild<QSpinBox *>(QStringLiteral("sizeChoice"))), QStringLiteral("Discs:"));
        QCOMPARE(labelOf(m_window->findChild<QSpinBox *>(QStringLiteral("sizeChoice"))), QStringLiteral("Discs:"));
        trigger("toolBuildings");
        QCOMPARE(labelOf(m_window->findChild<QComboBox *>(QStringLiteral("buildingChoice"))), QStringLiteral("Building:"));
        // The Players grid: player and row.
        QCOMPARE(nameOf(m_window->findChild<QSpinBox *>(QStringLiteral("reserve0"))), QStringLiteral("Red: Reserve"));
        QCOMPARE(nameOf(m_window->findChild<QCheckBox *>(QStringLiteral("emperorInReserve1"))),
                 QStringLiteral("Blue: Emperor in reserve"));
        QCOMPARE(nameOf(m_window->findChild<QSpinBox *>(QStringLiteral("supply1_2"))), QStringLiteral("Blue: Castles in supply"));
        QCOMPARE(nameOf(m_window->findChild<QCheckBox *>(QStringLiteral("captive0_1"))), QStringLiteral("Red holds the Emperor of Blue"));
        // The Game panel's fields, by their labels.
        QCOMPARE(nameOf(m_window->findChild<QLineEdit *>(QStringLiteral("scenarioName"))), QStringLiteral("Name:"));
        // The value is what the box holds.
        auto *reserve = m_window->findChild<QSpinBox *>(QStringLiteral("reserve0"));
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(reserve);
        QVERIFY(iface->valueInterface());
        QCOMPARE(iface->valueInterface()->currentValue().toInt(), reserve->value());
    }

    void theGoalPanelsFieldsAreNamed()
    {
        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("goalDock"));
        dock->show();
        dock->raise();
        QTest::mouseClick(m_window->findChild<QCheckBox *>(QStringLiteral("hasGoal")), Qt::LeftButton, {}, QPoint(8, 8));
        QVERIFY(model()->scenario().goal);
        // Every field shown at once: a goal with points, a target and fixed replies is not one goal,
        // so the fields appear kind by kind.
        for (GoalKind kind : {GoalKind::ReachPoints, GoalKind::Eliminate, GoalKind::Survive}) {
            Goal goal = *model()->scenario().goal;
            goal.kind = kind;
            goal.points = kind == GoalKind::ReachPoints ? 3 : 0;
            goal.target = kind == GoalKind::Eliminate ? 1 : kNoPlayer;
            goal.opponents[1].kind = OpponentKind::Replies;
            QVERIFY(model()->setGoal(goal));
            QApplication::processEvents();
            const QStringList missing = nameless();
            QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        }
        QCOMPARE(labelOf(m_window->findChild<QComboBox *>(QStringLiteral("goalKind"))), QStringLiteral("Goal:"));
        // (the group box "Replies of the other players" labels it too)
        QVERIFY(labelOf(m_window->findChild<QComboBox *>(QStringLiteral("opponent1"))).startsWith(QLatin1String("Blue:")));
        QCOMPARE(nameOf(m_window->findChild<QLineEdit *>(QStringLiteral("replies1"))), QStringLiteral("Replies of Blue"));
        QCOMPARE(nameOf(m_window->findChild<QSpinBox *>(QStringLiteral("goalTurns"))), QStringLiteral("Within turns:"));
        QCOMPARE(nameOf(m_window->findChild<QCheckBox *>(QStringLiteral("goalKeepEmperor"))), QStringLiteral("Keep the Emperor free"));
    }

    void theBoardViewListsItsSpaces()
    {
        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(view());
        QCOMPARE(board->role(), QAccessible::List);
        QCOMPARE(board->childCount(), model()->board().spaceCount());
        QVERIFY2(board->child(0)->text(QAccessible::Name).contains(QLatin1String("desert")),
                 qPrintable(board->child(0)->text(QAccessible::Name)));
    }

    void namesFollowALanguageSwitch()
    {
        QVERIFY(m_languages.apply(QStringLiteral("ko")));
        auto *reserve = m_window->findChild<QSpinBox *>(QStringLiteral("reserve0"));
        QTRY_VERIFY2(!nameOf(reserve).contains(QLatin1String("Reserve")) && !nameOf(reserve).isEmpty(), qPrintable(nameOf(reserve)));
        const QStringList missing = nameless();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(TestEditorAccessible)
#include "tst_editor_accessible.moc"
