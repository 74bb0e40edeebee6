// One space of the board: its name when names are shown, clicks and hovering. Its terrain is drawn
// by the scene's background (BoardScene::drawBackground), which the view caches.
#pragma once

#include "core/board.h"
#include "board/board_item_types.h"

#include <QGraphicsItem>
#include <QPainterPath>
#include <QString>

namespace eko::ui {

class ArtCache;
class BoardScene;

class SpaceItem : public QGraphicsItem {
public:
    enum { Type = SpaceItemType };

    SpaceItem(BoardScene *board, SpaceIndex space, Terrain terrain, QString name, ArtCache &art);

    int type() const override { return Type; }
    SpaceIndex space() const { return m_space; }
    Terrain terrain() const { return m_terrain; }
    // A new terrain on the same space (the scene repaints its background there).
    void setTerrain(Terrain terrain) { m_terrain = terrain; }
    const QString &name() const { return m_name; }

    bool nameVisible() const { return m_nameVisible; }
    void setNameVisible(bool visible);

    QRectF boundingRect() const override;
    // The terrain art and the faint edge of a space centred at `centre` (the scene background).
    static void paintTerrain(QPainter *painter, ArtCache &art, Terrain terrain, QPointF centre);
    QPainterPath shape() const override { return m_shape; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    BoardScene *m_board;
    ArtCache &m_art;
    SpaceIndex m_space;
    Terrain m_terrain;
    QString m_name;
    QPainterPath m_shape;
    bool m_nameVisible = false;
};

} // namespace eko::ui
