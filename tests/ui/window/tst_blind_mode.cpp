// Blind mode (issue 24) through what a screen reader reads (QAccessible::queryAccessibleInterface)
// and the accessibility events the window sends (a recording update handler): every action's
// sentence, a refusal with its reason and the change of turn are announced on the live region; replay
// announces the action shown; the board view lists its spaces and its focused one follows the focus
// ring; the Ask menu answers on keys Help ▸ Keyboard lists; the focusable widgets have names;
// the Blind mode preference moves the focus to the action field and changes nothing when off.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "common/random_games.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/scenario.h"
#include "ai/analysis.h"
#include "dialogs/end_of_game_dialog.h"
#include "dialogs/keyboard_window.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/preferences_dialog.h"
#include "model/game_analysis_runner.h"
#include "replay/chances_chart.h"
#include "replay/vp_chart.h"
#include "replay/vp_series.h"
#include "window/analysis_controls.h"
#include "window/players_table.h"
#include "model/game_model.h"
#include "replay/replay_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "session/preferences.h"
#include "text/action_sentence.h"
#include "text/explain.h"
#include "window/action_field.h"
#include "window/announcer.h"
#include "window/ask_menu.h"
#include "window/main_window.h"
#include "window/replay_mode.h"
#include "window/spoken_answers.h"
#include "window/status_line.h"

#include <QAccessible>
#include <QAction>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTreeWidget>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

namespace {

// What the window told the accessibility layer: every event's type, the object's name and the
// text (name) of the interface it concerns at the time.
struct Heard {
    QAccessible::Event type;
    QString objectName;
    QString name;
};
QList<Heard> g_heard;
QStringList g_said; // Announcer::announced, one per announcement

void record(QAccessibleEvent *event)
{
    QAccessibleInterface *iface = event->accessibleInterface();
    g_heard.append({event->type(), event->object() ? event->object()->objectName() : QString(),
                    iface ? iface->text(QAccessible::Name) : QString()});
}

// What was announced. The events themselves reach the handler only where Qt has an accessibility
// bridge (not on the offscreen platform: QAccessible::isActive() is false there); the end-to-end test
// (tests/accessibility) hears them on the real bus. Here the announcer's signal counts them.
QStringList announced()
{
    QStringList out;
    for (const Heard &h : g_heard)
        if (h.type == QAccessible::NameChanged && h.objectName == QLatin1String("announcement"))
            out << h.name;
    return out.isEmpty() ? g_said : out;
}

QString regionName(MainWindow &w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w.announcer()->region());
    return iface ? iface->text(QAccessible::Name) : QString();
}

// Types `notation` in the action field and presses Enter.
void type(MainWindow &w, const QString &notation)
{
    w.actionField()->setFocus();
    w.actionField()->setText(notation);
    QTest::keyClick(w.actionField(), Qt::Key_Return);
}

} // namespace

class TestBlindMode : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyActionIsAnnouncedWithItsSentenceAndTheTurn();
    void aRefusalIsAnnouncedWithItsReason();
    void replayAnnouncesTheActionShown();
    void theBoardListsItsSpacesAndFocusFollowsTheRing();
    void askMenuAnswersOnKeysAndAnnounces();
    void spokenAnswersSayTheStacksScoreAndEmperors();
    void focusableWidgetsDocksAndMenusHaveNames();
    void blindModeMovesTheFocusToTheActionField();
    void blindModeIsOffByDefaultAndInPreferences();
    void theComputersActionsAreAnnounced();
    void leavingReplayPutsTheFocusBackOnTheActionField();
    void tableStatusAndReplayBarHaveNames();
    void chartsSummariseTheActionShown();
    void newGameDialogFieldsHaveNames();
    void theEndOfGameScoresAreReachedAndNamed();

private:
    // Shows the window and starts a 2-player game; `levels` as MainWindow::startGame's (all people by default).
    void showWindow(MainWindow &w, const std::array<int, 4> &levels = {});
    LanguageSwitcher m_languages;
};

void TestBlindMode::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-blind-mode"));
    QSettings().clear();
    Autosave::remove();
}

void TestBlindMode::init()
{
    g_heard.clear();
    g_said.clear();
    QAccessible::installUpdateHandler(record);
    QAccessible::setActive(true); // as a screen reader's bridge does (offscreen has none)
}

