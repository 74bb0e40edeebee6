// The small things a new player trips over, through the real widgets: a refusal goes with the next
// click that is heard; the reinforcement menu says the Emperor comes back among the discs; the
// end-of-game column of building points says VP; a name not typed is stored empty; an exact-position
// scenario needs no seed; a new game never inherits the text typed for the one before.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "common/answering.h"
#include "common/positions.h"
#include "core/rules.h"
#include "dialogs/end_of_game_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "model/game_model.h"
#include "session/preferences.h"
#include "window/action_field.h"
#include "window/main_window.h"
#include "window/status_line.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

#include <algorithm>

using namespace eko;
using namespace eko::ui;

namespace {

void clickSpace(MainWindow &w, SpaceIndex s)
{
    QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {}, w.boardView()->mapFromScene(w.scene()->spaceCenter(s)));
}

// The first space holding a stack of `owner` (with the Emperor, or without).
SpaceIndex stackOf(const Position &pos, PlayerIndex owner, bool emperor)
{
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
        if (pos.stack(s).owner == owner && pos.stack(s).emperor == emperor)
            return s;
    return kNoSpace;
}

} // namespace

class TestPlayDetails : public QObject {
    Q_OBJECT

private slots:
    void refusalGoesWithTheNextHeardClick();
    void reinforcementMenuSaysTheEmperorComesBack();
    void buildingColumnSaysVp();
    void namesNotTypedAreStoredEmpty();
    void exactPositionNeedsNoSeed();
    void aNewGameEmptiesTheActionField();
};

void TestPlayDetails::refusalGoesWithTheNextHeardClick()
{
    MainWindow w;
    w.resize(1200, 800);
    w.startGame(Game(standardScenario(2), 21));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const Position &pos = w.model()->position();
    QCOMPARE(pos.phase(), Phase::EmperorSwap);
    const PlayerIndex me = pos.toMove();
    // An opponent's stack in the swap: refused, in red.
    clickSpace(w, stackOf(pos, 1 - me, false));
    QVERIFY(w.statusLine()->showingRejection());
    // The player's own Emperor: heard (it is selected), so the refusal before it goes.
    const SpaceIndex emperor = stackOf(pos, me, true);
    clickSpace(w, emperor);
    QCOMPARE(w.model()->selectedSpace(), emperor);
    QVERIFY(!w.statusLine()->showingRejection());
    QCOMPARE(w.statusLine()->displayedText(), w.statusLine()->status());
    // A refused click after it shows its own refusal.
    clickSpace(w, stackOf(pos, 1 - me, false));
    QVERIFY(w.statusLine()->showingRejection());
}

void TestPlayDetails::reinforcementMenuSaysTheEmperorComesBack()
{
    // Red's Emperor is in the reserve: every reinforcement must bring it back (RULES 4.4).
    testing::PositionBuilder b(testing::boardFromRows({".....", ".....", "....."}));
    b.place("a1", 0, 1).place("e3", 1, 2, true).phase(Phase::Reinforcement).toMove(0);
    MainWindow w;
    w.resize(1200, 800);
    w.startGame(Game(testing::exactScenario(b), 1));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList entries;
    testing::answerNext([&entries](QWidget *widget) {
        auto *menu = qobject_cast<QMenu *>(widget);
        if (!menu)
            return false;
        for (const QAction *a : menu->actions())
            entries << a->text().section(QLatin1Char('\t'), 0, 0);
        menu->close();
        return true;
    });
    clickSpace(w, b.at("a1"));
    QTRY_VERIFY(!entries.isEmpty());
    // One entry for 1, 2 and 3 discs, each saying the Emperor is among them (the English plural forms
    // come from eko_en.ts, which this test does not load).
    QCOMPARE(entries.size(), 3);
    for (int n = 1; n <= 3; ++n) {
        const QString &entry = entries[n - 1];
        QVERIFY2(entry.startsWith(QStringLiteral("Reinforce a1 with %1 disc").arg(n)), qPrintable(entry));
        QVERIFY2(entry.contains(QStringLiteral("your Emperor")), qPrintable(entry));
    }
}

void TestPlayDetails::buildingColumnSaysVp()
{
    // Three towers are 6 VP: the column that shows 6 says it counts VP, not buildings.
    testing::PositionBuilder b(testing::boardFromRows({"..r..", ".r.r.", "....."}));
    b.place("a1", 0, 1, true).place("e3", 1, 1, true);
    b.build("b2", 0, BuildingType::Tower).build("d2", 0, BuildingType::Tower).build("c1", 0, BuildingType::Tower);
    const Game game(testing::exactScenario(b), 1);
    EndOfGameDialog dialog(game);
    QTableWidget *table = dialog.scores();
    int column = -1;
    for (int c = 0; c < table->columnCount(); ++c)
        if (table->item(0, c) && table->item(0, c)->text() == QLatin1String("6"))
            column = c;
    QVERIFY(column > 0);
    const QString header = table->horizontalHeaderItem(column)->text();
    QVERIFY2(header.contains(QStringLiteral("VP")), qPrintable(header));
    QCOMPARE(table->item(1, column)->text(), QStringLiteral("0"));
}

