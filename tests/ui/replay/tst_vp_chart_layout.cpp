// What the VP chart draws, where: the step of the last action inside the plot (the line ends at the
// VP the player has), the current action's badge over no axis number, the end badges of equal VP
// side by side without covering each other, and the legend with the filled house (and the empty
// one when a palace fell) inside the widget at every width.
#include "replay/vp_chart.h"

#include "files/game_file.h"
#include "look/palette.h"

#include <QImage>
#include <QTest>

using namespace eko;
using namespace eko::ui;

namespace {

Game finishedGame()
{
    files::FileProblems problems;
    std::optional<Game> game = files::loadGame(QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko"), problems);
    if (!game)
        qFatal("cannot read finished-game.eko");
    return std::move(*game);
}

bool near(QColor a, QColor b) { return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) < 60; }

} // namespace

class TestVpChartLayout : public QObject {
    Q_OBJECT

private slots:
    void lastActionsStepIsDrawn();
    void currentBadgeCoversNoAxisNumber();
    void endBadgesOfEqualVpDoNotOverlap();
    void legendShowsThePalaceMarksAtEveryWidth();
};

void TestVpChartLayout::lastActionsStepIsDrawn()
{
    // The last action of this game is a tower: its player's VP change at the very last action.
    const Game game = finishedGame();
    const int n = game.actionCount();
    const PlayerIndex builder = game.actorOf(n - 1);
    QVERIFY(game.positionAt(n).victoryPoints(builder) > game.positionAt(n - 1).victoryPoints(builder));
    VpChart chart;
    chart.setGame(game);
    chart.setCurrentAction(0); // the current line away from the end
    chart.resize(640, 260);
    const VpChart::Layout l = chart.layout();
    QVERIFY2(chart.xOf(n) < l.plot.right() - 4, "the last position keeps a stretch inside the plot");
    QImage image(chart.size(), QImage::Format_ARGB32);
    chart.render(&image);
    // Between the last action and the frame, the builder's line is at their final VP.
    const double yFinal = l.plot.bottom() - l.plot.height() * game.positionAt(n).victoryPoints(builder) /
                                                (std::max(game.scenario().settings.victoryPoints, chart.series().highest()) + 1);
    const int xs = qRound((chart.xOf(n) + l.plot.right()) / 2);
    bool found = false;
    for (int dy = -4; dy <= 4 && !found; ++dy)
        found = near(image.pixelColor(xs, qRound(yFinal) + dy), seatColor(builder));
    QVERIFY2(found, qPrintable(QStringLiteral("no %1 line at (%2, %3)").arg(builder).arg(xs).arg(yFinal)));
}

void TestVpChartLayout::currentBadgeCoversNoAxisNumber()
{
    const Game game = finishedGame();
    VpChart chart;
    chart.setGame(game);
    for (const int width : {300, 520, 900}) {
        chart.resize(width, 220);
        int shownWithLabels = 0;
        for (int k = 0; k <= game.actionCount(); ++k) {
            chart.setCurrentAction(k);
            const VpChart::Layout l = chart.layout();
            QVERIFY(!l.currentBadge.isNull());
            QVERIFY(l.currentBadge.left() >= 0 && l.currentBadge.right() <= width);
            for (const auto &[label, rect] : l.axisLabels)
                QVERIFY2(!rect.intersects(l.currentBadge),
                         qPrintable(QStringLiteral("at %1 px, action %2: the badge covers %3").arg(width).arg(k).arg(label)));
            shownWithLabels += l.axisLabels.isEmpty() ? 0 : 1;
        }
        QVERIFY(shownWithLabels > game.actionCount() / 2); // only the numbers under the badge give way
    }
}

void TestVpChartLayout::endBadgesOfEqualVpDoNotOverlap()
{
    // At the start every player has 0 VP: four lines end at the same height.
    const Game game(standardScenario(4), 3);
    VpChart chart;
    chart.setGame(game);
    chart.resize(500, 220);
    const VpChart::Layout l = chart.layout();
    QCOMPARE(l.endBadges.size(), 4);
    for (int a = 0; a < 4; ++a) {
        QVERIFY(l.endBadges[a].left() > l.plot.right());
        QVERIFY(l.endBadges[a].right() <= chart.width());
        for (int b = a + 1; b < 4; ++b)
            QVERIFY2(!l.endBadges[a].intersects(l.endBadges[b]), qPrintable(QStringLiteral("%1 and %2").arg(a).arg(b)));
    }
}

void TestVpChartLayout::legendShowsThePalaceMarksAtEveryWidth()
{
    // Long names: the legend takes rows, or the colours alone, never the space beyond the widget.
    const Game game(standardScenario(3), 1, {"Anastasia Constantinopla", "Bartholomew Maximilian", "Cy"});
    VpChart chart;
    chart.setGame(game);
    for (const int width : {220, 360, 700}) {
        chart.resize(width, 240);
        const VpChart::Layout l = chart.layout();
        int stands = 0;
        for (const VpChart::LegendItem &item : l.legend) {
            QVERIFY2(item.rect.left() >= 0 && item.rect.right() <= width,
                     qPrintable(QStringLiteral("%1 at %2 px").arg(item.text).arg(width)));
            QVERIFY(item.rect.bottom() < l.plot.top());
            stands += item.kind == VpChart::LegendItem::PalaceStands ? 1 : 0;
        }
        QCOMPARE(stands, 1);
        for (int a = 0; a < l.legend.size(); ++a)
            for (int c = a + 1; c < l.legend.size(); ++c)
                QVERIFY(!l.legend[a].rect.intersects(l.legend[c].rect));
    }
    // The empty house is explained when a palace fell in the game.
    const Game finished = finishedGame();
    chart.setGame(finished);
    bool fell = false;
    for (const VpSeries::PalaceMoment &m : chart.series().palaceMoments())
        fell = fell || !m.gained;
    bool listed = false;
    for (const VpChart::LegendItem &item : chart.layout().legend)
        listed = listed || item.kind == VpChart::LegendItem::PalaceLost;
    QCOMPARE(listed, fell);
}

QTEST_MAIN(TestVpChartLayout)
#include "tst_vp_chart_layout.moc"