void TestBlindMode::cleanup()
{
    QAccessible::installUpdateHandler(nullptr);
    QSettings().clear();
    Autosave::remove();
    m_languages.apply(QStringLiteral("en"));
}

void TestBlindMode::showWindow(MainWindow &w, const std::array<int, 4> &levels)
{
    w.setQuiet(true);
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QApplication::setActiveWindow(&w);
    QObject::connect(w.announcer(), &Announcer::announced, &w, [](const QString &text) { g_said << text; });
    w.startGame(Game(standardScenario(2), 11), levels);
}

void TestBlindMode::everyActionIsAnnouncedWithItsSentenceAndTheTurn()
{
    MainWindow w(&m_languages);
    showWindow(w);
    g_heard.clear();
    g_said.clear();
    for (int k = 0; k < 6; ++k) {
        const Position before = w.model()->position();
        const Action action = rules::legalActions(before).front();
        type(w, QString::fromStdString(toNotation(action, before.board())));
        QCOMPARE(w.model()->game().actionCount(), k + 1);
        const QString sentence = text::actionSentence(w.model()->game(), k);
        // The live region's name is the announcement, and NameChanged was sent with it.
        QVERIFY2(regionName(w).startsWith(sentence), qPrintable(regionName(w)));
        QVERIFY2(!announced().isEmpty() && announced().last().startsWith(sentence), qPrintable(announced().join('|')));
        const Position &after = w.model()->position();
        if (after.toMove() != before.toMove() || after.phase() != before.phase())
            QVERIFY2(regionName(w).contains(text::phaseName(after.phase())), qPrintable(regionName(w)));
    }
    // Undo is told too.
    w.findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
    QVERIFY2(regionName(w).contains(QLatin1String("undone")), qPrintable(regionName(w)));
}

void TestBlindMode::aRefusalIsAnnouncedWithItsReason()
{
    MainWindow w(&m_languages);
    showWindow(w);
    g_heard.clear();
    g_said.clear();
    type(w, QStringLiteral("zz9"));
    QVERIFY(w.statusLine()->showingRejection());
    QCOMPARE(regionName(w), w.statusLine()->displayedText());
    QVERIFY(announced().contains(w.statusLine()->displayedText()));
    // The same refusal twice is said twice (the name does not change, the event is sent anyway).
    g_heard.clear();
    g_said.clear();
    type(w, QStringLiteral("zz9"));
    QCOMPARE(announced().size(), 1);
}

void TestBlindMode::replayAnnouncesTheActionShown()
{
    MainWindow w(&m_languages);
    w.setQuiet(true);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QObject::connect(w.announcer(), &Announcer::announced, &w, [](const QString &text) { g_said << text; });
    w.startGame(testing::randomGame(standardScenario(2), 5, 30));
    const Game &game = w.model()->game();
    QVERIFY(game.actionCount() >= 10);
    ReplayModel *replay = w.replayMode()->replay();
    replay->enterAt(5);
    g_heard.clear();
    g_said.clear();
    replay->next();
    QCOMPARE(regionName(w), text::actionSentence(game, 5));
    replay->first();
    QCOMPARE(regionName(w), QStringLiteral("The setup, before the first action."));
    // Verbose (blind mode): which action of how many.
    w.announcer()->setVerbose(true);
    replay->goTo(3);
    QCOMPARE(regionName(w), text::actionSentence(game, 2) + QStringLiteral(" Action 3 of %1.").arg(game.actionCount()));
    QVERIFY(announced().size() >= 3);
}

