// A mark on a space while the player chooses: the selected stack and where its actions lead.
// Each kind has its own shape as well as its own colour (move dot, regroup ring, attack swords...).
#pragma once

#include "board/board_item_types.h"
#include "look/highlight.h"

#include <QGraphicsItem>

namespace eko::ui {

class HighlightItem : public QGraphicsItem {
public:
    enum { Type = HighlightItemType };

    HighlightItem();

    int type() const override { return Type; }
    SpaceIndex space() const { return m_space; }
    Highlight kind() const { return m_kind; }
    // Moves the mark to the centre of `space` (at `centre` in the scene) and gives it its kind.
    void show(SpaceIndex space, Highlight kind, QPointF centre);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    SpaceIndex m_space = kNoSpace;
    Highlight m_kind = Highlight::Move;
};

} // namespace eko::ui
