// The preview of a stack being dragged in the editor (see stack_drag_preview.h).
#include "editor/stack_drag_preview.h"

#include "board/board_item_types.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/hex_layout.h"
#include "board/stack_item.h"
#include "editor/editor_marks.h"
#include "editor/scenario_model.h"
#include "text/explain.h"

namespace eko::ui {

namespace {
constexpr qreal kGhostOpacity = 0.6;
}

StackDragPreview::StackDragPreview(ScenarioModel *model, BoardScene *scene, BoardView *view, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_view(view)
    , m_ghost(new StackItem(kNoSpace, scene->art()))
    , m_mark(new HexOutlinesItem(HexOutlinesItem::Style::Drop))
{
    // Above every mark of the board, never in the way of the mouse.
    m_ghost->setZValue(z::kFocus + 1);
    m_ghost->setOpacity(kGhostOpacity);
    m_ghost->setAcceptedMouseButtons(Qt::NoButton);
    m_mark->setZValue(z::kFocus + 0.5);
    scene->addItem(m_mark);
    scene->addItem(m_ghost);
    m_ghost->setVisible(false);
    m_mark->setVisible(false);
}

bool StackDragPreview::isShown() const { return m_ghost->isVisible(); }

void StackDragPreview::show(SpaceIndex from, Hex over)
{
    const Board &board = m_model->board();
    if (from < 0 || from >= board.spaceCount())
        return;
    m_over = over;
    const SpaceIndex to = board.indexOf(over);
    QString refusal;
    if (to == kNoSpace)
        //: Scenario editor, while a stack is dragged beyond the edge of the board.
        refusal = tr("Off the board: the stack stays where it is.");
    else if (to != from)
        if (const auto why = edit::moveStack(m_model->scenario(), from, to).rejection)
            refusal = text::explainEditRejection(*why, &board);
    m_allowed = to != kNoSpace && refusal.isEmpty();
    m_ghost->setStack(m_model->position().stack(from));
    m_ghost->setPos(hexCenter(over));
    m_ghost->setVisible(true);
    m_mark->setStyle(m_allowed ? HexOutlinesItem::Style::Drop : HexOutlinesItem::Style::NoDrop);
    m_mark->setHexes(to == from ? QList<Hex>{} : QList<Hex>{over});
    m_mark->setVisible(true);
    m_view->viewport()->setCursor(Qt::ClosedHandCursor);
    if (refusal != m_refusal) {
        m_refusal = refusal;
        emit refusalChanged(m_refusal);
    }
}

void StackDragPreview::hide()
{
    if (!isShown())
        return;
    m_ghost->setVisible(false);
    m_mark->setVisible(false);
    m_view->viewport()->unsetCursor();
    if (!m_refusal.isEmpty()) {
        m_refusal.clear();
        emit refusalChanged(m_refusal);
    }
}

} // namespace eko::ui
