// Switching the running program through all four languages: the window title, the Game menu, the
// status line and the players panel show the translation compiled into the program; every widget
// reads as it would had the program started in that language; no text is clipped, in the main
// window or in the dialogs; no two items of a menu share an underlined letter.
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "files/game_file.h"
#include "model/demo_game.h"
#include "dialogs/about_dialog.h"
#include "dialogs/end_of_game_dialog.h"
#include "dialogs/game_details_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/preferences_dialog.h"
#include "editor/editor_window.h"
#include "model/game_model.h"
#include "model/players_model.h"
#include "core/random.h"
#include "core/rules.h"
#include "replay/replay_autoplay.h"
#include "window/action_buttons.h"
#include "window/comment_panel.h"
#include "window/hand_over_screen.h"
#include "board/board_view.h"
#include "window/main_window.h"
#include "window/players_table.h"
#include "replay/replay_model.h"
#include "window/replay_mode.h"
#include "window/status_line.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QTreeView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOption>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTranslator>
#include <algorithm>
#include <functional>
#include <memory>

using namespace eko;
using namespace eko::ui;

namespace {

const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("ko"), QStringLiteral("pt"),
                                QStringLiteral("zh_CN")};
constexpr std::uint64_t kSeed = 20240611;

// The texts a language should show, read from the .qm compiled into the program (:/i18n/), so
// that nothing here depends on the words the translators chose.
class Expected {
public:
    explicit Expected(const QString &code) : m_code(code)
    {
        m_loaded = m_translator.load(QStringLiteral(":/i18n/eko_%1.qm").arg(code));
    }
    bool loaded() const { return m_loaded; }
    // The translation, or the source where there is none (English holds plural forms only).
    QString text(const char *context, const char *source) const
    {
        const QString t = m_translator.translate(context, source);
        return t.isEmpty() ? QString::fromUtf8(source) : t;
    }
    // Adds a problem when a language other than English has no translation of the source.
    void requireTranslation(const char *context, const char *source, QStringList &problems) const
    {
        if (m_code != QLatin1String("en") && m_translator.translate(context, source).isEmpty())
            problems.append(QStringLiteral("%1: eko_%1.qm has no translation of %2 “%3” (translation unfinished)")
                                .arg(m_code, QLatin1String(context), QString::fromUtf8(source)));
    }

private:
    QString m_code;
    QTranslator m_translator;
    bool m_loaded = false;
};

const char *const kColourTitles[] = {"Red", "Blue", "Yellow", "Green"};

// A standard 3-player game with players named as people are, a few random legal actions into it,
// at the start of a turn (so that the move list holds rows and the status line asks for a stack).
Game sampleGame()
{
    Game game(standardScenario(3), kSeed, {"Ana Carolina", "Bo-ra Kim", "Chen Jingyi"});
    Random random(kSeed);
    std::vector<Action> legal;
    for (int i = 0; i < 200 && !game.current().gameOver(); ++i) {
        if (i >= 12 && game.current().phase() == Phase::FirstAction)
            break;
        rules::legalActions(game.current(), legal);
        game.play(pickRandomAction(legal, random));
    }
    return game;
}

// A game played to its end by random legal actions.
std::optional<Game> finishedGame()
{
    for (std::uint64_t seed = kSeed; seed < kSeed + 20; ++seed) {
        Game game(standardScenario(3), seed, {"Ana Carolina", "Bo-ra Kim", "Chen Jingyi"});
        Random random(seed);
        std::vector<Action> legal;
        for (int i = 0; i < 20000 && !game.current().gameOver(); ++i) {
            rules::legalActions(game.current(), legal);
            if (legal.empty())
                break;
            game.play(pickRandomAction(legal, random));
        }
        if (game.current().gameOver())
            return game;
    }
    return std::nullopt;
}

// Lets posted LanguageChange events, layouts and the timers of zero arrive.
void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(10);
    }
}

QString describe(const QWidget *w)
{
    QString name = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        name += QLatin1Char('#') + w->objectName();
    return name;
}

int textWidth(const QFont &font, const QString &text)
{
    return QFontMetrics(font).size(Qt::TextShowMnemonic, text).width();
}

