// The board scene: builds the items for a board and keeps them in step with the positions shown.
#include "board/board_scene.h"

#include "board/building_item.h"
#include "board/ghost_action_item.h"
#include "board/hex_layout.h"
#include "board/highlight_item.h"
#include "board/last_action_item.h"
#include "board/space_description.h"
#include "board/space_item.h"
#include "board/space_mark_item.h"
#include "board/stack_item.h"

#include <QGraphicsSceneHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <QtMath>
#include <algorithm>
#include <limits>

namespace eko::ui {

namespace {
// Empty room around the board, in hex sizes.
constexpr qreal kMargin = 0.6 * kHexSize;
} // namespace

BoardScene::BoardScene(QObject *parent)
    : QGraphicsScene(parent)
{
    m_lastAction = new LastActionItem;
    m_hoverMark = new SpaceMarkItem(SpaceMarkItem::Style::Hover);
    m_focusMark = new SpaceMarkItem(SpaceMarkItem::Style::Focus);
    addItem(m_lastAction);
    addItem(m_hoverMark);
    addItem(m_focusMark);
}

BoardScene::~BoardScene() = default;

QPointF BoardScene::spaceCenter(SpaceIndex space) const
{
    if (!m_board || space < 0 || space >= m_board->spaceCount())
        return {};
    return hexCenter(m_board->hex(space));
}

SpaceIndex BoardScene::spaceAt(const QPointF &scenePos) const
{
    if (!m_board)
        return kNoSpace;
    return m_board->indexOf(hexAt(scenePos));
}

SpaceItem *BoardScene::spaceItem(SpaceIndex space) const
{
    if (space < 0 || space >= spaceCount())
        return nullptr;
    return m_spaceItems[space];
}

const StackItem *BoardScene::stackItem(SpaceIndex space) const
{
    if (space < 0 || space >= static_cast<int>(m_stackItems.size()))
        return nullptr;
    const StackItem *item = m_stackItems[space];
    return item && item->isVisible() ? item : nullptr;
}

const BuildingItem *BoardScene::buildingItem(SpaceIndex space) const
{
    if (space < 0 || space >= static_cast<int>(m_buildingItems.size()))
        return nullptr;
    const BuildingItem *item = m_buildingItems[space];
    return item && item->isVisible() ? item : nullptr;
}

QList<const HighlightItem *> BoardScene::highlightItems() const
{
    QList<const HighlightItem *> shown;
    for (int k = 0; k < m_highlightCount; ++k)
        shown << m_highlightItems[k];
    return shown;
}

void BoardScene::clearBoard()
{
    auto drop = [this](auto &items) {
        for (auto *item : items)
            if (item) {
                removeItem(item);
                delete item;
            }
        items.clear();
    };
    drop(m_spaceItems);
    drop(m_stackItems);
    drop(m_buildingItems);
    drop(m_highlightItems);
    m_highlightCount = 0;
    drop(m_ghostItems);
    m_ghostCount = 0;
    m_board.reset();
    m_lastAction->showSpaces(kNoSpace, {}, kNoSpace, {});
    m_hovered = kNoSpace;
    m_hoverMark->showAt(kNoSpace, {});
    if (m_focused != kNoSpace) {
        m_focused = kNoSpace;
        m_focusMark->showAt(kNoSpace, {});
        emit focusedSpaceChanged(kNoSpace);
    }
    m_selected = kNoSpace;
    setSceneRect(QRectF());
    invalidate(QRectF(), QGraphicsScene::BackgroundLayer); // the terrain is gone
}

void BoardScene::rebuild(std::shared_ptr<const Board> board)
{
    clearBoard();
    m_board = std::move(board);
    if (!m_board)
        return;
    const int count = m_board->spaceCount();
    m_spaceItems.reserve(count);
    for (SpaceIndex s = 0; s < count; ++s) {
        auto *item = new SpaceItem(this, s, m_board->terrain(s), QString::fromStdString(m_board->spaceName(s)), m_art);
        item->setPos(hexCenter(m_board->hex(s)));
        item->setNameVisible(m_namesVisible);
        addItem(item);
        m_spaceItems.push_back(item);
    }
    m_stackItems.assign(count, nullptr);
    m_buildingItems.assign(count, nullptr);
    setSceneRect(boardBounds(*m_board).adjusted(-kMargin, -kMargin, kMargin, kMargin));
    invalidate(QRectF(), QGraphicsScene::BackgroundLayer); // the new terrain
}

bool BoardScene::retile(std::shared_ptr<const Board> board)
{
    if (!m_board || board->spaceCount() != m_board->spaceCount())
        return false;
    for (SpaceIndex s = 0; s < board->spaceCount(); ++s)
        if (board->hex(s) != m_board->hex(s))
            return false;
    const QRectF hex = hexBounds().adjusted(-1, -1, 1, 1);
    for (SpaceIndex s = 0; s < board->spaceCount(); ++s)
        if (board->terrain(s) != m_board->terrain(s)) {
            m_spaceItems[s]->setTerrain(board->terrain(s));
            invalidate(hex.translated(m_spaceItems[s]->pos()), QGraphicsScene::BackgroundLayer);
        }
    m_board = std::move(board);
    return true;
}

void BoardScene::showPosition(const Position &position)
{
    const std::shared_ptr<const Board> &board = position.boardPtr();
    if (!board) {
        clearBoard();
        return;
    }
    if (board != m_board) {
        if (m_board && *board == *m_board)
            m_board = board;
        else if (!retile(board))
            rebuild(board);
    }
    const int count = m_board->spaceCount();
    for (SpaceIndex s = 0; s < count; ++s) {
        const Stack &stack = position.stack(s);
        StackItem *stackItem = m_stackItems[s];
        if (!stackItem && !stack.empty()) {
            stackItem = new StackItem(s, m_art);
            stackItem->setPos(m_spaceItems[s]->pos());
            addItem(stackItem);
            m_stackItems[s] = stackItem;
        }
        if (stackItem)
            stackItem->setStack(stack);

        const Building &building = position.building(s);
        BuildingItem *buildingItem = m_buildingItems[s];
        if (!buildingItem && !building.empty()) {
            buildingItem = new BuildingItem(s, m_art);
            buildingItem->setPos(m_spaceItems[s]->pos());
            addItem(buildingItem);
            m_buildingItems[s] = buildingItem;
        }
        if (buildingItem)
            buildingItem->setBuilding(building, m_board->terrain(s) == Terrain::Capital);
    }
}

void BoardScene::showHighlights(const QList<SpaceHighlight> &highlights, SpaceIndex selected)
{
    QList<SpaceHighlight> shown;
    const bool listed = std::any_of(highlights.begin(), highlights.end(),
                                    [](const SpaceHighlight &h) { return h.kind == Highlight::Selected; });
    if (selected != kNoSpace && !listed)
        shown << SpaceHighlight{selected, Highlight::Selected};
    shown << highlights;

    int used = 0;
    for (const SpaceHighlight &h : std::as_const(shown)) {
        if (!m_board || h.space < 0 || h.space >= m_board->spaceCount())
            continue;
        if (used == static_cast<int>(m_highlightItems.size())) {
            auto *item = new HighlightItem;
            addItem(item);
            m_highlightItems.push_back(item);
        }
        m_highlightItems[used++]->show(h.space, h.kind, spaceCenter(h.space));
    }
    for (int k = used; k < m_highlightCount; ++k)
        m_highlightItems[k]->setVisible(false);
    m_highlightCount = used;
    m_selected = m_board && selected >= 0 && selected < m_board->spaceCount() ? selected : kNoSpace;
}

QList<const GhostActionItem *> BoardScene::ghostItems() const
{
    QList<const GhostActionItem *> shown;
    for (int k = 0; k < m_ghostCount; ++k)
        shown << m_ghostItems[static_cast<size_t>(k)];
    return shown;
}

void BoardScene::showGhosts(const QList<ActionGhost> &ghosts)
{
    auto valid = [this](SpaceIndex s) { return m_board && s >= 0 && s < m_board->spaceCount() ? s : kNoSpace; };
    int used = 0;
    for (ActionGhost g : ghosts) {
        g.from = valid(g.from);
        g.to = valid(g.to);
        if (g.from == kNoSpace && g.to == kNoSpace)
            continue;
        if (used == static_cast<int>(m_ghostItems.size())) {
            auto *item = new GhostActionItem;
            addItem(item);
            m_ghostItems.push_back(item);
        }
        m_ghostItems[static_cast<size_t>(used++)]->show(g, spaceCenter(g.from), spaceCenter(g.to));
    }
    for (int k = used; k < m_ghostCount; ++k)
        m_ghostItems[static_cast<size_t>(k)]->setVisible(false);
    m_ghostCount = used;
}

void BoardScene::showLastAction(const std::optional<Action> &action)
{
    auto valid = [this](SpaceIndex s) { return m_board && s >= 0 && s < m_board->spaceCount() ? s : kNoSpace; };
    const SpaceIndex from = action ? valid(action->from) : kNoSpace;
    const SpaceIndex to = action ? valid(action->to) : kNoSpace;
    if (from == m_lastAction->from() && to == m_lastAction->to() && m_lastAction->isVisible() == (from != kNoSpace || to != kNoSpace))
        return;
    m_lastAction->showSpaces(from, spaceCenter(from), to, spaceCenter(to));
}

void BoardScene::setSpaceNamesVisible(bool visible)
{
    if (visible == m_namesVisible)
        return;
    m_namesVisible = visible;
    for (SpaceItem *item : m_spaceItems)
        item->setNameVisible(visible);
    emit spaceNamesVisibleChanged(visible);
}

QString BoardScene::describeSpace(SpaceIndex space) const
{
    if (!m_board || space < 0 || space >= m_board->spaceCount())
        return {};
    const StackItem *stack = stackItem(space);
    const BuildingItem *building = buildingItem(space);
    return SpaceDescription::describe(*m_board, space, stack ? stack->stack() : Stack{},
                                      building ? building->building() : Building{});
}

void BoardScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    const QString text = describeSpace(spaceAt(event->scenePos()));
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->screenPos(), text, event->widget());
    event->accept();
}

void BoardScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    if (!m_board)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF hex = hexBounds().adjusted(-1, -1, 1, 1);
    for (SpaceIndex s = 0; s < m_board->spaceCount(); ++s) {
        const QPointF centre = m_spaceItems[s]->pos();
        if (rect.intersects(hex.translated(centre)))
            SpaceItem::paintTerrain(painter, m_art, m_board->terrain(s), centre);
    }
    painter->restore();
}

void BoardScene::clickSpaceItem(SpaceIndex space)
{
    if (!m_board || space < 0 || space >= m_board->spaceCount())
        return;
    if (m_focused != kNoSpace)
        setFocusedSpace(space);
    emit spaceClicked(space);
}

void BoardScene::setHoveredSpace(SpaceIndex space)
{
    if (!m_board || space < 0 || space >= m_board->spaceCount())
        space = kNoSpace;
    if (space == m_hovered)
        return;
    m_hovered = space;
    m_hoverMark->showAt(space, spaceCenter(space));
}

void BoardScene::setFocusedSpace(SpaceIndex space)
{
    if (!m_board || space < 0 || space >= m_board->spaceCount())
        space = kNoSpace;
    if (space == m_focused)
        return;
    m_focused = space;
    m_focusMark->showAt(space, spaceCenter(space));
    emit focusedSpaceChanged(space);
}

