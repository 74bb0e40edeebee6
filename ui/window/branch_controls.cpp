// Branch controls: the Branches menu's actions, their keys and when they are enabled.
#include "window/branch_controls.h"

#include "model/game_model.h"
#include "window/status_line.h"

#include <QAction>
#include <QKeySequence>
#include <QMenu>
#include <QWidget>

namespace eko::ui {

BranchControls::BranchControls(GameModel *model, StatusLine *status, QWidget *window)
    : QObject(window)
    , m_model(model)
    , m_status(status)
{
    auto make = [this, window](const char *name, const QKeySequence &key, auto slot) {
        auto *action = new QAction(this);
        action->setObjectName(QString::fromLatin1(name));
        if (!key.isEmpty())
            action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        window->addAction(action); // its key works with the menu closed
        return action;
    };
    // Ctrl+Up / Ctrl+Down beside replay's Ctrl+Left / Ctrl+Right (turns): along the tree's other axis.
    m_next = make("actionNextBranch", QKeySequence(Qt::CTRL | Qt::Key_Down), [this] { m_model->nextBranch(); });
    m_previous = make("actionPreviousBranch", QKeySequence(Qt::CTRL | Qt::Key_Up), [this] { m_model->previousBranch(); });
    m_mainLine = make("actionBackToMainLine", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up),
                      [this] { m_model->backToMainLine(); });
    m_promote = make("actionPromoteBranch", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), [this] {
        m_model->promoteCurrentLine();
        //: Status line after Branches ▸ Promote to Main Line.
        m_status->showNotice(tr("This line is the main line now: a saved file gives its actions and its result first."));
    });
    m_delete = make("actionDeleteBranch", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete), [this] { deleteBranch(); });
    m_restore = make("actionRestoreBranch", QKeySequence(), [this] {
        m_model->restoreBranch();
        //: Status line after Branches ▸ Restore Deleted Branch.
        m_status->showNotice(tr("The deleted branch is back."));
    });

    m_menu = new QMenu(window);
    m_menu->setObjectName(QStringLiteral("branchesMenu"));
    m_menu->addAction(m_next);
    m_menu->addAction(m_previous);
    m_menu->addAction(m_mainLine);
    m_menu->addSeparator();
    m_menu->addAction(m_promote);
    m_menu->addSeparator();
    m_menu->addAction(m_delete);
    m_menu->addAction(m_restore);

    // A change of the tree's shape comes with actionsChanged too.
    connect(model, &GameModel::actionsChanged, this, &BranchControls::updateActions);
    connect(model, &GameModel::gameReset, this, &BranchControls::updateActions);
    retranslateUi();
    updateActions();
}

void BranchControls::deleteBranch()
{
    const int before = m_model->hasGame() ? m_model->tree().actionCount() : 0;
    m_model->deleteCurrentBranch();
    const int deleted = before - (m_model->hasGame() ? m_model->tree().actionCount() : 0);
    if (deleted > 0)
        //: Status line after Branches ▸ Delete Branch; %n actions were deleted with it.
        m_status->showNotice(tr("Branch deleted (%n action(s)). Branches ▸ Restore Deleted Branch brings it back.", "", deleted));
}

void BranchControls::updateActions()
{
    const bool game = m_model->hasGame();
    m_next->setEnabled(game && m_model->hasSiblingBranch(1));
    m_previous->setEnabled(game && m_model->hasSiblingBranch(-1));
    m_mainLine->setEnabled(game && !m_model->onMainLine());
    m_promote->setEnabled(game && !m_model->lineIsMainLine());
    m_delete->setEnabled(game && !m_model->onMainLine());
    m_restore->setEnabled(game && m_model->canRestoreBranch());
}

void BranchControls::retranslateUi()
{
    //: Menu of the game tree's branches (other lines tried after an undo or in replay).
    m_menu->setTitle(tr("&Branches"));
    //: Goes to the next of the lines tried at the nearest point where the current line has others.
    m_next->setText(tr("&Next Branch"));
    m_previous->setText(tr("&Previous Branch"));
    //: Goes back to where the current branch leaves the main line (the game's first line).
    m_mainLine->setText(tr("Back to &Main Line"));
    m_promote->setText(tr("P&romote to Main Line"));
    m_delete->setText(tr("&Delete Branch"));
    m_restore->setText(tr("Res&tore Deleted Branch"));
    m_next->setStatusTip(tr("Go to the next line tried at the nearest branching point."));
    m_previous->setStatusTip(tr("Go to the previous line tried at the nearest branching point."));
    m_mainLine->setStatusTip(tr("Go back to where this branch leaves the main line."));
    m_promote->setStatusTip(tr("Make the current line the main line of the game."));
    m_delete->setStatusTip(tr("Delete the branch of the current action, from where it leaves its line."));
    m_restore->setStatusTip(tr("Bring back the branch deleted last."));
}

} // namespace eko::ui