// The room a push button gives its text when it is `width` wide.
int pushButtonTextRoom(const QPushButton *b, int width)
{
    QStyleOptionButton opt;
    opt.initFrom(b);
    opt.rect = QRect(0, 0, width, b->height());
    opt.text = b->text();
    opt.icon = b->icon();
    opt.iconSize = b->iconSize();
    if (b->isDefault())
        opt.features |= QStyleOptionButton::DefaultButton;
    if (b->isFlat())
        opt.features |= QStyleOptionButton::Flat;
    int room = b->style()->subElementRect(QStyle::SE_PushButtonContents, &opt, b).width();
    if (!b->icon().isNull())
        room -= b->iconSize().width() + 4;
    return room;
}

// Every visible text in `root` that does not fit the space its widget gives it.
QStringList clippedTexts(QWidget *root, const QString &where)
{
    QStringList problems;
    auto clipped = [&](const QWidget *w, const QString &text, int needed, int room) {
        problems.append(QStringLiteral("%1: %2 “%3” needs %4 px, has %5").arg(where, describe(w), text).arg(needed).arg(room));
    };
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : widgets) {
        if (!w->isVisible() || w->width() <= 0)
            continue;
        // A widget wider or taller than its parent is cut off by it (unless it scrolls there).
        QWidget *parent = w->parentWidget();
        const bool scrolled = parent && qobject_cast<QAbstractScrollArea *>(parent->parentWidget())
            && static_cast<QAbstractScrollArea *>(parent->parentWidget())->viewport() == parent;
        if (!w->isWindow() && parent && !scrolled && !parent->rect().contains(w->geometry()))
            problems.append(QStringLiteral("%1: %2 (%3×%4 at %5,%6) sticks out of %7 (%8×%9)")
                                .arg(where, describe(w))
                                .arg(w->width())
                                .arg(w->height())
                                .arg(w->x())
                                .arg(w->y())
                                .arg(describe(parent))
                                .arg(parent->width())
                                .arg(parent->height()));
        QStyle *style = w->style();
        if (auto *label = qobject_cast<QLabel *>(w)) {
            if (label->text().isEmpty())
                continue;
            if (label->wordWrap()) {
                const int height = label->heightForWidth(label->width());
                if (height > label->height())
                    problems.append(QStringLiteral("%1: %2 “%3” needs %4 px of height, has %5")
                                        .arg(where, describe(w), label->text())
                                        .arg(height)
                                        .arg(label->height()));
            } else if (label->minimumSizeHint().width() > label->width()) {
                clipped(w, label->text(), label->minimumSizeHint().width(), label->width());
            }
        } else if (auto *button = qobject_cast<QPushButton *>(w)) {
            if (button->text().isEmpty())
                continue;
            const int needed = textWidth(button->font(), button->text());
            const int room = pushButtonTextRoom(button, button->width());
            if (needed > room)
                clipped(w, button->text(), needed, room);
        } else if (qobject_cast<QCheckBox *>(w) || qobject_cast<QRadioButton *>(w)) {
            auto *b = static_cast<QAbstractButton *>(w);
            if (b->text().isEmpty())
                continue;
            QStyleOptionButton opt;
            opt.initFrom(b);
            opt.text = b->text();
            opt.icon = b->icon();
            opt.iconSize = b->iconSize();
            const bool check = qobject_cast<QCheckBox *>(w);
            int room = style->subElementRect(check ? QStyle::SE_CheckBoxContents : QStyle::SE_RadioButtonContents, &opt, b)
                           .width();
            if (!b->icon().isNull())
                room -= b->iconSize().width() + 4;
            const int needed = textWidth(b->font(), b->text());
            if (needed > room)
                clipped(w, b->text(), needed, room);
        } else if (auto *box = qobject_cast<QGroupBox *>(w)) {
            if (box->title().isEmpty())
                continue;
            QStyleOptionGroupBox opt;
            opt.initFrom(box);
            opt.text = box->title();
            opt.lineWidth = 1;
            opt.midLineWidth = 0;
            opt.textAlignment = box->alignment();
            opt.subControls = QStyle::SC_GroupBoxFrame | QStyle::SC_GroupBoxLabel;
            if (box->isCheckable())
                opt.subControls |= QStyle::SC_GroupBoxCheckBox;
            if (box->isFlat())
                opt.features |= QStyleOptionFrame::Flat;
            const QRect label = style->subControlRect(QStyle::CC_GroupBox, &opt, QStyle::SC_GroupBoxLabel, box);
            const int needed = textWidth(box->font(), box->title());
            const int room = qMin(label.width(), box->width() - qMax(0, label.left()));
            if (needed > room || label.right() >= box->width())
                clipped(w, box->title(), needed, room);
        } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            QStyleOptionComboBox opt;
            opt.initFrom(combo);
            opt.editable = combo->isEditable();
            opt.frame = combo->hasFrame();
            opt.currentText = combo->currentText();
            const int room =
                style->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, combo).width();
            // Any item may be chosen: each must fit.
            for (int i = 0; i < combo->count(); ++i) {
                int needed = QFontMetrics(combo->font()).horizontalAdvance(combo->itemText(i));
                if (!combo->itemIcon(i).isNull())
                    needed += combo->iconSize().width() + 4;
                if (needed > room)
                    clipped(w, combo->itemText(i), needed, room);
            }
        } else if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            const int space = 2 * style->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, tabs) / 2;
            for (int i = 0; i < tabs->count(); ++i) {
                const int needed = textWidth(tabs->font(), tabs->tabText(i)) + space;
                if (needed > tabs->tabRect(i).width())
                    clipped(w, tabs->tabText(i), needed, tabs->tabRect(i).width());
            }
        } else if (auto *bar = qobject_cast<QMenuBar *>(w)) {
            for (QAction *a : bar->actions()) {
                if (!a->isVisible() || a->isSeparator())
                    continue;
                const QRect g = bar->actionGeometry(a);
                const int needed = textWidth(bar->font(), a->text());
                if (g.isEmpty() || g.right() >= bar->width() || g.width() < needed)
                    clipped(w, a->text(), needed, g.isEmpty() ? 0 : qMin(g.width(), bar->width() - g.left()));
            }
        } else if (auto *header = qobject_cast<QHeaderView *>(w)) {
            if (header->orientation() != Qt::Horizontal || !header->model())
                continue;
            // A table that scrolls sideways shows every section in full when scrolled to it.
            auto *owner = qobject_cast<QAbstractScrollArea *>(header->parentWidget());
            const bool scrolls = owner && owner->horizontalScrollBar()->maximum() > 0;
            const int viewport = scrolls ? header->length() : header->viewport()->width();
            for (int s = 0; s < header->count(); ++s) {
                if (header->isSectionHidden(s))
                    continue;
                const QString text = header->model()->headerData(s, Qt::Horizontal).toString();
                const int size = header->sectionSize(s);
                const int start = scrolls ? header->sectionPosition(s) : header->sectionViewportPosition(s);
                const int room = qMin(size, viewport - start);
                if (header->sectionSizeHint(s) > room)
                    clipped(w, text, header->sectionSizeHint(s), room);
            }
        } else if (auto *table = qobject_cast<QTableView *>(w)) {
            if (!table->model())
                continue;
            const QAbstractItemView *view = table;
            for (int c = 0; c < table->model()->columnCount(); ++c) {
                if (table->isColumnHidden(c))
                    continue;
                const int needed = view->sizeHintForColumn(c);
                const bool scrolls = table->horizontalScrollBar()->maximum() > 0; // every column can be scrolled to
                const int room = scrolls ? table->columnWidth(c)
                                         : qMin(table->columnWidth(c), table->viewport()->width() - table->columnViewportPosition(c));
                if (needed > room)
                    clipped(w, QStringLiteral("column %1 (%2)")
                                   .arg(c)
                                   .arg(table->model()->headerData(c, Qt::Horizontal).toString()),
                            needed, room);
            }
        }
    }
    return problems;
}

