// The list of the actions played, grouped by turn: the turn holding the current action is open and
// the action selected and kept in view as the game goes on, after undo and redo, while replaying,
// and when the list is resized; the other lines tried instead of the current action shown under it.
// A click or Enter on a row asks to go to that action, or to that branch.
#pragma once

#include <QPersistentModelIndex>
#include <QTreeView>

namespace eko::ui {

class ActionListModel;

class ActionList : public QTreeView {
    Q_OBJECT
public:
    explicit ActionList(ActionListModel *model, QWidget *parent = nullptr);

    // Opens the current action's turn, selects the action and scrolls it into view (the top when
    // nothing is played).
    void revealCurrentMove();
    // Two rows at least, six wished for: in a low window the list (it scrolls) gives its height to
    // the panels around it first.
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

signals:
    // A row was clicked or Enter pressed on it: go to action `k` (0-based; a turn's last action).
    void actionActivated(int k);
    // A branch's row was clicked or Enter pressed on it: go to its first action (`node` of the tree).
    void branchActivated(int node);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    int rowHeight() const;

    ActionListModel *m_moves;
    QPersistentModelIndex m_opened; // the turn opened for the current action
};

} // namespace eko::ui