void TestBlindMode::theBoardListsItsSpacesAndFocusFollowsTheRing()
{
    MainWindow w(&m_languages);
    showWindow(w);
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(w.boardView());
    QVERIFY(board);
    QCOMPARE(board->role(), QAccessible::List);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Board"));
    const Position &pos = w.model()->position();
    QCOMPARE(board->childCount(), pos.board().spaceCount());
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
        QAccessibleInterface *space = board->child(s);
        QVERIFY(space);
        QCOMPARE(space->role(), QAccessible::ListItem);
        QCOMPARE(space->parent(), board);
        QCOMPARE(board->indexOfChild(space), s);
        const QString name = space->text(QAccessible::Name);
        QVERIFY2(name.startsWith(text::spaceName(pos.board(), s) + QStringLiteral(" — ")), qPrintable(name));
        if (!pos.stack(s).empty())
            QVERIFY2(name.contains(text::colourName(pos.stack(s).owner)), qPrintable(name));
        if (pos.stack(s).emperor)
            QVERIFY2(name.contains(QLatin1String("Emperor")), qPrintable(name));
    }
    // The arrow keys move the ring; a screen reader hears the space it is on.
    w.boardView()->setFocus();
    QTest::keyClick(w.boardView(), Qt::Key_Return); // shows the ring
    g_heard.clear();
    g_said.clear();
    QTest::keyClick(w.boardView(), Qt::Key_Right);
    const SpaceIndex focused = w.scene()->focusedSpace();
    QVERIFY(focused != kNoSpace);
    QAccessibleInterface *child = board->focusChild();
    QVERIFY(child);
    QCOMPARE(board->indexOfChild(child), focused);
    QVERIFY(child->state().focused || !w.boardView()->hasFocus());
    bool heard = false;
    for (const Heard &h : g_heard)
        heard |= (h.type == QAccessible::Focus || h.type == QAccessible::NameChanged)
                 && h.name == child->text(QAccessible::Name);
    // The Focus event reaches the handler only where Qt has an accessibility bridge (not offscreen).
    QVERIFY2(heard || !QAccessible::isActive(), qPrintable(child->text(QAccessible::Name)));
}

void TestBlindMode::askMenuAnswersOnKeysAndAnnounces()
{
    MainWindow w(&m_languages);
    showWindow(w);
    const QList<QAction *> actions = w.askMenu()->actions();
    QCOMPARE(actions.size(), 6);
    for (QAction *a : actions) {
        QVERIFY2(!a->shortcut().isEmpty(), qPrintable(a->objectName()));
        QVERIFY(!a->text().isEmpty());
        QVERIFY(w.askMenu()->menu()->actions().contains(a)); // in a menu: Help ▸ Keyboard lists it
    }
    {
        // Help ▸ Keyboard lists each of them with its key.
        KeyboardWindow keys(w.menuBar());
        QStringList rows;
        for (QTreeWidgetItem *item : keys.list()->findItems(QStringLiteral("*"), Qt::MatchWildcard | Qt::MatchRecursive))
            rows << item->text(0) + QLatin1Char('=') + item->text(1);
        const QString all = rows.join(QLatin1Char('|'));
        for (QAction *a : actions) {
            const QString command = a->text().remove(QLatin1Char('&'));
            const QString key = a->shortcut().toString(QKeySequence::NativeText);
            QVERIFY2(all.contains(command + QLatin1Char('=') + key) || all.contains(key + QLatin1Char('=') + command),
                     qPrintable(command + QStringLiteral(" / ") + key + QStringLiteral(" in ") + all));
        }
    }
    const Position &pos = w.model()->position();
    QStringList labels;
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p)
        labels << w.model()->playerLabel(p);
    // Ctrl+4: the score and reserves, shown on the status line and announced.
    w.boardView()->setFocus();
    g_heard.clear();
    g_said.clear();
    QTest::keyClick(&w, Qt::Key_4, Qt::ControlModifier);
    const QString score = SpokenAnswers::scoreAndReserves(pos, labels);
    QCOMPARE(w.statusLine()->displayedText(), score);
    QCOMPARE(regionName(w), score);
    QVERIFY(announced().contains(score));
    // Ctrl+6: the Emperors; Ctrl+1: the stacks of the player to move.
    QTest::keyClick(&w, Qt::Key_6, Qt::ControlModifier);
    QCOMPARE(regionName(w), SpokenAnswers::emperors(pos, labels));
    QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(regionName(w), SpokenAnswers::stacksOf(pos, pos.toMove(), labels));
    // Ctrl+3 on the stack under the ring: its legal actions.
    w.scene()->setFocusedSpace(pos.emperorSpace(pos.toMove()));
    QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
    QVERIFY2(regionName(w).contains(QLatin1String("legal action")) || regionName(w).startsWith(QLatin1String("No legal")),
             qPrintable(regionName(w)));
    QCOMPARE(regionName(w), SpokenAnswers::actionsFrom(pos, pos.emperorSpace(pos.toMove())));
    QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(regionName(w), SpokenAnswers::stacksNextTo(pos, pos.emperorSpace(pos.toMove()), labels));
    QTest::keyClick(&w, Qt::Key_5, Qt::ControlModifier);
    QCOMPARE(regionName(w), QStringLiteral("No action played yet."));
}

