// What a new player meets: the first-start welcome (once, never in quiet runs), the players table's
// legend, the construction choice with cost and VP, Help ▸ Keyboard built from the real menus, the
// New Game dialog's scenario summary shown whole and the standard scenarios in its file dialog,
// Preferences naming the language set by --lang, and the Chinese result without a stray space.
#include "common/answering.h"
#include "common/positions.h"

#include "dialogs/choice_menu.h"
#include "dialogs/keyboard_window.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/preferences_dialog.h"
#include "dialogs/rules_window.h"
#include "dialogs/standard_scenarios.h"
#include "dialogs/welcome_dialog.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "model/game_model.h"
#include "session/application_info.h"
#include "session/language.h"
#include "session/preferences.h"
#include "text/explain.h"
#include "window/main_window.h"
#include "window/players_table.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace eko::text;

using namespace eko;
using namespace eko::ui;
using eko::testing::answerFileDialog;
using eko::testing::answerNext;

namespace {

// Waits (pumping events) until `done` or about two seconds have passed.
bool waitFor(const std::function<bool()> &done)
{
    return QTest::qWaitFor(done, 2000);
}

// Runs `act`; true if a welcome dialog showed up meanwhile (it is then closed, so `act` returns).
bool welcomeAppears(const std::function<void()> &act)
{
    bool appeared = false;
    QTimer watch;
    watch.setInterval(10);
    QObject::connect(&watch, &QTimer::timeout, [&] {
        if (auto *welcome = qobject_cast<WelcomeDialog *>(QApplication::activeModalWidget())) {
            appeared = true;
            welcome->reject();
        }
    });
    watch.start();
    act();
    QTest::qWait(50);
    return appeared;
}

QAction *action(MainWindow &w, const char *name) { return w.findChild<QAction *>(QString::fromLatin1(name)); }

// Every menu action with a shortcut, as "text|shortcut" (text without & and …).
QStringList menuShortcuts(QMenuBar *bar)
{
    QStringList out;
    std::function<void(QMenu *)> walk = [&](QMenu *menu) {
        for (QAction *a : menu->actions()) {
            if (a->menu()) {
                walk(a->menu());
                continue;
            }
            if (a->shortcuts().isEmpty())
                continue;
            out.append(a->shortcut().toString(QKeySequence::NativeText));
        }
    };
    for (QAction *top : bar->actions())
        if (top->menu())
            walk(top->menu());
    return out;
}

QStringList listedKeys(QTreeWidget *list)
{
    QStringList keys;
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        for (int j = 0; j < list->topLevelItem(i)->childCount(); ++j)
            keys.append(list->topLevelItem(i)->child(j)->text(0));
    return keys;
}

} // namespace

class TestNewPlayer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();

    void welcomeOnFirstStartOnly();
    void welcomeCanOpenTheRules();
    void welcomeNeverInQuietRuns();
    void playersTableHasALegendAndEmblems();
    void constructionChoiceShowsCostAndVictoryPoints();
    void keyboardWindowListsEveryKey();
    void newGameSummaryIsShownWhole();
    void scenarioFileDialogOffersTheStandardScenarios();
    void preferencesNameTheLanguageSetOnTheCommandLine();
    void chineseResultHasNoStraySpace();

private:
    LanguageSwitcher *m_languages = nullptr;
};

void TestNewPlayer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-new-player"));
    m_languages = new LanguageSwitcher(this);
}

void TestNewPlayer::init()
{
    QSettings().clear();
    m_languages->apply(QStringLiteral("en"));
}

