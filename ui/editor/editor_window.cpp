// The scenario editor's window: layout, menus, tool bar, title; the file is its ScenarioDocument.
#include "editor/editor_window.h"

#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/hex_layout.h"
#include "look/fit_to_screen.h"
#include "editor/board_tools.h"
#include "editor/editor_marks.h"
#include "editor/game_panel.h"
#include "editor/goal_panel.h"
#include "editor/new_scenario_dialog.h"
#include "editor/option_box.h"
#include "editor/players_panel.h"
#include "editor/problems_panel.h"
#include "editor/puzzle_test_dialog.h"
#include "editor/scenario_document.h"
#include "editor/scenario_model.h"
#include "editor/stack_drag_preview.h"
#include "look/palette.h"
#include "look/standard_keys.h"
#include "look/player_emblem.h"
#include "text/explain.h"

#include <QActionGroup>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QPainter>
#include <QScrollArea>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace eko::ui {

namespace {

constexpr int kMessageTime = 8000; // ms a message stays in the status line
// Room around the board for the outlines of the spaces that may be added.
constexpr qreal kEditorMargin = 1.9 * kHexSize;

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QIcon terrainIcon(ArtCache &art, Terrain terrain)
{
    QPixmap pixmap(QSize(32, 32));
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(16, 16);
    painter.scale(0.155, 0.155);
    art.paint(&painter, terrainArt(terrain), hexBounds());
    return QIcon(pixmap);
}

QWidget *scrolled(QWidget *panel)
{
    auto *area = new QScrollArea;
    area->setWidget(panel);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

} // namespace

EditorWindow::EditorWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_model(new ScenarioModel(standardScenario(2), this))
    , m_document(new ScenarioDocument(m_model, this))
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene, this))
    , m_tools(new BoardTools(m_model, m_view, this))
    , m_addable(new HexOutlinesItem(HexOutlinesItem::Style::Addable))
    , m_problemMarks(new HexOutlinesItem(HexOutlinesItem::Style::Problem))
    , m_flashMark(new HexOutlinesItem(HexOutlinesItem::Style::Flash))
    , m_flash(new HexFlash(m_flashMark, this))
    , m_dragPreview(new StackDragPreview(m_model, m_scene, m_view, this))
{
    setObjectName(QStringLiteral("scenarioEditor"));
    m_view->setObjectName(QStringLiteral("editorBoardView"));
    setCentralWidget(m_view);
    m_scene->addItem(m_addable);
    m_scene->addItem(m_problemMarks);
    m_scene->addItem(m_flashMark);
    m_scene->setSpaceNamesVisible(true);
    m_addable->setVisible(false);
    m_gamePanel = new GamePanel(m_model);
    m_playersPanel = new PlayersPanel(m_model);
    m_goalPanel = new GoalPanel(m_model);
    m_problemsPanel = new ProblemsPanel(m_model);
    m_namesLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_namesLabel);

    createActions();
    createToolBars();
    createDocks();
    createMenus();

    connect(m_model, &ScenarioModel::changed, this, &EditorWindow::refresh);
    connect(m_model, &ScenarioModel::problemsChanged, this, &EditorWindow::refreshProblems);
    connect(m_document, &ScenarioDocument::titleChanged, this, &EditorWindow::updateTitle);
    connect(m_document, &ScenarioDocument::replaced, m_view, &BoardView::fitToWindow);
    connect(m_document, &ScenarioDocument::openedWithErrors, this, [this] {
        m_problemsDock->show();
        m_problemsDock->raise();
    });
    connect(m_document, &ScenarioDocument::notice, this, [this](const QString &text) { statusBar()->showMessage(text, kMessageTime); });
    connect(m_model, &ScenarioModel::rejected, this, [this](const QString &why) { statusBar()->showMessage(why, kMessageTime); });
    connect(m_model, &ScenarioModel::spaceNamesShifted, this, [this](const QString &example) {
        //: %1 shows how one space was renamed, e.g. "c4 → d4".
        statusBar()->showMessage(tr("The board's first column or row moved, so every space has a new name (%1).")
                                     .arg(example),
                                 kMessageTime);
    });
    connect(m_tools, &BoardTools::toolChanged, this, [this] {
        updateToolOptions();
        refreshBoard();
    });
    connect(m_tools, &BoardTools::stackDragged, m_dragPreview, &StackDragPreview::show);
    connect(m_tools, &BoardTools::stackDragEnded, m_dragPreview, &StackDragPreview::hide);
    connect(m_dragPreview, &StackDragPreview::refusalChanged, this, [this](const QString &why) {
        if (why.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(why);
    });
    connect(m_tools, &BoardTools::selectionChanged, this,
            [this](SpaceIndex space) { m_scene->showHighlights({}, space); });
    connect(m_problemsPanel, &ProblemsPanel::problemChosen, this, &EditorWindow::showProblem);
    connect(m_problemsPanel, &ProblemsPanel::goalProblemChosen, this, [this] {
        m_goalDock->show();
        m_goalDock->raise();
    });
    connect(m_model->undoStack(), &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(m_model->undoStack(), &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(m_model->undoStack(), &QUndoStack::undoTextChanged, this, &EditorWindow::updateUndoTexts);
    connect(m_model->undoStack(), &QUndoStack::redoTextChanged, this, &EditorWindow::updateUndoTexts);

    retranslateUi();
    updateToolOptions();
    refresh();
    m_view->fitToWindow(); // and again when shown at its size
    resize(boundedToScreen(this, QSize(1400, 900))); // as the main window: never larger than the screen
}

EditorWindow::~EditorWindow()
{
    // Closing the window moves the focus, and a panel may then commit what was typed (the
    // description): nothing the model says then may reach this half-destroyed window.
    m_model->blockSignals(true);
    m_model->undoStack()->blockSignals(true);
}

bool EditorWindow::flashing() const { return m_flash->running(); }

void EditorWindow::setRecentScenarios(std::function<QStringList()> list, std::function<void(const QString &)> add)
{
    m_document->setRecentScenarios(std::move(list), std::move(add));
    updateRecentMenu();
}

void EditorWindow::createActions()
{
    auto make = [this](const char *name, QKeySequence key, auto slot) {
        auto *action = new QAction(this);
        action->setObjectName(QString::fromLatin1(name));
        if (!key.isEmpty())
            action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    m_newAction = make("actionNewScenario", QKeySequence::New, [this] { newWithDialog(); });
    m_openAction = make("actionOpenScenario", QKeySequence::Open, [this] { m_document->openWithDialog(); });
    m_saveAction = make("actionSaveScenario", QKeySequence::Save, [this] { m_document->save(); });
    m_saveAsAction = make("actionSaveScenarioAs", QKeySequence(), [this] { m_document->saveAs(); });
    m_saveAsAction->setShortcuts(saveAsKeys()); // Ctrl+Shift+S where the platform has no key of its own
    m_playAction = make("actionPlayScenario", QKeySequence(Qt::CTRL | Qt::Key_R), [this] { play(); });
    m_testAction = make("actionTestPuzzle", QKeySequence(Qt::CTRL | Qt::Key_T), [this] { testPuzzle(); });
    m_closeAction = make("actionCloseEditor", QKeySequence::Close, [this] { close(); });
    m_undoAction = make("actionUndo", QKeySequence::Undo, [this] { m_model->undoStack()->undo(); });
    m_redoAction = make("actionRedo", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), [this] { m_model->undoStack()->redo(); });
    m_undoAction->setEnabled(false);
    m_redoAction->setEnabled(false);
    m_emperorAction = make("actionEmperor", QKeySequence(Qt::CTRL | Qt::Key_E), [this] { m_tools->toggleEmperor(); });
    m_deleteAction = make("actionDelete", QKeySequence(), [this] { m_tools->deleteSelected(); });
    m_zoomInAction = make("actionZoomIn", QKeySequence::ZoomIn, [this] { m_view->zoomIn(); });
    m_zoomOutAction = make("actionZoomOut", QKeySequence::ZoomOut, [this] { m_view->zoomOut(); });
    m_fitAction = make("actionFitToWindow", QKeySequence(Qt::CTRL | Qt::Key_0), [this] { m_view->fitToWindow(); });
    m_namesAction = make("actionSpaceNames", QKeySequence(), [this](bool on) { m_scene->setSpaceNamesVisible(on); });
    m_namesAction->setCheckable(true);
    m_namesAction->setChecked(true);

    m_toolGroup = new QActionGroup(this);
    const char *names[] = {"toolTerrain", "toolSpaces", "toolStacks", "toolBuildings"};
    const QKeySequence keys[] = {QKeySequence(Qt::ALT | Qt::Key_1), QKeySequence(Qt::ALT | Qt::Key_2),
                                 QKeySequence(Qt::ALT | Qt::Key_3), QKeySequence(Qt::ALT | Qt::Key_4)};
    for (int k = 0; k < 4; ++k) {
        const auto tool = static_cast<BoardTools::Tool>(k);
        m_toolActions[k] = make(names[k], keys[k], [this, tool] { m_tools->setTool(tool); });
        m_toolActions[k]->setCheckable(true);
        m_toolGroup->addAction(m_toolActions[k]);
    }
    m_toolActions[0]->setChecked(true);
}

void EditorWindow::createToolBars()
{
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("toolsBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QAction *a : m_toolActions)
        m_toolBar->addAction(a);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_undoAction);
    m_toolBar->addAction(m_redoAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_playAction);

    addToolBarBreak();
    m_optionsBar = addToolBar(QString());
    m_optionsBar->setObjectName(QStringLiteral("optionsBar"));
    m_terrainLabel = new QLabel(this);
    m_terrainBox = new OptionBox(this);
    m_terrainBox->setObjectName(QStringLiteral("terrainChoice"));
    for (int t = 0; t < kTerrainCount; ++t)
        m_terrainBox->addItem(terrainIcon(m_scene->art(), static_cast<Terrain>(t)), QString());
    m_ownerLabel = new QLabel(this);
    m_ownerBox = new OptionBox(this);
    m_ownerBox->setObjectName(QStringLiteral("ownerChoice"));
    m_sizeLabel = new QLabel(this);
    m_sizeBox = new QSpinBox(this);
    m_sizeBox->setObjectName(QStringLiteral("sizeChoice"));
    m_sizeBox->setRange(1, 4);
    m_buildingLabel = new QLabel(this);
    m_buildingBox = new OptionBox(this);
    m_buildingBox->setObjectName(QStringLiteral("buildingChoice"));
    m_buildingBox->addItems({QString(), QString(), QString()});
    // The labels name their boxes for a screen reader.
    m_terrainLabel->setBuddy(m_terrainBox);
    m_ownerLabel->setBuddy(m_ownerBox);
    m_sizeLabel->setBuddy(m_sizeBox);
    m_buildingLabel->setBuddy(m_buildingBox);
    m_terrainLabelOption = m_optionsBar->addWidget(m_terrainLabel);
    m_terrainOption = m_optionsBar->addWidget(m_terrainBox);
    m_ownerLabelOption = m_optionsBar->addWidget(m_ownerLabel);
    m_ownerOption = m_optionsBar->addWidget(m_ownerBox);
    m_sizeLabelOption = m_optionsBar->addWidget(m_sizeLabel);
    m_sizeOption = m_optionsBar->addWidget(m_sizeBox);
    m_buildingLabelOption = m_optionsBar->addWidget(m_buildingLabel);
    m_buildingOption = m_optionsBar->addWidget(m_buildingBox);
    m_optionsBar->addAction(m_emperorAction);
    m_optionsBar->addAction(m_deleteAction);
    connect(m_terrainBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_tools->setTerrain(static_cast<Terrain>(index)); });
    connect(m_ownerBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0)
            m_tools->setOwner(index);
    });
    connect(m_sizeBox, &QSpinBox::valueChanged, m_tools, &BoardTools::setStackSize);
    connect(m_tools, &BoardTools::selectedStackSizeChanged, m_sizeBox, &QSpinBox::setValue);
    connect(m_buildingBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_tools->setBuilding(static_cast<BuildingType>(index)); });
}