// Every text a person can read in `root` (widgets, actions, item models), by a path that is the
// same in two windows built alike: comparing two snapshots finds texts that did not retranslate.
QMap<QString, QString> snapshot(QObject *root)
{
    QMap<QString, QString> texts;
    std::function<void(QObject *, const QString &)> walk = [&](QObject *o, const QString &path) {
        auto put = [&](const char *what, const QString &text) {
            if (!text.isEmpty())
                texts.insert(path + QLatin1Char('.') + QLatin1String(what), text);
        };
        if (auto *w = qobject_cast<QWidget *>(o)) {
            if (w->isWindow())
                put("windowTitle", w->windowTitle());
            put("toolTip", w->toolTip());
            put("statusTip", w->statusTip());
            put("whatsThis", w->whatsThis());
            put("accessibleName", w->accessibleName());
            put("accessibleDescription", w->accessibleDescription());
        }
        if (auto *l = qobject_cast<QLabel *>(o))
            put("text", l->text());
        if (auto *b = qobject_cast<QAbstractButton *>(o))
            put("text", b->text());
        if (auto *g = qobject_cast<QGroupBox *>(o))
            put("title", g->title());
        if (auto *e = qobject_cast<QLineEdit *>(o))
            put("placeholderText", e->placeholderText());
        if (auto *m = qobject_cast<QMenu *>(o))
            put("title", m->title());
        if (auto *c = qobject_cast<QComboBox *>(o))
            for (int i = 0; i < c->count(); ++i)
                put(qPrintable(QStringLiteral("item%1").arg(i)), c->itemText(i));
        if (auto *t = qobject_cast<QTabBar *>(o))
            for (int i = 0; i < t->count(); ++i)
                put(qPrintable(QStringLiteral("tab%1").arg(i)), t->tabText(i));
        if (auto *a = qobject_cast<QAction *>(o)) {
            put("text", a->text());
            put("toolTip", a->toolTip());
            put("statusTip", a->statusTip());
        }
        if (auto *v = qobject_cast<QAbstractItemView *>(o); v && v->model()) {
            const QAbstractItemModel *m = v->model();
            for (int c = 0; c < m->columnCount(); ++c) {
                put(qPrintable(QStringLiteral("header%1").arg(c)), m->headerData(c, Qt::Horizontal).toString());
                put(qPrintable(QStringLiteral("headerTip%1").arg(c)), m->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
                for (int r = 0; r < m->rowCount(); ++r) {
                    put(qPrintable(QStringLiteral("cell%1,%2").arg(r).arg(c)), m->index(r, c).data().toString());
                    put(qPrintable(QStringLiteral("cellTip%1,%2").arg(r).arg(c)),
                        m->index(r, c).data(Qt::ToolTipRole).toString());
                }
            }
        }
        QHash<QString, int> seen;
        for (QObject *child : o->children()) {
            const QString kind = QString::fromLatin1(child->metaObject()->className()) + QLatin1Char('#') + child->objectName();
            walk(child, path + QLatin1Char('/') + kind + QLatin1Char('[') + QString::number(seen[kind]++) + QLatin1Char(']'));
        }
    };
    walk(root, QString::fromLatin1(root->metaObject()->className()));
    return texts;
}

// Texts that differ between a window switched to a language and one built in it.
QStringList retranslationGaps(const QMap<QString, QString> &switched, const QMap<QString, QString> &fresh,
                              const QString &where)
{
    QStringList problems;
    QStringList keys = switched.keys() + fresh.keys();
    keys.removeDuplicates();
    for (const QString &key : keys)
        if (switched.value(key) != fresh.value(key))
            problems.append(QStringLiteral("%1: %2 shows “%3” after the switch, “%4” when built in the language")
                                .arg(where, key, switched.value(key), fresh.value(key)));
    return problems;
}

// Items of the menu bar or menu `owner`, and of its submenus, that share an underlined letter (the
// key that chooses them while the menu is open) with another item of the same menu.
QStringList accessKeyClashes(const QWidget *owner, const QString &where)
{
    QStringList problems;
    QHash<QKeySequence, QString> taken;
    for (const QAction *a : owner->actions()) {
        if (a->isSeparator())
            continue;
        const QKeySequence key = QKeySequence::mnemonic(a->text());
        if (!key.isEmpty()) {
            if (taken.contains(key))
                problems.append(QStringLiteral("%1: “%2” and “%3” share %4")
                                    .arg(where, taken.value(key), a->text(), key.toString(QKeySequence::NativeText)));
            else
                taken.insert(key, a->text());
        }
        if (a->menu())
            problems += accessKeyClashes(a->menu(), where + QStringLiteral(" ▸ ") + a->text());
    }
    return problems;
}

QString failure(const QStringList &problems)
{
    for (const QString &p : problems)
        qInfo().noquote() << p;
    return QStringLiteral("%1 problem(s), each listed above").arg(problems.size());
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void everyLanguageIsCompiledIn();
    void mainWindowFollowsEveryLanguage();
    void dialogsFollowEveryLanguage();
    void handOverScreenFitsEveryLanguage();
    void playersTableShowsEveryFigureAtBothSizes();
    void replayFitsASmallScreen();
    void commentFieldShowsWholeLinesInEveryLanguage();
    void menusHaveOneItemPerAccessKey();

private:
    std::unique_ptr<MainWindow> makeWindow(const Game &game);
    LanguageSwitcher m_languages;
};

void TestLanguageSwitch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-language-switch"));
    QSettings().clear();
}