void TestBlindMode::spokenAnswersSayTheStacksScoreAndEmperors()
{
    const Game game = testing::randomGame(standardScenario(2), 3, 40);
    const Position &pos = game.current();
    const QStringList labels{QStringLiteral("Red"), QStringLiteral("Blue")};
    for (PlayerIndex p = 0; p < 2; ++p) {
        const QString stacks = SpokenAnswers::stacksOf(pos, p, labels);
        int count = 0;
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
            if (pos.stack(s).owner == p) {
                ++count;
                QVERIFY2(stacks.contains(SpokenAnswers::stackOn(pos, s)), qPrintable(stacks));
            }
        QVERIFY2(stacks.contains(QStringLiteral("%1 stack").arg(count)) || count == 0, qPrintable(stacks));
        QVERIFY(SpokenAnswers::scoreAndReserves(pos, labels)
                    .contains(QStringLiteral("%1 %2 VP").arg(labels[p]).arg(pos.victoryPoints(p))));
        const QString emperors = SpokenAnswers::emperors(pos, labels);
        if (pos.emperorSpace(p) != kNoSpace)
            QVERIFY2(emperors.contains(QStringLiteral("%1's Emperor is on %2").arg(labels[p], text::spaceName(pos.board(), pos.emperorSpace(p)))),
                     qPrintable(emperors));
    }
    const QString last = SpokenAnswers::lastActions(game, game.actionCount(), 3);
    for (int k = game.actionCount() - 3; k < game.actionCount(); ++k)
        QVERIFY2(last.contains(text::actionSentence(game, k)), qPrintable(last));
    QVERIFY(!last.contains(text::actionSentence(game, game.actionCount() - 4)) || game.actionCount() < 4);
    // Every legal action of a stack is read, each as its description.
    const SpaceIndex from = pos.emperorSpace(pos.toMove());
    if (from != kNoSpace && !pos.gameOver()) {
        const QString can = SpokenAnswers::actionsFrom(pos, from);
        std::vector<Action> actions;
        rules::legalActionsFrom(pos, from, actions);
        for (const Action &a : actions)
            QVERIFY2(can.contains(text::actionDescription(a, pos)), qPrintable(can));
    }
}

void TestBlindMode::focusableWidgetsDocksAndMenusHaveNames()
{
    MainWindow w(&m_languages);
    showWindow(w);
    w.replayMode()->replay()->enter(); // the replay bar and the chart show too
    QStringList nameless;
    for (QWidget *child : w.findChildren<QWidget *>()) {
        // Plain containers, and the line edit inside a spin box (the spin box has the name), aside.
        if (!child->isVisibleTo(&w) || child->focusPolicy() == Qt::NoFocus
            || qstrcmp(child->metaObject()->className(), "QWidget") == 0
            || qobject_cast<QAbstractSpinBox *>(child->parentWidget()))
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(child);
        if (iface && iface->text(QAccessible::Name).trimmed().isEmpty())
            nameless << QStringLiteral("%1 (%2)").arg(child->objectName(), QString::fromLatin1(child->metaObject()->className()));
    }
    QVERIFY2(nameless.isEmpty(), qPrintable(nameless.join(QStringLiteral(", "))));
    for (QDockWidget *dock : w.findChildren<QDockWidget *>()) {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(dock);
        QVERIFY2(!iface->text(QAccessible::Name).isEmpty(), qPrintable(dock->objectName()));
    }
    for (QAction *menu : w.menuBar()->actions())
        QVERIFY(!menu->text().isEmpty());
    // The action field, by the name the end-to-end script looks for.
    QAccessibleInterface *field = QAccessible::queryAccessibleInterface(w.actionField());
    QCOMPARE(field->role(), QAccessible::EditableText);
    QCOMPARE(field->text(QAccessible::Name), QStringLiteral("Action in notation"));
    // The chart's summary.
    QAccessibleInterface *chart = nullptr;
    for (QWidget *child : w.findChildren<QWidget *>())
        if (QString::fromLatin1(child->metaObject()->className()).endsWith(QLatin1String("VpChart")))
            chart = QAccessible::queryAccessibleInterface(child);
    QVERIFY(chart);
    QVERIFY2(chart->text(QAccessible::Description).contains(QLatin1String("VP")), qPrintable(chart->text(QAccessible::Description)));
}