void TestNewPlayer::welcomeOnFirstStartOnly()
{
    MainWindow w(m_languages);
    w.startDefaultGame();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QString text;
    bool shown = false;
    answerNext([&](QWidget *widget) {
        auto *welcome = qobject_cast<WelcomeDialog *>(widget);
        if (!welcome)
            return false;
        shown = true;
        text = welcome->textLabel()->text();
        QTest::mouseClick(welcome->playButton(), Qt::LeftButton);
        return true;
    });
    w.offerWelcome();
    QVERIFY(shown);
    // The goal in two lines, how to select and move, where the rules are.
    QVERIFY2(text.contains(QStringLiteral("12 VP and a palace")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Click one of your stacks to select it")));
    QVERIFY(text.contains(QKeySequence(QKeySequence::HelpContents).toString(QKeySequence::NativeText)));
    QVERIFY(preferences::welcomeShown());

    // Never again, in this run or the next.
    QVERIFY(!welcomeAppears([&] { w.offerWelcome(); }));
    MainWindow next(m_languages);
    QVERIFY(!welcomeAppears([&] { next.offerWelcome(); }));
}

void TestNewPlayer::welcomeCanOpenTheRules()
{
    MainWindow w(m_languages);
    w.startDefaultGame();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    answerNext([&](QWidget *widget) {
        auto *welcome = qobject_cast<WelcomeDialog *>(widget);
        if (!welcome)
            return false;
        QTest::mouseClick(welcome->rulesButton(), Qt::LeftButton);
        return true;
    });
    w.offerWelcome();
    auto *rules = w.findChild<RulesWindow *>();
    QVERIFY(rules);
    QVERIFY(rules->isVisible());
    rules->close();
}

void TestNewPlayer::welcomeNeverInQuietRuns()
{
    // Screenshots and timing runs are quiet: no welcome, and the first start stays to come.
    MainWindow w(m_languages);
    w.setQuiet(true);
    QVERIFY(!welcomeAppears([&] { w.offerWelcome(); }));
    QVERIFY(!preferences::welcomeShown());
}

void TestNewPlayer::playersTableHasALegendAndEmblems()
{
    MainWindow w(m_languages);
    w.startDefaultGame();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *legend = w.findChild<QLabel *>(QStringLiteral("playersLegend"));
    QVERIFY(legend);
    QVERIFY(legend->isVisible());
    QVERIFY(legend->text().contains(QStringLiteral("villages / towers / castles")));
    QVERIFY(legend->text().contains(QStringLiteral("<b>Captives</b>")));
    // Shown whole: as tall as its wrapped text needs at its width.
    QVERIFY(legend->height() >= legend->heightForWidth(legend->width()));
    QCOMPARE(w.playersView()->model()->data(w.playersView()->model()->index(0, 0), Qt::DecorationRole).typeId(),
             QMetaType::QIcon);
    // The legend follows the language.
    QVERIFY(m_languages->apply(QStringLiteral("ko")));
    QTRY_VERIFY(legend->text().contains(QStringLiteral("아직 짓지 않은 마을 / 탑 / 성")));
    QVERIFY(m_languages->apply(QStringLiteral("en")));
    QTRY_VERIFY(legend->text().contains(QStringLiteral("villages / towers / castles")));
}

void TestNewPlayer::constructionChoiceShowsCostAndVictoryPoints()
{
    // Red's stack of 4 on a1 borders the mesa b1 (tower or castle) and the reg a2 (village or tower).
    testing::PositionBuilder b(testing::boardFromRows({".m..", "r...", "...."}));
    b.place("a1", 0, 4, true).place("d3", 1, 1, true).toMove(0);
    MainWindow w(m_languages);
    w.startGame(Game(testing::exactScenario(b.position()), 1, {"Ana", "Bo"}));
    w.resize(900, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    BoardView *view = w.boardView();
    auto click = [&](const std::string &space) {
        const QPoint at = view->mapFromScene(w.scene()->spaceCenter(b.at(space)));
        QVERIFY(view->viewport()->rect().contains(at));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, at);
    };
    QStringList entries;
    QStringList tips;
    answerNext([&](QWidget *widget) {
        auto *menu = qobject_cast<QMenu *>(widget);
        if (!menu || menu->objectName() != QLatin1String("choiceMenu"))
            return false;
        for (QAction *a : menu->actions()) {
            entries.append(a->text());
            tips.append(a->toolTip());
        }
        menu->close();
        return true;
    });
    click("a1");
    click("b1");
    QVERIFY(waitFor([&] { return !entries.isEmpty(); }));
    QCOMPARE(entries, (QStringList{QStringLiteral("Tower — 2 discs, 2 VP\tT@b1/a1"),
                                   QStringLiteral("Castle — 3 discs, 3 VP\tC@b1/a1")}));
    QCOMPARE(tips.front(), QStringLiteral("Construct a tower on b1 with the stack on a1"));

    // One disc: the singular, in every language's plural forms.
    QCOMPARE(choiceText(Action::construct(BuildingType::Village, b.at("a2"), b.at("a1")),
                        {Action::construct(BuildingType::Village, b.at("a2"), b.at("a1"))}, b.position()),
             QStringLiteral("Village — 1 disc, 1 VP"));
    // Two stacks could pay for the same building: the entry says which one.
    const QList<Action> two{Action::construct(BuildingType::Tower, b.at("b2"), b.at("a1")),
                            Action::construct(BuildingType::Tower, b.at("b2"), b.at("b1"))};
    QCOMPARE(choiceText(two[0], two, b.position()), QStringLiteral("Tower — 2 discs from the stack on a1, 2 VP"));
}

void TestNewPlayer::keyboardWindowListsEveryKey()
{
    MainWindow w(m_languages);
    w.startDefaultGame();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction *keyboard = action(w, "actionKeyboard");
    QVERIFY(keyboard);
    // It is in the Help menu.
    bool inHelp = false;
    for (QAction *top : w.menuBar()->actions())
        if (top->menu() && top->menu()->actions().contains(keyboard))
            inHelp = top->text().contains(QStringLiteral("Help"));
    QVERIFY(inHelp);
    keyboard->trigger();
    auto *window = w.findChild<KeyboardWindow *>();
    QVERIFY(window);
    QVERIFY(window->isVisible());
    const QStringList keys = listedKeys(window->list());
    // Every menu shortcut, read from the actions themselves.
    const QStringList expected = menuShortcuts(w.menuBar());
    QVERIFY(expected.contains(QStringLiteral("Ctrl+Z")));
    QVERIFY(expected.contains(QStringLiteral("F1")));
    for (const QString &k : expected)
        QVERIFY2(std::any_of(keys.begin(), keys.end(), [&](const QString &listed) { return listed.contains(k); }),
                 qPrintable(k));
    // The board's own keys: arrows, the six hex keys, Enter, Escape.
    const QString all = keys.join(QLatin1Char('\n'));
    for (const char *k : {"Left", "Right", "Up", "Down", "W E A D Z X", "Return", "Esc"})
        QVERIFY2(all.contains(QLatin1String(k)), k);
    // Save As has a key on every platform (Ctrl+Shift+S where the platform has none), in the game's
    // menus and in the scenario editor's, which follow them.
    QStringList saveAs;
    for (QTreeWidgetItemIterator it(window->list()); *it; ++it) {
        const QString name = (*it)->data(0, Qt::UserRole).toString();
        if (name == QLatin1String("actionSaveAs") || name == QLatin1String("actionSaveScenarioAs"))
            saveAs.append(name + QLatin1Char('=') + (*it)->text(0) + QLatin1Char('@') + (*it)->parent()->text(0));
    }
    QCOMPARE(saveAs, QStringList({QStringLiteral("actionSaveAs=Ctrl+Shift+S@Game"),
                                  QStringLiteral("actionSaveScenarioAs=Ctrl+Shift+S@Scenario Editor: Scenario")}));

    // A shortcut added later appears the next time the window is asked for: it cannot go stale.
    QAction *extra = w.menuBar()->actions().front()->menu()->addAction(QStringLiteral("Extra"));
    extra->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_J));
    keyboard->trigger();
    QCOMPARE(w.findChildren<KeyboardWindow *>().size(), 1);
    QVERIFY(listedKeys(window->list()).contains(QStringLiteral("Ctrl+Alt+J")));
    // Qt's extra keys no keyboard has (F14 for undo) are left out.
    QVERIFY(!listedKeys(window->list()).join(QLatin1Char(' ')).contains(QStringLiteral("F14")));

    // In Chinese the menus read "对局(&G)": the list shows "对局", without the mnemonic.
    QVERIFY(m_languages->apply(QStringLiteral("zh_CN")));
    QTRY_COMPARE(window->list()->topLevelItem(0)->text(0), QStringLiteral("对局"));
    for (int i = 0; i < window->list()->topLevelItemCount(); ++i)
        QVERIFY(!window->list()->topLevelItem(i)->text(0).contains(QLatin1Char('(')));
    QVERIFY(m_languages->apply(QStringLiteral("en")));
    window->close();
}

