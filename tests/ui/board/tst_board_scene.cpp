// Tests of the board scene and view: the items match the model's position after every action of
// random games, clicks and keys name the right spaces, highlights follow the model, names toggle,
// tooltips are translated, and the art cache survives missing or broken art.
#include "common/scene_follows_game.h"
#include "look/art_cache.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/building_item.h"
#include "board/hex_layout.h"
#include "board/highlight_item.h"
#include "board/last_action_item.h"
#include "board/space_item.h"
#include "board/stack_item.h"
#include "model/game_model.h"
#include "common/positions.h"
#include "core/random.h"

#include <QFile>
#include <QGraphicsView>
#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>
#include <algorithm>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

namespace {

// Picks a legal action at random, preferring actions that change the board a lot (attacks,
// constructions) so that captures, buildings and palaces appear within a few hundred actions.
Action pickAction(const Position &pos, Random &random)
{
    const std::vector<Action> legal = rules::legalActions(pos);
    std::vector<Action> lively;
    for (const Action &a : legal)
        if (a.kind == ActionKind::Attack || a.kind == ActionKind::Construct)
            lively.push_back(a);
    if (!lively.empty() && random.below(2) == 0)
        return lively[random.below(lively.size())];
    return legal[random.below(legal.size())];
}

// Warnings the art cache logs, counted per text.
QStringList artWarnings;
QtMessageHandler previousHandler = nullptr;
void countArtWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.startsWith(QLatin1String("eko: board art")))
        artWarnings << message;
    else if (previousHandler)
        previousHandler(type, context, message);
}

QColor pixelAt(const QPixmap &pixmap, int x, int y) { return pixmap.toImage().pixelColor(x, y); }

QImage render(QGraphicsScene &scene)
{
    QImage image(600, 600, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black);
    QPainter painter(&image);
    scene.render(&painter);
    return image;
}

// Translates every text of the scene's own context, so a test can see that it went through tr().
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QLatin1String(context) != QLatin1String("eko::ui::SpaceDescription"))
            return {};
        return QStringLiteral("<") + QString::fromUtf8(source) + QStringLiteral(">");
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestBoardScene : public QObject {
    Q_OBJECT

private:
    // Every space shows exactly what the position holds, and nothing else is shown.
    static void checkMatches(const BoardScene &scene, const Position &pos, const char *when)
    {
        auto where = [&](const char *what, SpaceIndex s) {
            static QByteArray text;
            text = QByteArray(when) + ": " + what + " on " + QByteArray::fromStdString(pos.board().spaceName(s));
            return text.constData();
        };
        QCOMPARE(scene.spaceCount(), pos.board().spaceCount());
        int stacks = 0, buildings = 0;
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
            const SpaceItem *space = scene.spaceItem(s);
            QVERIFY2(space && space->space() == s && space->terrain() == pos.board().terrain(s), where("space item", s));
            QCOMPARE(space->pos(), hexCenter(pos.board().hex(s)));

            const Stack &stack = pos.stack(s);
            const StackItem *stackItem = scene.stackItem(s);
            if (stack.empty()) {
                QVERIFY2(!stackItem, where("stray stack", s));
            } else {
                ++stacks;
                QVERIFY2(stackItem, where("missing stack", s));
                QVERIFY(stackItem->isVisible());
                QCOMPARE(stackItem->space(), s);
                QCOMPARE(stackItem->pos(), space->pos());
                QCOMPARE(stackItem->owner(), PlayerIndex(stack.owner));
                QCOMPARE(stackItem->size(), int(stack.size));
                QCOMPARE(stackItem->emperor(), stack.emperor);
            }

            const Building &building = pos.building(s);
            const BuildingItem *buildingItem = scene.buildingItem(s);
            if (building.empty()) {
                QVERIFY2(!buildingItem, where("stray building", s));
            } else {
                ++buildings;
                QVERIFY2(buildingItem, where("missing building", s));
                QCOMPARE(buildingItem->pos(), space->pos());
                QCOMPARE(buildingItem->owner(), PlayerIndex(building.owner));
                QCOMPARE(buildingItem->buildingType(), building.type);
                QCOMPARE(buildingItem->palace(), pos.board().terrain(s) == Terrain::Capital);
            }
        }
        // No visible item beyond those counted (e.g. a stack item left behind on another space).
        int shownStacks = 0, shownBuildings = 0;
        for (const QGraphicsItem *item : scene.items()) {
            if (!item->isVisible())
                continue;
            shownStacks += item->type() == StackItem::Type;
            shownBuildings += item->type() == BuildingItem::Type;
        }
        QCOMPARE(shownStacks, stacks);
        QCOMPARE(shownBuildings, buildings);
    }

    static void checkLastAction(const BoardScene &scene, const GameModel &model)
    {
        const std::optional<Action> last = model.lastAction();
        const LastActionItem *item = scene.lastActionItem();
        QVERIFY(item);
        QCOMPARE(item->from(), last ? last->from : kNoSpace);
        QCOMPARE(item->to(), last ? last->to : kNoSpace);
        QCOMPARE(item->isVisible(), last && (last->from != kNoSpace || last->to != kNoSpace));
    }

    static void checkHighlights(const BoardScene &scene, const GameModel &model)
    {
        QList<SpaceHighlight> expected;
        const bool listed = std::any_of(model.highlights().begin(), model.highlights().end(),
                                        [](const SpaceHighlight &h) { return h.kind == Highlight::Selected; });
        if (model.selectedSpace() != kNoSpace && !listed)
            expected << SpaceHighlight{model.selectedSpace(), Highlight::Selected};
        expected << model.highlights();
        const QList<const HighlightItem *> shown = scene.highlightItems();
        QCOMPARE(shown.size(), expected.size());
        for (int k = 0; k < shown.size(); ++k) {
            QVERIFY(shown[k]->isVisible());
            QCOMPARE(shown[k]->space(), expected[k].space);
            QCOMPARE(shown[k]->kind(), expected[k].kind);
            QCOMPARE(shown[k]->pos(), scene.spaceCenter(expected[k].space));
        }
        int visible = 0;
        for (const QGraphicsItem *item : scene.items())
            visible += item->isVisible() && item->type() == HighlightItem::Type;
        QCOMPARE(visible, expected.size());
    }

