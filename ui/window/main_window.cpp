// Main window: layout, menus and the wiring between the game model and the views.
#include "window/main_window.h"

#include "window/action_buttons.h"
#include "window/action_field.h"
#include "window/announcer.h"
#include "window/ask_menu.h"
#include "window/board_presenter.h"
#include "window/computer_seat_controls.h"
#include "window/export_board_action.h"
#include "window/action_list.h"
#include "window/analysis_controls.h"
#include "window/best_actions_panel.h"
#include "window/teaching_controls.h"
#include "window/branch_controls.h"
#include "window/comment_panel.h"
#include "model/game_analysis_runner.h"
#include "window/play_panel.h"
#include "window/players_table.h"
#include "window/replay_mode.h"
#include "replay/replay_model.h"
#include "replay/sentence_pane.h"
#include "session/autosave.h"
#include "session/language.h"
#include "session/recent_files.h"
#include "session/preferences.h"
#include "look/palette.h"
#include "look/standard_keys.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "dialogs/about_dialog.h"
#include "dialogs/choice_menu.h"
#include "editor/editor_actions.h"
#include "editor/editor_window.h"
#include "dialogs/end_of_game_dialog.h"
#include "look/fit_to_screen.h"
#include "dialogs/game_details_dialog.h"
#include "dialogs/keyboard_window.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/preferences_dialog.h"
#include "dialogs/rules_window.h"
#include "dialogs/welcome_dialog.h"
#include "window/game_document.h"
#include "window/hand_over_screen.h"
#include "window/lesson_panel.h"
#include "model/lesson_session.h"
#include "session/lesson_catalogue.h"
#include "dialogs/learn_dialog.h"
#include "window/players_legend.h"
#include "model/computer_seats.h"
#include "model/game_model.h"
#include "model/action_list_model.h"
#include "model/players_model.h"
#include "look/player_emblem.h"
#include "window/status_line.h"

#include <QApplication>
#include <QCloseEvent>
#include <QAbstractButton>
#include <QCursor>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QDir>
#include <QFileInfo>
#include <QTreeView>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QTableView>
#include <QRandomGenerator>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtMath>

