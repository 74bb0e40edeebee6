// The main window's layout: the panels are docks the View menu shows and hides and the window
// remembers; the board has most of the room at 1024×700 with legible disc badges; nothing jumps
// when the action buttons come and go; the window is refreshed once per action; the status line
// is painted, not restyled; the rules window fits a small screen.
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/preferences.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/stack_item.h"
#include "dialogs/about_dialog.h"
#include "dialogs/end_of_game_dialog.h"
#include "look/fit_to_screen.h"
#include "dialogs/game_details_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/preferences_dialog.h"
#include "dialogs/rules_window.h"
#include "files/game_file.h"
#include "look/palette.h"
#include "model/game_model.h"
#include "window/action_buttons.h"
#include "window/action_field.h"
#include "window/main_window.h"
#include "window/players_table.h"
#include "window/replay_mode.h"
#include "window/status_line.h"

#include "common/positions.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QListView>
#include <QTreeView>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace eko;
using namespace eko::ui;

namespace {

// Red's only stack is full (4 discs): after a move, a forced march and the end of the turn.
Scenario fullStackScenario()
{
    testing::PositionBuilder b(testing::boardFromRows({"....", "...."}));
    b.place("a1", 0, 4, true).place("d2", 1, 1, true).toMove(0);
    return testing::exactScenario(b.position());
}

} // namespace

class TestMainWindowLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void panelsAreDocksTheViewMenuShowsAndHides();
    void docksAreRememberedWithTheWindow();
    void boardHasTwoThirdsOfTheWidthAt1024x700();
    void discBadgesStayLegible();
    void panelsDoNotJumpWhenButtonsComeAndGo();
    void windowIsRefreshedOncePerAction();
    void idleWindowDoesNotKeepPainting();
    void statusLineIsPaintedNotRestyled();
    void rulesWindowFitsTheScreen();
    void dialogsFitASmallScreen();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindowLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-main-window-layout"));
}

void TestMainWindowLayout::init()
{
    QSettings().clear();
    Autosave::remove();
    m_window = std::make_unique<MainWindow>();
    m_window->setQuiet(true);
}

void TestMainWindowLayout::cleanup()
{
    m_window.reset();
    Autosave::remove();
}

void TestMainWindowLayout::panelsAreDocksTheViewMenuShowsAndHides()
{
    MainWindow &w = *m_window;
    w.startGame(Game(standardScenario(3), 5, {"Ana", "Bo", "Cy"}));
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QMenu *view = w.menuBar()->actions().at(2)->menu();
    for (QDockWidget *dock : {w.playersDock(), w.playDock(), w.movesDock()}) {
        QVERIFY(dock);
        QVERIFY(!dock->windowTitle().isEmpty());
        QVERIFY(dock->isVisible());
        QVERIFY(dock->features() & QDockWidget::DockWidgetClosable);
        QAction *toggle = dock->toggleViewAction();
        QVERIFY2(view->actions().contains(toggle), qPrintable(dock->objectName()));
        QCOMPARE(toggle->text(), dock->windowTitle());
        QVERIFY(toggle->isChecked());
        const int boardWidth = w.boardView()->width();
        toggle->trigger();
        QTRY_VERIFY(!dock->isVisible());
        QVERIFY(!toggle->isChecked());
        toggle->trigger();
        QTRY_VERIFY(dock->isVisible());
        QTRY_COMPARE(w.boardView()->width(), boardWidth);
    }
    QVERIFY(w.playersDock()->widget()->isAncestorOf(w.playersView()));
    QVERIFY(w.movesDock()->widget()->isAncestorOf(w.movesView()));
    QVERIFY(w.playDock()->isAncestorOf(w.actionButtons()));
    // Hiding every panel gives the board the whole width.
    w.playersDock()->hide();
    w.playDock()->hide();
    w.movesDock()->hide();
    QTRY_VERIFY(w.boardView()->width() > w.width() - 40);
}

void TestMainWindowLayout::docksAreRememberedWithTheWindow()
{
    m_window->setQuiet(false);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->movesDock()->hide();
    QVERIFY(m_window->close());
    QVERIFY(!preferences::windowState().isEmpty());
    MainWindow second;
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    QVERIFY(!second.movesDock()->isVisible());
    QVERIFY(second.playersDock()->isVisible());
    QVERIFY(!second.movesDock()->toggleViewAction()->isChecked());
}

