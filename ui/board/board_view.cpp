// The view of the board: zoom, pan, fit, keyboard focus and clicks.
#include "board/board_view.h"

#include "board/board_accessible.h"
#include "board/hex_layout.h"

#include <QKeyEvent>
#include <QLinearGradient>
#include <QPainter>
#include <QPixmapCache>
#include <QScrollBar>
#include <QWheelEvent>
#include <QtMath>
#include <algorithm>

namespace eko::ui {

namespace {
constexpr int kPixmapCacheKilobytes = 64 * 1024;
}

BoardView::BoardView(BoardScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::NoAnchor);
    // One dirty rectangle, grown by each changed item: with the terrain cached, repainting it is cheap,
    // while a region of thousands of rectangles (the highlights of a big stack on a 10,000-space
    // board) costs more to build than the repaint itself (QRegion unions grow quadratically).
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    // The table and the terrain (the scene background) are drawn once per zoom and scroll, not for
    // every repaint: on a board of 10,000 spaces an action repaints only its stacks and highlights.
    setCacheMode(QGraphicsView::CacheBackground);
    // Space, stack and building items cache their pictures in QPixmapCache. Its default 10 MB holds
    // too few for a board of 10,000 spaces, and every repaint would render them all again.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), kPixmapCacheKilobytes));
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    setAlignment(Qt::AlignCenter);
    setMouseTracking(true);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] {
        if (!m_userZoomed)
            fitToWindow();
    });
    // Screen readers walk the spaces with the focus ring (board/board_accessible.h).
    board_accessible::install();
    connect(scene, &BoardScene::focusedSpaceChanged, this, [this](SpaceIndex space) {
        board_accessible::spaceFocused(this, space);
    });
    retranslateUi();
}

void BoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGraphicsView::changeEvent(event);
}

void BoardView::retranslateUi()
{
    //: Accessible name of the board view.
    setAccessibleName(tr("Board"));
}

qreal BoardView::fitScale() const
{
    const QRectF scene = m_fitRect.isNull() ? sceneRect() : m_fitRect;
    const QSize port = viewport()->size();
    if (scene.isEmpty() || port.isEmpty())
        return 1.0;
    // A hair under the exact fit, so rounding never brings up a scroll bar.
    return 0.999 * qMin(port.width() / scene.width(), port.height() / scene.height());
}

qreal BoardView::zoom() const
{
    return transform().m11() / fitScale();
}

void BoardView::zoomAround(qreal zoom, QPoint anchor)
{
    zoom = qBound(kMinZoom, zoom, kMaxZoom);
    const QPointF scenePoint = mapToScene(anchor);
    const qreal scale = fitScale() * zoom;
    setTransform(QTransform::fromScale(scale, scale));
    const QPoint moved = mapFromScene(scenePoint) - anchor;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + moved.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + moved.y());
    updateDragMode();
    emit zoomChanged(zoom);
}

void BoardView::setZoom(qreal zoom)
{
    m_userZoomed = true;
    zoomAround(zoom, viewport()->rect().center());
}

void BoardView::zoomIn()
{
    setZoom(zoom() * kZoomStep);
}

void BoardView::zoomOut()
{
    setZoom(zoom() / kZoomStep);
}

void BoardView::keepViewOver(const QRectF &rect)
{
    m_fitRect = rect;
    const QTransform toScene = viewportTransform().inverted();
    const QPointF anchor = toScene.map(QPointF(0, 0));
    // Exactly what is in sight (a hair less, so it never needs a scroll bar of its own): an area no
    // larger than the viewport would be centred in it, and would move.
    const QRectF port = QRectF(viewport()->rect()).adjusted(0.01, 0.01, -0.01, -0.01);
    m_userZoomed = true; // the scale is no fit any more: resizing keeps it
    setSceneRect(rect.united(toScene.mapRect(port)));
    const QPointF moved = viewportTransform().map(anchor);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + qRound(moved.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + qRound(moved.y()));
    updateDragMode();
}