namespace eko::ui {

MainWindow::MainWindow(LanguageSwitcher *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_languages(languages)
    , m_model(new GameModel(this))
    , m_seats(new ComputerSeats(m_model, this))
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene))
    , m_recent(new RecentFiles(this))
    , m_document(new GameDocument(m_model, m_seats, m_recent, this))
    , m_playersModel(new PlayersModel(m_model, this))
    , m_movesModel(new ActionListModel(m_model, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_view->setObjectName(QStringLiteral("boardView"));
    m_view->setFocusPolicy(Qt::StrongFocus);

    // Centre: the status line above the board (or the hand-over screen hiding it).
    m_status = new StatusLine;
    m_handOver = new HandOverScreen;
    m_boardStack = new QStackedWidget;
    m_boardStack->addWidget(m_view);
    m_boardStack->addWidget(m_handOver);
    auto *centre = new QWidget;
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(6, 6, 6, 6);
    centreLayout->setSpacing(4);
    m_computer = new ComputerSeatControls(m_model, m_seats, m_status, this);
    m_replay = new ReplayMode(m_model, m_status, m_document, m_computer, this);
    // What the board and the side panels show: the game, the moment replayed, a hint.
    m_presenter = new BoardPresenter(m_model, m_replay->replay(), m_seats, {m_scene, m_playersModel, m_movesModel}, this);
    connect(m_computer, &ComputerSeatControls::hintShown, m_presenter, &BoardPresenter::showHint);
    m_announcer = new Announcer(m_model, m_replay->replay(), m_status, this);
    m_announcer->setVerbose(preferences::blindMode());
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_computer->busyIndicator());
    statusRow->addWidget(m_replay->replayButton());
    statusRow->addWidget(m_announcer->region());
    centreLayout->addLayout(statusRow);
    // The teaching game tells a mistake in a bar above the board.
    m_teaching = new TeachingControls(m_model, m_seats, m_status, this);
    m_branches = new BranchControls(m_model, m_status, this);
    centreLayout->addWidget(m_teaching->messageBar());
    centreLayout->addWidget(m_boardStack, 1);
    centreLayout->addWidget(m_replay->toolBar());
    setCentralWidget(centre);

    createDocks();
    m_announcer->setFocusTarget(m_actionField); // blind mode types there after every action
    m_analysis = new AnalysisControls(m_model, m_replay, m_status, m_movesList, this);
    centreLayout->addWidget(m_analysis->progressRow());
    // The analysis is saved with the game and shown again when its file is opened.
    m_document->setAnalysisSource([this] { return m_analysis->runner()->results(); });
    connect(m_document, &GameDocument::analysisOpened, m_analysis, &AnalysisControls::showOpened);
    // The best action of the position replayed, and the one played, as ghosts on the board; one
    // chosen in the list goes on in a new game.
    BestActionsPanel *best = m_analysis->bestActions();
    m_presenter->setGhostSource([best] { return best->ghosts(); });
    connect(best, &BestActionsPanel::ghostsChanged, m_presenter, &BoardPresenter::showGhosts);
    connect(best, &BestActionsPanel::actionChosen, m_replay, &ReplayMode::tryAction);
    connect(m_movesList, &ActionList::actionActivated, m_replay, &ReplayMode::goToListAction);
    connect(m_movesList, &ActionList::branchActivated, this, [this](int node) {
        m_replay->replay()->followGame(); // while replaying, the branch's first action is shown
        m_model->goToNode(node);
    });
    createActions();
    createMenus();

    // Tab goes from the board to the action field and on through the panels.
    setTabOrder(m_view, m_actionField);
    m_view->viewport()->installEventFilter(this);

    // The model drives everything shown.
    connect(m_scene, &BoardScene::spaceClicked, this, [this](SpaceIndex space) {
        // In replay, any seat's action may be tried (the computer waits): a branch at the action shown.
        if (m_replay->isActive() ? !m_replay->playHere() : m_computer->refusePersonAction())
            return;
        m_status->clearRefusal(); // a click that is heard: the refusal before it no longer applies
        m_model->clickSpace(space);
    });
    connect(m_seats, &ComputerSeats::seatLevelsChanged, m_playersModel, &PlayersModel::setSeatLevels);
    connect(m_seats, &ComputerSeats::seatLevelsChanged, this, [this] {
        if (boardHidden() && !personToMove())
            hideHandOver(); // the seat behind the curtain is a computer's now
        else if (m_boardShownFor >= 0 && m_seats->seatLevel(m_boardShownFor) != 0)
            m_boardShownFor = personToMove() && !boardHidden() ? m_model->position().toMove() : -1;
    });
    connect(m_replay, &ReplayMode::changed, this, [this] {
        hideHandOver(); // a replay is shown to everyone
        updateStatus();
        updateActionsEnabled();
        focusActionFieldInBlindMode(); // back from replay: the next action is typed
    });
    connect(m_computer, &ComputerSeatControls::statusChanged, this, [this] {
        updateStatus();
        updateActionsEnabled();
    });
    connect(m_view, &BoardView::escapePressed, m_model, &GameModel::clearSelection);
    connect(m_model, &GameModel::gameReset, this, [this] {
        m_actionCount = m_model->hasGame() ? m_model->game().actionCount() : 0;
        m_boardShownFor = personToMove() ? m_model->position().toMove() : -1; // shown at once to who starts
        hideHandOver();
        m_status->clearRejection();
        m_actionField->clear(); // what was typed for the game before is never played in this one
        m_fieldTurnOf = -1;
        m_view->fitToWindow();
        if (!m_model->hasGame())
            refresh(); // with a game, positionChanged follows
    });
    // Once per action: the position brings everything, a selection only the status.
    connect(m_model, &GameModel::positionChanged, this, &MainWindow::refresh);
    connect(m_model, &GameModel::selectionChanged, this, &MainWindow::updateStatus);
    connect(m_model, &GameModel::actionsChanged, this, &MainWindow::onActionsChanged);
    connect(m_model, &GameModel::rejected, m_status, &StatusLine::showRejection);
    connect(m_model, &GameModel::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_model, &GameModel::branchAdded, this, [this] {
        //: Status line after an action played where another action had been played before (after an
        //: undo, or in replay): the old line is kept.
        m_status->showNotice(tr("A new branch: the line played before stays in the move list (Branches menu)."));
    });
    // The choice menu and the end-of-game dialog open after the click that asked for them is over.
    connect(m_model, &GameModel::choiceNeeded, this, [this](const QList<eko::Action> &options) {
        QTimer::singleShot(0, this, [this, options] { chooseAction(options); });
    });
    connect(m_model, &GameModel::gameOver, this, [this] { QTimer::singleShot(0, this, &MainWindow::showEndOfGame); });
    connect(m_buttons, &ActionButtons::play, m_model, &GameModel::play);
    connect(m_actionField, &ActionField::submitted, this, &MainWindow::playTyped);
    connect(m_handOver, &HandOverScreen::ready, this, &MainWindow::hideHandOver);
    connect(m_document, &GameDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &GameDocument::notice, m_status, &StatusLine::showRejection);
    connect(m_recent, &RecentFiles::changed, this, &MainWindow::updateRecentMenu);
    if (m_languages)
        connect(m_languages, &LanguageSwitcher::languageChanged, this, [this](const QString &code) {
            if (m_rules)
                m_rules->setLanguage(code);
        });

    m_scene->setSpaceNamesVisible(preferences::spaceNamesVisible());
    connect(m_scene, &BoardScene::spaceNamesVisibleChanged, m_spaceNamesAction, &QAction::setChecked);
    retranslateUi();
    updateRecentMenu();
    refresh();

    if (!restoreGeometry(preferences::windowGeometry())) {
        resize(boundedToScreen(this, kDefaultSize));
    }
    // The docks are placed when the window first shows, at the size it shows at.
}