void TestPlayDetails::namesNotTypedAreStoredEmpty()
{
    // The New Game dialog: the name field left as it is shows the default as a hint only.
    NewGameDialog dialog;
    dialog.setPlayers(2);
    dialog.setPlayerName(0, QStringLiteral("Ana"));
    dialog.setPlayerName(1, QString());
    const std::optional<Game> game = dialog.game();
    QVERIFY(game);
    QCOMPARE(game->playerNames(), (std::vector<std::string>{"Ana", ""}));
    // The first game of a start, with no names remembered: none stored either.
    preferences::setNewGameNames({QStringLiteral("Bo"), QString()});
    MainWindow w;
    w.startDefaultGame();
    QCOMPARE(w.model()->game().playerNames()[0], std::string("Bo"));
    QVERIFY(w.model()->game().playerNames()[1].empty());
    // Shown as the colour, in the language of the interface.
    QCOMPARE(w.model()->playerLabel(1), QStringLiteral("Blue"));
}

void TestPlayDetails::exactPositionNeedsNoSeed()
{
    NewGameDialog dialog;
    auto *hint = dialog.findChild<QLabel *>(QStringLiteral("seedHint"));
    auto *useSeed = dialog.findChild<QCheckBox *>(QStringLiteral("useSeed"));
    QVERIFY(hint && useSeed);
    QVERIFY(hint->text().contains(QStringLiteral("The seed decides")));
    QVERIFY(useSeed->isEnabled());
    QVERIFY(dialog.setScenarioFile(QStringLiteral(EKO_TEST_DATA "/good/exact-position.ekoscn")));
    QVERIFY2(!hint->text().contains(QStringLiteral("The seed decides")), qPrintable(hint->text()));
    QVERIFY2(hint->text().contains(QStringLiteral("exact position")), qPrintable(hint->text()));
    QVERIFY(!useSeed->isEnabled());
    // A seed ticked before with no number in it does not keep such a scenario from starting.
    QVERIFY(dialog.isValid());
    // A scenario with a random setup: the seed matters again.
    QVERIFY(dialog.setScenarioFile(QStringLiteral(EKO_SOURCE_DIR "/resources/scenarios/standard-2p.ekoscn")));
    QVERIFY(hint->text().contains(QStringLiteral("The seed decides")));
    QVERIFY(useSeed->isEnabled());
}

void TestPlayDetails::aNewGameEmptiesTheActionField()
{
    MainWindow w;
    Game game(standardScenario(2), 8);
    QVERIFY(!game.play(Action::noSwap()));
    QVERIFY(!game.play(Action::noSwap()));
    const Position start = game.current();
    w.startGame(std::move(game));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClicks(w.actionField(), QStringLiteral("c4-"));
    QCOMPARE(w.actionField()->text(), QStringLiteral("c4-"));
    // Play This Scenario, from the same position: the same player to move, a new game all the same
    // (the game before is not saved: its question is answered Discard).
    testing::answerNext([](QWidget *widget) {
        auto *box = qobject_cast<QMessageBox *>(widget);
        if (!box)
            return false;
        box->button(QMessageBox::Discard)->click();
        return true;
    });
    w.playScenario(testing::exactScenario(start));
    QCOMPARE(w.model()->position().toMove(), start.toMove());
    QCOMPARE(w.actionField()->text(), QString());

    // A game that comes already over (a finished game, opened to be replayed) empties it too, though
    // no player is to move in it either.
    QTest::keyClicks(w.actionField(), QStringLiteral("c4-"));
    testing::PositionBuilder b(testing::boardFromRows({"...", "..."}));
    b.place("a1", 0, 2, true).place("b1", 1, 1, true).toMove(0);
    Game over(testing::exactScenario(b), 1);
    std::vector<Action> legal;
    rules::legalActions(over.current(), legal);
    const auto attack = std::find_if(legal.begin(), legal.end(), [](const Action &a) { return a.kind == ActionKind::Attack; });
    QVERIFY(attack != legal.end());
    QVERIFY(!over.play(*attack));
    QVERIFY(over.current().gameOver()); // blue's last disc taken
    QCOMPARE(w.actionField()->text(), QStringLiteral("c4-"));
    w.startGame(std::move(over));
    QVERIFY(w.model()->position().gameOver());
    QCOMPARE(w.actionField()->text(), QString());
}

QTEST_MAIN(TestPlayDetails)
#include "tst_play_details.moc"