void TestMainWindowLayout::boardHasTwoThirdsOfTheWidthAt1024x700()
{
    MainWindow &w = *m_window;
    // Four players with long names: the widest players table.
    w.startGame(Game(standardScenario(4), 5,
                     {"Anastasia Konstantinova", "Bartholomew", "Cyprianus Maximus", "Dorothea"}));
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_COMPARE(w.size(), QSize(1024, 700));
    QTest::qWait(50);
    QVERIFY2(w.boardView()->width() * 3 >= w.width() * 2,
             qPrintable(QStringLiteral("board %1 of %2").arg(w.boardView()->width()).arg(w.width())));
    // The players table is not cut short: what does not fit scrolls.
    QVERIFY(w.playersView()->isVisible());
    QVERIFY(w.playersView()->height() >= w.playersView()->sizeHint().height());
}

void TestMainWindowLayout::discBadgesStayLegible()
{
    // The smallest window the program is made for, and a big one: the badges are 14 px or more.
    for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)}) {
        MainWindow w;
        w.setQuiet(true);
        w.startGame(Game(standardScenario(4), 5));
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_COMPARE(w.size(), size);
        QTest::qWait(50);
        w.boardView()->fitToWindow();
        const qreal badge = StackItem::kBadgeDiameter * w.boardView()->transform().m11();
        QVERIFY2(badge >= 14.0, qPrintable(QStringLiteral("%1 px at %2×%3").arg(badge).arg(size.width()).arg(size.height())));
    }
}

void TestMainWindowLayout::panelsDoNotJumpWhenButtonsComeAndGo()
{
    MainWindow &w = *m_window;
    w.startGame(Game(fullStackScenario(), 1, {"Ana", "Bo"}));
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto listPlace = [&w] {
        QCoreApplication::processEvents();
        return QRect(w.movesView()->mapTo(&w, QPoint(0, 0)), w.movesView()->size());
    };
    // No button (a stack to move), two (forced march, end of turn), none again.
    QVERIFY(w.actionButtons()->empty());
    const QRect before = listPlace();
    QVERIFY(w.model()->playNotation(QStringLiteral("a1-b1")));
    QVERIFY(w.actionButtons()->forcedMarchButton()->isVisible());
    QVERIFY(w.actionButtons()->endButton()->isVisible());
    QCOMPARE(listPlace(), before);
    QVERIFY(w.model()->play(Action::end()));
    QCOMPARE(listPlace(), before);
    // The buttons are drawn in the room kept for them.
    w.model()->undo();
    QCoreApplication::processEvents();
    QVERIFY(w.actionButtons()->endButton()->geometry().bottom() < w.actionButtons()->height());
    // The buttons' widget does not hide QWidget::update() (it repaints like any widget).
    w.actionButtons()->update();
}

void TestMainWindowLayout::windowIsRefreshedOncePerAction()
{
    MainWindow &w = *m_window;
    w.startGame(Game(fullStackScenario(), 1, {"Ana", "Bo"}));
    QSignalSpy refreshed(&w, &MainWindow::refreshed);
    QVERIFY(w.model()->playNotation(QStringLiteral("a1-b1")));
    QCOMPARE(refreshed.count(), 1);
    w.model()->undo();
    QCOMPARE(refreshed.count(), 2);
    w.model()->redo();
    QCOMPARE(refreshed.count(), 3);
    // A selection changes the status only.
    w.model()->undo();
    refreshed.clear();
    w.model()->clickSpace(w.model()->board().spaceFromName("a1"));
    QVERIFY(w.model()->selectedSpace() != kNoSpace);
    QCOMPARE(refreshed.count(), 0);
    QCOMPARE(w.statusLine()->status(), w.model()->statusText());
}

// Counts the paint events of every widget (by class and name) while it is installed.
class PaintCounter : public QObject {
public:
    QMap<QString, int> paints;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && watched->isWidgetType()) {
            QString name = QString::fromLatin1(watched->metaObject()->className());
            if (!watched->objectName().isEmpty())
                name += QLatin1Char('#') + watched->objectName();
            ++paints[name];
        }
        return false;
    }
};