void TestLanguageSwitch::cleanupTestCase()
{
    m_languages.apply(QStringLiteral("en"));
    Autosave::remove();
    QSettings().clear();
}

std::unique_ptr<MainWindow> TestLanguageSwitch::makeWindow(const Game &game)
{
    auto window = std::make_unique<MainWindow>(&m_languages);
    window->setQuiet(true);
    window->startGame(game);
    // The size the program opens at on a large enough screen.
    window->resize(1400, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    settle();
    return window;
}

void TestLanguageSwitch::everyLanguageIsCompiledIn()
{
    for (const QString &code : kLanguages) {
        QVERIFY2(isAvailableLanguage(code), qPrintable(code));
        QVERIFY2(Expected(code).loaded(), qPrintable(QStringLiteral(":/i18n/eko_%1.qm").arg(code)));
    }
}

void TestLanguageSwitch::mainWindowFollowsEveryLanguage()
{
    QVERIFY(m_languages.apply(QStringLiteral("en")));
    const Game game = sampleGame();
    QCOMPARE(game.current().phase(), Phase::FirstAction);
    const PlayerIndex toMove = game.current().toMove();
    std::unique_ptr<MainWindow> window = makeWindow(game);
    QVERIFY(window);
    QVERIFY(window->movesView()->model()->rowCount() > 0);
    QDockWidget *playersDock = window->playersDock();
    QVERIFY(playersDock);

    QStringList problems;
    // Back to English at the end, so that switching from every language is covered too.
    for (const QString &code : kLanguages + QStringList{QStringLiteral("en")}) {
        QVERIFY(m_languages.apply(code));
        QCOMPARE(m_languages.current(), code);
        settle();
        const Expected expected(code);
        QVERIFY(expected.loaded());

        // The window title of a game not saved yet.
        const QString title = expected.text("eko::ui::GameDocument", "New game") + QStringLiteral("[*]");
        if (window->windowTitle() != title)
            problems.append(QStringLiteral("%1: window title “%2”, expected “%3”").arg(code, window->windowTitle(), title));
        expected.requireTranslation("eko::ui::GameDocument", "New game", problems);

        // The Game menu.
        const QString gameMenu = expected.text("eko::ui::MainWindow", "&Game");
        const QString menu = window->menuBar()->actions().value(0) ? window->menuBar()->actions().value(0)->text() : QString();
        if (menu != gameMenu)
            problems.append(QStringLiteral("%1: Game menu “%2”, expected “%3”").arg(code, menu, gameMenu));
        expected.requireTranslation("eko::ui::MainWindow", "&Game", problems);

        // The status line: the start of a turn, for the player to move.
        const QString who = expected.text("eko::text::Explain", "%1 (%2)")
                                .arg(expected.text("eko::text::Explain", kColourTitles[toMove]),
                                     QString::fromStdString(game.playerNames()[toMove]));
        const QString status =
            expected.text("eko::ui::GameModel", "%1: choose a stack to move, attack or construct with.").arg(who);
        if (window->statusLine()->displayedText() != status)
            problems.append(QStringLiteral("%1: status line “%2”, expected “%3”")
                                .arg(code, window->statusLine()->displayedText(), status));
        if (window->statusLine()->displayedText() != window->model()->statusText())
            problems.append(QStringLiteral("%1: status line “%2” is not the model's “%3”")
                                .arg(code, window->statusLine()->displayedText(), window->model()->statusText()));
        expected.requireTranslation("eko::ui::GameModel", "%1: choose a stack to move, attack or construct with.",
                                    problems);
        expected.requireTranslation("eko::text::Explain", kColourTitles[toMove], problems);

        // The players panel: its title, a column header and a player.
        const QString players = expected.text("eko::ui::MainWindow", "Players");
        if (playersDock->windowTitle() != players)
            problems.append(QStringLiteral("%1: players panel “%2”, expected “%3”").arg(code, playersDock->windowTitle(), players));
        const PlayersTable *panel = window->playersView();
        const QString header = panel->model()->headerData(PlayersModel::NameColumn, Qt::Vertical).toString();
        if (header != expected.text("eko::ui::PlayersModel", "Player"))
            problems.append(QStringLiteral("%1: players column “%2”, expected “%3”")
                                .arg(code, header, expected.text("eko::ui::PlayersModel", "Player")));
        const QString tip = panel->cell(toMove, PlayersModel::NameColumn).data(Qt::ToolTipRole).toString();
        const QString expectedTip = expected.text("eko::ui::PlayersModel", "%1 is to move.").arg(who);
        if (tip != expectedTip)
            problems.append(QStringLiteral("%1: player tool tip “%2”, expected “%3”").arg(code, tip, expectedTip));
        expected.requireTranslation("eko::ui::MainWindow", "Players", problems);
        expected.requireTranslation("eko::ui::PlayersModel", "Player", problems);

        // Nothing clipped, and every text as a window built in this language shows it.
        problems += clippedTexts(window.get(), code + QStringLiteral(" main window"));
        std::unique_ptr<MainWindow> fresh = makeWindow(game);
        QVERIFY(fresh);
        problems += retranslationGaps(snapshot(window.get()), snapshot(fresh.get()), code + QStringLiteral(" main window"));
        problems += clippedTexts(fresh.get(), code + QStringLiteral(" main window (built in the language)"));

        // The action buttons are hidden while they are not legal: each must fit when it shows.
        for (auto *b : window->actionButtons()->findChildren<QPushButton *>()) {
            const int needed = textWidth(b->font(), b->text());
            const int room = pushButtonTextRoom(b, window->actionButtons()->width());
            if (needed > room)
                problems.append(QStringLiteral("%1: action button “%2” needs %3 px, has %4").arg(code, b->text()).arg(needed).arg(room));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(failure(problems)));
}

void TestLanguageSwitch::dialogsFollowEveryLanguage()
{
    QVERIFY(m_languages.apply(QStringLiteral("en")));
    const Game game = sampleGame();
    const std::optional<Game> finished = finishedGame();
    QVERIFY2(finished, "no random game ended");
    files::GameFileInfo info;
    info.program = QStringLiteral("Ekö 0.1.0");
    info.saved = QDateTime(QDate(2024, 6, 11), QTime(15, 4, 5), Qt::UTC);
    const QString fileName = QStringLiteral("/home/ana/games/first-game.eko");
    std::unique_ptr<MainWindow> window = makeWindow(game);
    QVERIFY(window);

    // Each dialog as the program makes it; one of each stays open through every switch.
    using Make = std::function<std::unique_ptr<QDialog>()>;
    const QList<QPair<QString, Make>> makers = {
        {QStringLiteral("New Game"), [&] { return std::make_unique<NewGameDialog>(window.get()); }},
        {QStringLiteral("Preferences"), [&] { return std::make_unique<PreferencesDialog>(&m_languages, window.get()); }},
        {QStringLiteral("end of game"), [&] { return std::make_unique<EndOfGameDialog>(*finished, window.get()); }},
        {QStringLiteral("Game Details"),
         [&] { return std::make_unique<GameDetailsDialog>(game, fileName, info, window.get()); }},
        {QStringLiteral("About"), [&] { return std::make_unique<AboutDialog>(window.get()); }},
    };
    std::vector<std::unique_ptr<QDialog>> kept;
    for (const auto &[name, make] : makers) {
        kept.push_back(make());
        kept.back()->show();
        QVERIFY(QTest::qWaitForWindowExposed(kept.back().get()));
    }

    QStringList problems;
    for (const QString &code : kLanguages + QStringList{QStringLiteral("en")}) {
        QVERIFY(m_languages.apply(code));
        settle();
        for (int i = 0; i < makers.size(); ++i) {
            const QString where = QStringLiteral("%1 %2 dialog").arg(code, makers[i].first);
            std::unique_ptr<QDialog> fresh = makers[i].second();
            fresh->show();
            QVERIFY(QTest::qWaitForWindowExposed(fresh.get()));
            settle();
            problems += clippedTexts(fresh.get(), where);
            problems += clippedTexts(kept[i].get(), where + QStringLiteral(" (open while switching)"));
            problems += retranslationGaps(snapshot(kept[i].get()), snapshot(fresh.get()), where);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(failure(problems)));
}

void TestLanguageSwitch::handOverScreenFitsEveryLanguage()
{
    QStringList problems;
    for (const QString &code : kLanguages) {
        QVERIFY(m_languages.apply(code));
        std::unique_ptr<MainWindow> window = makeWindow(sampleGame());
        QVERIFY(window);
        window->setHandOverScreenEnabled(true);
        const std::vector<Action> legal = window->model()->legalActions();
        QVERIFY(!legal.empty());
        // Play until the turn passes to the next player (the hand-over screen comes up).
        const PlayerIndex before = window->model()->position().toMove();
        for (int i = 0; i < 10 && window->model()->position().toMove() == before; ++i) {
            const std::vector<Action> now = window->model()->legalActions();
            QVERIFY(!now.empty());
            // An action that does not start a choice: prefer passing, ending, declining the march.
            auto it = std::find_if(now.begin(), now.end(), [](const Action &a) {
                return a.kind == ActionKind::End || a.kind == ActionKind::Pass || a.kind == ActionKind::Reinforce;
            });
            window->model()->play(it != now.end() ? *it : now.front());
        }
        settle();
        QVERIFY2(window->boardHidden(), qPrintable(code));
        problems += clippedTexts(window.get(), code + QStringLiteral(" hand-over screen"));
        window->setHandOverScreenEnabled(false);
    }
    m_languages.apply(QStringLiteral("en"));
    QVERIFY2(problems.isEmpty(), qPrintable(failure(problems)));
}

// Issue 19, point 5: four players, one of them a computer player, at 1024×700 and 1600×1000 in every
// language, and at 942×644, the size the window opens at on a 1024×700 screen (boundedToScreen): the
// window can be that small, every player's column and every figure in view, nothing scrolls or is
// cut short (only a long name may be elided), and the board keeps two thirds of the width.
void TestLanguageSwitch::playersTableShowsEveryFigureAtBothSizes()
{
    QStringList problems;
    Game game(standardScenario(4), kSeed, {"Anastasia Konstantinova", "Bo-ra Kim", "Cyprianus Maximus", ""});
    Random random(kSeed);
    std::vector<Action> legal;
    while (game.actionCount() < 40 || game.current().toMove() == 3) { // the computer's seat waits
        rules::legalActions(game.current(), legal);
        QVERIFY(!legal.empty());
        game.play(pickRandomAction(legal, random));
    }
    std::array<int, kMaxPlayers> levels{};
    levels[3] = 4;
    for (const QString &code : kLanguages) {
        QVERIFY(m_languages.apply(code));
        for (const QSize size : {QSize(942, 644), QSize(1024, 700), QSize(1600, 1000)}) {
            auto window = std::make_unique<MainWindow>(&m_languages);
            window->setQuiet(true);
            window->startGame(game, levels);
            window->resize(size);
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window.get()));
            settle();
            const QString where = QStringLiteral("%1 at %2×%3").arg(code).arg(size.width()).arg(size.height());
            if (window->height() > size.height() || window->width() > size.width())
                problems << where + QStringLiteral(": the window cannot be made that small (%1×%2)")
                                        .arg(window->width()).arg(window->height());
            const PlayersTable *table = window->playersView();
            if (table->horizontalScrollBar()->isVisible() || table->verticalScrollBar()->isVisible())
                problems << where + QStringLiteral(": the players table scrolls");
            if (table->height() < table->sizeHint().height())
                problems << where + QStringLiteral(": the players table is cut short");
            const QRect inView = table->viewport()->rect();
            for (int seat = 0; seat < 4; ++seat) {
                for (int column = 0; column < PlayersModel::ColumnCount; ++column) {
                    const QModelIndex cell = table->cell(seat, column);
                    if (table->isRowHidden(cell.row()))
                        continue;
                    const QRect rect = table->visualRect(cell);
                    const QString text = cell.data().toString();
                    if (!inView.contains(rect))
                        problems << where + QStringLiteral(": “%1” of seat %2 out of view").arg(text).arg(seat);
                    else if (column != PlayersModel::NameColumn && table->sizeHintForIndex(cell).width() > rect.width())
                        problems << where + QStringLiteral(": “%1” of seat %2 cut short").arg(text).arg(seat);
                }
            }
            if (table->verticalHeader()->sizeHint().width() > table->verticalHeader()->width())
                problems << where + QStringLiteral(": the figures' names are cut short");
            if (window->boardView()->width() * 3 < window->width() * 2)
                problems << where + QStringLiteral(": board %1 of %2").arg(window->boardView()->width()).arg(window->width());
        }
    }
    m_languages.apply(QStringLiteral("en"));
    QVERIFY2(problems.isEmpty(), qPrintable(failure(problems)));
}

// A finished game opened from the command line opens in replay, before the window first shows; on a
// 1024×700 screen the window opens at 942×644 and must stay so, in every language: the Play dock
// steps aside for the chart as the window places its docks, not after the window grew for all of
// them (it grew to 704-743 px, the Korean and Chinese texts the tallest).
void TestLanguageSwitch::replayFitsASmallScreen()
{
    const std::optional<Game> finished = finishedGame();
    QVERIFY(finished);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("finished.eko"));
    QString error;
    QVERIFY2(files::saveGame(*finished, file, &error), qPrintable(error));
    QStringList problems;
    for (const QString &code : kLanguages + QStringList{QStringLiteral("en")}) {
        QVERIFY(m_languages.apply(code));
        auto window = std::make_unique<MainWindow>(&m_languages);
        window->setQuiet(true);
        window->resize(942, 644);
        QVERIFY(window->openFile(file)); // as eko FILE does: before the window shows
        QVERIFY(window->replayMode()->isActive());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        settle();
        if (window->height() > 644)
            problems << QStringLiteral("%1: the window is %2 px high in replay, more than 644")
                            .arg(code).arg(window->height());
        if (window->findChild<QDockWidget *>(QStringLiteral("playDock"))->isVisible()
            || !window->replayMode()->chartDock()->isVisible())
            problems << QStringLiteral("%1: the chart has not taken the Play dock's place").arg(code);
    }
    m_languages.apply(QStringLiteral("en"));
    QVERIFY2(problems.isEmpty(), qPrintable(failure(problems)));
}

