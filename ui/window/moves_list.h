// The list of the actions played: the current one selected and kept in view as the game goes
// on, after undo and redo, and when the list is resized.
#pragma once

#include <QListView>

namespace eko::ui {

class MoveListModel;

class MovesList : public QListView {
    Q_OBJECT
public:
    explicit MovesList(MoveListModel *model, QWidget *parent = nullptr);

    // Selects the current move and scrolls it into view (the top when nothing is played).
    void revealCurrentMove();

signals:
    // A row was clicked or Enter pressed on it: go to action `k` (0-based).
    void actionActivated(int k);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    MoveListModel *m_moves;
};

} // namespace eko::ui
