// The editor's own marks on the shared board scene: faint outlines where a space may be added,
// red outlines on the spaces a problem names, a flash on the space a problem was chosen for, and
// where a dragged stack would land (or why not).
#pragma once

#include "core/board.h"

#include <QGraphicsItem>
#include <QList>
#include <QVariantAnimation>

namespace eko::ui {

// Hex outlines, all drawn by one item (a big board has thousands).
class HexOutlinesItem : public QGraphicsItem {
public:
    enum class Style { Addable, Problem, Flash, Drop, NoDrop };
    explicit HexOutlinesItem(Style style);

    void setHexes(const QList<Hex> &hexes);
    void setStyle(Style style);
    Style style() const { return m_style; }
    const QList<Hex> &hexes() const { return m_hexes; }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Style m_style;
    QList<Hex> m_hexes;
    QRectF m_bounds;
};

// The hexes next to the board that are not on it (the centre hex for an empty board).
QList<Hex> addableHexes(const Board &board);

// Flashes one hex a few times (a problem chosen in the problems panel).
class HexFlash : public QObject {
    Q_OBJECT
public:
    explicit HexFlash(HexOutlinesItem *item, QObject *parent = nullptr);
    void flash(Hex hex);
    bool running() const { return m_animation.state() == QAbstractAnimation::Running; }

private:
    HexOutlinesItem *m_item;
    QVariantAnimation m_animation;
};

} // namespace eko::ui
