// The Game Details dialog: file, players, scenario, date saved, actions, turns, seed and result,
// with dates and numbers in the conventions of the interface language; reached from the Game menu,
// with the date read from the opened file or written by the last save.
#include "common/answering.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "model/demo_game.h"
#include "dialogs/game_details_dialog.h"
#include "files/game_file.h"
#include "model/game_model.h"
#include "model/action_list_model.h"
#include "core/random.h"
#include "core/rules.h"
#include "text/explain.h"
#include "window/game_document.h"
#include "window/main_window.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace eko;
using namespace eko::ui;
using namespace eko::text;
using Field = GameDetailsDialog::Field;

namespace {

// A long game: a scenario that allows many quiet rounds, and random legal actions that never
// attack or construct, so that it goes on long enough for numbers with group separators.
Game longGame(std::uint64_t seed, int actions)
{
    Scenario scenario = standardScenario(2);
    scenario.name = "Long march";
    scenario.settings.drawRounds = 100000;
    Game game(scenario, seed, {"Ana", "Bo"});
    Random random(seed);
    std::vector<Action> legal;
    std::vector<Action> quiet;
    while (game.actionCount() < actions && !game.current().gameOver()) {
        rules::legalActions(game.current(), legal);
        quiet.clear();
        for (const Action &a : legal)
            if (a.kind != ActionKind::Attack && a.kind != ActionKind::Construct && a.kind != ActionKind::ForcedMarch)
                quiet.push_back(a);
        const std::vector<Action> &from = quiet.empty() ? legal : quiet;
        if (from.empty() || game.play(from[random.below(from.size())]))
            break;
    }
    return game;
}

const QDateTime kSaved(QDate(2024, 6, 11), QTime(15, 4, 5), Qt::UTC);

files::GameFileInfo savedInfo()
{
    files::GameFileInfo info;
    info.program = QStringLiteral("Ekö 0.1.0");
    info.saved = kSaved;
    return info;
}

} // namespace

class TestGameDetails : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void showsTheGameAndItsFile();
    void datesAndNumbersFollowTheLanguage();
    void unsavedGameSaysSo();
    void fileWithoutDateSaysSo();
    void turnsAreNumberedAsInTheMoveList();
    void gameMenuShowsTheDetailsOfTheFile();

private:
    LanguageSwitcher m_languages;
    QTemporaryDir m_dir;
};

void TestGameDetails::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-game-details"));
    QSettings().clear();
}

void TestGameDetails::cleanupTestCase()
{
    m_languages.apply(QStringLiteral("en"));
    Autosave::remove();
    QSettings().clear();
}

void TestGameDetails::showsTheGameAndItsFile()
{
    QVERIFY(m_languages.apply(QStringLiteral("en")));
    const Game game = demoGame(3, 77, 30);
    const QString fileName = m_dir.filePath(QStringLiteral("first-game.eko"));
    GameDetailsDialog dialog(game, fileName, savedInfo());
    QCOMPARE(dialog.text(Field::File), QStringLiteral("first-game.eko"));
    const QStringList players = dialog.text(Field::Players).split(QLatin1Char('\n'));
    QCOMPARE(players.size(), 3);
    for (int p = 0; p < 3; ++p)
        QCOMPARE(players[p], playerLabel(p, QString::fromStdString(game.playerNames()[p])));
    QCOMPARE(dialog.text(Field::Actions), QString::number(game.actionCount()));
    QCOMPARE(dialog.text(Field::Turns), QString::number(turnsPlayed(game)));
    QCOMPARE(dialog.text(Field::Seed), QStringLiteral("77"));
    QCOMPARE(dialog.text(Field::Result), resultText(game.current().result(), {}, game.current().settings()));
    // The standard scenario is named in the interface language, not by its English file name.
    QVERIFY(!dialog.text(Field::Scenario).contains(QString::fromStdString(game.scenario().name)));
    QVERIFY(dialog.text(Field::Scenario).contains(QLatin1Char('3')));
    // Any other scenario by its own name.
    Scenario custom = standardScenario(2);
    custom.name = "Oasis duel";
    GameDetailsDialog other(Game(custom, 5), fileName, savedInfo());
    QCOMPARE(other.text(Field::Scenario), QStringLiteral("Oasis duel"));
    for (Field f : {Field::File, Field::Players, Field::Scenario, Field::Saved, Field::Actions, Field::Turns, Field::Seed,
                    Field::Result})
        QVERIFY(!dialog.label(f).isEmpty());
}

