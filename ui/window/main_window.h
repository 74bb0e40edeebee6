// The main window: the status line and the board in the centre, the players, the Play panel and
// the move list in docks beside it (View menu shows and hides them); menus for the game, editing,
// the view and help. The document (GameDocument) owns files, resuming and the first game.
#pragma once

#include "core/action.h"

#include <QList>
#include <QMainWindow>
#include <QPointer>
#include <QSize>

#include <array>
#include <functional>

class QAction;
class QDockWidget;
class QTreeView;
class QMenu;
class QStackedWidget;
class QTableView;

namespace eko {
class Game;
struct Scenario;
}

namespace eko::ui {

class ActionButtons;
class Announcer;
class AskMenu;
class AnalysisControls;
class ActionField;
class BoardPresenter;
class BoardScene;
class BoardView;
class ComputerSeatControls;
class ComputerSeats;
class EditorActions;
class GameDocument;
class GameModel;
class HandOverScreen;
class LessonPanel;
class LessonSession;
class LanguageSwitcher;
class ActionListModel;
class ActionList;
class PlayPanel;
class PlayersModel;
class PlayersTable;
class ReplayMode;
class RecentFiles;
class RulesWindow;
class StatusLine;
class TeachingControls;
class BranchControls;
class CommentPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `languages` may be null (then Preferences cannot switch the language).
    explicit MainWindow(LanguageSwitcher *languages = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameModel *model() const { return m_model; }
    BoardScene *scene() const { return m_scene; }
    BoardView *boardView() const { return m_view; }
    GameDocument *document() const { return m_document; }
    StatusLine *statusLine() const { return m_status; }
    ActionField *actionField() const { return m_actionField; }
    ActionButtons *actionButtons() const { return m_buttons; }
    HandOverScreen *handOverScreen() const { return m_handOver; }
    ComputerSeatControls *computerSeatControls() const { return m_computer; }
    ReplayMode *replayMode() const { return m_replay; }
    // Blind mode: what a screen reader is told, and the Ask menu (window/announcer.h, ask_menu.h).
    Announcer *announcer() const { return m_announcer; }
    AskMenu *askMenu() const { return m_ask; }
    // Analyse ▸ Analyse Game and what shows the analysis (progress, chances chart, marks).
    AnalysisControls *analysis() const { return m_analysis; }
    // The teaching game: its message bar, Take Back, the switch.
    TeachingControls *teaching() const { return m_teaching; }
    PlayersTable *playersView() const;
    QTreeView *movesView() const;
    QDockWidget *playersDock() const { return m_playersDock; }
    QDockWidget *playDock() const { return m_playDock; }
    QDockWidget *movesDock() const { return m_movesDock; }
    // Help ▸ Learn to Play: the lesson or puzzle played (if any) and its panel.
    LessonSession *lesson() const { return m_lesson; }
    LessonPanel *lessonPanel() const { return m_lessonPanel; }
    QDockWidget *lessonDock() const { return m_lessonDock; }
    // The hand-over screen hides the board now.
    bool boardHidden() const;
    // A person (not a computer seat) is to move in a game still going on.
    bool personToMove() const;

    // The window's default size (bounded to the screen) and the least width of the board.
    static constexpr QSize kDefaultSize{1400, 900};
    // At first the docks beside the board leave it this share of the window's width, less the
    // margins and the dock separator.
    static constexpr qreal kLeastBoardShare = 2.0 / 3.0;
    static constexpr int kPanelMargins = 24;

    // The document's ways to start (GameDocument::startDefault, start, open, offerResume).
    // startGame's `levels` make seats computer players (0: a person).
    void startDefaultGame();
    void startGame(Game game, const std::array<int, 4> &levels = {});
    bool openFile(const QString &fileName);
    bool offerResume(bool ask = true);
    // Game ▸ New Scenario…, Edit Scenario…, Edit This Position as Scenario (the scenario editor).
    EditorActions *editorActions() const { return m_editorActions; }
    // Starts a hot-seat game of people from a scenario with no problems, after the save prompt.
    void playScenario(const Scenario &scenario);
    // Plays a bundled lesson or puzzle (lesson_catalogue.h) after the save prompt (none when the game
    // shown is a lesson): the person plays the goal's player, the computer seats the replies, and the
    // Lesson panel shows. Returns whether it started.
    bool playLesson(const QString &id);

    // Quiet: nothing is written to the user's data (autosave, recent files, settings) and no
    // dialog opens on its own (end of game); for screenshots and timing runs.
    void setQuiet(bool quiet);

public slots:
    void newGame();
    void showEndOfGame();
    void showGameDetails();
    void showRules();
    // Help ▸ Learn to Play…: after the save prompt, the list of lessons and puzzles; the one chosen is played.
    void learnToPlay();
    // On the first start only (never when quiet): the welcome, with the goal and where the rules are.
    void offerWelcome();
    void showAbout();
    void showPreferences();
    void setHandOverScreenEnabled(bool on);
    // The system ends the program (a termination signal, logging out): no question is asked; a game
    // with unsaved changes stays in the autosave for the next start, any other autosave goes. The
    // window then closes without the unsaved-changes prompt (unless play goes on: a cancelled logout).
    void endBySystem();

signals:
    // The window has been painted for the first time (start-up timing).
    void firstPainted();
    // The window shows a new position (once per action played, undone or redone).
    void refreshed();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void placeDocks();
    // The players panel as wide as its table wants (only wider, if `widenOnly`), within its share.
    void fitPlayersDock(bool widenOnly);
    void retranslateUi();
    void retranslateDockButtons();
    // Everything that follows the position: status, buttons, completions, menus, title.
    void refresh();
    void updateStatus();
    void updateActionsEnabled();
    void focusActionFieldInBlindMode();
    void updateTitle();
    void updateRecentMenu();
    void onActionsChanged(int count);
    void chooseAction(const QList<eko::Action> &options);
    void showHandOver();
    void hideHandOver();
    void playTyped(const QString &notation);
    // Replaces the game by the lesson `id` gives (`choose`: the list asks first, inside the prompt).
    bool startLesson(const std::function<QString()> &choose);

    LanguageSwitcher *m_languages;
    GameModel *m_model;
    ComputerSeats *m_seats;
    BoardScene *m_scene;
    BoardView *m_view;
    RecentFiles *m_recent;
    GameDocument *m_document;
    PlayersModel *m_playersModel;
    ActionListModel *m_movesModel;

    QStackedWidget *m_boardStack = nullptr;
    HandOverScreen *m_handOver = nullptr;
    StatusLine *m_status = nullptr;
    ComputerSeatControls *m_computer = nullptr;
    ReplayMode *m_replay = nullptr;
    Announcer *m_announcer = nullptr;
    AskMenu *m_ask = nullptr;
    AnalysisControls *m_analysis = nullptr;
    TeachingControls *m_teaching = nullptr;
    BranchControls *m_branches = nullptr;
    CommentPanel *m_comments = nullptr;
    BoardPresenter *m_presenter = nullptr;
    EditorActions *m_editorActions = nullptr;
    PlayersTable *m_playersTable = nullptr;
    PlayPanel *m_playPanel = nullptr;
    ActionField *m_actionField = nullptr;
    ActionButtons *m_buttons = nullptr;
    ActionList *m_movesList = nullptr;
    QDockWidget *m_playersDock = nullptr;
    QDockWidget *m_playDock = nullptr;
    QDockWidget *m_movesDock = nullptr;
    LessonSession *m_lesson = nullptr;
    LessonPanel *m_lessonPanel = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    QPointer<RulesWindow> m_rules;

    QMenu *m_gameMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_detailsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_spaceNamesAction = nullptr;
    QAction *m_handOverAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QAction *m_keyboardAction = nullptr;
    QAction *m_learnAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QAction *m_clearRecentAction = nullptr;

    int m_actionCount = 0;             // actions in effect after the last change
    int m_boardShownFor = -1;          // the person the board was last shown to (hand-over screen), -1: none yet
    int m_fieldTurnOf = -1;            // the player whose turn the action field's text was typed in
    bool m_painted = false;
    bool m_docksPlaced = false;
    bool m_quiet = false;
    bool m_endedBySystem = false;      // endBySystem() and no action since: close without asking
};

} // namespace eko::ui