void TestNewPlayer::newGameSummaryIsShownWhole()
{
    QWidget parent;
    NewGameDialog dialog(&parent);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QSize before = dialog.size();
    QVERIFY(dialog.setScenarioFile(QStringLiteral(EKO_SOURCE_DIR "/resources/scenarios/standard-3p.ekoscn")));
    auto *info = dialog.findChild<QLabel *>(QStringLiteral("scenarioInfo"));
    QVERIFY(info);
    QVERIFY(waitFor([&] { return info->isVisible() && info->height() >= info->heightForWidth(info->width()); }));
    QVERIFY2(info->height() >= info->fontMetrics().height(),
             qPrintable(QStringLiteral("summary %1 px tall, a line is %2").arg(info->height()).arg(info->fontMetrics().height())));
    QVERIFY(info->text().contains(QStringLiteral("3 players")));
    QVERIFY(dialog.height() >= before.height());
}

void TestNewPlayer::scenarioFileDialogOffersTheStandardScenarios()
{
    const QString folder = standardScenariosFolder();
    QVERIFY(!folder.isEmpty());
    for (const char *name : {"standard-2p.ekoscn", "standard-3p.ekoscn", "standard-4p.ekoscn"})
        QVERIFY(QFileInfo(QDir(folder).filePath(QLatin1String(name))).isReadable());

    NewGameDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *scenario = dialog.findChild<QRadioButton *>(QStringLiteral("scenarioBoard"));
    QVERIFY(scenario);
    scenario->click();
    QString directory;
    bool inSidebar = false;
    answerFileDialog(QDir(folder).filePath(QStringLiteral("standard-4p.ekoscn")), [&](QFileDialog *files) {
        directory = files->directory().absolutePath();
        inSidebar = files->sidebarUrls().contains(QUrl::fromLocalFile(folder));
    });
    QPushButton *browse = nullptr;
    for (QPushButton *button : dialog.findChildren<QPushButton *>())
        if (button->text().contains(QStringLiteral("Browse")))
            browse = button;
    QVERIFY(browse);
    QTest::mouseClick(browse, Qt::LeftButton);
    QCOMPARE(QDir(directory).canonicalPath(), QDir(folder).canonicalPath()); // first time: there
    QVERIFY(inSidebar);
    QCOMPARE(dialog.players(), 4);
    QVERIFY(dialog.isValid());
}

