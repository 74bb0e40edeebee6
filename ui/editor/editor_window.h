// The scenario editor's window: the shared board view with the editor's tools, the Game, Players,
// Goal and Problems panels, Test This Puzzle, the menus and the modified marker. The scenario's file (new, open, save,
// save as, the "save changes?" prompt, the messages) is its ScenarioDocument; the scenario and its
// undo stack are the ScenarioModel's. "Play this scenario" hands it to the game.
#pragma once

#include "core/scenario.h"

#include <QMainWindow>
#include <functional>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QSpinBox;
class QToolBar;

namespace eko::ui {

class BoardScene;
class BoardTools;
class BoardView;
class GamePanel;
class GoalPanel;
class PuzzleTestDialog;
class HexFlash;
class HexOutlinesItem;
class PlayersPanel;
class ProblemsPanel;
class ScenarioDocument;
class ScenarioModel;
class StackDragPreview;

class EditorWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit EditorWindow(QWidget *parent = nullptr);
    ~EditorWindow() override;

    ScenarioModel *model() const { return m_model; }
    BoardScene *scene() const { return m_scene; }
    BoardView *boardView() const { return m_view; }
    BoardTools *tools() const { return m_tools; }
    ProblemsPanel *problemsPanel() const { return m_problemsPanel; }
    const HexOutlinesItem *problemMarks() const { return m_problemMarks; }
    const StackDragPreview *dragPreview() const { return m_dragPreview; }
    const HexOutlinesItem *addableOutlines() const { return m_addable; }
    bool flashing() const;
    ScenarioDocument *document() const { return m_document; }

    // The document's, for the callers of the window (see scenario_document.h).
    QString fileName() const;
    bool newScenario(Scenario scenario);
    bool openFile(const QString &fileName);
    bool maybeSave();
    void setInteractive(bool on);
    void setScenarioFolder(std::function<QString()> folder);
    void setRecentScenarios(std::function<QStringList()> list, std::function<void(const QString &)> add);
    void setSaveAsName(std::function<QString()> ask);
    // Plays the scenario in the game window (refused as Save is while it has errors).
    bool play();
    // Scenario ▸ Test This Puzzle: the solver on the current scenario, in a dialog (puzzle_test_dialog.h).
    void testPuzzle();
    PuzzleTestDialog *puzzleTest() const;
    GoalPanel *goalPanel() const { return m_goalPanel; }
    // Plays a scenario in the game window.
    void setPlayer(std::function<void(const Scenario &)> play) { m_play = std::move(play); }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createToolBars();
    void createDocks();
    void createMenus();
    void retranslateUi();
    void refresh();
    void refreshBoard();
    void refreshProblems();
    void updateTitle();
    void updateUndoTexts();
    void updateToolOptions();
    void updateRecentMenu();
    void showProblem(SpaceIndex space, PlayerIndex player);
    void newWithDialog();

    ScenarioModel *m_model;
    ScenarioDocument *m_document;
    BoardScene *m_scene;
    BoardView *m_view;
    BoardTools *m_tools;
    GamePanel *m_gamePanel;
    PlayersPanel *m_playersPanel;
    GoalPanel *m_goalPanel;
    ProblemsPanel *m_problemsPanel;
    HexOutlinesItem *m_addable;
    HexOutlinesItem *m_problemMarks;
    HexOutlinesItem *m_flashMark;
    HexFlash *m_flash;
    StackDragPreview *m_dragPreview;
    QDockWidget *m_gameDock = nullptr;
    QDockWidget *m_playersDock = nullptr;
    QDockWidget *m_goalDock = nullptr;
    QDockWidget *m_problemsDock = nullptr;
    QToolBar *m_toolBar = nullptr;
    QToolBar *m_optionsBar = nullptr;
    QMenu *m_scenarioMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QActionGroup *m_toolGroup = nullptr;
    QAction *m_toolActions[4] = {};
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_playAction = nullptr;
    QAction *m_testAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_emperorAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_namesAction = nullptr;
    QComboBox *m_terrainBox = nullptr;
    QComboBox *m_ownerBox = nullptr;
    QSpinBox *m_sizeBox = nullptr;
    QComboBox *m_buildingBox = nullptr;
    QLabel *m_terrainLabel = nullptr;
    QLabel *m_ownerLabel = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QLabel *m_buildingLabel = nullptr;
    QAction *m_terrainOption = nullptr, *m_ownerOption = nullptr, *m_sizeOption = nullptr, *m_buildingOption = nullptr;
    QAction *m_terrainLabelOption = nullptr, *m_ownerLabelOption = nullptr, *m_sizeLabelOption = nullptr,
            *m_buildingLabelOption = nullptr;
    QLabel *m_namesLabel = nullptr;
    QRectF m_sceneRect;
    std::function<void(const Scenario &)> m_play;
};

} // namespace eko::ui