void EditorWindow::createDocks()
{
    auto dock = [this](const char *name, QWidget *panel, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(this);
        d->setObjectName(QString::fromLatin1(name));
        d->setWidget(scrolled(panel));
        addDockWidget(area, d);
        return d;
    };
    m_gameDock = dock("gameDock", m_gamePanel, Qt::RightDockWidgetArea);
    m_playersDock = new QDockWidget(this);
    m_playersDock->setObjectName(QStringLiteral("playersDock"));
    m_playersDock->setWidget(scrolled(m_playersPanel));
    m_goalDock = new QDockWidget(this);
    m_goalDock->setObjectName(QStringLiteral("goalDock"));
    m_goalDock->setWidget(scrolled(m_goalPanel));
    m_problemsDock = new QDockWidget(this);
    m_problemsDock->setObjectName(QStringLiteral("problemsDock"));
    m_problemsDock->setWidget(m_problemsPanel);
    // Beside the board: the Game and Players panels as tabs, the problems under them.
    addDockWidget(Qt::RightDockWidgetArea, m_problemsDock, Qt::Vertical);
    tabifyDockWidget(m_gameDock, m_playersDock);
    tabifyDockWidget(m_playersDock, m_goalDock);
    m_gameDock->raise();
    resizeDocks({m_gameDock}, {380}, Qt::Horizontal);
    resizeDocks({m_gameDock, m_problemsDock}, {600, 220}, Qt::Vertical);
}