// The comment field under the move list is one to two lines high: in every language, at the least
// and its most height, a comment of that many lines of the language's text fits
// (Korean and Chinese letters come from a fallback font with taller lines than the field's font).
void TestLanguageSwitch::commentFieldShowsWholeLinesInEveryLanguage()
{
    QStringList problems;
    for (const QString &code : kLanguages + QStringList{QStringLiteral("en")}) {
        QVERIFY(m_languages.apply(code));
        std::unique_ptr<MainWindow> window = makeWindow(sampleGame());
        QVERIFY(window);
        auto *panel = window->findChild<CommentPanel *>(QStringLiteral("commentPanel"));
        QVERIFY(panel);
        QPlainTextEdit *field = panel->field();
        QVERIFY(field->isEnabled());
        // Two short lines of the language's own words (each far narrower than the field), laid out
        // by the field itself.
        const QString word = field->placeholderText().left(4);
        field->setPlainText(word + QLatin1Char('\n') + word);
        settle();
        const int around = 2 * field->frameWidth() + 2 * qCeil(field->document()->documentMargin());
        int needed = around;
        for (const int lines : {1, 2}) {
            needed += qCeil(field->document()->findBlockByNumber(lines - 1).layout()->boundingRect().height());
            const int height = lines == 1 ? field->minimumHeight() : field->maximumHeight();
            if (needed > height)
                problems << QStringLiteral("%1: %2 line(s) of “%3” need %4 px, the field is %5 px high")
                                .arg(code).arg(lines).arg(word).arg(needed).arg(height);
        }
    }
    m_languages.apply(QStringLiteral("en"));
    QVERIFY2(problems.isEmpty(), qPrintable(failure(problems)));
}