void TestBlindMode::blindModeMovesTheFocusToTheActionField()
{
    // Off: the focus stays where it was (on the board) after an action.
    {
        MainWindow w(&m_languages);
        showWindow(w);
        QVERIFY(!preferences::blindMode());
        QVERIFY(!w.announcer()->verbose());
        w.boardView()->setFocus();
        w.model()->play(rules::legalActions(w.model()->position()).front());
        QVERIFY(w.boardView()->hasFocus());
    }
    preferences::setBlindMode(true);
    MainWindow w(&m_languages);
    showWindow(w);
    QVERIFY(w.announcer()->verbose());
    w.boardView()->setFocus();
    w.model()->play(rules::legalActions(w.model()->position()).front());
    QVERIFY(w.actionField()->hasFocus());
    // Verbose: what to do next is told after the sentence, and the focus's description says it too.
    QVERIFY2(regionName(w).endsWith(w.model()->statusText()), qPrintable(regionName(w)));
    QCOMPARE(w.actionField()->accessibleDescription(), regionName(w));
}

void TestBlindMode::blindModeIsOffByDefaultAndInPreferences()
{
    QVERIFY(!preferences::blindMode());
    PreferencesDialog dialog(&m_languages);
    QCheckBox *box = dialog.blindModeBox();
    QVERIFY(box && !box->isChecked());
    QVERIFY(!box->text().isEmpty());
    QSignalSpy changed(&dialog, &PreferencesDialog::blindModeChanged);
    box->setChecked(true);
    QVERIFY(preferences::blindMode());
    QCOMPARE(changed.size(), 1);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(box);
    QCOMPARE(iface->role(), QAccessible::CheckBox);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Blind mode (for screen readers)"));
}

void TestBlindMode::theComputersActionsAreAnnounced()
{
    preferences::setBlindMode(true);
    MainWindow w(&m_languages);
    // Blue is the computer (level 1); whoever starts, Red's turn comes within two actions.
    showWindow(w, {0, 1, 0, 0});
    const Game &game = w.model()->game();
    for (int turns = 0; turns < 4; ++turns) {
        QTRY_VERIFY_WITH_TIMEOUT(w.model()->position().toMove() == 0 && w.actionField()->isEnabled(), 20000);
        const int before = game.actionCount();
        type(w, QString::fromStdString(toNotation(rules::legalActions(w.model()->position()).front(), w.model()->board())));
        QCOMPARE(game.actionCount(), before + 1);
        QTRY_VERIFY_WITH_TIMEOUT(w.model()->position().toMove() == 0 || w.model()->position().gameOver(), 20000);
        // Every action since, the computer's too, was announced with its sentence, and the focus is
        // back on the action field.
        const QString said = g_said.join(QLatin1Char(' '));
        for (int k = before; k < game.actionCount(); ++k)
            QVERIFY2(said.contains(text::actionSentence(game, k)), qPrintable(text::actionSentence(game, k) + QStringLiteral(" | ") + said));
        QTRY_VERIFY(w.actionField()->hasFocus());
    }
    bool computerPlayed = false;
    for (int k = 0; k < game.actionCount(); ++k)
        computerPlayed = computerPlayed || game.actorOf(k) == 1;
    QVERIFY(computerPlayed);
}

void TestBlindMode::leavingReplayPutsTheFocusBackOnTheActionField()
{
    preferences::setBlindMode(true);
    MainWindow w(&m_languages);
    showWindow(w);
    type(w, QString::fromStdString(toNotation(rules::legalActions(w.model()->position()).front(), w.model()->board())));
    QVERIFY(w.actionField()->hasFocus());
    w.findChild<QAction *>(QStringLiteral("actionReplay"))->trigger();
    QVERIFY(w.replayMode()->isActive());
    w.boardView()->setFocus();
    QVERIFY(!w.actionField()->hasFocus());
    w.findChild<QAction *>(QStringLiteral("actionLeaveReplay"))->trigger();
    QVERIFY(!w.replayMode()->isActive());
    QVERIFY(w.actionField()->hasFocus());
    QVERIFY2(regionName(w).startsWith(QLatin1String("Back to the game.")), qPrintable(regionName(w)));
}

