// A stack on the board: its discs piled up, the crown when it holds its Emperor, and a size badge.
#pragma once

#include "board/board_item_types.h"
#include "board/hex_layout.h"
#include "core/position.h"

#include <QGraphicsItem>

namespace eko::ui {

class ArtCache;

class StackItem : public QGraphicsItem {
public:
    enum { Type = StackItemType };
    // Stacks taller than this still show their size in the badge; the pile stops growing.
    static constexpr int kMaxDiscsDrawn = 6;
    // The size badge's diameter in scene units: 14 px or more where the board fits a 1024×700
    // window (a scale of about 0.29).
    static constexpr qreal kBadgeDiameter = 0.5 * kHexSize;

    StackItem(SpaceIndex space, ArtCache &art);

    int type() const override { return Type; }
    SpaceIndex space() const { return m_space; }

    // What the item shows; an empty stack hides the item.
    const Stack &stack() const { return m_stack; }
    PlayerIndex owner() const { return m_stack.owner; }
    int size() const { return m_stack.size; }
    bool emperor() const { return m_stack.emperor; }
    void setStack(const Stack &stack);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ArtCache &m_art;
    SpaceIndex m_space;
    Stack m_stack;
};

} // namespace eko::ui
