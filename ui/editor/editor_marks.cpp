// The editor's marks: hex outlines drawn by one item each, and the flash animation.
#include "editor/editor_marks.h"

#include "board/board_item_types.h"
#include "board/hex_layout.h"

#include <QPainter>
#include <QSet>
#include <QtMath>

namespace eko::ui {

HexOutlinesItem::HexOutlinesItem(Style style)
    : m_style(style)
{
    // Above the stacks, below the hover and focus marks; never in the way of a click.
    setZValue(style == Style::Addable ? z::kSpace + 0.5 : z::kHighlight - 0.5);
    setAcceptedMouseButtons(Qt::NoButton);
}

void HexOutlinesItem::setHexes(const QList<Hex> &hexes)
{
    prepareGeometryChange();
    m_hexes = hexes;
    m_bounds = QRectF();
    for (Hex h : hexes)
        m_bounds |= hexBounds().translated(hexCenter(h)).adjusted(-8, -8, 8, 8);
    update();
}

void HexOutlinesItem::setStyle(Style style)
{
    if (style == m_style)
        return;
    m_style = style;
    update();
}

void HexOutlinesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QPen pen;
    switch (m_style) {
    case Style::Addable:
        pen = QPen(QColor(255, 240, 210, 110), 3, Qt::DashLine);
        break;
    case Style::Problem:
        pen = QPen(QColor(230, 40, 40, 230), 9);
        break;
    case Style::Flash:
        pen = QPen(QColor(255, 255, 255), 14);
        break;
    case Style::Drop:
        pen = QPen(QColor(255, 236, 150), 9);
        break;
    case Style::NoDrop:
        pen = QPen(QColor(230, 40, 40, 230), 9, Qt::DashLine);
        break;
    }
    painter->setPen(pen);
    const QColor fill = m_style == Style::Flash ? QColor(255, 255, 255, 90)
        : m_style == Style::Drop                ? QColor(255, 236, 150, 60)
                                                : QColor(Qt::transparent);
    painter->setBrush(fill);
    const QPolygonF outline = hexPolygon(kHexSize, m_style == Style::Addable ? 6 : 8);
    for (Hex h : m_hexes)
        painter->drawPolygon(outline.translated(hexCenter(h)));
}

QList<Hex> addableHexes(const Board &board)
{
    if (board.spaceCount() == 0)
        return {Hex{0, 0}};
    QList<Hex> out;
    QSet<qint64> seen;
    for (const Space &space : board.spaces())
        for (Hex d : kDirections) {
            const Hex h = space.hex + d;
            const qint64 key = (qint64(h.q) << 32) ^ quint32(h.r);
            if (board.indexOf(h) == kNoSpace && !seen.contains(key)) {
                seen.insert(key);
                out.append(h);
            }
        }
    return out;
}

HexFlash::HexFlash(HexOutlinesItem *item, QObject *parent)
    : QObject(parent)
    , m_item(item)
{
    m_animation.setDuration(1200);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_item->setVisible(false);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        // Three pulses, fading out.
        const qreal t = value.toReal();
        m_item->setOpacity(qAbs(qSin(t * 3 * M_PI)) * (1.0 - 0.5 * t));
    });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] { m_item->setVisible(false); });
}

void HexFlash::flash(Hex hex)
{
    m_item->setHexes({hex});
    m_item->setVisible(true);
    m_animation.stop();
    m_animation.start();
}

} // namespace eko::ui
