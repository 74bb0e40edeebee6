// A stack on the board: discs piled upward, crown, size badge.
#include "board/stack_item.h"

#include "look/art_cache.h"
#include "look/palette.h"
#include "board/hex_layout.h"

#include <QFont>
#include <QPainter>

namespace eko::ui {

namespace {

constexpr qreal s = kHexSize;
// The disc box is 0.62 of the hex width; the art is 200 × 160 and each disc sits 32/160 of its
// box higher than the one below (resources/art/README.md). A stack of two is centred on the space.
constexpr qreal kDiscWidth = 0.62 * 1.7320508 * s;
constexpr qreal kDiscHeight = kDiscWidth * 0.8;
constexpr qreal kDiscStep = kDiscHeight * 0.2;
constexpr qreal kBase = 0.47 * s; // bottom of the lowest disc's box
constexpr qreal kBadgeRadius = StackItem::kBadgeDiameter / 2;
const QPointF kBadgeCentre(0.49 * s, 0.29 * s);

QRectF discRect(int level)
{
    return {-kDiscWidth / 2, kBase - kDiscHeight - level * kDiscStep, kDiscWidth, kDiscHeight};
}

} // namespace

StackItem::StackItem(SpaceIndex space, ArtCache &art)
    : m_art(art)
    , m_space(space)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kStack);
    // Painted once per zoom into a device-pixel cache: a full repaint is then a few blits.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    setVisible(false);
}

void StackItem::setStack(const Stack &stack)
{
    if (stack == m_stack)
        return;
    if (stack.size != m_stack.size)
        prepareGeometryChange();
    m_stack = stack;
    setVisible(!stack.empty());
    update();
}

QRectF StackItem::boundingRect() const
{
    const int drawn = qBound(1, int(m_stack.size), kMaxDiscsDrawn);
    QRectF r = discRect(0) | discRect(drawn - 1);
    r |= QRectF(kBadgeCentre.x() - kBadgeRadius, kBadgeCentre.y() - kBadgeRadius, 2 * kBadgeRadius, 2 * kBadgeRadius);
    return r.adjusted(-3, -3, 3, 3);
}

void StackItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_stack.empty())
        return;
    const int drawn = qBound(1, int(m_stack.size), kMaxDiscsDrawn);
    const QString disc = discArt(m_stack.owner);
    for (int level = 0; level < drawn; ++level)
        m_art.paint(painter, disc, discRect(level));
    if (m_stack.emperor)
        m_art.paint(painter, emperorArt(), discRect(drawn - 1));

    // The size, readable at a glance: a dark badge ringed in the owner's colour.
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(seatColor(m_stack.owner), 0.035 * s));
    painter->setBrush(QColor(28, 24, 20, 235));
    painter->drawEllipse(kBadgeCentre, kBadgeRadius, kBadgeRadius);
    QFont font;
    font.setPixelSize(qRound(1.4 * kBadgeRadius));
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(Qt::white);
    const QRectF badge(kBadgeCentre.x() - kBadgeRadius, kBadgeCentre.y() - kBadgeRadius, 2 * kBadgeRadius,
                       2 * kBadgeRadius);
    painter->drawText(badge, Qt::AlignCenter, QString::number(m_stack.size));
}

} // namespace eko::ui