// A keyboard user picks a menu item by its underlined letter: in every language, no two items of one
// menu share it, in the main window (its Replay menu both paused and playing, when Pause takes the
// place of Autoplay) and in the scenario editor.
void TestLanguageSwitch::menusHaveOneItemPerAccessKey()
{
    QStringList problems;
    for (const QString &code : kLanguages) {
        QVERIFY(m_languages.apply(code));
        std::unique_ptr<MainWindow> window = makeWindow(sampleGame());
        QVERIFY(window);
        problems += accessKeyClashes(window->menuBar(), code + QStringLiteral(" main window"));
        ReplayMode *replay = window->replayMode();
        replay->replayAction()->trigger();
        replay->autoplay()->setRunning(true);
        settle();
        QVERIFY2(replay->autoplay()->isRunning(), qPrintable(code));
        problems += accessKeyClashes(replay->menu(), code + QStringLiteral(" main window, Replay menu while playing"));
        replay->autoplay()->setRunning(false);
        replay->replayAction()->trigger();

        EditorWindow editor;
        problems += accessKeyClashes(editor.menuBar(), code + QStringLiteral(" scenario editor"));
    }
    m_languages.apply(QStringLiteral("en"));
    QVERIFY2(problems.isEmpty(), qPrintable(failure(problems)));
}

QTEST_MAIN(TestLanguageSwitch)
#include "tst_language_switch.moc"
