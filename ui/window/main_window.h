// The main window: the board in the centre, the players, the actions and the move list beside
// it, the status line above it; menus for the game, editing, the view and help.
#pragma once

#include "core/action.h"

#include <QList>
#include <QMainWindow>
#include <QPointer>

class QAction;
class QGroupBox;
class QLabel;
class QListView;
class QMenu;
class QSplitter;
class QStackedWidget;
class QTableView;

namespace eko {
class Game;
}

namespace eko::ui {

class ActionButtons;
class ActionField;
class BoardScene;
class BoardView;
class GameDocument;
class GameModel;
class HandOverScreen;
class LanguageSwitcher;
class MoveListModel;
class PlayersModel;
class RecentFiles;
class RulesWindow;
class StatusLine;

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
    QTableView *playersView() const { return m_playersView; }
    QListView *movesView() const { return m_movesView; }
    // The hand-over screen hides the board now.
    bool boardHidden() const;

    // Starts a standard game with the New Game dialog's last choices and a random seed.
    void startDefaultGame();
    // Shows a game (already set up) as a new, unsaved document.
    void startGame(Game game);
    // Opens a game file (errors are shown; the current game stays open on failure).
    bool openFile(const QString &fileName);
    // If an interrupted game was autosaved: asks whether to resume it (or resumes it without
    // asking when `ask` is false). Returns whether it was resumed; declining deletes it.
    bool offerResume(bool ask = true);

    // Quiet: nothing is written to the user's data (autosave, recent files, settings) and no
    // dialog opens on its own (end of game); for screenshots and timing runs.
    void setQuiet(bool quiet);
    bool isQuiet() const { return m_quiet; }

public slots:
    void newGame();
    void showEndOfGame();
    void showGameDetails();
    void showRules();
    // On the first start only (never when quiet): the welcome, with the goal and where the rules are.
    void offerWelcome();
    void showAbout();
    void showPreferences();
    void setHandOverScreenEnabled(bool on);

signals:
    // The window has been painted for the first time (start-up timing).
    void firstPainted();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void createMenus();
    QWidget *createSidePanel();
    void retranslateUi();
    void updateGameState();
    void updateActionsEnabled();
    void updateTitle();
    void updateRecentMenu();
    void onActionsChanged(int count);
    void chooseAction(const QList<eko::Action> &options);
    void revealCurrentMove();
    void fitPlayersView();
    void showHandOver();
    void hideHandOver();
    void playTyped(const QString &notation);

    LanguageSwitcher *m_languages;
    GameModel *m_model;
    BoardScene *m_scene;
    BoardView *m_view;
    RecentFiles *m_recent;
    GameDocument *m_document;
    PlayersModel *m_playersModel;
    MoveListModel *m_movesModel;

    QSplitter *m_splitter = nullptr;
    QStackedWidget *m_boardStack = nullptr;
    HandOverScreen *m_handOver = nullptr;
    StatusLine *m_status = nullptr;
    ActionField *m_actionField = nullptr;
    ActionButtons *m_buttons = nullptr;
    QTableView *m_playersView = nullptr;
    QListView *m_movesView = nullptr;
    QGroupBox *m_playersBox = nullptr;
    QGroupBox *m_actionBox = nullptr;
    QGroupBox *m_movesBox = nullptr;
    QLabel *m_actionHint = nullptr;
    QPointer<RulesWindow> m_rules;

    QMenu *m_gameMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
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
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QAction *m_clearRecentAction = nullptr;

    int m_actionCount = 0;             // actions in effect after the last change
    int m_boardShownFor = -1;          // the player the board was last shown to (hand-over screen)
    bool m_painted = false;
    bool m_quiet = false;
};

} // namespace eko::ui
