// One space of the board: name label, clicks and hovering; the terrain painting the scene uses.
#include "board/space_item.h"

#include "look/art_cache.h"
#include "look/palette.h"
#include "board/board_scene.h"
#include "board/hex_layout.h"

#include <QCursor>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>

namespace eko::ui {

SpaceItem::SpaceItem(BoardScene *board, SpaceIndex space, Terrain terrain, QString name, ArtCache &art)
    : m_board(board)
    , m_art(art)
    , m_space(space)
    , m_terrain(terrain)
    , m_name(std::move(name))
{
    m_shape.addPolygon(hexPolygon());
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptHoverEvents(true);
    setCursor(QCursor(Qt::PointingHandCursor));
    setZValue(z::kSpace);
    // Nothing to paint without the name: the terrain is in the scene background, so a repaint of the
    // whole board (e.g. hiding thousands of highlights) does not visit every space.
    setFlag(QGraphicsItem::ItemHasNoContents, !m_nameVisible);
    // The name is painted once per zoom into a device-pixel cache: a full repaint is then a few blits.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void SpaceItem::setNameVisible(bool visible)
{
    if (visible == m_nameVisible)
        return;
    m_nameVisible = visible;
    setFlag(QGraphicsItem::ItemHasNoContents, !visible);
    update();
}

QRectF SpaceItem::boundingRect() const
{
    return hexBounds().adjusted(-1, -1, 1, 1);
}

void SpaceItem::paintTerrain(QPainter *painter, ArtCache &art, Terrain terrain, QPointF centre)
{
    art.paint(painter, terrainArt(terrain), hexBounds().translated(centre));
    // A faint edge so neighbouring spaces of one terrain still read as separate hexes.
    painter->setPen(QPen(QColor(60, 40, 20, 70), 1.6));
    painter->setBrush(Qt::NoBrush);
    painter->drawPolygon(hexPolygon(kHexSize, 0.8).translated(centre));
}

void SpaceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_nameVisible)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font;
    font.setPixelSize(qRound(kHexSize * 0.2));
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const qreal width = metrics.horizontalAdvance(m_name) + kHexSize * 0.12;
    const qreal height = metrics.height() + kHexSize * 0.02;
    const QRectF pill(-width / 2, kHexSize * 0.84 - height, width, height);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(25, 20, 15, 170));
    painter->drawRoundedRect(pill, height / 2, height / 2);
    painter->setPen(QColor(255, 250, 235));
    painter->drawText(pill, Qt::AlignCenter, m_name);
}

void SpaceItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        event->accept();
    else
        event->ignore();
}

void SpaceItem::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    // A click counts when the button comes up on the space it went down on.
    if (event->button() == Qt::LeftButton && m_shape.contains(event->pos()))
        m_board->clickSpaceItem(m_space);
}

void SpaceItem::hoverEnterEvent(QGraphicsSceneHoverEvent *)
{
    m_board->setHoveredSpace(m_space);
}

void SpaceItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    if (m_board->hoveredSpace() == m_space)
        m_board->setHoveredSpace(kNoSpace);
}

} // namespace eko::ui
