// An action that was not (or not yet) played, drawn over the board for the analysis: the best action
// as a ghost (an arrow along its path, a ring on its target, a building's outline for a construction)
// and the action played there, dashed and thinner, so that the two never look alike.
#pragma once

#include "board/board_item_types.h"
#include "core/board.h"
#include "look/highlight.h"

#include <QGraphicsItem>
#include <QPointF>
#include <optional>

namespace eko::ui {

// What the board is asked to draw: an action's spaces, how its target is marked, and which it is.
struct ActionGhost {
    enum class Role { Best, Played };
    SpaceIndex from = kNoSpace;
    SpaceIndex to = kNoSpace;
    std::optional<Highlight> kind; // how the target is marked (a move, an attack, a construction…)
    Role role = Role::Best;
    friend bool operator==(const ActionGhost &, const ActionGhost &) = default;
};

class GhostActionItem : public QGraphicsItem {
public:
    enum { Type = GhostActionItemType };

    GhostActionItem();

    int type() const override { return Type; }
    const ActionGhost &ghost() const { return m_ghost; }
    // Draws `ghost` with its spaces at these scene centres (either space may be kNoSpace).
    void show(const ActionGhost &ghost, QPointF fromCentre, QPointF toCentre);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ActionGhost m_ghost;
    QPointF m_fromCentre;
    QPointF m_toCentre;
};

} // namespace eko::ui