private slots:
    void sceneMatchesTheModelAfterEveryActionOfRandomGames()
    {
        int constructions = 0, attacks = 0, palaces = 0, undos = 0, played = 0;
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            GameModel model;
            BoardScene scene;
            eko::testing::followGame(scene, model);
            model.setGame(Game(standardScenario(4), seed));
            checkMatches(scene, model.position(), "start");
            if (QTest::currentTestFailed())
                return;
            Random random(seed * 77 + 5);
            for (int k = 0; k < 400 && !model.position().gameOver(); ++k) {
                const Action action = pickAction(model.position(), random);
                constructions += action.kind == ActionKind::Construct;
                attacks += action.kind == ActionKind::Attack;
                QVERIFY(model.play(action));
                ++played;
                checkMatches(scene, model.position(), "after an action");
                if (QTest::currentTestFailed())
                    return;
                checkLastAction(scene, model);
                if (QTest::currentTestFailed())
                    return;
                for (SpaceIndex s = 0; s < model.board().spaceCount(); ++s)
                    palaces += scene.buildingItem(s) && scene.buildingItem(s)->palace();
                if (k % 23 == 22) {
                    // Undo and redo move the position back and forth: the items follow.
                    model.undo();
                    ++undos;
                    checkMatches(scene, model.position(), "after undo");
                    if (QTest::currentTestFailed())
                        return;
                    checkLastAction(scene, model);
                    if (QTest::currentTestFailed())
                        return;
                    model.redo();
                    checkMatches(scene, model.position(), "after redo");
                    if (QTest::currentTestFailed())
                        return;
                }
            }
        }
        // The games really exercised what the scene must show.
        QVERIFY(constructions > 0);
        QVERIFY(attacks > 0);
        QVERIFY(palaces > 0);
        QVERIFY(undos > 0);
        QVERIFY2(played > 300, qPrintable(QString::number(played)));
    }

    void anActionUpdatesItemsWithoutRebuilding()
    {
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        model.setGame(Game(standardScenario(4), 9));
        Random random(4);
        for (int k = 0; k < 30; ++k)
            QVERIFY(model.play(pickAction(model.position(), random)));
        std::vector<const QGraphicsItem *> spaces, stacks;
        for (SpaceIndex s = 0; s < scene.spaceCount(); ++s) {
            spaces.push_back(scene.spaceItem(s));
            stacks.push_back(scene.stackItem(s));
        }
        const Position before = model.position();
        QVERIFY(model.play(pickAction(model.position(), random)));
        for (SpaceIndex s = 0; s < scene.spaceCount(); ++s) {
            QCOMPARE(scene.spaceItem(s), spaces[s]);
            if (before.stack(s) == model.position().stack(s))
                QCOMPARE(static_cast<const QGraphicsItem *>(scene.stackItem(s)), stacks[s]);
        }
        checkMatches(scene, model.position(), "after one action");
        if (QTest::currentTestFailed())
            return;
    }

    void aNewGameRebuildsAndClearingEmpties()
    {
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        QCOMPARE(scene.spaceCount(), 0);
        model.setGame(Game(standardScenario(4), 1));
        QCOMPARE(scene.spaceCount(), 91);
        model.setGame(Game(standardScenario(2), 1));
        QCOMPARE(scene.spaceCount(), 49);
        checkMatches(scene, model.position(), "new 2-player game");
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!scene.sceneRect().isEmpty());
        model.clear();
        QCOMPARE(scene.spaceCount(), 0);
        for (const QGraphicsItem *item : scene.items())
            QVERIFY(!item->isVisible());
    }

    void clickingASpaceEmitsItsIndexAndChangesNothing()
    {
        GameModel model;
        BoardScene scene; // not connected to clickSpace: the scene itself changes nothing
        eko::testing::followGame(scene, model);
        model.setGame(Game(standardScenario(4), 3));
        BoardView view(&scene);
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const Position before = model.position();
        QSignalSpy clicked(&scene, &BoardScene::spaceClicked);
        for (SpaceIndex s : {0, 17, 45, 90}) {
            clicked.clear();
            const QPoint at = view.mapFromScene(scene.spaceCenter(s));
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
            QCOMPARE(clicked.size(), 1);
            QCOMPARE(clicked.at(0).at(0).value<SpaceIndex>(), s);
            // Near a corner, still inside the hex: the same space.
            clicked.clear();
            const QPoint inside = view.mapFromScene(scene.spaceCenter(s) + QPointF(0, -0.8 * kHexSize));
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, inside);
            QCOMPARE(clicked.size(), 1);
            QCOMPARE(clicked.at(0).at(0).value<SpaceIndex>(), s);
        }
        // Off the board: nothing.
        clicked.clear();
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(2, 2));
        QCOMPARE(clicked.size(), 0);
        QVERIFY(model.position() == before);
        QCOMPARE(model.selectedSpace(), kNoSpace);
    }

    void spaceAtFindsTheHexUnderAPoint()
    {
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        model.setGame(Game(standardScenario(3), 2));
        const QRectF bounds = scene.sceneRect();
        const QPolygonF inner = hexPolygon(kHexSize, 0.5);
        const QPolygonF outer = hexPolygon(kHexSize, -0.5);
        Random random(8);
        int onBoard = 0;
        for (int k = 0; k < 3000; ++k) {
            const QPointF p(bounds.left() + bounds.width() * random.below(10000) / 10000.0,
                            bounds.top() + bounds.height() * random.below(10000) / 10000.0);
            SpaceIndex inside = kNoSpace;
            bool onEdge = false;
            for (SpaceIndex s = 0; s < scene.spaceCount(); ++s) {
                const QPointF local = p - scene.spaceCenter(s);
                if (inner.containsPoint(local, Qt::OddEvenFill))
                    inside = s;
                else if (outer.containsPoint(local, Qt::OddEvenFill))
                    onEdge = true; // within half a unit of an edge: either side is right
            }
            if (onEdge)
                continue;
            QCOMPARE(scene.spaceAt(p), inside);
            onBoard += inside != kNoSpace;
        }
        QVERIFY(onBoard > 1000);
    }

    void highlightsFollowTheModel()
    {
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        model.setGame(Game(standardScenario(4), 5));
        Random random(12);
        int checked = 0;
        for (int k = 0; k < 200 && !model.position().gameOver(); ++k) {
            // Select each stack the player to move can act from, and compare the marks.
            const Position pos = model.position();
            for (SpaceIndex s = 0; s < pos.board().spaceCount() && checked < 60; ++s) {
                if (pos.stack(s).owner != pos.toMove())
                    continue;
                model.clickSpace(s);
                checkHighlights(scene, model);
                if (QTest::currentTestFailed())
                    return;
                checked += !model.highlights().isEmpty();
                model.clearSelection();
                checkHighlights(scene, model);
                if (QTest::currentTestFailed())
                    return;
                if (!(model.position() == pos))
                    break; // the click played an action (e.g. the only reinforcement)
            }
            if (!model.position().gameOver())
                QVERIFY(model.play(pickAction(model.position(), random)));
        }
        QVERIFY(checked > 10);
        model.clearSelection();
        QCOMPARE(scene.highlightItems().size(), 0);
    }

    void spaceNamesToggle()
    {
        BoardScene scene;
        PositionBuilder builder(boardFromRows({"...", ".C.", "..."}));
        scene.showPosition(builder);
        QSignalSpy toggled(&scene, &BoardScene::spaceNamesVisibleChanged);
        const QImage without = render(scene);
        scene.setSpaceNamesVisible(true);
        QCOMPARE(toggled.size(), 1);
        QVERIFY(scene.spaceNamesVisible());
        for (SpaceIndex s = 0; s < scene.spaceCount(); ++s)
            QVERIFY(scene.spaceItem(s)->nameVisible());
        QCOMPARE(scene.spaceItem(4)->name(), QStringLiteral("b2"));
        QVERIFY(render(scene) != without);
        scene.setSpaceNamesVisible(true);
        QCOMPARE(toggled.size(), 1);
        scene.setSpaceNamesVisible(false);
        QCOMPARE(toggled.size(), 2);
        for (SpaceIndex s = 0; s < scene.spaceCount(); ++s)
            QVERIFY(!scene.spaceItem(s)->nameVisible());
        QCOMPARE(render(scene), without);
        // Names stay on for a board shown later.
        scene.setSpaceNamesVisible(true);
        scene.showPosition(PositionBuilder(boardFromRows({"....", "...."})));
        for (SpaceIndex s = 0; s < scene.spaceCount(); ++s)
            QVERIFY(scene.spaceItem(s)->nameVisible());
    }

    void keyboardMovesTheFocusAndClicks()
    {
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        model.setGame(Game(standardScenario(4), 3));
        BoardView view(&scene);
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        QCOMPARE(scene.focusedSpace(), kNoSpace);
        QTest::keyClick(&view, Qt::Key_Right); // the first key shows the ring
        const SpaceIndex start = scene.focusedSpace();
        QVERIFY(start != kNoSpace);

        const Board &board = model.board();
        // D: the east neighbour (skipping holes), in the same row.
        QTest::keyClick(&view, Qt::Key_D);
        const SpaceIndex east = scene.focusedSpace();
        QVERIFY(east != start);
        QCOMPARE(board.hex(east).r, board.hex(start).r);
        QVERIFY(board.hex(east).q > board.hex(start).q);
        // A: back west.
        QTest::keyClick(&view, Qt::Key_A);
        QCOMPARE(scene.focusedSpace(), start);
        // W then X: north-west and back south-east.
        QTest::keyClick(&view, Qt::Key_W);
        QCOMPARE(board.hex(scene.focusedSpace()) - board.hex(start), (Hex{0, -1}));
        QTest::keyClick(&view, Qt::Key_X);
        QCOMPARE(scene.focusedSpace(), start);
        // E then Z: north-east and back south-west.
        QTest::keyClick(&view, Qt::Key_E);
        QCOMPARE(board.hex(scene.focusedSpace()) - board.hex(start), (Hex{1, -1}));
        QTest::keyClick(&view, Qt::Key_Z);
        QCOMPARE(scene.focusedSpace(), start);

        // Arrows: up goes to a higher row, right to a space further right; Up then Down returns.
        QTest::keyClick(&view, Qt::Key_Up);
        QVERIFY(scene.spaceCenter(scene.focusedSpace()).y() < scene.spaceCenter(start).y());
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(scene.focusedSpace(), start);
        QTest::keyClick(&view, Qt::Key_Right);
        QVERIFY(scene.spaceCenter(scene.focusedSpace()).x() > scene.spaceCenter(start).x());
        // Walking off the board stops at its edge.
        for (int k = 0; k < 30; ++k)
            QTest::keyClick(&view, Qt::Key_Left);
        const SpaceIndex west = scene.focusedSpace();
        for (SpaceIndex s = 0; s < board.spaceCount(); ++s)
            if (qAbs(scene.spaceCenter(s).y() - scene.spaceCenter(west).y()) < 1)
                QVERIFY(scene.spaceCenter(s).x() >= scene.spaceCenter(west).x());

        QSignalSpy clicked(&scene, &BoardScene::spaceClicked);
        QTest::keyClick(&view, Qt::Key_Return);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(clicked.size(), 2);
        QCOMPARE(clicked.at(0).at(0).value<SpaceIndex>(), west);
        QSignalSpy escaped(&view, &BoardView::escapePressed);
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(escaped.size(), 1);
    }

    void arrowKeysOnlyReachSpacesWithinTheirCone()
    {
        // Right from a1 (hex 0,0): the only space to its right lies about 69° below the arrow's
        // direction, outside the cone of about 60° an arrow searches, so the focus stays. Up from
        // the same kind of place likewise. Spaces to the left show that the keys work at all.
        auto boardWith = [](std::vector<Hex> hexes) {
            std::vector<Space> spaces;
            for (Hex h : hexes)
                spaces.push_back({h, Terrain::Desert});
            return std::make_shared<const Board>(std::move(spaces));
        };
        struct Case {
            std::vector<Hex> hexes; // the first is where the focus starts, the second is off the cone
            Qt::Key key;
        };
        const std::vector<Case> cases{
            {{{0, 0}, {-1, 6}, {-4, 0}, {-5, 0}}, Qt::Key_Right},
            {{{0, 0}, {3, -1}, {-4, 3}, {-5, 3}}, Qt::Key_Up},
        };
        for (const Case &c : cases) {
            Scenario scenario;
            scenario.name = "cone";
            scenario.settings.discsPerPlayer = 1;
            scenario.board = boardWith(c.hexes);
            QVERIFY(scenarioProblems(scenario).empty());
            GameModel model;
            BoardScene scene;
            eko::testing::followGame(scene, model);
            model.setGame(Game(scenario, 1));
            BoardView view(&scene);
            view.resize(600, 600);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.setFocus();
            const SpaceIndex start = model.board().indexOf(c.hexes[0]);
            const SpaceIndex offCone = model.board().indexOf(c.hexes[1]);
            const QPointF d = scene.spaceCenter(offCone) - scene.spaceCenter(start);
            const qreal along = c.key == Qt::Key_Right ? d.x() : -d.y();
            const qreal across = c.key == Qt::Key_Right ? qAbs(d.y()) : qAbs(d.x());
            QVERIFY(along > 0);
            const qreal degrees = qRadiansToDegrees(qAtan2(across, along));
            QVERIFY2(degrees > 65 && degrees < 75, qPrintable(QString::number(degrees)));
            scene.setFocusedSpace(start);
            QTest::keyClick(&view, c.key);
            QCOMPARE(scene.focusedSpace(), start);
            QTest::keyClick(&view, c.key == Qt::Key_Right ? Qt::Key_Left : Qt::Key_Down);
            QVERIFY(scene.focusedSpace() != start);
        }
    }

    void zoomAndFit()
    {
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        model.setGame(Game(standardScenario(4), 3));
        BoardView view(&scene);
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.zoom(), 1.0);
        QVERIFY(!view.userZoomed());
        // Fitted: the whole board is in the viewport.
        QVERIFY(view.mapToScene(view.viewport()->rect()).boundingRect().adjusted(-2, -2, 2, 2).contains(
            boardBounds(model.board())));
        view.zoomIn();
        QVERIFY(qAbs(view.zoom() - BoardView::kZoomStep) < 1e-6);
        QVERIFY(view.userZoomed());
        view.resize(700, 500); // a zoomed view keeps its scale
        QCoreApplication::processEvents();
        const qreal scale = view.transform().m11();
        view.resize(900, 700);
        QCoreApplication::processEvents();
        QCOMPARE(view.transform().m11(), scale);
        QTest::keyClick(&view, Qt::Key_0, Qt::ControlModifier);
        QVERIFY(!view.userZoomed());
        QCOMPARE(view.zoom(), 1.0);
        QTest::keyClick(&view, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(view.zoom() < 1.0);
        for (int k = 0; k < 40; ++k)
            view.zoomIn();
        QVERIFY(qAbs(view.zoom() - BoardView::kMaxZoom) < 1e-6);
        // Ctrl+wheel zooms around the cursor: the scene point under it stays put.
        view.fitToWindow();
        view.setZoom(2.0);
        const QPoint cursor(300, 250);
        const QPointF under = view.mapToScene(cursor);
        QWheelEvent wheel(cursor, view.viewport()->mapToGlobal(cursor), QPoint(), QPoint(0, 120), Qt::NoButton,
                          Qt::ControlModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(view.viewport(), &wheel);
        QVERIFY(qAbs(view.zoom() - 2.0 * BoardView::kZoomStep) < 1e-6);
        const QPointF after = view.mapToScene(cursor);
        QVERIFY(QLineF(under, after).length() < 2.0 / view.transform().m11());
    }

    void middleDragPansAndLeftDragPansWhenZoomedIn()
    {
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        model.setGame(Game(standardScenario(4), 3));
        BoardView view(&scene);
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.dragMode(), QGraphicsView::NoDrag); // nothing to pan to when fitted
        view.setZoom(3.0);
        QCOMPARE(view.dragMode(), QGraphicsView::ScrollHandDrag);
        QScrollBar *h = view.horizontalScrollBar();
        QScrollBar *v = view.verticalScrollBar();
        const QPoint start(h->value(), v->value());
        auto send = [&](QEvent::Type type, QPoint at, Qt::MouseButton button, Qt::MouseButtons held) {
            QMouseEvent event(type, at, view.viewport()->mapToGlobal(at), button, held, Qt::NoModifier);
            QCoreApplication::sendEvent(view.viewport(), &event);
        };
        send(QEvent::MouseButtonPress, {400, 300}, Qt::MiddleButton, Qt::MiddleButton);
        send(QEvent::MouseMove, {350, 280}, Qt::NoButton, Qt::MiddleButton);
        send(QEvent::MouseMove, {300, 250}, Qt::NoButton, Qt::MiddleButton);
        send(QEvent::MouseButtonRelease, {300, 250}, Qt::MiddleButton, Qt::NoButton);
        QCOMPARE(QPoint(h->value(), v->value()), start + QPoint(100, 50));
    }

    void tooltipDescribesTheSpaceThroughTranslation()
    {
        BoardScene scene;
        PositionBuilder builder(boardFromRows({"..#", ".Co", "..."}));
        builder.place("a1", 1, 3, true).build("b2", 0, BuildingType::Tower);
        scene.showPosition(builder);
        const Board &board = *scene.board();
        const QString stack = scene.describeSpace(board.spaceFromName("a1"));
        QVERIFY2(stack.contains(QLatin1String("a1")) && stack.contains(QLatin1String("blue"))
                     && stack.contains(QLatin1String("3 discs")) && stack.contains(QLatin1String("Emperor")),
                 qPrintable(stack));
        const QString palace = scene.describeSpace(board.spaceFromName("b2"));
        QVERIFY2(palace.contains(QLatin1String("tower")) && palace.contains(QLatin1String("red"))
                     && palace.contains(QLatin1String("palace")),
                 qPrintable(palace));
        const QString site = scene.describeSpace(board.spaceFromName("c2"));
        QVERIFY2(site.contains(QLatin1String("oasis")) && site.contains(QLatin1String("village"))
                     && !site.contains(QLatin1String("tower")),
                 qPrintable(site));
        QVERIFY(scene.describeSpace(kNoSpace).isEmpty());
        QVERIFY(scene.describeSpace(99).isEmpty());

        MarkingTranslator translator;
        QCoreApplication::installTranslator(&translator);
        const QString marked = scene.describeSpace(board.spaceFromName("c1"));
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(marked.contains(QLatin1String("<Impassable>")), qPrintable(marked));
    }

    void artCacheDrawsEveryCompiledInPicture()
    {
        ArtCache art;
        QStringList names{QStringLiteral("emperor"), QStringLiteral("palace-mark")};
        for (int t = 0; t < kTerrainCount; ++t)
            names << QStringLiteral("terrain-") + QString::fromLatin1(terrainId(Terrain(t)).data());
        for (const char *colour : {"red", "blue", "yellow", "green"}) {
            names << QStringLiteral("disc-") + QLatin1String(colour);
            for (BuildingType b : kBuildingTypes)
                names << QString::fromLatin1(buildingId(b).data()) + QLatin1Char('-') + QLatin1String(colour);
        }
        for (const QString &name : names) {
            QVERIFY2(art.hasArt(name), qPrintable(name));
            const QPixmap pixmap = art.pixmap(name, QSize(120, 120));
            QVERIFY(!pixmap.isNull());
            QVERIFY2(pixelAt(pixmap, 60, 60).alpha() > 0, qPrintable(name));
        }
    }

    void artCacheFallsBackOnMissingOrBrokenArtAndLogsOnce()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile broken(dir.filePath(QStringLiteral("disc-red.svg")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("<svg this is not svg");
        broken.close();
        QFile good(dir.filePath(QStringLiteral("disc-blue.svg")));
        QVERIFY(good.open(QIODevice::WriteOnly));
        good.write("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 160'>"
                   "<rect x='0' y='0' width='200' height='160' fill='#00ff00'/></svg>");
        good.close();

        artWarnings.clear();
        previousHandler = qInstallMessageHandler(countArtWarnings);
        ArtCache art(dir.path());
        const QPixmap fromBroken = art.pixmap(QStringLiteral("disc-red"), QSize(100, 80));
        const QPixmap fromMissing = art.pixmap(QStringLiteral("terrain-mesa"), QSize(87, 100));
        const QPixmap unknown = art.pixmap(QStringLiteral("no-such-thing"), QSize(40, 40));
        // Asked again at other sizes and painted: no further warnings.
        art.pixmap(QStringLiteral("disc-red"), QSize(50, 40));
        art.pixmap(QStringLiteral("terrain-mesa"), QSize(44, 50));
        QImage canvas(200, 200, QImage::Format_ARGB32_Premultiplied);
        canvas.fill(Qt::transparent);
        {
            QPainter painter(&canvas);
            art.paint(&painter, QStringLiteral("terrain-mesa"), QRectF(0, 0, 173.2, 200));
            art.paint(&painter, QStringLiteral("disc-red"), QRectF(0, 0, 0, 0)); // empty target: nothing
        }
        qInstallMessageHandler(previousHandler);
        QCOMPARE(artWarnings.size(), 3);
        QVERIFY(!art.hasArt(QStringLiteral("disc-red")));
        QVERIFY(!art.hasArt(QStringLiteral("terrain-mesa")));
        QVERIFY(art.hasArt(QStringLiteral("disc-blue")));

        // The fallbacks draw something where the art would be: a coloured coin, a hex of the terrain colour.
        QVERIFY(pixelAt(fromBroken, 50, 70).alpha() > 0);
        QVERIFY(pixelAt(fromBroken, 1, 1).alpha() == 0);
        const QColor mesa = pixelAt(fromMissing, 43, 50);
        QVERIFY(mesa.alpha() == 255 && mesa.red() > mesa.blue());
        QVERIFY(pixelAt(fromMissing, 1, 1).alpha() == 0); // outside the hex
        QVERIFY(pixelAt(unknown, 0, 20).alpha() > 0);
        QVERIFY(canvas.pixelColor(86, 100).alpha() == 255);

        // The good file is really rendered, and cached per size.
        const QPixmap green = art.pixmap(QStringLiteral("disc-blue"), QSize(100, 80));
        QCOMPARE(pixelAt(green, 50, 40), QColor(0, 255, 0));
        QCOMPARE(art.pixmap(QStringLiteral("disc-blue"), QSize(100, 80)).cacheKey(), green.cacheKey());
        QVERIFY(art.pixmap(QStringLiteral("disc-blue"), QSize(60, 48)).cacheKey() != green.cacheKey());
    }

    void artCacheRoundsSizesToSteps()
    {
        QCOMPARE(ArtCache::renderSize(QSizeF(0, 0)), QSize(1, 1));
        QCOMPARE(ArtCache::renderSize(QSizeF(-5, 10)), QSize(1, 1));
        QCOMPARE(ArtCache::renderSize(QSizeF(20, 16)), QSize(20, 16));
        int distinct = 0, previous = 0;
        for (qreal w = 10; w < 1000; w += 0.25) {
            const QSize size = ArtCache::renderSize(QSizeF(w, w * 0.8));
            QVERIFY(size.width() >= w);
            QVERIFY(size.width() <= w * 1.07 + 1); // never much blurrier than wanted
            QVERIFY(qAbs(size.height() - size.width() * 0.8) <= 1.0);
            QVERIFY(size.width() >= previous);
            distinct += size.width() != previous;
            previous = size.width();
        }
        QVERIFY(distinct < 250); // far fewer pixmaps than sizes asked for
    }

    void paintingUsesTheOnScreenSize()
    {
        // A board drawn at two zooms renders pixmaps at two sizes (crisp at any zoom), reused when repainted.
        BoardScene scene;
        scene.showPosition(PositionBuilder(boardFromRows({"..", ".."})).place("a1", 0, 2));
        QImage image(400, 400, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        scene.render(&painter, QRectF(0, 0, 200, 200));
        const int afterSmall = scene.art().cachedPixmapCount();
        scene.render(&painter, QRectF(0, 0, 200, 200));
        QCOMPARE(scene.art().cachedPixmapCount(), afterSmall);
        scene.render(&painter, QRectF(0, 0, 400, 400));
        QVERIFY(scene.art().cachedPixmapCount() > afterSmall);
    }

    void badInputNeverCrashes()
    {
        BoardScene scene;
        scene.showHighlights({{-4, Highlight::Move}, {1000, Highlight::Attack}}, 77);
        QCOMPARE(scene.highlightItems().size(), 0);
        scene.showLastAction(Action::move(-1, 5000));
        QVERIFY(!scene.lastActionItem()->isVisible());
        QVERIFY(!scene.moveFocusToward({1, 0}));
        QVERIFY(!scene.moveFocusAlong({1, 0}));
        scene.setFocusedSpace(3);
        QCOMPARE(scene.focusedSpace(), kNoSpace);
        QCOMPARE(scene.spaceAt({0, 0}), kNoSpace);
        scene.showPosition(Position());
        QCOMPARE(scene.spaceCount(), 0);
        scene.showPosition(PositionBuilder(boardFromRows({"..."})));
        scene.showHighlights({{2, Highlight::Swap}, {3, Highlight::Move}}, kNoSpace);
        QCOMPARE(scene.highlightItems().size(), 1);
        scene.showLastAction(Action::reinforce(1, 2));
        QCOMPARE(scene.lastActionItem()->to(), 1);
        QCOMPARE(scene.lastActionItem()->from(), kNoSpace);
        QVERIFY(scene.lastActionItem()->isVisible());
        scene.showLastAction(std::nullopt);
        QVERIFY(!scene.lastActionItem()->isVisible());
    }
};

QTEST_MAIN(TestBoardScene)
#include "tst_board_scene.moc"