// A window where nothing happens does not keep painting: no widget asks for its own repaint while
// painting (the players' legend did: 1,400 paints in 0.3 s, half a core for as long as the program
// was open), at the size the program opens at on a small screen and on a large one, in play and in
// replay. (A text cursor does not blink here; one paint of a widget is let pass, a loop paints it
// hundreds of times.)
void TestMainWindowLayout::idleWindowDoesNotKeepPainting()
{
    const int flashTime = QApplication::cursorFlashTime();
    QApplication::setCursorFlashTime(0);
    MainWindow &w = *m_window;
    w.startGame(Game(standardScenario(3), 5, {"Ana", "Bo", "Chen"}));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList problems;
    for (const QSize size : {QSize(942, 644), QSize(1600, 1000)}) {
        for (const bool replay : {false, true}) {
            w.resize(size);
            if (replay != w.replayMode()->isActive())
                w.replayMode()->replayAction()->trigger();
            QTest::qWait(200); // the changes painted
            PaintCounter counter;
            qApp->installEventFilter(&counter);
            QTest::qWait(300);
            qApp->removeEventFilter(&counter);
            for (auto it = counter.paints.cbegin(); it != counter.paints.cend(); ++it)
                if (it.value() > 1)
                    problems << QStringLiteral("%1×%2%3: %4 painted %5 times")
                                    .arg(size.width()).arg(size.height())
                                    .arg(replay ? QStringLiteral(", replay") : QString(), it.key())
                                    .arg(it.value());
        }
    }
    QApplication::setCursorFlashTime(flashTime);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
}

void TestMainWindowLayout::statusLineIsPaintedNotRestyled()
{
    MainWindow &w = *m_window;
    w.startGame(Game(fullStackScenario(), 1, {"Ana", "Bo"}));
    QCOMPARE(w.statusLine()->accent(), seatColor(0));
    QVERIFY(w.model()->playNotation(QStringLiteral("a1-b1")));
    QVERIFY(w.model()->play(Action::end()));
    QCOMPARE(w.statusLine()->accent(), seatColor(1));
    emit w.model()->rejected(QStringLiteral("refused"));
    QVERIFY(w.statusLine()->showingRejection());
    QVERIFY(w.statusLine()->styleSheet().isEmpty());
    for (QWidget *child : w.statusLine()->findChildren<QWidget *>())
        QVERIFY2(child->styleSheet().isEmpty(), qPrintable(child->objectName()));
}

void TestMainWindowLayout::rulesWindowFitsTheScreen()
{
    RulesWindow rules;
    const QSize room = rules.screen()->availableGeometry().size();
    QVERIFY(rules.width() <= room.width());
    QVERIFY2(rules.height() <= room.height(),
             qPrintable(QStringLiteral("%1 on a screen of %2").arg(rules.height()).arg(room.height())));
    // Where there is room, the size it is made for.
    if (room.width() >= 900 && room.height() >= 950)
        QCOMPARE(rules.size(), RulesWindow::kPreferredSize);
}

void TestMainWindowLayout::dialogsFitASmallScreen()
{
    // Every dialog fits a 1024×700 screen (less a panel or title bar) in English.
    const int room = qRound(700 * kMostOfScreen);
    files::FileProblems problems;
    const std::optional<Game> finished = files::loadGame(QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko"), problems);
    QVERIFY(finished);
    NewGameDialog newGame;
    PreferencesDialog preferences(nullptr);
    AboutDialog about;
    GameDetailsDialog details(*finished, QStringLiteral("/tmp/finished-game.eko"), files::GameFileInfo{});
    EndOfGameDialog end(*finished);
    for (QDialog *d : std::initializer_list<QDialog *>{&newGame, &preferences, &about, &details, &end}) {
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QVERIFY2(d->height() <= room && d->width() <= 1024,
                 qPrintable(QStringLiteral("%1: %2×%3").arg(QString::fromLatin1(d->metaObject()->className())).arg(d->width()).arg(d->height())));
        d->hide();
    }
}

QTEST_MAIN(TestMainWindowLayout)
#include "tst_main_window_layout.moc"
