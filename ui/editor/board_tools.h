// The editor's tools on the board view: paint terrain, add and remove spaces (also beside the
// keyboard focus), place, size, move and delete stacks, place buildings. Mouse and keys on the
// view become edits of the scenario model.
#pragma once

#include "core/position.h"

#include <QObject>
#include <QPointF>

namespace eko::ui {

class BoardView;
class ScenarioModel;

class BoardTools : public QObject {
    Q_OBJECT
public:
    enum class Tool { Terrain, Spaces, Stacks, Buildings };

    BoardTools(ScenarioModel *model, BoardView *view, QObject *parent = nullptr);

    Tool tool() const { return m_tool; }
    Terrain terrain() const { return m_terrain; }
    PlayerIndex owner() const { return m_owner; }
    BuildingType building() const { return m_building; }
    // The stack or building chosen last (the target of the keys and of Emperor / Delete).
    SpaceIndex selected() const { return m_selected; }

public slots:
    void setTool(eko::ui::BoardTools::Tool tool);
    void setTerrain(eko::Terrain terrain) { m_terrain = terrain; }
    void setOwner(int owner) { m_owner = owner; }
    // The size of the stacks placed, and of the selected stack (the Stacks tool's "Discs" box).
    void setStackSize(int size);
    void setBuilding(eko::BuildingType building) { m_building = building; }
    void select(eko::SpaceIndex space);
    // The selected stack: Emperor in or out, one disc more or less, deleted (or its building).
    void toggleEmperor();
    void changeSize(int delta);
    void deleteSelected();
    // A click with the current tool on a space (also Enter on the keyboard focus).
    void clickSpace(eko::SpaceIndex space);

signals:
    void toolChanged(eko::ui::BoardTools::Tool tool);
    // Stacks tool: the stack on `from` is dragged over `over`; then the drag ends (dropped or not).
    void stackDragged(eko::SpaceIndex from, eko::Hex over);
    void stackDragEnded();
    void selectionChanged(eko::SpaceIndex space);
    // A stack was selected, or the selected one changed size: the "Discs" box shows its size.
    void selectedStackSizeChanged(int size);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Tells the selected stack's size when it is new (selectedStackSizeChanged).
    void tellSelectedSize();
    QPointF sceneAt(QPointF viewportPos) const;
    Hex hexAt(QPointF viewportPos) const;
    void press(Hex hex, bool right);
    void drag(Hex hex);
    // The pointer moved to `to` (scene coordinates) with the button held.
    void dragAlong(QPointF to);
    void release(Hex hex);
    void applyStroke(Hex hex);
    // Spaces tool, Shift + W E A D Z X: a space of the chosen terrain beside the keyboard focus in
    // that hex direction (kDirections order), and the focus onto it.
    void addSpaceBeside(int direction);

    ScenarioModel *m_model;
    BoardView *m_view;
    Tool m_tool = Tool::Terrain;
    Terrain m_terrain = Terrain::Desert;
    PlayerIndex m_owner = 0;
    int m_size = 1;                    // the size of stacks placed
    int m_selectedSize = 0;            // the selected stack's size last told (0: no stack selected)
    BuildingType m_building = BuildingType::Village;
    SpaceIndex m_selected = kNoSpace;
    bool m_pressed = false;
    bool m_strokeAdds = true;          // Spaces tool: this drag adds spaces (else removes them)
    bool m_hasLast = false;
    Hex m_last;                        // the hex the drag was last over
    QPointF m_lastPoint;               // where the pointer was last seen in the drag (scene)
    SpaceIndex m_dragFrom = kNoSpace;  // Stacks tool: the stack the drag started on
};

} // namespace eko::ui