MainWindow::~MainWindow() = default;

PlayersTable *MainWindow::playersView() const { return m_playersTable; }

QTreeView *MainWindow::movesView() const { return m_movesList; }

void MainWindow::createDocks()
{
    auto dock = [this](const char *name, QWidget *contents) {
        auto *d = new QDockWidget(this);
        d->setObjectName(QString::fromLatin1(name)); // saveState() keeps each dock by its name
        d->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                       | QDockWidget::DockWidgetFloatable);
        d->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
        d->setWidget(contents);
        addDockWidget(Qt::RightDockWidgetArea, d);
        return d;
    };
    m_playersTable = new PlayersTable(m_playersModel);
    m_playPanel = new PlayPanel;
    m_buttons = m_playPanel->buttons();
    m_actionField = m_playPanel->field();
    m_movesList = new ActionList(m_movesModel);
    // The players table with its legend (what each column means) under it.
    auto *players = new QWidget;
    auto *playersLayout = new QVBoxLayout(players);
    playersLayout->setContentsMargins(0, 0, 0, 0);
    playersLayout->addWidget(m_playersTable);
    playersLayout->addWidget(new PlayersLegend(m_playersModel));
    playersLayout->addStretch(1);
    m_playersDock = dock("playersDock", players);
    m_playDock = dock("playDock", m_playPanel);
    m_replay->setPlayDock(m_playDock);
    // The move list with the sentence of the current action under it, and its comment.
    auto *moves = new QWidget;
    auto *movesLayout = new QVBoxLayout(moves);
    movesLayout->setContentsMargins(0, 0, 0, 0);
    movesLayout->addWidget(m_movesList, 1);
    movesLayout->addWidget(m_replay->actionPane());
    // The comment and mark of the action shown, under them.
    m_comments = new CommentPanel(m_model, m_replay->replay());
    movesLayout->addWidget(m_comments);
    m_movesDock = dock("movesDock", moves);
    // The Lesson panel: shown while a lesson or puzzle is played (Help ▸ Learn to Play).
    m_lesson = new LessonSession(m_model, m_seats, this);
    m_lessonPanel = new LessonPanel(m_lesson);
    m_lessonDock = dock("lessonDock", m_lessonPanel);
    removeDockWidget(m_lessonDock);
    addDockWidget(Qt::LeftDockWidgetArea, m_lessonDock);
    m_lessonDock->hide();
    addDockWidget(Qt::BottomDockWidgetArea, m_replay->chartDock());
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea); // the chart under the board only
    m_replay->chartDock()->hide();
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
}

void MainWindow::placeDocks()
{
    // Beside the board, one above the other, as wide as the players table wants but leaving the
    // board its share of the window (what does not fit in the table scrolls sideways).
    for (QDockWidget *d : {m_playersDock, m_playDock, m_movesDock}) {
        d->setFloating(false);
        addDockWidget(Qt::RightDockWidgetArea, d);
        d->show();
    }
    fitPlayersDock(false);
}

void MainWindow::fitPlayersDock(bool widenOnly)
{
    // As wide as the players table wants, leaving the board its share of the window.
    if (m_playersDock->isFloating() || !m_playersDock->isVisible())
        return;
    const int wanted = qMax(m_playersTable->sizeHint().width(), m_playPanel->sizeHint().width());
    const int room = width() - qCeil(width() * kLeastBoardShare) - kPanelMargins;
    const int target = qMin(wanted, room);
    if (!widenOnly || m_playersDock->width() < target)
        resizeDocks({m_playersDock}, {target}, Qt::Horizontal);
}