void TestNewPlayer::preferencesNameTheLanguageSetOnTheCommandLine()
{
    // Saved: follow the system (English here); the command line asked for Korean.
    preferences::setLanguage(QString());
    QVERIFY(m_languages->apply(startupLanguage(QStringLiteral("ko"), preferences::language(), QLocale::system())));
    {
        PreferencesDialog dialog(m_languages);
        QCOMPARE(dialog.languageBox()->currentData().toString(), QStringLiteral("ko"));
        dialog.show();
        QVERIFY(dialog.languageNote()->isVisible());
        QVERIFY(dialog.languageNote()->text().contains(QStringLiteral("--lang")));
        QVERIFY(dialog.languageNote()->text().contains(QStringLiteral("한국어")));
        // Choosing here saves the choice; the note is then no longer true.
        dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("en")));
        QCOMPARE(preferences::language(), QStringLiteral("en"));
        QVERIFY(!dialog.languageNote()->isVisible());
    }
    // Without --lang: the saved choice, and no note.
    preferences::setLanguage(QString());
    QVERIFY(m_languages->apply(startupLanguage(QString(), preferences::language(), QLocale::system())));
    PreferencesDialog dialog(m_languages);
    QCOMPARE(dialog.languageBox()->currentIndex(), 0);
    QVERIFY(dialog.languageBox()->currentText().contains(QStringLiteral("English")));
    dialog.show();
    QVERIFY(!dialog.languageNote()->isVisible());
}

void TestNewPlayer::chineseResultHasNoStraySpace()
{
    QVERIFY(m_languages->apply(QStringLiteral("zh_CN")));
    const QStringList names{QString(), QString()};
    Result elimination;
    elimination.kind = ResultKind::EliminationVictory;
    elimination.winner = 0;
    Result points;
    points.kind = ResultKind::PointsVictory;
    points.winner = 1;
    for (const Result &result : {elimination, points}) {
        const QString text = resultText(result, names);
        // The name is followed by the sentence at once: Chinese puts no space between them.
        QVERIFY2(text.startsWith(colourTitle(result.winner)), qPrintable(text));
        QVERIFY2(!text.at(colourTitle(result.winner).size()).isSpace(), qPrintable(text));
    }
    QVERIFY(m_languages->apply(QStringLiteral("en")));
}

QTEST_MAIN(TestNewPlayer)
#include "tst_new_player.moc"
