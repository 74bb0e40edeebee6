// The summary of the Game Details dialog: a column per player (emblem and name), a row per count
// (turns, attacks, Emperors captured, buildings built, forced marches), with the engine's counts.
#include "dialogs/game_details_dialog.h"

#include "common/random_games.h"

#include <QGroupBox>
#include <QLabel>
#include <QTest>

using namespace eko;
using namespace eko::ui;
using Count = GameDetailsDialog::Count;

class TestGameDetailsSummary : public QObject {
    Q_OBJECT

private slots:
    void showsEachPlayersCounts()
    {
        Game game = testing::randomGame(standardScenario(3), 4, 300);
        game.setPlayerName(1, "Bo");
        const std::vector<PlayerSummary> summary = summarize(game);
        GameDetailsDialog dialog(game, QString(), {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *box = dialog.findChild<QGroupBox *>(QStringLiteral("summaryBox"));
        QVERIFY(box && box->isVisible());
        QCOMPARE(box->title(), QStringLiteral("Summary"));
        QCOMPARE(dialog.playerHeading(0), QStringLiteral("Red"));
        QCOMPARE(dialog.playerHeading(1), QStringLiteral("Blue (Bo)"));
        QCOMPARE(dialog.playerHeading(2), QStringLiteral("Yellow"));
        QCOMPARE(dialog.playerHeading(3), QString());
        QCOMPARE(dialog.label(Count::Turns), QStringLiteral("Turns"));
        QCOMPARE(dialog.label(Count::EmperorsCaptured), QStringLiteral("Emperors captured"));
        int turns = 0;
        int attacks = 0;
        for (PlayerIndex p = 0; p < 3; ++p) {
            QCOMPARE(dialog.text(Count::Turns, p), QString::number(summary[p].turns));
            QCOMPARE(dialog.text(Count::Attacks, p), QString::number(summary[p].attacks));
            QCOMPARE(dialog.text(Count::EmperorsCaptured, p), QString::number(summary[p].emperorsCaptured));
            QCOMPARE(dialog.text(Count::BuildingsBuilt, p), QString::number(summary[p].buildingsBuilt));
            QCOMPARE(dialog.text(Count::ForcedMarches, p), QString::number(summary[p].forcedMarches));
            turns += summary[p].turns;
            attacks += summary[p].attacks;
        }
        // The players' turns add up to the game's turns, as the dialog counts them above.
        QCOMPARE(QString::number(turns), dialog.text(GameDetailsDialog::Field::Turns));
        QVERIFY(attacks > 0);
        // Every number is on screen, in the box.
        for (QLabel *label : box->findChildren<QLabel *>())
            QVERIFY(label->isVisible());
    }
};

QTEST_MAIN(TestGameDetailsSummary)
#include "tst_game_details_summary.moc"
