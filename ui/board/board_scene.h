// The board as a QGraphicsScene: one item per space, per stack and per building, plus highlights,
// the last action, hover and keyboard focus. It shows what it is given (showPosition,
// showHighlights, showLastAction: in the main window, BoardPresenter decides what); it never changes
// the game: a click only emits spaceClicked().
#pragma once

#include "board/ghost_action_item.h"
#include "look/art_cache.h"
#include "look/highlight.h"
#include "core/action.h"
#include "core/position.h"

#include <QGraphicsScene>
#include <QList>
#include <memory>
#include <optional>
#include <vector>

namespace eko::ui {

class BuildingItem;
class GhostActionItem;
class GameModel;
class HighlightItem;
class LastActionItem;
class SpaceItem;
class SpaceMarkItem;
class StackItem;

class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit BoardScene(QObject *parent = nullptr);
    // A scene does not follow a game model by itself (BoardPresenter shows the game): refused, so
    // that a model is never taken for the parent.
    BoardScene(GameModel *, QObject * = nullptr) = delete;
    ~BoardScene() override;

    ArtCache &art() { return m_art; }

    // The board shown; null before the first position.
    const Board *board() const { return m_board.get(); }
    int spaceCount() const { return static_cast<int>(m_spaceItems.size()); }
    QPointF spaceCenter(SpaceIndex space) const;
    // The space whose hex holds the scene point, kNoSpace if none.
    SpaceIndex spaceAt(const QPointF &scenePos) const;

    // Items showing the board; stackItem/buildingItem give nullptr where nothing is shown.
    SpaceItem *spaceItem(SpaceIndex space) const;
    const StackItem *stackItem(SpaceIndex space) const;
    const BuildingItem *buildingItem(SpaceIndex space) const;
    // The highlights shown, in the model's order (the selected stack first when it is not listed).
    QList<const HighlightItem *> highlightItems() const;
    const LastActionItem *lastActionItem() const { return m_lastAction; }
    // The analysis's ghost actions shown (the best one, the one played, an alternative pointed at).
    QList<const GhostActionItem *> ghostItems() const;

    // Shows a position: rebuilds everything for a different board, else updates only the
    // stacks and buildings that differ from what is shown.
    void showPosition(const Position &position);
    void showHighlights(const QList<SpaceHighlight> &highlights, SpaceIndex selected);
    void showLastAction(const std::optional<Action> &action);
    void showGhosts(const QList<ActionGhost> &ghosts);
    // Removes every item (no game).
    void clearBoard();

    bool spaceNamesVisible() const { return m_namesVisible; }
    SpaceIndex hoveredSpace() const { return m_hovered; }
    SpaceIndex focusedSpace() const { return m_focused; }
    // The tooltip text of a space, translated.
    QString describeSpace(SpaceIndex space) const;

    // Keyboard focus: moves to the nearest space lying in `direction` (scene coordinates, e.g.
    // (0, -1) is up) or to the neighbour one hex step away (`step` among the six directions,
    // skipping holes in the board). With no focus yet, focus starts at the selected stack or the
    // board's middle. Returns whether the focus moved.
    bool moveFocusToward(QPointF direction);
    bool moveFocusAlong(Hex step);
    // Shows the focus ring at its starting space when there is none; returns whether it did.
    bool startFocus();

    // Called by the space items.
    void clickSpaceItem(SpaceIndex space);
    void setHoveredSpace(SpaceIndex space);

public slots:
    void setSpaceNamesVisible(bool visible);
    // Puts the focus ring on a space (kNoSpace hides it).
    void setFocusedSpace(eko::SpaceIndex space);
    // Acts as a click on the focused space.
    void activateFocusedSpace();

signals:
    void spaceClicked(eko::SpaceIndex space);
    void focusedSpaceChanged(eko::SpaceIndex space);
    void spaceNamesVisibleChanged(bool visible);

protected:
    void helpEvent(QGraphicsSceneHelpEvent *event) override;
    // The terrain of every space meeting `rect`: it never changes during a game, so views cache it
    // (QGraphicsView::CacheBackground) and an action repaints only the items that changed.
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void rebuild(std::shared_ptr<const Board> board);
    // The same spaces with some terrains changed (the scenario editor's painting): only those
    // spaces' background is repainted, no item is made anew.
    bool retile(std::shared_ptr<const Board> board);
    SpaceIndex startingFocus() const;

    ArtCache m_art;
    std::shared_ptr<const Board> m_board;
    std::vector<SpaceItem *> m_spaceItems;
    std::vector<StackItem *> m_stackItems;       // created when a space first holds a stack
    std::vector<BuildingItem *> m_buildingItems; // created when a space first holds a building
    std::vector<HighlightItem *> m_highlightItems; // reused; the first m_highlightCount are shown
    int m_highlightCount = 0;
    std::vector<GhostActionItem *> m_ghostItems; // reused; the first m_ghostCount are shown
    int m_ghostCount = 0;
    LastActionItem *m_lastAction = nullptr;
    SpaceMarkItem *m_hoverMark = nullptr;
    SpaceMarkItem *m_focusMark = nullptr;
    SpaceIndex m_hovered = kNoSpace;
    SpaceIndex m_focused = kNoSpace;
    SpaceIndex m_selected = kNoSpace;
    qreal m_stickyX = 0; // column kept while the focus moves up and down
    bool m_namesVisible = false;
};

} // namespace eko::ui
