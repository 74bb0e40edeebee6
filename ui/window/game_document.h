// The game as a document: its file name, the first game (resumed or new), Open / Save / Save As
// with their dialogs and error messages, the unsaved-changes prompt, recent files, and the autosave.
// Every way to replace the game shown, and closing it, goes through replace() and close(): the
// computer seats are paused while the prompt (and any dialog after it) is open.
#pragma once

#include "ai/analysis.h"
#include "core/game.h"
#include "core/game_tree.h"
#include "files/game_file.h"
#include "model/computer_seats.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <optional>

class QWidget;

namespace eko::ui {

class GameModel;
class RecentFiles;

class GameDocument : public QObject {
    Q_OBJECT
public:
    // Dialogs and message boxes are parented to `window`; `seats` play the computer seats of the
    // game shown (paused while a dialog of the document is open).
    GameDocument(GameModel *model, ComputerSeats *seats, RecentFiles *recent, QWidget *window);

    // A game to show, with what goes with it.
    struct NextGame {
        NextGame(Game g, const files::SeatLevels &l = {}, QString f = {}, bool m = false, files::GameFileInfo i = {})
            : NextGame(GameTree(std::move(g)), l, std::move(f), m, std::move(i))
        {
        }
        NextGame(GameTree t, const files::SeatLevels &l = {}, QString f = {}, bool m = false, files::GameFileInfo i = {})
            : tree(std::move(t)), levels(l), fileName(std::move(f)), modified(m), fileInfo(std::move(i))
        {
        }
        GameTree tree; // every line, comment and mark; a record is its main line alone
        files::SeatLevels levels{}; // the seats the computer plays (0: a person)
        QString fileName;           // the file it comes from (empty: not saved yet)
        bool modified = false;      // it holds changes no file has
        files::GameFileInfo fileInfo{};
        std::optional<ai::GameAnalysis> analysis; // its file's
    };

    // The file the game was opened from or last saved to; empty for a new game.
    QString fileName() const { return m_fileName; }
    // The name to show: the file's name, or "New game".
    QString displayName() const;
    // What the file says about itself (when it was saved); empty while the game has no file.
    const files::GameFileInfo &fileInfo() const { return m_fileInfo; }

    // Shows the game (new, opened or resumed) under `fileName` (empty: not saved yet), the computer
    // playing the seats `levels` gives (0: a person). `modified`: it holds changes no file has (a
    // resumed autosave). The autosave then holds the game, unless it is just what its file holds (an
    // opened file: nothing to resume). No unsaved-changes prompt (replace() asks it).
    void start(Game game, const files::SeatLevels &levels = {}, const QString &fileName = {}, bool modified = false);
    void start(GameTree tree, const files::SeatLevels &levels = {}, const QString &fileName = {}, bool modified = false);
    // Replaces the game shown, the one way New Game, Play Scenario, Open, Open Recent and Continue
    // from Here do it: the computer pauses, the unsaved-changes prompt asks, then `next` gives the
    // game (it may open a dialog, the computer still paused; nothing: the game shown stays and play
    // goes on); the game shown ends cleanly (its autosave goes) and the next one starts. Returns
    // whether the game was replaced.
    bool replace(const std::function<std::optional<NextGame>()> &next);
    // The window closes: the computer pauses and the unsaved-changes prompt asks. Cancelled: false,
    // and play goes on. Else the game ends cleanly, and no computer action is played any more (until
    // a game is started again).
    bool close();
    // Starts a standard game with the New Game dialog's last choices (players, names, computer seats)
    // and a random seed.
    void startDefault();
    // If an interrupted game was autosaved: asks whether to resume it (or resumes it without
    // asking when `ask` is false). Returns whether it was resumed; declining deletes the autosave.
    // The resumed game keeps the file it belongs to. An autosave that cannot be read is moved
    // aside (never deleted) and the message says where it is now.
    bool offerResume(bool ask = true);
    // Opens a game file; on failure a message box names the file and every problem, and the
    // game that was open stays open. No unsaved-changes prompt (openRecent() asks it).
    bool open(const QString &fileName);
    // Asks for a file and opens it (after the unsaved-changes prompt).
    bool openWithDialog();
    // Game ▸ Open Recent: opens the file after the unsaved-changes prompt; a file that cannot be
    // opened leaves the list.
    bool openRecent(const QString &fileName);
    bool save();
    bool saveAs();
    // Saves to `fileName` atomically; a message box says why when it fails.
    bool saveTo(const QString &fileName);
    // The unsaved-changes prompt: true when the game may be replaced or closed (saved, discarded,
    // or nothing to save), false when the player cancels.
    bool maybeSave();
    // A deliberate end (the game was closed or the program quits): the autosave is deleted.
    void finishCleanly();
    // The system ends the program (a termination signal, the session ends): a game with changes no
    // file holds keeps its autosave, marked so that the next start offers it as unsaved, not as
    // interrupted; any other game's autosave is deleted (its file holds it all).
    void finishBySystem();

    // Where the analysis to save with the game comes from (the window's analysis runner): saved in
    // the file's analysis section when it has any action analysed.
    void setAnalysisSource(std::function<ai::GameAnalysis()> source) { m_analysisSource = std::move(source); }
    // Whether the autosave, the recent files and the last folder are written (off for screenshots).
    void setWritesUserData(bool on) { m_writesUserData = on; }

    // Not interactive: errors go to stderr instead of message boxes (screenshots, timing runs).
    void setInteractive(bool on) { m_interactive = on; }

signals:
    void fileNameChanged(const QString &fileName);
    // A file opened with an analysis of its game (`stale`: of another engine or budget than now).
    void analysisOpened(const ai::GameAnalysis &analysis, bool stale);
    // A message for the status line (e.g. the autosave failed).
    void notice(const QString &text);

private:
    // Tells the player about a failure: a message box (`objectName`, with the first problems
    // listed and all of them in its details), or lines on stderr when not interactive.
    void tell(const QString &objectName, const QString &title, const QString &text, const QStringList &problems);
    // The question to resume: what ended the program, the game's file, its players and computer seats.
    // None: no button was pressed (the system ended the program while it was open).
    enum class ResumeAnswer { Resume, Discard, None };
    ResumeAnswer askToResume(const Game &game, const files::SeatLevels &levels, const QString &origin, bool endedBySystem);
    // Reads a game file to open (recent files and the last folder follow); on failure the message
    // box says why and nothing is returned.
    std::optional<NextGame> read(const QString &fileName);
    void show(NextGame next);
    void writeAutosave();
    void setFileName(const QString &fileName);
    QString fileFilter() const;

    // The JSON to save: the game's tree (in the oldest version that holds it) and the analysis of
    // its main line; *mainLine receives the main line's record.
    QByteArray fileData(const QDateTime &saved, Game *mainLine) const;
    GameModel *m_model;
    ComputerSeats *m_seats;
    RecentFiles *m_recent;
    QWidget *m_window;
    QString m_fileName;
    files::GameFileInfo m_fileInfo;
    std::function<ai::GameAnalysis()> m_analysisSource;
    std::optional<ComputerPause> m_closed; // close(): nothing is played any more
    QString m_autosaveError;
    static constexpr int kNotesSaveDelayMs = 1000;
    QTimer m_notesSave; // a comment or a mark changed: autosaved after a pause
    bool m_writesUserData = true;
    bool m_interactive = true;
    bool m_starting = false; // start() is replacing the game: autosaved once it is done
    bool m_autosaveHeld = false; // finishBySystem(): no game started now replaces what it kept
};

} // namespace eko::ui
