// The VP chart (ui/replay/vp_chart.h): its values are the engine's VP at every action, replayed
// from the start independently of the game's stored positions; palace moments are where a palace
// stood or fell; a click and a drag on the widget choose the action under the mouse.
#include "replay/vp_chart.h"

#include "common/long_games.h"
#include "common/random_games.h"
#include "look/palette.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace eko;
using namespace eko::ui;

namespace {

// A game that built palaces and captured Emperors: random games until one whose VP changed a lot.
Game eventfulGame()
{
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        Game game = testing::randomGame(standardScenario(3), seed, 400);
        const VpSeries series(game);
        if (!series.palaceMoments().empty() && series.highest() >= 6)
            return game;
    }
    return testing::randomGame(standardScenario(3), 1, 400);
}

} // namespace

class TestVpChart : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_game = std::make_unique<Game>(eventfulGame()); }

    void valuesAreTheEnginesVpAtEveryAction()
    {
        const Game &game = *m_game;
        VpChart chart;
        chart.setGame(game);
        const VpSeries &series = chart.series();
        QCOMPARE(series.actionCount(), game.actionCount());
        QCOMPARE(series.players(), 3);
        QVERIFY(!series.palaceMoments().empty());
        QVERIFY(series.highest() >= 6);
        Position pos = game.positionAt(0);
        int palaceMoments = 0;
        for (int k = 0; k <= game.actionCount(); ++k) {
            if (k > 0) {
                const Position before = pos;
                rules::apply(pos, game.actions()[k - 1]);
                for (PlayerIndex p = 0; p < 3; ++p)
                    palaceMoments += before.hasPalace(p) != pos.hasPalace(p);
            }
            for (PlayerIndex p = 0; p < 3; ++p)
                QCOMPARE(series.vp(p, k), pos.victoryPoints(p));
        }
        QCOMPARE(int(series.palaceMoments().size()), palaceMoments);
        for (PlayerIndex p = 0; p < 3; ++p) {
            // The steps say the same as the values.
            const auto &steps = series.steps(p);
            QVERIFY(!steps.empty());
            QCOMPARE(steps.front().action, 0);
            for (size_t i = 0; i < steps.size(); ++i) {
                const int end = i + 1 < steps.size() ? steps[i + 1].action : game.actionCount() + 1;
                for (int k = steps[i].action; k < end; ++k)
                    QCOMPARE(series.vp(p, k), steps[i].vp);
            }
        }
    }

    void clickChoosesTheActionUnderTheMouse()
    {
        VpChart chart;
        chart.setGame(*m_game);
        chart.resize(900, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QSignalSpy chosen(&chart, &VpChart::actionChosen);
        const int n = m_game->actionCount();
        QVERIFY(n >= 50);
        const int y = chart.height() / 2;
        for (int k : {0, 1, n / 3, n / 2, n - 1, n}) {
            QTest::mouseClick(&chart, Qt::LeftButton, {}, QPoint(qRound(chart.xOf(k)), y));
            QCOMPARE(chosen.count(), 1);
            QCOMPARE(chosen.takeFirst().at(0).toInt(), k);
        }
        // Left of the first action and right of the last: the ends.
        QTest::mouseClick(&chart, Qt::LeftButton, {}, QPoint(1, y));
        QCOMPARE(chosen.takeFirst().at(0).toInt(), 0);
        QTest::mouseClick(&chart, Qt::LeftButton, {}, QPoint(chart.width() - 1, y));
        QCOMPARE(chosen.takeFirst().at(0).toInt(), n);
        // The chart shows what its owner says, not what was clicked.
        QCOMPARE(chart.currentAction(), 0);
        chart.setCurrentAction(n / 2);
        QCOMPARE(chart.currentAction(), n / 2);
        chart.setCurrentAction(n + 100);
        QCOMPARE(chart.currentAction(), n);
    }

    void dragFollowsTheMouse()
    {
        VpChart chart;
        chart.setGame(*m_game);
        chart.resize(900, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QSignalSpy chosen(&chart, &VpChart::actionChosen);
        const int n = m_game->actionCount();
        const int y = chart.height() / 2;
        QTest::mousePress(&chart, Qt::LeftButton, {}, QPoint(qRound(chart.xOf(10)), y));
        QTest::mouseMove(&chart, QPoint(qRound(chart.xOf(n / 2)), y));
        QTest::mouseMove(&chart, QPoint(qRound(chart.xOf(n / 2)), y + 5)); // same action: no new signal
        QTest::mouseMove(&chart, QPoint(qRound(chart.xOf(n - 3)), y));
        QTest::mouseRelease(&chart, Qt::LeftButton, {}, QPoint(qRound(chart.xOf(n - 3)), y));
        QList<int> got;
        for (const auto &args : chosen)
            got << args.at(0).toInt();
        QCOMPARE(got, (QList<int>{10, n / 2, n - 3}));
    }

    void drawsEveryPlayersLine()
    {
        // To look at it in another language: EKO_VP_CHART_QM=build/tests/eko_ko.qm
        QTranslator translator;
        if (qEnvironmentVariableIsSet("EKO_VP_CHART_QM") && translator.load(qEnvironmentVariable("EKO_VP_CHART_QM")))
            QCoreApplication::installTranslator(&translator);
        VpChart chart;
        chart.setGame(*m_game);
        chart.resize(900, 300);
        chart.setCurrentAction(m_game->actionCount() * 2 / 3);
        const QImage image = chart.grab().toImage();
        // To look at it: EKO_VP_CHART_PNG=/tmp/chart.png
        if (qEnvironmentVariableIsSet("EKO_VP_CHART_PNG"))
            image.save(qEnvironmentVariable("EKO_VP_CHART_PNG"));
        // Each seat's colour appears in the picture (lines and emblems).
        for (PlayerIndex p = 0; p < 3; ++p) {
            const QRgb wanted = seatColor(p).rgb();
            bool found = false;
            for (int y = 0; y < image.height() && !found; ++y)
                for (int x = 0; x < image.width() && !found; ++x)
                    found = image.pixel(x, y) == wanted;
            QVERIFY2(found, qPrintable(seatColor(p).name()));
        }
    }

    void largeRecordIsQuick()
    {
        // 10,000 actions: the series is read once, and drawing draws only the steps.
        Game game(testing::endlessWalkScenario(12), 1);
        testing::playUntil(game, 10000);
        QCOMPARE(game.actionCount(), 10000);
        VpChart chart;
        chart.resize(900, 300);
        QElapsedTimer clock;
        clock.start();
        chart.setGame(game);
        const qint64 read = clock.nsecsElapsed();
        clock.restart();
        QVERIFY(!chart.grab().isNull());
        const qint64 drawn = clock.nsecsElapsed();
        QCOMPARE(chart.series().actionCount(), game.actionCount());
        // A figure to read, never asserted.
        qInfo("10,000 actions: series read in %.2f ms, chart drawn in %.2f ms", read / 1e6, drawn / 1e6);
    }

private:
    std::unique_ptr<Game> m_game;
};

QTEST_MAIN(TestVpChart)
#include "tst_vp_chart.moc"
