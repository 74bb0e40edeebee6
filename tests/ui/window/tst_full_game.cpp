// A complete 2-player game played through the main window as a player would: clicks on the board,
// the choice menu, the action buttons and field, undo/redo shortcuts, Save As and Open, and the
// end-of-game dialog.
#include "common/positions.h"

#include "session/application_info.h"
#include "session/autosave.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "dialogs/end_of_game_dialog.h"
#include "model/game_model.h"
#include "text/explain.h"
#include "window/action_buttons.h"
#include "window/action_field.h"
#include "window/game_document.h"
#include "window/main_window.h"
#include "window/status_line.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include "common/answering.h"
#include <functional>

using namespace eko;
using namespace eko::ui;
using namespace eko::text;
using eko::testing::answerFileDialog;
using eko::testing::answerNext;

namespace {

// Picks the menu entry with this text (Enter on the active action, as a player would).
bool chooseInMenu(QWidget *w, const QString &text, QStringList *entries = nullptr)
{
    auto *menu = qobject_cast<QMenu *>(w);
    if (!menu)
        return false;
    QAction *wanted = nullptr;
    for (QAction *a : menu->actions()) {
        // The entry reads "Tower — 2 discs, 2 VP<Tab>notation"; its tool tip describes the action whole.
        const QString description = a->toolTip();
        if (entries)
            entries->append(description);
        if (description == text)
            wanted = a;
    }
    if (!wanted) {
        menu->close();
        return true;
    }
    menu->setActiveAction(wanted);
    QTest::keyClick(menu, Qt::Key_Return);
    return true;
}

// The Red/Blue position of the test: Red (to move) has 3 discs on a1, 4 with its Emperor on d2
// next to the capital c2, and 1 on e3; Blue has 1 disc on b1 and 2 with its Emperor on e1, and
// nothing in reserve. Two VP with a palace win.
Scenario smallScenario()
{
    RulesSettings rs;
    rs.victoryPoints = 2;
    auto board = testing::boardFromRows({".....", "..C..", "....."});
    testing::PositionBuilder b(board, 2, rs);
    b.place("a1", 0, 3).place("d2", 0, 4, true).place("e3", 0, 1);
    b.place("b1", 1, 1).place("e1", 1, 2, true).remove(1, 13);
    b.toMove(0);
    Scenario sc;
    sc.name = "Small test";
    sc.players = 2;
    sc.settings = rs;
    sc.board = board;
    sc.position = b.position();
    return sc;
}

} // namespace

class TestFullGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void completeGame();

private:
    SpaceIndex space(const char *name) const { return m_window->model()->board().spaceFromName(name); }
    void click(const char *name);
    int actions() const { return m_window->model()->game().actionCount(); }
    const Position &position() const { return m_window->model()->position(); }

    std::unique_ptr<MainWindow> m_window;
};

void TestFullGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    // Its own settings and autosave folder, apart from the other tests running at the same time.
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-full-game"));
    QSettings().clear();
}

void TestFullGame::init()
{
    Autosave::remove();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestFullGame::click(const char *name)
{
    const SpaceIndex s = space(name);
    QVERIFY2(s != kNoSpace, name);
    BoardView *view = m_window->boardView();
    const QPoint at = view->mapFromScene(m_window->scene()->spaceCenter(s));
    QVERIFY(view->viewport()->rect().contains(at));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, at);
}

