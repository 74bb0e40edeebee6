// The board tools: the view's mouse and keys turned into edits of the scenario model.
#include "editor/board_tools.h"

#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/hex_layout.h"
#include "editor/scenario_model.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>

namespace eko::ui {

BoardTools::BoardTools(ScenarioModel *model, BoardView *view, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_view(view)
{
    view->viewport()->installEventFilter(this);
    view->installEventFilter(this);
    connect(view->boardScene(), &BoardScene::spaceClicked, this, &BoardTools::clickSpace);
    connect(model, &ScenarioModel::changed, this, [this] {
        // A selection that no longer holds anything (deleted, undone, the board changed) ends.
        const Position &pos = m_model->position();
        if (m_selected != kNoSpace
            && (m_selected >= pos.board().spaceCount()
                || (pos.stack(m_selected).empty() && pos.building(m_selected).empty())))
            select(kNoSpace);
        tellSelectedSize();
    });
}

void BoardTools::setStackSize(int size)
{
    m_size = size;
    if (m_selected != kNoSpace && m_model->exactSetup() && !m_model->position().stack(m_selected).empty()
        && m_model->position().stack(m_selected).size != size && !m_model->setStackSize(m_selected, size)) {
        // Refused (the reserve is empty) or kept to the stack limit: the box shows the stack as it is.
        m_size = m_model->position().stack(m_selected).size;
        emit selectedStackSizeChanged(m_size);
    }
}

void BoardTools::tellSelectedSize()
{
    const Position &pos = m_model->position();
    const int size = m_selected != kNoSpace && m_selected < pos.board().spaceCount() ? pos.stack(m_selected).size : 0;
    if (size == m_selectedSize)
        return;
    m_selectedSize = size;
    if (size > 0) {
        m_size = size; // what the box shows is what a click places
        emit selectedStackSizeChanged(size);
    }
}

void BoardTools::setTool(Tool tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    emit toolChanged(tool);
}

void BoardTools::select(SpaceIndex space)
{
    if (space == m_selected)
        return;
    m_selected = space;
    emit selectionChanged(space);
    tellSelectedSize();
}

QPointF BoardTools::sceneAt(QPointF viewportPos) const { return m_view->mapToScene(viewportPos.toPoint()); }

Hex BoardTools::hexAt(QPointF viewportPos) const { return ui::hexAt(sceneAt(viewportPos)); }

void BoardTools::clickSpace(SpaceIndex space)
{
    if (space < 0 || space >= m_model->board().spaceCount())
        return;
    const Hex hex = m_model->board().hex(space);
    press(hex, false);
    release(hex);
}

void BoardTools::press(Hex hex, bool right)
{
    const SpaceIndex space = m_model->board().indexOf(hex);
    const Position &pos = m_model->position();
    m_pressed = true;
    m_hasLast = true;
    m_last = hex;
    m_dragFrom = kNoSpace;
    switch (m_tool) {
    case Tool::Terrain:
        if (right)
            return;
        m_model->beginStroke();
        m_model->paintTerrain(hex, m_terrain);
        return;
    case Tool::Spaces:
        m_model->beginStroke();
        m_strokeAdds = !right && space == kNoSpace;
        applyStroke(hex);
        return;
    case Tool::Stacks:
        if (space == kNoSpace)
            return;
        if (right) {
            m_model->removeStack(space);
            return;
        }
        if (m_model->exactSetup() && !pos.stack(space).empty()) {
            select(space);
            m_dragFrom = space;
        } else if (m_model->placeStack(space, m_owner, m_size)) {
            select(space);
        }
        return;
    case Tool::Buildings:
        if (space == kNoSpace)
            return;
        if (right || (m_model->exactSetup() && pos.building(space) == Building{static_cast<std::int8_t>(m_owner), m_building}))
            m_model->removeBuilding(space);
        else if (m_model->placeBuilding(space, m_owner, m_building))
            select(space);
        return;
    }
}

void BoardTools::applyStroke(Hex hex)
{
    if (m_tool == Tool::Terrain)
        m_model->paintTerrain(hex, m_terrain);
    else if (m_strokeAdds)
        m_model->addSpace(hex, m_terrain);
    else
        m_model->removeSpace(hex);
}

void BoardTools::drag(Hex hex)
{
    if (!m_pressed || (m_hasLast && hex == m_last))
        return;
    m_last = hex;
    m_hasLast = true;
    if (m_tool == Tool::Terrain || m_tool == Tool::Spaces)
        applyStroke(hex);
    else if (m_tool == Tool::Stacks && m_dragFrom != kNoSpace)
        emit stackDragged(m_dragFrom, hex);
}

void BoardTools::dragAlong(QPointF to)
{
    // The mouse reports where it is now and then, not every space it crossed: a painting stroke
    // visits the spaces under the straight line from the last report, a quarter of a hex at a time.
    const QPointF from = m_lastPoint;
    m_lastPoint = to;
    if (m_tool != Tool::Terrain && m_tool != Tool::Spaces) {
        drag(ui::hexAt(to));
        return;
    }
    const QPointF delta = to - from;
    const int steps = std::max(1, static_cast<int>(std::ceil(std::hypot(delta.x(), delta.y()) / (kHexSize / 4))));
    for (int i = 1; i <= steps; ++i)
        drag(ui::hexAt(from + delta * (static_cast<qreal>(i) / steps)));
}

void BoardTools::release(Hex hex)
{
    if (!m_pressed)
        return;
    m_pressed = false;
    m_model->endStroke();
    if (m_tool == Tool::Stacks && m_dragFrom != kNoSpace) {
        emit stackDragEnded();
        const SpaceIndex to = m_model->board().indexOf(hex);
        if (to != kNoSpace && to != m_dragFrom && m_model->moveStack(m_dragFrom, to))
            select(to);
    }
    m_dragFrom = kNoSpace;
}

void BoardTools::addSpaceBeside(int direction)
{
    BoardScene *scene = m_view->boardScene();
    const SpaceIndex focused = scene->focusedSpace();
    if (focused == kNoSpace) {
        scene->startFocus(); // the first key shows the focus ring, as Enter does
        return;
    }
    const Hex hex = m_model->board().hex(focused) + kDirections[static_cast<size_t>(direction)];
    if (m_model->board().indexOf(hex) == kNoSpace)
        m_model->addSpace(hex, m_terrain); // refused with a reason on the status line, or added
    // The focus goes on to the space (the names, and so the indexes, may have moved).
    if (const SpaceIndex next = m_model->board().indexOf(hex); next != kNoSpace)
        scene->setFocusedSpace(next);
}

void BoardTools::toggleEmperor()
{
    if (m_selected != kNoSpace)
        m_model->toggleEmperor(m_selected);
}

void BoardTools::changeSize(int delta)
{
    if (m_selected == kNoSpace || m_model->position().stack(m_selected).empty())
        return;
    m_model->setStackSize(m_selected, m_model->position().stack(m_selected).size + delta);
}

void BoardTools::deleteSelected()
{
    if (m_selected == kNoSpace)
        return;
    const SpaceIndex space = m_selected;
    if (!m_model->position().stack(space).empty())
        m_model->removeStack(space);
    else
        m_model->removeBuilding(space);
}

bool BoardTools::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view) {
        if (event->type() != QEvent::KeyPress)
            return false;
        auto *key = static_cast<QKeyEvent *>(event);
        if (m_tool == Tool::Spaces && (key->modifiers() & ~Qt::KeypadModifier) == Qt::ShiftModifier) {
            // Shift and the keys that move the focus along the six hex directions (W E A D Z X).
            constexpr std::array<int, 6> keys{Qt::Key_D, Qt::Key_E, Qt::Key_W, Qt::Key_A, Qt::Key_Z, Qt::Key_X};
            const auto k = std::find(keys.begin(), keys.end(), key->key());
            if (k != keys.end()) {
                addSpaceBeside(static_cast<int>(k - keys.begin()));
                return true;
            }
        }
        if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
            return false;
        switch (key->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal: changeSize(+1); return true;
        case Qt::Key_Minus: changeSize(-1); return true;
        case Qt::Key_Delete:
        case Qt::Key_Backspace: deleteSelected(); return true;
        default: return false;
        }
    }
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton && mouse->button() != Qt::RightButton)
            return false; // the middle button pans
        m_view->setFocus(Qt::MouseFocusReason);
        m_lastPoint = sceneAt(mouse->position());
        press(hexAt(mouse->position()), mouse->button() == Qt::RightButton);
        return true;
    }
    case QEvent::MouseMove: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (!m_pressed)
            return false; // hovering: the scene's hover mark follows
        dragAlong(sceneAt(mouse->position()));
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton && mouse->button() != Qt::RightButton)
            return false;
        release(hexAt(mouse->position()));
        return true;
    }
    case QEvent::Wheel: {
        auto *wheel = static_cast<QWheelEvent *>(event);
        if (wheel->modifiers() & Qt::ControlModifier)
            return false; // zoom
        const SpaceIndex space = m_model->board().indexOf(hexAt(wheel->position()));
        if (space == kNoSpace || m_model->position().stack(space).empty() || wheel->angleDelta().y() == 0)
            return false;
        select(space);
        changeSize(wheel->angleDelta().y() > 0 ? +1 : -1);
        return true;
    }
    default:
        return false;
    }
}

} // namespace eko::ui