void TestGameDetails::datesAndNumbersFollowTheLanguage()
{
    // Long enough for a group separator in the number of actions.
    std::optional<Game> game;
    for (std::uint64_t seed = 1; seed < 40 && !game; ++seed) {
        Game g = longGame(seed, 1234);
        if (g.actionCount() >= 1000)
            game = std::move(g);
    }
    QVERIFY2(game, "no random game went on for 1000 actions");
    const std::uint64_t seed = 18446744073709551557ull; // the largest seeds have twenty digits
    Game withSeed(game->scenario(), seed, game->playerNames());

    QVERIFY(m_languages.apply(QStringLiteral("en")));
    GameDetailsDialog dialog(*game, m_dir.filePath(QStringLiteral("long.eko")), savedInfo());
    GameDetailsDialog seedDialog(withSeed, QString(), {});
    QMap<QString, QString> dates;
    QMap<QString, QString> actions;
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("pt"), QStringLiteral("ko"), QStringLiteral("zh_CN")}) {
        QVERIFY(m_languages.apply(code));
        QCoreApplication::processEvents(); // the LanguageChange events
        const QLocale locale;
        QCOMPARE(dialog.text(Field::Saved), locale.toString(kSaved.toLocalTime(), QLocale::LongFormat));
        QCOMPARE(dialog.text(Field::Actions), locale.toString(game->actionCount()));
        QCOMPARE(dialog.text(Field::Turns), locale.toString(turnsPlayed(*game)));
        // The seed as digits only, to be typed into the New Game dialog.
        QCOMPARE(seedDialog.text(Field::Seed), QStringLiteral("18446744073709551557"));
        dates.insert(code, dialog.text(Field::Saved));
        actions.insert(code, dialog.text(Field::Actions));
    }
    // The conventions differ: English writes "1,234" and the month in English; Portuguese "1.234" and
    // its own month name; Korean and Chinese their own date order and characters.
    QVERIFY(actions[QStringLiteral("en")].contains(QLatin1Char(',')));
    QVERIFY(actions[QStringLiteral("pt")].contains(QLatin1Char('.')));
    QVERIFY(actions[QStringLiteral("en")] != actions[QStringLiteral("pt")]);
    QVERIFY(dates[QStringLiteral("en")].contains(QStringLiteral("June")));
    QVERIFY(dates[QStringLiteral("pt")].contains(QStringLiteral("junho")));
    QVERIFY(dates[QStringLiteral("ko")].contains(QStringLiteral("6월")));
    QVERIFY(dates[QStringLiteral("zh_CN")].contains(QStringLiteral("6月")));
    const QStringList all = dates.values();
    for (int i = 0; i < all.size(); ++i)
        for (int j = i + 1; j < all.size(); ++j)
            QVERIFY2(all[i] != all[j], qPrintable(all[i]));
    QVERIFY(m_languages.apply(QStringLiteral("en")));
}

void TestGameDetails::unsavedGameSaysSo()
{
    QVERIFY(m_languages.apply(QStringLiteral("en")));
    const Game game = demoGame(2, 3, 10);
    GameDetailsDialog dialog(game, QString(), savedInfo());
    QVERIFY(!dialog.text(Field::File).isEmpty());
    // No date when there is no file, even if one is passed.
    QCOMPARE(dialog.text(Field::Saved), dialog.text(Field::File));
    QVERIFY(!dialog.text(Field::Saved).contains(QStringLiteral("2024")));
}

void TestGameDetails::fileWithoutDateSaysSo()
{
    QVERIFY(m_languages.apply(QStringLiteral("en")));
    const Game game = demoGame(2, 3, 10);
    GameDetailsDialog dialog(game, m_dir.filePath(QStringLiteral("old.eko")), files::GameFileInfo{});
    QCOMPARE(dialog.text(Field::File), QStringLiteral("old.eko"));
    QVERIFY(!dialog.text(Field::Saved).isEmpty());
    GameDetailsDialog unsaved(game, QString(), {});
    QVERIFY(dialog.text(Field::Saved) != unsaved.text(Field::Saved));
}

void TestGameDetails::turnsAreNumberedAsInTheMoveList()
{
    for (std::uint64_t seed : {1ull, 2ull, 3ull}) {
        const Game game = demoGame(2 + int(seed % 3), seed, 60);
        GameModel model;
        model.setGame(game);
        ActionListModel moves(&model);
        QVERIFY(moves.rowCount() > 0);
        QCOMPARE(turnsPlayed(game), moves.index(moves.rowCount() - 1).data(ActionListModel::TurnRole).toInt());
    }
    // Before any action (the Emperor swap), no turn.
    QCOMPARE(turnsPlayed(Game(standardScenario(2), 1)), 0);
}

void TestGameDetails::gameMenuShowsTheDetailsOfTheFile()
{
    QVERIFY(m_languages.apply(QStringLiteral("en")));
    // A file saved at a known time.
    const Game game = demoGame(3, 12, 40);
    const QString fileName = m_dir.filePath(QStringLiteral("menu.eko"));
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(files::gameToJson(game, kSaved));
    file.close();

    MainWindow window(&m_languages);
    window.setQuiet(true);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *details = window.findChild<QAction *>(QStringLiteral("actionGameDetails"));
    QVERIFY(details);
    QVERIFY(!details->isEnabled()); // no game yet
    QVERIFY(window.openFile(fileName));
    QVERIFY(details->isEnabled());
    QCOMPARE(window.document()->fileInfo().saved, kSaved);

    // The menu opens the dialog with the file's name and date.
    QString shownFile;
    QString shownDate;
    testing::answerNext([&](QWidget *widget) {
        auto *d = qobject_cast<GameDetailsDialog *>(widget);
        if (!d)
            return false;
        shownFile = d->text(Field::File);
        shownDate = d->text(Field::Saved);
        d->accept();
        return true;
    });
    details->trigger();
    QCOMPARE(shownFile, QStringLiteral("menu.eko"));
    QCOMPARE(shownDate, QLocale().toString(kSaved.toLocalTime(), QLocale::LongFormat));

    // Saving writes a new date, which the document keeps as the file holds it.
    const QString saved = m_dir.filePath(QStringLiteral("menu-saved.eko"));
    QVERIFY(window.document()->saveTo(saved));
    files::FileProblems problems;
    files::GameFileInfo info;
    QVERIFY(files::loadGame(saved, problems, &info));
    QCOMPARE(window.document()->fileInfo().saved, info.saved);
    QVERIFY(info.saved > kSaved);
    // A new game has no file and no date.
    window.startGame(Game(standardScenario(2), 4));
    QVERIFY(!window.document()->fileInfo().saved.isValid());
    window.close();
}

QTEST_MAIN(TestGameDetails)
#include "tst_game_details.moc"
