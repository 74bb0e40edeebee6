// The window's side of the game tree: the Branches menu (next / previous branch, back to the main
// line, promote to main line, delete a branch and bring it back), enabled as the tree allows and
// telling in the status line what a promotion or a deletion did. The tree itself is the game
// model's; this only asks it.
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace eko::ui {

class GameModel;
class StatusLine;

class BranchControls : public QObject {
    Q_OBJECT
public:
    BranchControls(GameModel *model, StatusLine *status, QWidget *window);

    QMenu *menu() const { return m_menu; }
    QAction *nextAction() const { return m_next; }
    QAction *previousAction() const { return m_previous; }
    QAction *mainLineAction() const { return m_mainLine; }
    QAction *promoteAction() const { return m_promote; }
    QAction *deleteAction() const { return m_delete; }
    QAction *restoreAction() const { return m_restore; }

    void retranslateUi();

private:
    void updateActions();
    void deleteBranch();

    GameModel *m_model;
    StatusLine *m_status;
    QMenu *m_menu = nullptr;
    QAction *m_next = nullptr;
    QAction *m_previous = nullptr;
    QAction *m_mainLine = nullptr;
    QAction *m_promote = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_restore = nullptr;
};

} // namespace eko::ui