void MainWindow::createActions()
{
    auto make = [this](const char *name, QKeySequence::StandardKey key, auto slot) {
        auto *action = new QAction(this);
        action->setObjectName(QString::fromLatin1(name));
        if (key != QKeySequence::UnknownKey)
            action->setShortcuts(key);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    m_newAction = make("actionNew", QKeySequence::New, &MainWindow::newGame);
    m_openAction = make("actionOpen", QKeySequence::Open, [this] { m_document->openWithDialog(); });
    m_saveAction = make("actionSave", QKeySequence::Save, [this] { m_document->save(); });
    m_saveAsAction = make("actionSaveAs", QKeySequence::SaveAs, [this] { m_document->saveAs(); });
    m_saveAsAction->setShortcuts(saveAsKeys()); // Ctrl+Shift+S where the platform has no key of its own
    m_detailsAction = make("actionGameDetails", QKeySequence::UnknownKey, &MainWindow::showGameDetails);
    m_quitAction = make("actionQuit", QKeySequence::Quit, &QWidget::close);
    m_quitAction->setMenuRole(QAction::QuitRole);
    m_undoAction = make("actionUndo", QKeySequence::Undo, [this] { m_computer->undo(); });
    m_redoAction = make("actionRedo", QKeySequence::Redo, [this] { m_model->redo(); });
    // Ctrl+Shift+Z everywhere, whatever the platform's own redo keys are.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    const QKeySequence ctrlShiftZ(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    if (!redoKeys.contains(ctrlShiftZ))
        redoKeys.prepend(ctrlShiftZ);
    m_redoAction->setShortcuts(redoKeys);
    m_preferencesAction = make("actionPreferences", QKeySequence::Preferences, &MainWindow::showPreferences);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    m_zoomInAction = make("actionZoomIn", QKeySequence::ZoomIn, [this] { m_view->zoomIn(); });
    m_zoomOutAction = make("actionZoomOut", QKeySequence::ZoomOut, [this] { m_view->zoomOut(); });
    m_fitAction = make("actionFitToWindow", QKeySequence::UnknownKey, [this] { m_view->fitToWindow(); });
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_spaceNamesAction = make("actionSpaceNames", QKeySequence::UnknownKey, [this](bool on) {
        m_scene->setSpaceNamesVisible(on);
        preferences::setSpaceNamesVisible(on);
    });
    m_spaceNamesAction->setCheckable(true);
    m_spaceNamesAction->setChecked(preferences::spaceNamesVisible());
    m_handOverAction = make("actionHandOverScreen", QKeySequence::UnknownKey, &MainWindow::setHandOverScreenEnabled);
    m_handOverAction->setCheckable(true);
    m_handOverAction->setChecked(preferences::handOverScreen());
    m_rulesAction = make("actionRules", QKeySequence::HelpContents, &MainWindow::showRules);
    m_learnAction = make("actionLearnToPlay", QKeySequence::UnknownKey, &MainWindow::learnToPlay);
    m_learnAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_lessonPanel->setListAction(m_learnAction);
    connect(m_lessonPanel, &LessonPanel::nextWanted, this, [this] {
        if (const LessonEntry *next = nextLesson(m_lesson->id()))
            playLesson(next->id);
    });
    connect(m_lesson, &LessonSession::solved, this, [this](const QString &id) {
        if (!m_quiet && !id.isEmpty()) // a puzzle of the player's own is in no list to tick
            preferences::setLessonSolved(id);
    });
    m_lesson->setIdentify([](const Scenario &scenario) { return lessonIdOf(scenario); });
    connect(m_lesson, &LessonSession::begun, this, [this] {
        m_lessonDock->show();
        m_lessonDock->raise();
    });
    connect(m_lesson, &LessonSession::ended, m_lessonDock, &QWidget::hide);
    connect(m_lesson, &LessonSession::changed, this, &MainWindow::updateStatus);
    // The verdict is said as the panel shows it (a screen reader hears a puzzle end as a game's end).
    connect(m_lesson, &LessonSession::changed, this, [this, decided = false]() mutable {
        const bool now = m_lesson->isActive() && m_lesson->judgement().state != GoalState::Open;
        if (now && !decided && m_announcer)
            m_announcer->announce(m_lessonPanel->verdictText());
        decided = now;
    });
    // View ▸ Lesson shows the panel again while a lesson is played (its close button hides it).
    m_lessonDock->toggleViewAction()->setEnabled(false);
    connect(m_lesson, &LessonSession::changed, this,
            [this] { m_lessonDock->toggleViewAction()->setEnabled(m_lesson->isActive()); });
    m_keyboardAction = make("actionKeyboard", QKeySequence::UnknownKey, [this] {
        KeyboardWindow::showFor(this, menuBar(), [this] { return m_editorActions->editor()->menuBar(); });
    });
    m_aboutAction = make("actionAbout", QKeySequence::UnknownKey, &MainWindow::showAbout);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_aboutQtAction = make("actionAboutQt", QKeySequence::UnknownKey, [this] {
        const ComputerPause pause(m_seats);
        QApplication::aboutQt();
    });
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    m_clearRecentAction = make("actionClearRecent", QKeySequence::UnknownKey, [this] { m_recent->clear(); });
    m_editorActions = new EditorActions(
        this, [this] { return m_model->hasGame() ? &m_model->game().scenario() : nullptr; },
        [this]() -> const Position * { // the moment replayed, as the board shows it
            if (!m_model->hasGame())
                return nullptr;
            return m_replay->isActive() ? &m_replay->replay()->position() : &m_model->position();
        },
        [this](const Scenario &scenario) { playScenario(scenario); }, m_seats);
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_newAction);
    m_gameMenu->addAction(m_openAction);
    m_recentMenu = m_gameMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_saveAction);
    m_gameMenu->addAction(m_saveAsAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_editorActions->newScenarioAction());
    m_gameMenu->addAction(m_editorActions->editScenarioAction());
    m_gameMenu->addAction(m_editorActions->editPositionAction());
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_detailsAction);
    m_gameMenu->addAction(new ExportBoardAction(this, [this]() -> std::optional<BoardPicture> {
        if (!m_model->hasGame())
            return std::nullopt;
        if (m_replay->isActive()) // the moment replayed, as the board shows it
            return BoardPicture{m_replay->replay()->position(), m_replay->replay()->shownAction(), m_spaceNamesAction->isChecked()};
        return BoardPicture{m_model->position(), m_model->lastAction(), m_spaceNamesAction->isChecked()};
    }, m_seats));
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_computer->hintAction());
    m_gameMenu->addAction(m_computer->playHintAction());
    m_gameMenu->addAction(m_computer->playNowAction());
    m_gameMenu->addAction(m_computer->computerPlayersAction());
    m_gameMenu->addAction(m_teaching->takeBackAction());
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_preferencesAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_fitAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_spaceNamesAction);
    m_viewMenu->addAction(m_handOverAction);
    m_viewMenu->addMenu(m_computer->speedMenu());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_replay->replayAction());
    m_viewMenu->addMenu(m_replay->menu());
    menuBar()->addMenu(m_branches->menu());
    m_analysis->menu()->addSeparator();
    m_analysis->menu()->addAction(m_teaching->teachingAction());
    menuBar()->addMenu(m_analysis->menu());
    m_viewMenu->addSeparator();
    // The panels beside the board: shown or hidden (also by their close button).
    for (QDockWidget *dock : {m_playersDock, m_playDock, m_movesDock, m_replay->chartDock(), m_lessonDock}) {
        QAction *toggle = dock->toggleViewAction();
        toggle->setObjectName(QStringLiteral("actionShow") + dock->objectName());
        m_viewMenu->addAction(toggle);
    }

    m_ask = new AskMenu(this, m_model, m_replay->replay(), m_scene, m_status);
    menuBar()->addMenu(m_ask->menu());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_rulesAction);
    m_helpMenu->addAction(m_learnAction);
    m_helpMenu->addAction(m_keyboardAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_lessonPanel->hintAction());
    m_helpMenu->addAction(m_lessonPanel->tryAgainAction());
    m_helpMenu->addAction(m_lessonPanel->nextAction());
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::retranslateUi()
{
    m_gameMenu->setTitle(tr("&Game"));
    m_newAction->setText(tr("&New Game…"));
    m_openAction->setText(tr("&Open…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_clearRecentAction->setText(tr("&Clear the List"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    //: Menu item: opens the Game Details dialog (file, players, date saved, seed, scenario).
    m_detailsAction->setText(tr("Game &Details…"));
    m_computer->retranslateUi();
    m_replay->retranslateUi();
    m_analysis->retranslateUi();
    m_teaching->retranslateUi();
    m_branches->retranslateUi();
    if (m_announcer && m_model->hasGame()) // a language switch: whose turn it is, said again in the new language
        m_announcer->announce(m_announcer->turnText());
    m_quitAction->setText(tr("&Quit"));

    m_editMenu->setTitle(tr("&Edit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_preferencesAction->setText(tr("&Preferences…"));

    m_viewMenu->setTitle(tr("&View"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_fitAction->setText(tr("&Fit Board to Window"));
    m_spaceNamesAction->setText(tr("Show Space &Names"));
    m_handOverAction->setText(tr("&Hand-over Screen Between Turns"));

    m_helpMenu->setTitle(tr("&Help"));
    m_rulesAction->setText(tr("&Rules of Ekö"));
    //: Menu item: opens the list of every key (shortcuts and board keys).
    m_keyboardAction->setText(tr("&Keyboard"));
    //: Menu item: opens the list of lessons and puzzles.
    m_learnAction->setText(tr("&Learn to Play…"));
    //: Title of the panel beside the board while a lesson or puzzle is played.
    m_lessonDock->setWindowTitle(tr("Lesson"));
    m_lessonPanel->retranslateUi();
    m_aboutAction->setText(tr("&About Ekö"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_editorActions->retranslate();
    m_ask->retranslateUi();

    m_playersDock->setWindowTitle(tr("Players"));
    //: Title of the panel with the action buttons and the notation field.
    m_playDock->setWindowTitle(tr("Play"));
    //: Title of the list of the actions played so far in the game.
    m_movesDock->setWindowTitle(tr("Actions played"));
    m_movesList->setAccessibleName(m_movesDock->windowTitle());
    m_playersTable->setAccessibleName(m_playersDock->windowTitle());
    retranslateDockButtons();
    m_view->setToolTip(QString());

    if (boardHidden() && m_model->hasGame())
        m_handOver->setNextPlayer(m_model->playerLabel(m_model->position().toMove()),
                                  playerEmblemPixmap(m_model->position().toMove(), 64, devicePixelRatioF()));
    updateRecentMenu();
    refresh();
    // The models read their texts anew; the views resize and repaint from that.
    m_playersModel->retranslate();
    m_movesModel->retranslate();
}

void MainWindow::retranslateDockButtons()
{
    // Qt names the docks' title buttons once, when it makes them, in Qt's own words
    // (context QDockWidget, from Qt's translations): they follow the language here.
    struct Texts {
        const char *button;
        const char *name;
        const char *description;
    };
    static const Texts texts[] = {
        {"qt_dockwidget_closebutton", "Close", "Closes the dock widget"},
        {"qt_dockwidget_floatbutton", "Float", "Undocks and re-attaches the dock widget"},
    };
    for (QDockWidget *dock : {m_playersDock, m_playDock, m_movesDock, m_replay->chartDock(), m_lessonDock})
        for (const Texts &t : texts)
            if (auto *button = dock->findChild<QAbstractButton *>(QLatin1String(t.button))) {
                button->setAccessibleName(QCoreApplication::translate("QDockWidget", t.name));
                button->setAccessibleDescription(QCoreApplication::translate("QDockWidget", t.description));
            }
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_seats->restart(); // the search starts again; its status line in the new language
        retranslateUi();
        // Longer words in the new language: the players panel widens once the texts are in.
        QTimer::singleShot(0, this, [this] { fitPlayersDock(true); });
    }
    QMainWindow::changeEvent(event);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_painted && event->type() == QEvent::Paint && watched == m_view->viewport()) {
        m_painted = true;
        // Reported once the paint under way has finished.
        QTimer::singleShot(0, this, &MainWindow::firstPainted);
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::endBySystem()
{
    m_document->finishBySystem();
    if (!m_quiet) {
        preferences::setWindowGeometry(saveGeometry());
        preferences::setWindowState(saveState());
    }
    m_endedBySystem = true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_endedBySystem) { // what is unsaved is in the autosave: nothing to ask
        event->accept();
        return;
    }
    const ComputerPause pause(m_seats); // while any prompt is open
    if (m_editorActions->hasEditor() && !m_editorActions->editor()->close()) { // its "save changes?" prompt
        event->ignore();
        return;
    }
    if (!m_document->close()) { // no computer action while the player decides, nor after
        event->ignore();
        return;
    }
    if (!m_quiet) {
        preferences::setWindowGeometry(saveGeometry());
        preferences::setWindowState(saveState());
    }
    if (m_rules)
        m_rules->close();
    event->accept();
}

void MainWindow::setQuiet(bool quiet)
{
    m_quiet = quiet;
    m_document->setWritesUserData(!quiet);
    m_document->setInteractive(!quiet);
}

bool MainWindow::boardHidden() const { return m_boardStack->currentWidget() == m_handOver; }

void MainWindow::refresh()
{
    updateStatus();
    if (m_model->hasGame()) {
        const Position &pos = m_model->position();
        // Completion offers a few thousand actions at most: a large board has millions.
        QStringList notations;
        for (const Action &a : m_model->legalActionsUpTo(5000))
            notations.append(QString::fromStdString(toNotation(a, m_model->board())));
        m_playPanel->showLegal(pos, m_model->actionsWithoutSpace(), notations);
        // What was typed in one player's turn is never played in the next one's.
        const int turnOf = pos.gameOver() ? kNoPlayer : pos.toMove();
        if (turnOf != m_fieldTurnOf)
            m_actionField->clear();
        m_fieldTurnOf = turnOf;
    } else {
        m_playPanel->showLegal(Position(), {}, {});
        m_actionField->clear();
        m_fieldTurnOf = -1;
    }
    updateActionsEnabled();
    updateTitle();
    focusActionFieldInBlindMode();
    emit refreshed();
}

void MainWindow::focusActionFieldInBlindMode()
{
    // Blind mode: after every action (and back from replay) the next one is typed.
    if (preferences::blindMode() && m_actionField->isEnabled() && !QApplication::activeModalWidget())
        m_actionField->setFocus();
}

void MainWindow::updateStatus()
{
    QPixmap emblem;
    QColor accent;
    if (m_model->hasGame()) {
        const bool replaying = m_replay->isActive();
        const Position &pos = replaying ? m_replay->replay()->position() : m_model->position();
        PlayerIndex who = pos.gameOver() ? pos.result().winner : pos.toMove();
        if (replaying && m_replay->replay()->current() > 0)
            who = m_model->lineGame().actorOf(m_replay->replay()->current() - 1);
        if (who != kNoPlayer) {
            emblem = playerEmblemPixmap(who, 26, devicePixelRatioF());
            accent = seatColor(who);
        }
    }
    const QString thinking = m_computer->thinkingText();
    const QString replay = m_replay->statusText();
    const QString lesson = m_lessonPanel->verdictText(); // a lesson over: no one is asked to play on
    m_status->setStatus(!replay.isEmpty()      ? replay
                        : !lesson.isEmpty()    ? lesson
                        : thinking.isEmpty()   ? m_model->statusText()
                                               : thinking,
                        emblem, accent);
}

void MainWindow::updateActionsEnabled()
{
    const bool game = m_model->hasGame();
    const bool replaying = m_replay->isActive(); // nothing is played or undone while replaying
    const bool playing = game && !replaying && !m_model->position().gameOver() && !boardHidden() && !m_computer->computerToMove();
    m_undoAction->setEnabled(m_model->canUndo() && !replaying);
    m_redoAction->setEnabled(m_model->canRedo() && !replaying);
    m_saveAction->setEnabled(game);
    m_saveAsAction->setEnabled(game);
    m_detailsAction->setEnabled(game);
    m_editorActions->editPositionAction()->setEnabled(game);
    m_computer->updateActions(playing);
    m_actionField->setEnabled(playing);
    m_buttons->setEnabled(playing);
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_document->displayName() + QStringLiteral("[*]"));
    setWindowFilePath(m_document->fileName());
    setWindowModified(m_model->isModified());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_recent->files();
    int n = 0;
    for (const QString &file : files) {
        ++n;
        const QString label = n < 10 ? QStringLiteral("&%1 %2").arg(n).arg(QFileInfo(file).fileName())
                                     : QFileInfo(file).fileName();
        QAction *action = m_recentMenu->addAction(label);
        action->setToolTip(QDir::toNativeSeparators(file));
        action->setStatusTip(QDir::toNativeSeparators(file));
        connect(action, &QAction::triggered, this, [this, file] { m_document->openRecent(file); });
    }
    if (files.isEmpty()) {
        QAction *none = m_recentMenu->addAction(tr("No recent games"));
        none->setEnabled(false);
    } else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(m_clearRecentAction);
    }
}

void MainWindow::onActionsChanged(int count)
{
    const bool played = count > m_actionCount;
    m_actionCount = count;
    m_endedBySystem = false; // play goes on (the logout was cancelled): closing asks again
    m_status->clearRejection();
    if (!m_model->hasGame())
        return;
    const Position &pos = m_model->position();
    if (pos.gameOver())
        hideHandOver(); // a finished game is shown to everyone
    else if (!personToMove())
        ; // a computer's turn: nobody to hand over to, the board stays as the last person left it
    else if (played && preferences::handOverScreen() && m_boardShownFor >= 0 && pos.toMove() != m_boardShownFor)
        showHandOver(); // from one person to another
    else if (!boardHidden())
        m_boardShownFor = pos.toMove();
}

bool MainWindow::personToMove() const
{
    return m_model->hasGame() && !m_model->position().gameOver()
        && m_seats->seatLevel(m_model->position().toMove()) == 0;
}

void MainWindow::showEvent(QShowEvent *event)
{
    if (!m_docksPlaced) {
        m_docksPlaced = true;
        if (m_quiet || !restoreState(preferences::windowState()))
            placeDocks();
        if (!m_lesson->isActive()) // the Lesson panel shows with a lesson only, whatever the last state was
            m_lessonDock->hide();
        m_replay->windowDocksPlaced();
    }
    QMainWindow::showEvent(event);
}

void MainWindow::showHandOver()
{
    const PlayerIndex next = m_model->position().toMove();
    m_handOver->setNextPlayer(m_model->playerLabel(next), playerEmblemPixmap(next, 64, devicePixelRatioF()));
    m_model->clearSelection();
    m_boardStack->setCurrentWidget(m_handOver);
    m_handOver->setFocus();
    updateActionsEnabled();
}

void MainWindow::hideHandOver()
{
    const bool wasHidden = boardHidden();
    m_boardStack->setCurrentWidget(m_view);
    if (personToMove())
        m_boardShownFor = m_model->position().toMove();
    if (wasHidden) {
        m_view->setFocus();
        updateActionsEnabled();
    }
}

void MainWindow::setHandOverScreenEnabled(bool on)
{
    preferences::setHandOverScreen(on);
    if (m_handOverAction->isChecked() != on)
        m_handOverAction->setChecked(on);
    if (!on)
        hideHandOver();
}

void MainWindow::chooseAction(const QList<eko::Action> &options)
{
    if (!m_model->hasGame() || options.isEmpty())
        return;
    ChoiceMenu menu(options, m_model->position(), this);
    // At the pointer when it is over the board, else in the board's middle (keyboard play).
    QPoint at = QCursor::pos();
    if (!m_view->rect().contains(m_view->mapFromGlobal(at)))
        at = m_view->mapToGlobal(m_view->rect().center());
    const int i = menu.choose(at);
    if (i >= 0 && i < options.size())
        m_model->play(options[i]);
}

void MainWindow::playTyped(const QString &notation)
{
    if (m_model->playNotation(notation))
        m_actionField->actionPlayed();
}

void MainWindow::startDefaultGame() { m_document->startDefault(); }

void MainWindow::startGame(Game game, const std::array<int, 4> &levels) { m_document->start(std::move(game), levels); }

bool MainWindow::openFile(const QString &fileName) { return m_document->open(fileName); }

bool MainWindow::offerResume(bool ask) { return m_document->offerResume(ask); }

void MainWindow::playScenario(const Scenario &scenario)
{
    // A scenario with a goal is played as a puzzle (the lesson session follows the game and gives the
    // computer the goal's opponents).
    if (m_lesson->isActive())
        m_model->setModified(false); // a lesson played is not a game to save
    m_document->replace([&scenario]() -> std::optional<GameDocument::NextGame> {
        return GameDocument::NextGame{Game(scenario, QRandomGenerator::global()->generate64(),
                                           std::vector<std::string>(static_cast<size_t>(scenario.players)))};
    });
    if (m_lesson->isActive())
        m_view->fitToWindow();
}

bool MainWindow::startLesson(const std::function<QString()> &choose)
{
    if (m_lesson->isActive())
        m_model->setModified(false); // a lesson played is not a game to save: the next one asks nothing
    const bool replaced = m_document->replace([&]() -> std::optional<GameDocument::NextGame> {
        const LessonEntry *entry = findLesson(choose());
        if (!entry)
            return std::nullopt;
        const Scenario &scenario = entry->scenario;
        return GameDocument::NextGame{Game(scenario, QRandomGenerator::global()->generate64(),
                                           std::vector<std::string>(static_cast<size_t>(scenario.players)))};
    });
    if (!replaced)
        return false;
    m_view->fitToWindow(); // the session began with the game (LessonSession::begun shows the panel)
    return true;
}

bool MainWindow::playLesson(const QString &id)
{
    return startLesson([id] { return id; });
}

void MainWindow::learnToPlay()
{
    startLesson([this] {
        LearnDialog dialog(m_lesson->isActive() ? m_lesson->id() : QString(), this);
        return dialog.exec() == QDialog::Accepted ? dialog.chosenId() : QString();
    });
}

void MainWindow::newGame()
{
    m_document->replace([this]() -> std::optional<GameDocument::NextGame> {
        NewGameDialog dialog(this);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        std::optional<Game> game = dialog.game();
        if (!game)
            return std::nullopt;
        files::SeatLevels levels{};
        for (int seat = 0; seat < game->scenario().players; ++seat)
            levels[static_cast<size_t>(seat)] = dialog.seatLevel(seat);
        return GameDocument::NextGame{std::move(*game), levels};
    });
    m_teaching->followPreference(); // the dialog's choice of a teaching game
}

void MainWindow::showEndOfGame()
{
    if (m_quiet || !m_model->hasGame() || !m_model->position().gameOver() || m_lesson->isActive())
        return; // a lesson's end is told by its panel
    const ComputerPause pause(m_seats);
    EndOfGameDialog dialog(m_model->game(), this);
    if (dialog.exec() == EndOfGameDialog::NewGameRequested)
        newGame();
}

void MainWindow::showGameDetails()
{
    if (!m_model->hasGame())
        return;
    const ComputerPause pause(m_seats);
    GameDetailsDialog dialog(m_model->game(), m_document->fileName(), m_document->fileInfo(), this);
    dialog.exec();
}

void MainWindow::showRules()
{
    if (!m_rules) {
        m_rules = new RulesWindow(this);
        m_rules->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_rules->setLanguage(m_languages ? m_languages->current() : QStringLiteral("en"));
    m_rules->show();
    m_rules->raise();
    m_rules->activateWindow();
}

void MainWindow::offerWelcome()
{
    const int points = m_model->hasGame() ? m_model->position().settings().victoryPoints : RulesSettings{}.victoryPoints;
    if (m_quiet || preferences::welcomeShown())
        return;
    const WelcomeDialog::Choice choice = [this, points] {
        // A computer to move waits until the welcome is read, so that its action is seen.
        const ComputerPause pause(m_seats);
        return WelcomeDialog::offer(points, this);
    }();
    if (choice == WelcomeDialog::ReadRules)
        showRules();
}

void MainWindow::showAbout()
{
    const ComputerPause pause(m_seats);
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::showPreferences()
{
    const ComputerPause pause(m_seats);
    PreferencesDialog dialog(m_languages, this);
    connect(&dialog, &PreferencesDialog::handOverScreenChanged, this, &MainWindow::setHandOverScreenEnabled);
    connect(&dialog, &PreferencesDialog::blindModeChanged, m_announcer, &Announcer::setVerbose);
    dialog.exec();
}

} // namespace eko::ui
