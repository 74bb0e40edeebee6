// The window's side of game analysis: the Analyse menu (Analyse Game, Cancel Analysis, next and
// previous mistake on F7 / Shift+F7), the progress row under the board while it runs (actions done of
// all, the time left, Cancel), the winning chances chart and the best actions of the position replayed
// as a tab beside the VP chart, and the marks in the move list. The results are the runner's (GameAnalysisRunner); this only shows them and goes
// to the actions they name.
#pragma once

#include "ai/analysis.h"

#include <QObject>

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;
class QToolButton;
class QTreeView;
class QWidget;

namespace eko::ui {

class AnalysisMarks;
class BestActionsPanel;
class ChancesChart;
class GameAnalysisRunner;
class GameModel;
class ReplayMode;
class StatusLine;

class AnalysisControls : public QObject {
    Q_OBJECT
public:
    AnalysisControls(GameModel *model, ReplayMode *replay, StatusLine *status, QTreeView *moves, QObject *parent);

    GameAnalysisRunner *runner() const { return m_runner; }
    QMenu *menu() const { return m_menu; }
    // The progress row (shown while the analysis runs), for under the board.
    QWidget *progressRow() const { return m_progress; }
    QProgressBar *progressBar() const { return m_bar; }
    QLabel *progressLabel() const { return m_label; }
    ChancesChart *chart() const { return m_chart; }
    // The best actions of the position replayed, beside the chart on its tab.
    BestActionsPanel *bestActions() const { return m_best; }
    QWidget *chancesPage() const { return m_chancesPage; }
    QTabWidget *chartTabs() const { return m_tabs; }
    AnalysisMarks *marks() const { return m_marks; }
    QAction *analyseAction() const { return m_analyse; }
    QAction *cancelAction() const { return m_cancel; }
    QAction *nextMistakeAction() const { return m_next; }
    QAction *previousMistakeAction() const { return m_previous; }

    void retranslateUi();

public slots:
    // A game file's analysis, opened with its game: shown at once; a stale one says so (Analyse
    // Game does it again).
    void showOpened(const ai::GameAnalysis &analysis, bool stale);
    void nextMistake();
    void previousMistake();

private:
    void updateActions();
    void updateProgress();
    // The position shown: after this many actions (the replayed one, or the game's end).
    int shownCount() const;
    // Replays the position just before action `k` (a mistake) and says what it lost.
    void showMistake(int k);

    GameModel *m_model;
    ReplayMode *m_replay;
    StatusLine *m_status;
    QTreeView *m_moves;
    GameAnalysisRunner *m_runner;
    AnalysisMarks *m_marks;
    QMenu *m_menu = nullptr;
    QAction *m_analyse = nullptr;
    QAction *m_cancel = nullptr;
    QAction *m_next = nullptr;
    QAction *m_previous = nullptr;
    QWidget *m_progress = nullptr;
    QLabel *m_label = nullptr;
    QProgressBar *m_bar = nullptr;
    QToolButton *m_cancelButton = nullptr;
    QTabWidget *m_tabs = nullptr;
    ChancesChart *m_chart = nullptr;
    BestActionsPanel *m_best = nullptr;
    QWidget *m_chancesPage = nullptr;
};

} // namespace eko::ui
