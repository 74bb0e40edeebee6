// While a stack is dragged in the editor: the stack itself, faded, on the space under the mouse,
// and that space outlined as a place it may land, or in red with the reason it may not (the edit
// is tried on a copy of the scenario; nothing changes until the mouse is released).
#pragma once

#include "core/board.h"

#include <QObject>
#include <QString>

namespace eko::ui {

class BoardScene;
class BoardView;
class HexOutlinesItem;
class ScenarioModel;
class StackItem;

class StackDragPreview : public QObject {
    Q_OBJECT
public:
    StackDragPreview(ScenarioModel *model, BoardScene *scene, BoardView *view, QObject *parent = nullptr);

    // The stack on `from` is dragged over `over` (on the board or not).
    void show(SpaceIndex from, Hex over);
    void hide();

    bool isShown() const;
    // Where the preview is, and whether the stack may land there (else why not, translated).
    Hex over() const { return m_over; }
    bool allowed() const { return m_allowed; }
    const QString &refusal() const { return m_refusal; }
    const StackItem *ghost() const { return m_ghost; }
    const HexOutlinesItem *mark() const { return m_mark; }

signals:
    // The reason the stack may not land where it is, or empty when it may (or the drag ended).
    void refusalChanged(const QString &refusal);

private:
    ScenarioModel *m_model;
    BoardView *m_view;
    StackItem *m_ghost;
    HexOutlinesItem *m_mark;
    Hex m_over;
    bool m_allowed = false;
    QString m_refusal;
};

} // namespace eko::ui
