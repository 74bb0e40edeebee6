// The terrain is the scene's background, cached by the view: what the view shows after zooming,
// scrolling, another board or another game is exactly what a fresh view shows, and an action
// or a selection repaints its items only (no space item has anything to paint without names).
#include "common/scene_follows_game.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/space_item.h"
#include "model/game_model.h"

#include <QImage>
#include <QScrollBar>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

namespace {

QImage shown(BoardView &view)
{
    QCoreApplication::processEvents();
    return view.viewport()->grab().toImage();
}

// What the view shows with its cached background drawn again.
QImage freshlyShown(BoardView &view)
{
    view.resetCachedContent();
    return shown(view);
}

} // namespace

class TestBoardSceneTerrain : public QObject {
    Q_OBJECT
private slots:
    void theCachedTerrainFollowsZoomScrollAndBoard()
    {
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        model.setGame(Game(standardScenario(2), 3));
        BoardView view(&scene);
        view.resize(500, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage first = shown(view);
        QCOMPARE(first, freshlyShown(view));

        view.zoomIn();
        view.zoomIn();
        QVERIFY(shown(view) != first);
        QCOMPARE(shown(view), freshlyShown(view));

        view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->maximum());
        view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum() / 2);
        QCOMPARE(shown(view), freshlyShown(view));

        // Another board (four players): the terrain shown is the new one, zoomed in or fitted.
        model.setGame(Game(standardScenario(4), 4));
        QCOMPARE(shown(view), freshlyShown(view));
        model.setGame(Game(standardScenario(2), 3));
        QCOMPARE(shown(view), freshlyShown(view));
        view.fitToWindow();
        model.setGame(Game(standardScenario(4), 4));
        QCOMPARE(shown(view), freshlyShown(view));
        QVERIFY(shown(view) != first);
        model.setGame(Game(standardScenario(2), 3));
        QCOMPARE(shown(view), first);
    }

    void spacesPaintOnlyTheirNames()
    {
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        model.setGame(Game(standardScenario(2), 3));
        for (SpaceIndex s = 0; s < scene.spaceCount(); ++s)
            QVERIFY(scene.spaceItem(s)->flags() & QGraphicsItem::ItemHasNoContents);
        scene.setSpaceNamesVisible(true);
        for (SpaceIndex s = 0; s < scene.spaceCount(); ++s)
            QVERIFY(!(scene.spaceItem(s)->flags() & QGraphicsItem::ItemHasNoContents));
        scene.setSpaceNamesVisible(false);
        QVERIFY(scene.spaceItem(0)->flags() & QGraphicsItem::ItemHasNoContents);
        BoardView view(&scene);
        QVERIFY(view.cacheMode() & QGraphicsView::CacheBackground);
    }
};

QTEST_MAIN(TestBoardSceneTerrain)
#include "tst_board_scene_terrain.moc"