void TestBlindMode::tableStatusAndReplayBarHaveNames()
{
    MainWindow w(&m_languages);
    showWindow(w);
    // The players table: named after its panel; a cell says its text, and its tool tip as the description.
    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(w.playersView());
    QCOMPARE(table->text(QAccessible::Name), QStringLiteral("Players"));
    QVERIFY(table->tableInterface());
    QAbstractItemModel *players = w.playersView()->model();
    bool described = false;
    for (int i = 0; i < table->childCount(); ++i) {
        QAccessibleInterface *cell = table->child(i);
        if (!cell || cell->role() != QAccessible::Cell || !cell->tableCellInterface())
            continue;
        QAccessibleTableCellInterface *c = cell->tableCellInterface();
        const QModelIndex index = players->index(c->rowIndex(), c->columnIndex()); // the view's (transposed) model
        if (!index.isValid() || index.data(Qt::ToolTipRole).toString().isEmpty())
            continue;
        QCOMPARE(cell->text(QAccessible::Description), index.data(Qt::ToolTipRole).toString());
        described = true;
    }
    QVERIFY(described);
    // The status line.
    QCOMPARE(QAccessible::queryAccessibleInterface(w.statusLine())->text(QAccessible::Name), QStringLiteral("Status"));
    // The replay bar: every box and button named, the speed box by what it sets.
    w.replayMode()->replay()->enter();
    auto *speed = w.findChild<QComboBox *>(QStringLiteral("replaySpeedBox"));
    QVERIFY(speed && speed->isVisibleTo(&w));
    // A combo box's name is its value on Linux; what it sets is its description.
    QCOMPARE(QAccessible::queryAccessibleInterface(speed)->text(QAccessible::Description), QStringLiteral("Autoplay speed, in actions per second"));
    auto *box = w.findChild<QSpinBox *>(QStringLiteral("replayActionBox"));
    QAccessibleInterface *boxIface = QAccessible::queryAccessibleInterface(box);
    QCOMPARE(boxIface->text(QAccessible::Name), QStringLiteral("Action"));
    QCOMPARE(boxIface->valueInterface()->currentValue().toInt(), w.replayMode()->replay()->current());
}

void TestBlindMode::chartsSummariseTheActionShown()
{
    MainWindow w(&m_languages);
    w.setQuiet(true);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startGame(testing::randomGame(standardScenario(2), 5, 30));
    const Game &game = w.model()->game();
    const int n = game.actionCount();
    ReplayModel *replay = w.replayMode()->replay();
    replay->enterAt(7);
    // The VP chart: every player's VP at the action shown, and which action of how many.
    const VpSeries series(game);
    QAccessibleInterface *vp = QAccessible::queryAccessibleInterface(w.replayMode()->chart());
    QCOMPARE(vp->text(QAccessible::Name), QStringLiteral("VP chart"));
    const QString vpSummary = QStringLiteral("Red %1 VP, Blue %2 VP, action 7 of %3").arg(series.vp(0, 7)).arg(series.vp(1, 7)).arg(n);
    QVERIFY2(vp->text(QAccessible::Description).startsWith(vpSummary), qPrintable(vp->text(QAccessible::Description)));
    // The winning chances chart: nothing analysed yet, then the chances the analysis found.
    ChancesChart *chances = w.analysis()->chart();
    chances->setCurrentAction(7);
    QAccessibleInterface *chancesIface = QAccessible::queryAccessibleInterface(chances);
    QCOMPARE(chancesIface->text(QAccessible::Name), QStringLiteral("Winning chances chart"));
    QVERIFY2(chancesIface->text(QAccessible::Description).startsWith(QStringLiteral("not analysed yet, action 7 of %1").arg(n)),
             qPrintable(chancesIface->text(QAccessible::Description)));
    ai::GameAnalysis analysis;
    analysis.to = n;
    for (int k = 0; k < n; ++k) {
        ai::ActionAnalysis a;
        a.index = k;
        a.played = game.actions()[static_cast<size_t>(k)];
        a.before = {0.25 + 0.01 * k, 0.75 - 0.01 * k};
        a.after = {0.26 + 0.01 * k, 0.74 - 0.01 * k};
        analysis.actions.push_back(a);
    }
    w.analysis()->runner()->setResults(analysis);
    QVERIFY2(chancesIface->text(QAccessible::Description).startsWith(QStringLiteral("Red 32% to win, Blue 68% to win, action 7 of %1").arg(n)),
             qPrintable(chancesIface->text(QAccessible::Description)));
    // Both charts are reached by Tab, where a screen reader reads them.
    QVERIFY(w.replayMode()->chart()->focusPolicy() & Qt::TabFocus);
    QVERIFY(chances->focusPolicy() & Qt::TabFocus);
}