void EditorWindow::createMenus()
{
    m_scenarioMenu = menuBar()->addMenu(QString());
    m_scenarioMenu->addAction(m_newAction);
    m_scenarioMenu->addAction(m_openAction);
    m_recentMenu = m_scenarioMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentScenariosMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &EditorWindow::updateRecentMenu);
    m_scenarioMenu->addSeparator();
    m_scenarioMenu->addAction(m_saveAction);
    m_scenarioMenu->addAction(m_saveAsAction);
    m_scenarioMenu->addSeparator();
    m_scenarioMenu->addAction(m_playAction);
    m_scenarioMenu->addAction(m_testAction);
    m_scenarioMenu->addSeparator();
    m_scenarioMenu->addAction(m_closeAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    for (QAction *a : m_toolActions)
        m_editMenu->addAction(a);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_emperorAction);
    m_editMenu->addAction(m_deleteAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_fitAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_namesAction);
    m_viewMenu->addSeparator();
    for (QDockWidget *d : {m_gameDock, m_playersDock, m_goalDock, m_problemsDock})
        m_viewMenu->addAction(d->toggleViewAction());
}

void EditorWindow::retranslateUi()
{
    m_scenarioMenu->setTitle(tr("&Scenario"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_newAction->setText(tr("&New Scenario…"));
    m_openAction->setText(tr("&Open Scenario…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_playAction->setText(tr("&Play This Scenario"));
    //: Scenario menu: run the solver on the scenario's goal, saved or not.
    m_testAction->setText(tr("&Test This Puzzle…"));
    m_closeAction->setText(tr("&Close Editor"));
    updateUndoTexts();
    //: Tool of the scenario editor: paint the terrain of spaces.
    m_toolActions[0]->setText(tr("Terrain"));
    m_toolActions[0]->setToolTip(tr("Paint terrain: click or drag over spaces"));
    //: Tool of the scenario editor: add and remove spaces of the board.
    m_toolActions[1]->setText(tr("Spaces"));
    m_toolActions[1]->setToolTip(tr("Click an outline beside the board to add a space, click a space to remove it"));
    m_toolActions[2]->setText(tr("Stacks"));
    m_toolActions[2]->setToolTip(tr("Click a desert space to place a stack; drag a stack to move it; the wheel or + and − "
                                    "change its size; right-click or Delete removes it"));
    m_toolActions[3]->setText(tr("Buildings"));
    m_toolActions[3]->setToolTip(tr("Click a construction site to place a building; click it again or right-click to "
                                    "remove it"));
    m_emperorAction->setText(tr("Emperor In or Out"));
    m_emperorAction->setToolTip(tr("Puts the owner's Emperor into the chosen stack, or takes it out to the reserve"));
    m_deleteAction->setText(tr("Delete"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_fitAction->setText(tr("&Fit to Window"));
    m_namesAction->setText(tr("Space &Names"));
    m_toolBar->setWindowTitle(tr("Tools"));
    m_optionsBar->setWindowTitle(tr("Tool options"));
    m_terrainLabel->setText(tr("Terrain:"));
    //: The player a placed stack or building belongs to.
    m_ownerLabel->setText(tr("Owner:"));
    //: Discs in a placed stack.
    m_sizeLabel->setText(tr("Discs:"));
    m_buildingLabel->setText(tr("Building:"));
    for (int t = 0; t < kTerrainCount; ++t)
        m_terrainBox->setItemText(t, capitalised(text::terrainName(static_cast<Terrain>(t))));
    for (int b = 0; b < kBuildingTypeCount; ++b)
        m_buildingBox->setItemText(b, capitalised(text::buildingName(static_cast<BuildingType>(b))));
    m_gameDock->setWindowTitle(tr("Game"));
    m_playersDock->setWindowTitle(tr("Players"));
    //: Dock of the scenario editor: the goal of a puzzle or lesson.
    m_goalDock->setWindowTitle(tr("Goal"));
    m_problemsDock->setWindowTitle(tr("Problems"));
    // The panels' scroll areas (Tab stops) are named after their panels for a screen reader.
    for (QDockWidget *d : {m_gameDock, m_playersDock, m_goalDock, m_problemsDock})
        if (auto *area = qobject_cast<QScrollArea *>(d->widget()))
            area->setAccessibleName(d->windowTitle());
    updateTitle();
    updateRecentMenu();
    refresh();
    refreshProblems();
}

void EditorWindow::updateUndoTexts()
{
    const QString undo = m_model->undoStack()->undoText();
    const QString redo = m_model->undoStack()->redoText();
    //: Edit menu; %1 names the edit, e.g. "Undo Paint terrain".
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    //: Edit menu; %1 names the edit, e.g. "Redo Paint terrain".
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
    m_undoAction->setIconText(tr("&Undo").remove(QLatin1Char('&')));
    m_redoAction->setIconText(tr("&Redo").remove(QLatin1Char('&')));
}

void EditorWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_model->retranslate();
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void EditorWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void EditorWindow::refresh()
{
    const Scenario &sc = m_model->scenario();
    if (m_ownerBox->count() != sc.players) {
        const QSignalBlocker block(m_ownerBox);
        const int owner = m_tools->owner();
        m_ownerBox->clear();
        for (int p = 0; p < sc.players; ++p)
            m_ownerBox->addItem(playerEmblem(p), text::colourTitle(p));
        m_ownerBox->setCurrentIndex(owner < sc.players ? owner : 0);
        m_tools->setOwner(m_ownerBox->currentIndex());
    } else {
        for (int p = 0; p < sc.players; ++p)
            m_ownerBox->setItemText(p, text::colourTitle(p));
    }
    m_sizeBox->setMaximum(std::clamp(sc.settings.stackLimit, 1, 255));
    //: Status line of the editor: how many spaces the board has.
    m_namesLabel->setText(tr("%n space(s)", nullptr, m_model->board().spaceCount()));
    refreshBoard();
    updateTitle();
}

void EditorWindow::refreshBoard()
{
    const Board &board = m_model->board();
    m_scene->showPosition(m_model->position());
    const bool adding = m_tools->tool() == BoardTools::Tool::Spaces;
    m_addable->setVisible(adding);
    if (adding)
        m_addable->setHexes(addableHexes(board));
    m_scene->showHighlights({}, m_tools->selected());
    // The board and a ring of outlines around it.
    const QRectF bounds = board.spaceCount() ? boardBounds(board) : hexBounds();
    const QRectF wanted = bounds.adjusted(-kEditorMargin, -kEditorMargin, kEditorMargin, kEditorMargin);
    if (m_scene->sceneRect() != wanted)
        m_scene->setSceneRect(wanted);
    // A new or opened scenario fits itself (newScenario, openFile); an edit leaves the board where it
    // is under the pointer.
    if (wanted != m_sceneRect) {
        m_sceneRect = wanted;
        m_view->keepViewOver(wanted);
    }
}

void EditorWindow::refreshProblems()
{
    const Board &board = m_model->board();
    QList<Hex> marked;
    for (const EditorProblem &p : m_model->problems())
        if (p.space >= 0 && p.space < board.spaceCount())
            marked.append(board.hex(p.space));
    m_problemMarks->setHexes(marked);
    const QString blocked = m_model->blockingReason();
    for (QAction *a : {m_saveAction, m_saveAsAction, m_playAction}) {
        //: Shown on Save and Play while the scenario has errors; %1 is the first of them.
        const QString tip = blocked.isEmpty() ? QString() : tr("Not possible yet: %1").arg(blocked);
        a->setToolTip(tip.isEmpty() ? a->text().remove(QLatin1Char('&')) : tip);
        a->setStatusTip(tip);
    }
}

void EditorWindow::updateTitle()
{
    //: Title of the editor window: %1 the scenario's file or name; [*] is where the modified marker goes.
    setWindowTitle(tr("%1[*] — Scenario Editor").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void EditorWindow::updateToolOptions()
{
    const BoardTools::Tool tool = m_tools->tool();
    const bool terrain = tool == BoardTools::Tool::Terrain || tool == BoardTools::Tool::Spaces;
    const bool pieces = tool == BoardTools::Tool::Stacks || tool == BoardTools::Tool::Buildings;
    const bool stacks = tool == BoardTools::Tool::Stacks;
    const bool buildings = tool == BoardTools::Tool::Buildings;
    m_terrainLabelOption->setVisible(terrain);
    m_terrainOption->setVisible(terrain);
    m_ownerLabelOption->setVisible(pieces);
    m_ownerOption->setVisible(pieces);
    m_sizeLabelOption->setVisible(stacks);
    m_sizeOption->setVisible(stacks);
    m_buildingLabelOption->setVisible(buildings);
    m_buildingOption->setVisible(buildings);
    m_emperorAction->setVisible(stacks);
    m_deleteAction->setVisible(pieces);
    m_toolActions[static_cast<int>(tool)]->setChecked(true);
}

void EditorWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = m_document->recentScenarios();
    for (const QString &file : files) {
        QAction *a = m_recentMenu->addAction(QFileInfo(file).fileName());
        a->setToolTip(QDir::toNativeSeparators(file));
        connect(a, &QAction::triggered, this, [this, file] { m_document->openRecent(file); });
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent scenarios"))->setEnabled(false);
}

void EditorWindow::showProblem(SpaceIndex space, PlayerIndex player)
{
    const Board &board = m_model->board();
    if (space >= 0 && space < board.spaceCount()) {
        m_scene->setFocusedSpace(space);
        if (!m_model->position().stack(space).empty() || !m_model->position().building(space).empty())
            m_tools->select(space);
        m_view->ensureVisible(hexBounds().translated(m_scene->spaceCenter(space)), 20, 20);
        m_flash->flash(board.hex(space));
    }
    if (player >= 0) {
        m_playersDock->show();
        m_playersDock->raise();
        m_playersPanel->flashPlayer(player);
    }
}

void EditorWindow::testPuzzle()
{
    if (PuzzleTestDialog *old = puzzleTest())
        delete old; // one test at a time: the last one stops
    auto *dialog = new PuzzleTestDialog(*m_model, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open(); // window-modal, and the event loop goes on: the search runs in its own thread
}

PuzzleTestDialog *EditorWindow::puzzleTest() const
{
    return findChild<PuzzleTestDialog *>(QStringLiteral("puzzleTestDialog"), Qt::FindDirectChildrenOnly);
}

QString EditorWindow::fileName() const { return m_document->fileName(); }
bool EditorWindow::newScenario(Scenario scenario) { return m_document->newScenario(std::move(scenario)); }
bool EditorWindow::openFile(const QString &fileName) { return m_document->open(fileName); }
bool EditorWindow::maybeSave() { return m_document->maybeSave(); }
void EditorWindow::setInteractive(bool on) { m_document->setInteractive(on); }
void EditorWindow::setScenarioFolder(std::function<QString()> folder) { m_document->setScenarioFolder(std::move(folder)); }
void EditorWindow::setSaveAsName(std::function<QString()> ask) { m_document->setSaveAsName(std::move(ask)); }

bool EditorWindow::play()
{
    if (m_document->refuseWhileErrors(ScenarioDocument::Use::Play))
        return false;
    if (m_play)
        m_play(m_model->scenario());
    return true;
}

void EditorWindow::newWithDialog()
{
    NewScenarioDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        newScenario(dialog.scenario());
}

} // namespace eko::ui
