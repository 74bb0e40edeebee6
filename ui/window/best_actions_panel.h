// The analysis's best actions at the position replayed, beside the chances chart: each with what it
// does and the mover's chance after it, the action played marked among them. Pointing at one (the
// pointer or the arrow keys) shows it on the board as a ghost; a click or Enter asks to play it in a
// new game (Continue from Here with it). It reads the analysis and the replay and changes neither.
#pragma once

#include "ai/analysis.h"
#include "board/ghost_action_item.h"

#include <QList>
#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace eko::ui {

class GameAnalysisRunner;
class GameModel;
class ReplayModel;

class BestActionsPanel : public QWidget {
    Q_OBJECT
public:
    BestActionsPanel(GameModel *model, ReplayModel *replay, GameAnalysisRunner *analysis, QWidget *parent = nullptr);

    QTreeWidget *list() const { return m_list; }
    // The action whose analysis is shown: the one played from the position replayed (null: none).
    const ai::ActionAnalysis *shown() const;
    // The actions listed, in the list's order.
    QList<Action> listedActions() const { return m_actions; }
    // What the board shows for the position replayed: the action pointed at (else the best one)
    // and, when it differs, the one played.
    QList<ActionGhost> ghosts() const;

signals:
    // The ghosts changed (another position, another row pointed at).
    void ghostsChanged();
    // An action was chosen, to be played in a new game from the position replayed.
    void actionChosen(const eko::Action &action);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refill();
    void point(int row);
    void choose(QTreeWidgetItem *item);

    GameModel *m_model;
    ReplayModel *m_replay;
    GameAnalysisRunner *m_analysis;
    QLabel *m_caption;
    QTreeWidget *m_list;
    QList<Action> m_actions;
    int m_played = -1;  // the row of the action played
    int m_pointed = -1; // the row under the pointer or selected, -1: none
};

} // namespace eko::ui