void BoardScene::activateFocusedSpace()
{
    if (m_focused != kNoSpace)
        emit spaceClicked(m_focused);
}

SpaceIndex BoardScene::startingFocus() const
{
    if (!m_board || m_board->spaceCount() == 0)
        return kNoSpace;
    if (m_selected != kNoSpace)
        return m_selected;
    if (m_hovered != kNoSpace)
        return m_hovered;
    const QPointF middle = boardBounds(*m_board).center();
    SpaceIndex best = 0;
    qreal bestDistance = std::numeric_limits<qreal>::max();
    for (SpaceIndex s = 0; s < m_board->spaceCount(); ++s) {
        const QPointF d = spaceCenter(s) - middle;
        const qreal distance = QPointF::dotProduct(d, d);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = s;
        }
    }
    return best;
}

bool BoardScene::startFocus()
{
    if (m_focused != kNoSpace)
        return false;
    setFocusedSpace(startingFocus());
    m_stickyX = spaceCenter(m_focused).x();
    return m_focused != kNoSpace;
}

bool BoardScene::moveFocusToward(QPointF direction)
{
    if (!m_board || direction.isNull())
        return false;
    if (startFocus())
        return true;
    if (m_focused == kNoSpace)
        return false;
    const qreal norm = qSqrt(QPointF::dotProduct(direction, direction));
    const QPointF unit = direction / norm;
    const bool vertical = qAbs(unit.y()) > qAbs(unit.x());
    const QPointF from = spaceCenter(m_focused);
    SpaceIndex best = kNoSpace;
    qreal bestAlong = 0, bestScore = 0;
    for (SpaceIndex s = 0; s < m_board->spaceCount(); ++s) {
        if (s == m_focused)
            continue;
        const QPointF c = spaceCenter(s);
        const QPointF d = c - from;
        const qreal along = QPointF::dotProduct(d, unit);
        const qreal across = qAbs(d.x() * unit.y() - d.y() * unit.x());
        if (along < 1.0 || across > along * 1.8) // ahead, within about 60° of the direction
            continue;
        if (vertical) {
            // The nearest row first, then the space closest to the column the focus came from.
            const qreal score = qAbs(c.x() - m_stickyX);
            const bool nearerRow = along < bestAlong - 1.0;
            const bool sameRow = qAbs(along - bestAlong) <= 1.0;
            if (best == kNoSpace || nearerRow || (sameRow && score < bestScore - 0.5)) {
                best = s;
                bestAlong = along;
                bestScore = score;
            }
        } else {
            const qreal score = along + 3.0 * across;
            if (best == kNoSpace || score < bestScore) {
                best = s;
                bestScore = score;
            }
        }
    }
    if (best == kNoSpace)
        return false;
    setFocusedSpace(best);
    if (!vertical)
        m_stickyX = spaceCenter(best).x();
    return true;
}

bool BoardScene::moveFocusAlong(Hex step)
{
    if (!m_board || step == Hex{0, 0})
        return false;
    if (startFocus())
        return true;
    if (m_focused == kNoSpace)
        return false;
    const int reach = (m_board->qMax() - m_board->qMin()) + (m_board->rMax() - m_board->rMin()) + 1;
    Hex h = m_board->hex(m_focused);
    for (int k = 0; k < reach; ++k) {
        h = h + step;
        const SpaceIndex s = m_board->indexOf(h);
        if (s != kNoSpace) {
            setFocusedSpace(s);
            m_stickyX = spaceCenter(s).x();
            return true;
        }
    }
    return false;
}

} // namespace eko::ui