void BoardView::fitToWindow()
{
    m_userZoomed = false;
    if (!m_fitRect.isNull())
        setSceneRect(m_fitRect);
    const qreal scale = fitScale();
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(sceneRect().center());
    updateDragMode();
    emit zoomChanged(1.0);
}

void BoardView::updateDragMode()
{
    // Left-drag on the empty area pans once there is something to pan to.
    const bool scrollable = horizontalScrollBar()->maximum() > horizontalScrollBar()->minimum()
                            || verticalScrollBar()->maximum() > verticalScrollBar()->minimum();
    setDragMode(scrollable ? QGraphicsView::ScrollHandDrag : QGraphicsView::NoDrag);
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const qreal steps = event->angleDelta().y() / 120.0;
    if (steps == 0.0) {
        event->ignore();
        return;
    }
    m_userZoomed = true;
    zoomAround(zoom() * qPow(kZoomStep, steps), event->position().toPoint());
    event->accept();
}

void BoardView::revealFocus()
{
    const SpaceIndex focused = m_scene->focusedSpace();
    if (focused == kNoSpace)
        return;
    ensureVisible(hexBounds().translated(m_scene->spaceCenter(focused)), 20, 20);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    if (mods == Qt::ControlModifier || mods == (Qt::ControlModifier | Qt::ShiftModifier)) {
        switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal: zoomIn(); return;
        case Qt::Key_Minus: zoomOut(); return;
        case Qt::Key_0: fitToWindow(); return;
        default: break;
        }
    }
    if (mods != Qt::NoModifier) {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    // The six hex directions on the keys around S: W north-west, E north-east, A west, D east,
    // Z south-west, X south-east (kDirections: E, NE, NW, W, SW, SE).
    auto along = [&](int direction) {
        m_scene->moveFocusAlong(kDirections[direction]);
        revealFocus();
    };
    auto toward = [&](QPointF direction) {
        m_scene->moveFocusToward(direction);
        revealFocus();
    };
    switch (event->key()) {
    case Qt::Key_Left: toward({-1, 0}); return;
    case Qt::Key_Right: toward({1, 0}); return;
    case Qt::Key_Up: toward({0, -1}); return;
    case Qt::Key_Down: toward({0, 1}); return;
    case Qt::Key_D: along(0); return;
    case Qt::Key_E: along(1); return;
    case Qt::Key_W: along(2); return;
    case Qt::Key_A: along(3); return;
    case Qt::Key_Z: along(4); return;
    case Qt::Key_X: along(5); return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        // The first press only shows the ring, where play is; the next one clicks.
        if (!m_scene->startFocus())
            m_scene->activateFocusedSpace();
        revealFocus();
        return;
    case Qt::Key_Escape: emit escapePressed(); return;
    default: QGraphicsView::keyPressEvent(event); return;
    }
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_userZoomed)
        updateDragMode();
    else
        fitToWindow();
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panLast = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint now = event->position().toPoint();
        const QPoint delta = now - m_panLast;
        m_panLast = now;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && event->button() == Qt::MiddleButton) {
        m_panning = false;
        updateDragMode();
        if (dragMode() == QGraphicsView::ScrollHandDrag)
            viewport()->setCursor(Qt::OpenHandCursor);
        else
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void BoardView::drawBackground(QPainter *painter, const QRectF &rect)
{
    // A warm, dark table under the board, independent of zoom.
    painter->save();
    painter->resetTransform();
    const QRect port = viewport()->rect();
    QLinearGradient gradient(port.topLeft(), port.bottomLeft());
    gradient.setColorAt(0.0, QColor(0x3a, 0x2c, 0x20));
    gradient.setColorAt(1.0, QColor(0x22, 0x1a, 0x13));
    painter->fillRect(port, gradient);
    painter->restore();
    QGraphicsView::drawBackground(painter, rect); // the scene's: the terrain
}

} // namespace eko::ui