void TestFullGame::completeGame()
{
    MainWindow &w = *m_window;
    GameModel &model = *w.model();
    w.startGame(Game(smallScenario(), 7, {"Ana", "Bo"}));
    QCOMPARE(position().toMove(), 0);

    // A click on the opponent's stack is refused, and the reason is on the status line.
    QSignalSpy rejections(&model, &GameModel::rejected);
    click("b1");
    QCOMPARE(rejections.count(), 1);
    const QString reason = rejections.front().front().toString();
    QVERIFY(reason.contains(QStringLiteral("b1")));
    QVERIFY(w.statusLine()->showingRejection());
    QCOMPARE(w.statusLine()->displayedText(), reason);
    QCOMPARE(actions(), 0);

    // Attack: a1 takes Blue's single disc on b1.
    click("a1");
    QCOMPARE(model.selectedSpace(), space("a1"));
    click("b1");
    QCOMPARE(actions(), 1);
    QCOMPARE(model.game().actions().back(), Action::attack(space("a1"), space("b1")));
    QCOMPARE(position().stack(space("b1")).owner, 0);
    QCOMPARE(position().player(1).reserve, 1);
    QVERIFY(!w.statusLine()->showingRejection());

    // Forced march, by its button (shown only now that it is legal).
    QPushButton *march = w.actionButtons()->forcedMarchButton();
    QVERIFY(march->isVisible());
    QVERIFY(!w.actionButtons()->passButton()->isVisible());
    QTest::mouseClick(march, Qt::LeftButton);
    QCOMPARE(actions(), 2);
    QCOMPARE(position().phase(), Phase::SecondAction);
    QCOMPARE(position().player(0).removed, 3);
    QVERIFY(!march->isVisible());

    // The second action: a move, e3 to d3.
    click("e3");
    click("d3");
    QCOMPARE(actions(), 3);
    QCOMPARE(position().phase(), Phase::Reinforcement);

    // Reinforcement: a click on d3 offers 1 to 3 discs; the menu's "2" is chosen.
    QStringList offered;
    const QString twoDiscs = model.actionDescription(Action::reinforce(space("d3"), 2));
    answerNext([&](QWidget *popup) { return chooseInMenu(popup, twoDiscs, &offered); });
    click("d3");
    QTRY_COMPARE(actions(), 4);
    QCOMPARE(offered.size(), 3);
    QCOMPARE(model.game().actions().back(), Action::reinforce(space("d3"), 2));
    QCOMPARE(position().stack(space("d3")).size, 3);
    QCOMPARE(position().toMove(), 1);

    // Blue plays from the keyboard: the action field, with the legal actions to complete from.
    ActionField *field = w.actionField();
    QVERIFY(field->legalNotations().contains(QStringLiteral("e1-e2")));
    field->setFocus();
    QTest::keyClicks(field, QStringLiteral("e1-e2"));
    QTest::keyClick(field, Qt::Key_Return);
    QTRY_COMPARE(actions(), 5);
    QVERIFY(field->text().isEmpty());
    // Blue's one disc in reserve: the only reinforcement is played at the first click.
    QCOMPARE(position().phase(), Phase::Reinforcement);
    click("e2");
    QCOMPARE(actions(), 6);
    QCOMPARE(position().stack(space("e2")).size, 3);
    QCOMPARE(position().toMove(), 0);

    // Undo and redo with the standard shortcuts.
    const Position before = position();
    QApplication::setActiveWindow(&w);
    w.boardView()->setFocus();
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(actions(), 5);
    QCOMPARE(position().phase(), Phase::Reinforcement);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(actions(), 4);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(actions(), 6);
    QVERIFY(position() == before);
    QVERIFY(model.isModified());

    // Save As through its dialog, then open the file again: the same game comes back.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fileName = dir.filePath(QStringLiteral("small.eko"));
    answerFileDialog(fileName);
    w.findChild<QAction *>(QStringLiteral("actionSaveAs"))->trigger();
    QVERIFY(QFile::exists(fileName));
    QVERIFY(!model.isModified());
    QCOMPARE(w.document()->fileName(), QFileInfo(fileName).absoluteFilePath());
    QVERIFY(w.windowTitle().contains(QStringLiteral("small.eko")));
    const std::vector<Action> played = model.game().actions();
    model.undo();
    QCOMPARE(actions(), 5);
    QVERIFY(w.openFile(fileName));
    QCOMPARE(model.game().actions(), played);
    QVERIFY(position() == before);
    QCOMPARE(model.game().playerNames(), (std::vector<std::string>{"Ana", "Bo"}));

    // Construct on the capital: the menu offers exactly the legal buildings, paid by d2.
    std::vector<Action> legalHere;
    for (const Action &a : model.legalActions())
        if (a.kind == ActionKind::Construct && a.to == space("c2"))
            legalHere.push_back(a);
    QCOMPARE(legalHere.size(), size_t(3));
    QStringList expected;
    for (const Action &a : legalHere)
        expected.append(model.actionDescription(a));
    const QString tower = model.actionDescription(Action::construct(BuildingType::Tower, space("c2"), space("d2")));
    QVERIFY(expected.contains(tower));
    offered.clear();
    answerNext([&](QWidget *popup) { return chooseInMenu(popup, tower, &offered); });
    // ...and the end-of-game dialog names the winner and everybody's VP.
    QString headline;
    QStringList vp;
    answerNext([&](QWidget *dialog) {
        auto *end = qobject_cast<EndOfGameDialog *>(dialog);
        if (!end)
            return false;
        headline = end->headline();
        for (int row = 0; row < end->scores()->rowCount(); ++row)
            vp.append(end->scores()->item(row, 1)->text());
        end->accept();
        return true;
    });
    click("c2");
    QTRY_VERIFY(position().gameOver());
    QCOMPARE(offered, expected);
    QCOMPARE(position().building(space("c2")).type, BuildingType::Tower);
    QCOMPARE(position().result().kind, ResultKind::PointsVictory);
    QCOMPARE(position().result().winner, 0);
    QTRY_VERIFY(!headline.isEmpty());
    QCOMPARE(headline, model.resultText());
    QVERIFY(headline.contains(QStringLiteral("Ana")));
    QCOMPARE(vp, (QStringList{QStringLiteral("2"), QStringLiteral("0")}));
    QVERIFY(!w.actionField()->isEnabled());

    // After the end nothing is played, and a click says why.
    rejections.clear();
    click("a2");
    QCOMPARE(rejections.count(), 1);
    QCOMPARE(w.statusLine()->displayedText(), rejections.front().front().toString());
    QCOMPARE(actions(), 7);
}

QTEST_MAIN(TestFullGame)
#include "tst_full_game.moc"
