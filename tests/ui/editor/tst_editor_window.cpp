// The real scenario editor driven with mouse clicks and drags on its board view and with keys:
// paint terrain, add a space, place a stack, its Emperor and size, move it, place a building, save,
// reload and compare; errors block Save, Save As and Play alike; Save As on Ctrl+Shift+S, also in
// the Description field; a broken file opens with its problems; a problem flashes.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/space_item.h"
#include "board/stack_item.h"
#include "common/answering.h"
#include "common/editor_at_hand.h"
#include "dialogs/keyboard_window.h"
#include "editor/board_tools.h"
#include "editor/editor_marks.h"
#include "editor/editor_window.h"
#include "editor/problems_panel.h"
#include "editor/scenario_model.h"
#include "editor/stack_drag_preview.h"
#include "files/scenario_file.h"

#include <QAction>
#include <QComboBox>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTreeWidget>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

namespace {

Scenario blankExact() { return blankExactScenario(5); }

} // namespace

class TestEditorWindow : public QObject, private EditorAtHand {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void init() { QVERIFY(openEditor(blankExact())); }
    void cleanup() { closeEditor(); }

    void paintTerrain_byClickAndDrag()
    {
        trigger("toolTerrain");
        auto *terrain = m_window->findChild<QComboBox *>(QStringLiteral("terrainChoice"));
        terrain->setCurrentIndex(static_cast<int>(Terrain::Oasis));
        click("b2");
        QCOMPARE(model()->board().terrain(at("b2")), Terrain::Oasis);
        QCOMPARE(m_window->scene()->spaceItem(at("b2"))->terrain(), Terrain::Oasis); // the scene shows it
        terrain->setCurrentIndex(static_cast<int>(Terrain::Chasm));
        drag(pointOf("a3"), pointOf("g3"));
        for (const char *s : {"a3", "b3", "c3", "d3", "e3", "f3", "g3"})
            QCOMPARE(model()->board().terrain(at(s)), Terrain::Chasm);
        QCOMPARE(model()->undoStack()->count(), 2); // the drag is one step
        QTest::keyClick(view(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(model()->board().count(Terrain::Chasm), 0);
        QTest::keyClick(view(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(model()->board().count(Terrain::Chasm), 7);
        QVERIFY(m_window->isWindowModified());
    }

    void paintTerrain_aFastDragPaintsEverySpaceItCrosses()
    {
        // The pointer reported only at the two ends of a long drag: every space between is painted.
        trigger("toolTerrain");
        m_window->findChild<QComboBox *>(QStringLiteral("terrainChoice"))->setCurrentIndex(static_cast<int>(Terrain::Oasis));
        QTest::mousePress(view()->viewport(), Qt::LeftButton, {}, pointOf("a3"));
        QTest::mouseMove(view()->viewport(), pointOf("g3"));
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, {}, pointOf("g3"));
        for (const char *s : {"a3", "b3", "c3", "d3", "e3", "f3", "g3"})
            QVERIFY2(model()->board().terrain(at(s)) == Terrain::Oasis, s);
        QCOMPARE(model()->board().count(Terrain::Oasis), 7); // and nothing off the line
        QCOMPARE(model()->undoStack()->count(), 1);
    }

    void removeSpaces_aFastDragRemovesEverySpaceItCrosses()
    {
        trigger("toolSpaces");
        const int before = model()->board().spaceCount();
        const QPoint from = pointOf("a3"), to = pointOf("d3");
        QTest::mousePress(view()->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view()->viewport(), to);
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(model()->board().spaceCount(), before - 4);
    }

    void addSpace_onAnOutline_renamesTheBoard()
    {
        trigger("toolSpaces");
        QVERIFY(m_window->addableOutlines()->isVisible());
        QVERIFY(m_window->addableOutlines()->hexes().contains(Hex{-1, 0}));
        const int before = model()->board().spaceCount();
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, pointOf(Hex{-1, 0}));
        QCOMPARE(model()->board().spaceCount(), before + 1);
        QCOMPARE(model()->board().spaceName(model()->board().indexOf(Hex{0, 0})), std::string("b1"));
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("a1 → b1")));
        // The shown names follow.
        QCOMPARE(m_window->scene()->spaceCount(), before + 1);
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, pointOf(Hex{-1, 0})); // a space: removed
        QCOMPARE(model()->board().spaceCount(), before);
    }

    void addSpace_withTheKeyboard()
    {
        // The Spaces tool; the focus ring on a1 (arrow keys), then Shift+A adds a space to its
        // west (the names move: a1 becomes b1) and the focus follows onto it; Shift+A again adds
        // the next one; Enter on it removes it, as a click does.
        trigger("toolSpaces");
        view()->setFocus();
        const int before = model()->board().spaceCount();
        const Hex a1 = model()->board().hex(at("a1"));
        m_window->scene()->setFocusedSpace(at("a1"));
        QTest::keyClick(view(), Qt::Key_A, Qt::ShiftModifier);
        QCOMPARE(model()->board().spaceCount(), before + 1);
        const Hex west = a1 + kDirections[3];
        QVERIFY(model()->board().indexOf(west) != kNoSpace);
        QCOMPARE(m_window->scene()->focusedSpace(), model()->board().indexOf(west));
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("a1 → b1")));
        QTest::keyClick(view(), Qt::Key_A, Qt::ShiftModifier);
        QCOMPARE(model()->board().spaceCount(), before + 2);
        QCOMPARE(model()->undoStack()->count(), 2);
        QTest::keyClick(view(), Qt::Key_Return);
        QCOMPARE(model()->board().spaceCount(), before + 1);
        // Without Shift the same key only moves the focus.
        QTest::keyClick(view(), Qt::Key_D);
        QCOMPARE(model()->board().spaceCount(), before + 1);
    }

    void stacks_placeEmperorSizeMoveDelete()
    {
        trigger("toolStacks");
        m_window->findChild<QComboBox *>(QStringLiteral("ownerChoice"))->setCurrentIndex(1);
        m_window->findChild<QSpinBox *>(QStringLiteral("sizeChoice"))->setValue(2);
        click("c3");
        const Stack placed = model()->position().stack(at("c3"));
        QCOMPARE(placed.owner, 1);
        QCOMPARE(placed.size, 2);
        QVERIFY(m_window->scene()->stackItem(at("c3")));
        QCOMPARE(m_window->scene()->stackItem(at("c3"))->size(), 2);
        QTest::keyClick(view(), Qt::Key_E, Qt::ControlModifier);
        QVERIFY(model()->position().stack(at("c3")).emperor);
        QVERIFY(m_window->scene()->stackItem(at("c3"))->emperor());
        QTest::keyClick(view(), Qt::Key_Plus);
        QCOMPARE(model()->position().stack(at("c3")).size, 3);
        QTest::keyClick(view(), Qt::Key_Minus);
        QTest::keyClick(view(), Qt::Key_Minus);
        QCOMPARE(model()->position().stack(at("c3")).size, 1);
        QWheelEvent up(pointOf("c3"), view()->viewport()->mapToGlobal(pointOf("c3")), {}, QPoint(0, 120), Qt::NoButton,
                       Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view()->viewport(), &up);
        QCOMPARE(model()->position().stack(at("c3")).size, 2);
        drag(pointOf("c3"), pointOf("f4"));
        QVERIFY(model()->position().stack(at("c3")).empty());
        QCOMPARE(model()->position().stack(at("f4")).size, 2);
        QVERIFY(model()->position().stack(at("f4")).emperor);
        QCOMPARE(model()->position().player(1).reserve, 14);
        QTest::keyClick(view(), Qt::Key_Delete);
        QVERIFY(model()->position().stack(at("f4")).empty());
        QCOMPARE(model()->position().player(1).reserve, 15);
        QVERIFY(model()->position().player(1).emperorInReserve);
        click("a1");
        click("a1", Qt::RightButton); // right-click deletes
        QVERIFY(model()->position().stack(at("a1")).empty());
    }

    void stacks_dragShowsWhereTheyLand()
    {
        // A stack on c3 and one on e3; c3 is dragged (mouse held) over d3, e3, off the board, f4.
        trigger("toolStacks");
        click("c3");
        click("e3");
        const StackDragPreview *preview = m_window->dragPreview();
        QVERIFY(!preview->isShown());
        const QPoint from = pointOf("c3");
        QTest::mousePress(view()->viewport(), Qt::LeftButton, {}, from);
        auto over = [&](QPoint to) {
            for (int k = 1; k <= 4; ++k)
                QTest::mouseMove(view()->viewport(), from + (to - from) * k / 4);
        };
        over(pointOf("d3"));
        QVERIFY(preview->isShown());
        QCOMPARE(preview->over(), model()->board().hex(at("d3")));
        QVERIFY(preview->allowed());
        QCOMPARE(preview->ghost()->size(), 1);
        QCOMPARE(preview->ghost()->pos(), hexCenter(model()->board().hex(at("d3"))));
        QCOMPARE(preview->mark()->style(), HexOutlinesItem::Style::Drop);
        QCOMPARE(view()->viewport()->cursor().shape(), Qt::ClosedHandCursor);
        over(pointOf("e3")); // taken: refused, and the status bar says why before the drop
        QVERIFY(!preview->allowed());
        QCOMPARE(preview->mark()->style(), HexOutlinesItem::Style::NoDrop);
        QVERIFY2(preview->refusal().contains(QStringLiteral("e3")), qPrintable(preview->refusal()));
        QCOMPARE(m_window->statusBar()->currentMessage(), preview->refusal());
        over(pointOf(Hex{-3, 1})); // off the board
        QVERIFY(!preview->allowed());
        QVERIFY(!preview->refusal().isEmpty());
        QVERIFY(!model()->position().stack(at("c3")).empty()); // nothing moved while dragging
        over(pointOf("f4"));
        QVERIFY(preview->allowed());
        QVERIFY(m_window->statusBar()->currentMessage().isEmpty());
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, {}, pointOf("f4"));
        QVERIFY(!preview->isShown());
        QCOMPARE(view()->viewport()->cursor().shape(), Qt::ArrowCursor);
        QVERIFY(model()->position().stack(at("c3")).empty());
        QCOMPARE(model()->position().stack(at("f4")).size, 1);
    }

    void buildings_onAllowedSites()
    {
        trigger("toolTerrain");
        m_window->findChild<QComboBox *>(QStringLiteral("terrainChoice"))->setCurrentIndex(static_cast<int>(Terrain::Reg));
        click("d2");
        trigger("toolBuildings");
        m_window->findChild<QComboBox *>(QStringLiteral("buildingChoice"))->setCurrentIndex(static_cast<int>(BuildingType::Tower));
        click("d2");
        QCOMPARE(model()->position().building(at("d2")), (Building{0, BuildingType::Tower}));
        QCOMPARE(model()->position().player(0).supply[1], 2);
        m_window->findChild<QComboBox *>(QStringLiteral("buildingChoice"))->setCurrentIndex(static_cast<int>(BuildingType::Castle));
        click("d2"); // a reg allows no castle: refused, said in the status line
        QCOMPARE(model()->position().building(at("d2")).type, BuildingType::Tower);
        QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
        click("a1"); // a desert: nothing
        QVERIFY(model()->position().building(at("a1")).empty());
    }

    void save_reload_compare()
    {
        trigger("toolTerrain");
        m_window->findChild<QComboBox *>(QStringLiteral("terrainChoice"))->setCurrentIndex(static_cast<int>(Terrain::Capital));
        click("d3");
        trigger("toolStacks");
        click("a1");
        QTest::keyClick(view(), Qt::Key_E, Qt::ControlModifier);
        m_window->findChild<QComboBox *>(QStringLiteral("ownerChoice"))->setCurrentIndex(1);
        click("g5");
        trigger("toolBuildings");
        click("d3");
        QCOMPARE(model()->errorCount(), 0);
        const QString file = m_dir.filePath(QStringLiteral("made.ekoscn"));
        m_window->setSaveAsName([file] { return file; });
        trigger("actionSaveScenario");
        QVERIFY(QFileInfo::exists(file));
        QVERIFY(!m_window->isWindowModified());
        files::FileProblems problems;
        const auto loaded = files::loadScenario(file, problems);
        QVERIFY2(loaded, qPrintable(problems.isEmpty() ? QString() : problems.front().toString()));
        QVERIFY(edit::sameScenario(*loaded, model()->scenario()));
        EditorWindow other;
        other.setInteractive(false);
        QVERIFY(other.openFile(file));
        QVERIFY(edit::sameScenario(other.model()->scenario(), model()->scenario()));
        QCOMPARE(other.fileName(), QFileInfo(file).absoluteFilePath());
    }

    void errors_blockSaveAndPlay()
    {
        QVERIFY(model()->errorCount() > 0); // nobody on the board
        const QString file = m_dir.filePath(QStringLiteral("never.ekoscn"));
        m_window->setSaveAsName([file] { return file; });
        int played = 0;
        m_window->setPlayer([&played](const Scenario &) { ++played; });
        trigger("actionSaveScenario");
        QVERIFY(!QFileInfo::exists(file));
        QVERIFY(m_window->statusBar()->currentMessage().contains(model()->blockingReason()));
        QVERIFY(m_window->findChild<QAction *>(QStringLiteral("actionPlayScenario"))->toolTip().contains(model()->blockingReason()));
        trigger("actionPlayScenario");
        QCOMPARE(played, 0);
        model()->placeStack(at("a1"), 0, 1);
        model()->placeStack(at("g5"), 1, 1);
        trigger("actionPlayScenario");
        QCOMPARE(played, 1);
    }

    // Issue 19 point 18: Save, Save As and Play refuse a scenario with errors the same way: the
    // message with the first error, and the status line.
    void errors_saveSaveAsAndPlay_showTheSameMessage()
    {
        QVERIFY(model()->errorCount() > 0); // nobody on the board
        const QString why = model()->blockingReason();
        m_window->setInteractive(true);
        const QString file = m_dir.filePath(QStringLiteral("never.ekoscn"));
        int asked = 0;
        m_window->setSaveAsName([&asked, file] {
            ++asked;
            return file;
        });
        int played = 0;
        m_window->setPlayer([&played](const Scenario &) { ++played; });
        const struct {
            QKeyCombination key;
            QString title, text, status;
        } commands[] = {
            {Qt::CTRL | Qt::Key_S, "Cannot Save Scenario", "The scenario cannot be saved yet: %1", "Not saved: %1"},
            {Qt::CTRL | Qt::SHIFT | Qt::Key_S, "Cannot Save Scenario", "The scenario cannot be saved yet: %1", "Not saved: %1"},
            {Qt::CTRL | Qt::Key_R, "Cannot Play Scenario", "The scenario cannot be played yet: %1", "Not started: %1"},
        };
        for (const auto &c : commands) {
            // The editor is active again once the message before has closed (shortcuts need it).
            QApplication::setActiveWindow(m_window.get());
            QTRY_COMPARE(QApplication::activeWindow(), m_window.get());
            m_window->statusBar()->clearMessage();
            QString name, title, text, informative;
            answerNext([&](QWidget *widget) {
                auto *box = qobject_cast<QMessageBox *>(widget);
                if (!box)
                    return false;
                name = box->objectName();
                title = box->windowTitle();
                text = box->text();
                informative = box->informativeText();
                box->accept();
                return true;
            });
            QTest::keyClick(view(), c.key.key(), c.key.keyboardModifiers());
            QTRY_VERIFY2(!name.isEmpty(), qPrintable(QKeySequence(c.key).toString()));
            QCOMPARE(name, QStringLiteral("scenarioErrorsBox"));
            QCOMPARE(title, c.title);
            QCOMPARE(text, c.text.arg(why));
            QCOMPARE(informative, QStringLiteral("Every problem is listed in the Problems panel."));
            QCOMPARE(m_window->statusBar()->currentMessage(), c.status.arg(why));
        }
        QCOMPARE(asked, 0); // Save As asks for no name it could not save under
        QCOMPARE(played, 0);
        QVERIFY(!QFileInfo::exists(file));
        m_window->setInteractive(false);
    }

    // Issue 19 point 18: Save As is Ctrl+Shift+S (where the platform has no key of its own), also
    // while the Description field has the focus, which takes most keys; Help ▸ Keyboard lists it.
    void saveAs_isCtrlShiftS_alsoInTheDescriptionField()
    {
        model()->placeStack(at("a1"), 0, 1);
        model()->placeStack(at("g5"), 1, 1);
        QCOMPARE(model()->errorCount(), 0);
        const QString file = m_dir.filePath(QStringLiteral("described.ekoscn"));
        int asked = 0;
        m_window->setSaveAsName([&asked, file] {
            ++asked;
            return file;
        });
        QApplication::setActiveWindow(m_window.get());
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        auto *description = m_window->findChild<QPlainTextEdit *>(QStringLiteral("scenarioDescription"));
        QVERIFY(description);
        description->setFocus();
        QTRY_VERIFY(description->hasFocus());
        QTest::keyClicks(description, QStringLiteral("Dunes"));
        const QString typed = description->toPlainText();
        QVERIFY(typed.contains(QStringLiteral("Dunes")));
        QTest::keyClick(description, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(asked, 1);
        QVERIFY(QFileInfo::exists(file));
        QCOMPARE(description->toPlainText(), typed); // nothing typed into the field
        QVERIFY(description->hasFocus());
        QCOMPARE(m_window->fileName(), QFileInfo(file).absoluteFilePath());

        // Help ▸ Keyboard, read from the editor's menus, lists it with Save As.
        KeyboardWindow keys(nullptr, nullptr, [this] { return m_window->menuBar(); });
        QString listed;
        for (QTreeWidgetItemIterator it(keys.list()); *it; ++it)
            if ((*it)->data(0, Qt::UserRole).toString() == QLatin1String("actionSaveScenarioAs"))
                listed = (*it)->text(0) + QLatin1Char('=') + (*it)->text(1) + QLatin1Char('@')
                         + (*it)->parent()->text(0);
        QVERIFY2(listed.startsWith(QStringLiteral("Ctrl+Shift+S")) || listed.contains(QStringLiteral(", Ctrl+Shift+S")),
                 qPrintable(listed));
        QVERIFY2(listed.contains(QStringLiteral("=Save As@Scenario Editor: Scenario")), qPrintable(listed));
    }

    void brokenFile_opensWithItsProblems_andAProblemFlashes()
    {
        Scenario broken = blankExact();
        Position pos = *broken.position;
        pos.setStack(pos.board().spaceFromName("b2"), Stack{0, 3, false}); // discs from nowhere
        pos.setStack(pos.board().spaceFromName("f4"), Stack{1, 1, false});
        broken.position = pos;
        const QString file = m_dir.filePath(QStringLiteral("broken.ekoscn"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(files::scenarioToJson(broken));
        }
        files::FileProblems problems;
        QVERIFY(!files::loadScenario(file, problems)); // the game refuses it...
        QVERIFY(m_window->openFile(file));             // ...the editor opens it to repair
        QVERIFY(model()->errorCount() > 0);
        QListWidget *list = m_window->problemsPanel()->list();
        QVERIFY(list->count() > 0);
        QVERIFY(!m_window->problemMarks()->hexes().isEmpty() || model()->problems().front().player >= 0);
        // A problem about a player.
        int row = -1;
        for (int k = 0; k < list->count(); ++k)
            if (model()->problems().at(k).player == 0)
                row = k;
        QVERIFY(row >= 0);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(row)).center());
        // Unreadable JSON: refused with the usual message (no crash, the scenario shown stays).
        const QString garbage = m_dir.filePath(QStringLiteral("garbage.ekoscn"));
        {
            QFile out(garbage);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write("{ \"format\": ");
        }
        QVERIFY(!m_window->openFile(garbage));
        QCOMPARE(m_window->fileName(), QFileInfo(file).absoluteFilePath());
    }

    void problemOnASpace_isMarkedAndFlashes()
    {
        model()->placeStack(at("a1"), 0, 4);
        model()->placeStack(at("g5"), 1, 1);
        RulesSettings s = model()->scenario().settings;
        s.stackLimit = 3;
        model()->setSettings(s);
        QCOMPARE(m_window->problemMarks()->hexes().size(), 1);
        QVERIFY(m_window->problemMarks()->hexes().front() == (Hex{0, 0}));
        QListWidget *list = m_window->problemsPanel()->list();
        QCOMPARE(model()->errorCount(), 1);
        QVERIFY(list->count() >= 1); // the error first, then any warnings
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QVERIFY(m_window->flashing());
        QCOMPARE(m_window->scene()->focusedSpace(), at("a1"));
        QCOMPARE(m_window->tools()->selected(), at("a1"));
    }
};

QTEST_MAIN(TestEditorWindow)
#include "tst_editor_window.moc"