void TestBlindMode::newGameDialogFieldsHaveNames()
{
    NewGameDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QApplication::setActiveWindow(&dialog);
    QStringList nameless;
    for (QWidget *child : dialog.findChildren<QWidget *>()) {
        if (!child->isVisibleTo(&dialog) || child->focusPolicy() == Qt::NoFocus
            || qobject_cast<QAbstractSpinBox *>(child->parentWidget()))
            continue;
        if (QAccessible::queryAccessibleInterface(child)->text(QAccessible::Name).trimmed().isEmpty())
            nameless << child->objectName();
    }
    QVERIFY2(nameless.isEmpty(), qPrintable(nameless.join(QStringLiteral(", "))));
    // Each seat's choice says whose it is, not only what it holds (its name is its value on Linux).
    auto *kind = dialog.findChild<QComboBox *>(QStringLiteral("seatKind2"));
    QVERIFY2(QAccessible::queryAccessibleInterface(kind)->text(QAccessible::Description).startsWith(QLatin1String("Who plays Blue: ")),
             qPrintable(QAccessible::queryAccessibleInterface(kind)->text(QAccessible::Description)));
    QCOMPARE(QAccessible::queryAccessibleInterface(dialog.findChild<QLineEdit *>(QStringLiteral("seed")))->text(QAccessible::Name),
             QStringLiteral("Seed"));
    QCOMPARE(QAccessible::queryAccessibleInterface(dialog.findChild<QLineEdit *>(QStringLiteral("playerName1")))->text(QAccessible::Name),
             QStringLiteral("Red:"));
    // Tab goes as the dialog reads: from the count to Red's name and who plays Red, then Blue's.
    auto *count = dialog.findChild<QSpinBox *>(QStringLiteral("playerCount"));
    count->setFocus();
    QTRY_VERIFY(count->hasFocus());
    QStringList order;
    for (int k = 0; k < 4; ++k) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        order << QApplication::focusWidget()->objectName();
    }
    QCOMPARE(order, (QStringList{QStringLiteral("playerName1"), QStringLiteral("seatKind1"), QStringLiteral("playerName2"),
                                 QStringLiteral("seatKind2")}));
}

void TestBlindMode::theEndOfGameScoresAreReachedAndNamed()
{
    const Game game = testing::randomGame(standardScenario(2), 3, 20000);
    QVERIFY(game.current().gameOver());
    EndOfGameDialog dialog(game);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("scores"));
    auto *headline = dialog.findChild<QLabel *>(QStringLiteral("headline"));
    QVERIFY(table && headline);
    QVERIFY(table->focusPolicy() & Qt::TabFocus); // Tab reaches it
    // ...but the dialog opens on its buttons: a focused table would frame the first player as if chosen.
    QApplication::setActiveWindow(&dialog);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(dialog.findChild<QPushButton *>(QStringLiteral("newGameButton"))));
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(table);
    QCOMPARE(iface->role(), QAccessible::Table);
    QCOMPARE(iface->text(QAccessible::Name), headline->text());
    QVERIFY(iface->tableInterface());
    QAccessibleInterface *cell = iface->tableInterface()->cellAt(0, 0);
    QVERIFY(cell && table->item(0, 0));
    QCOMPARE(cell->text(QAccessible::Name), table->item(0, 0)->text());
}

QTEST_MAIN(TestBlindMode)
#include "tst_blind_mode.moc"
