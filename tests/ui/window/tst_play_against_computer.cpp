// A person plays a whole game against the computer at each level, 1 to 6, each in another
// language, in the real main window: the person types actions into the action field (what it
// offers, in the language of the moment) and presses Enter; the computer answers until the game
// is over. The players panel names the computer's level and the status line tells the result in
// the language chosen.
#include "core/game.h"
#include "core/random.h"
#include "core/rules.h"
#include "core/standard_boards.h"
#include "model/game_model.h"
#include "model/players_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "session/preferences.h"
#include "window/action_field.h"
#include "model/computer_seats.h"
#include "window/computer_seat_controls.h"
#include "window/main_window.h"
#include "window/players_table.h"
#include "window/status_line.h"

#include <QApplication>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QtTest>

#include <memory>

using namespace eko;
using namespace eko::ui;

namespace {
// The person's seat; the computer plays the other one.
constexpr PlayerIndex kPerson = 0;
constexpr PlayerIndex kComputer = 1;
// No game against a random person lasts this long (they end in 20 to 40 actions).
constexpr int kMostActions = 600;

bool hasHangulOrHan(const QString &text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x1100; });
}
} // namespace

class TestPlayAgainstComputer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void wholeGameAtEachLevel_data();
    void wholeGameAtEachLevel();

private:
    LanguageSwitcher m_languages;
};

void TestPlayAgainstComputer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-play-against-computer"));
    QSettings().clear();
    Autosave::remove();
    preferences::setComputerPause(0); // the computer's pause only slows the test
}

void TestPlayAgainstComputer::cleanup()
{
    Autosave::remove();
    m_languages.apply(QStringLiteral("en"));
}

void TestPlayAgainstComputer::wholeGameAtEachLevel_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("language");
    QTest::newRow("level 1, Korean") << 1 << QStringLiteral("ko");
    QTest::newRow("level 2, Portuguese") << 2 << QStringLiteral("pt");
    QTest::newRow("level 3, Chinese") << 3 << QStringLiteral("zh_CN");
    QTest::newRow("level 4, English") << 4 << QStringLiteral("en");
    QTest::newRow("level 5, Korean") << 5 << QStringLiteral("ko");
    QTest::newRow("level 6, Chinese") << 6 << QStringLiteral("zh_CN");
}

void TestPlayAgainstComputer::wholeGameAtEachLevel()
{
    QFETCH(int, level);
    QFETCH(QString, language);
    MainWindow w(&m_languages);
    QVERIFY(m_languages.apply(language));
    w.setQuiet(true);
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QApplication::setActiveWindow(&w);

    std::array<int, kMaxPlayers> levels{};
    levels[kComputer] = level;
    w.startGame(Game(standardScenario(2), 40 + static_cast<std::uint64_t>(level), {}), levels);
    const auto *panel = w.findChild<PlayersTable *>(QStringLiteral("playersView"));
    QVERIFY(panel);
    // The level under the computer player's name; a person's name alone.
    const QString computer = PlayersTable::shownText(panel->cell(kComputer, PlayersModel::NameColumn));
    QVERIFY2(computer.section(QChar::LineSeparator, 1).contains(QString::number(level)), qPrintable(computer));
    QVERIFY(!PlayersTable::shownText(panel->cell(kPerson, PlayersModel::NameColumn)).contains(QChar::LineSeparator));

    GameModel &model = *w.model();
    ActionField *field = w.actionField();
    Random random(static_cast<std::uint64_t>(level) * 7919);
    int personActions = 0, computerActions = 0;
    while (!model.position().gameOver()) {
        const int before = model.game().actionCount();
        QVERIFY2(before < kMostActions, "the game does not end");
        if (model.position().toMove() == kComputer) {
            // The computer thinks in its thread and plays; the person waits.
            QTRY_VERIFY_WITH_TIMEOUT(model.game().actionCount() > before || model.position().gameOver(), 60000);
            ++computerActions;
            continue;
        }
        // The person types one of the actions the field offers and presses Enter.
        QTRY_VERIFY(field->isEnabled());
        const QStringList offered = field->legalNotations();
        QVERIFY(!offered.isEmpty());
        field->setFocus();
        field->clear();
        QTest::keyClicks(field, offered[static_cast<qsizetype>(random.below(static_cast<std::uint64_t>(offered.size())))]);
        QTest::keyClick(field, Qt::Key_Return);
        QTRY_COMPARE(model.game().actionCount(), before + 1);
        ++personActions;
    }
    QVERIFY(personActions > 0 && computerActions > 0);
    // Every action of the game is legal where it was played.
    const Game &game = model.game();
    for (int k = 0; k < game.actionCount(); ++k)
        QVERIFY(!rules::check(game.positionAt(k), game.actions()[static_cast<size_t>(k)]));
    QVERIFY(!w.computerSeatControls()->seats()->isBusy());
    // The result is told in the language of the game.
    const QString status = w.statusLine()->status();
    QVERIFY(!status.isEmpty());
    if (language == QLatin1String("ko") || language == QLatin1String("zh_CN"))
        QVERIFY2(hasHangulOrHan(status), qPrintable(status));
    if (language != QLatin1String("en"))
        QVERIFY2(!w.menuBar()->actions().constFirst()->text().contains(QStringLiteral("Game")),
                 qPrintable(w.menuBar()->actions().constFirst()->text()));
    qInfo("level %d (%s): %d actions by the person, %d by the computer; %s", level, qPrintable(language), personActions,
          computerActions, game.current().result().winner == kComputer ? "the computer won" : "the person did not lose");
}

QTEST_MAIN(TestPlayAgainstComputer)
#include "tst_play_against_computer.moc"
