// The user's preferences and remembered choices, kept in QSettings (one accessor per setting).
#pragma once

#include "ai/player.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace eko::ui::preferences {

// Interface language code (en, ko, pt, zh_CN); empty: follow the system locale.
QString language();
void setLanguage(const QString &code);

// Hotseat hand-over screen between turns (off by default).
bool handOverScreen();
void setHandOverScreen(bool on);

// The first-start welcome has been seen (and dismissed): it never shows again.
bool welcomeShown();
void setWelcomeShown(bool shown);

// Blind mode: verbose announcements for a screen reader, and the focus back in the action field
// after every action (off by default; window/announcer.h).
bool blindMode();
void setBlindMode(bool on);

// Help ▸ Learn to Play: the lessons and puzzles solved, by their id ("lessons/01-moving").
QStringList solvedLessons();
void setLessonSolved(const QString &id);

bool spaceNamesVisible();
void setSpaceNamesVisible(bool on);

// The user's documents folder when it exists, else the home folder: a folder that is there to save
// into, also on a fresh account (where ~/Documents may not exist yet).
QString documentsFolder();
// The folder of the last file opened or saved while it exists, else documentsFolder().
QString lastFolder();
// A folder was remembered (lastFolder() is not only the documents folder by default).
bool hasLastFolder();
void setLastFolderFromFile(const QString &fileName);

QByteArray windowGeometry();
void setWindowGeometry(const QByteArray &geometry);
QByteArray windowState();
void setWindowState(const QByteArray &state);

// The New Game dialog's last choices (players: kMinPlayers..kMaxPlayers, kDefaultPlayers at first).
inline constexpr int kDefaultPlayers = 2;
int newGamePlayers();
void setNewGamePlayers(int players);
QStringList newGameNames();
void setNewGameNames(const QStringList &names);
// Per seat: 0 for a person, 1–6 for a computer player at that level (people at first).
QList<int> newGameLevels();
void setNewGameLevels(const QList<int> &levels);
// The teaching game: the computer tells a person's mistakes (New Game's choice, kept for the next).
bool teachingGame();
void setTeachingGame(bool on);

// The New Scenario dialog's last choices (a random board's seed is new every time).
struct NewScenarioChoices {
    enum Start { StandardBoard, RandomBoard, BlankBoard };
    int players = kDefaultPlayers;
    Start start = StandardBoard;
    bool symmetric = false;  // a random board the same for every player
    int rings = 4;           // a blank board's rings around the centre, 1–30
    bool exact = false;      // the discs placed by hand (an exact position)
    friend bool operator==(const NewScenarioChoices &, const NewScenarioChoices &) = default;
};
inline constexpr int kMaxBlankBoardRings = 30;
NewScenarioChoices newScenarioChoices();
void setNewScenarioChoices(const NewScenarioChoices &choices);

// The pause between a computer player's choice and its action, in milliseconds (kComputerPauses).
inline constexpr int kComputerPauses[] = {0, 400, 1000, 2500}; // instant, fast, normal, slow
inline constexpr int kDefaultComputerPause = 1000;
int computerPause();
void setComputerPause(int milliseconds);

// How long a computer level thinks (levels 3–6; ai::ThinkingTime, the usual one by default).
ai::ThinkingTime thinkingTime(int level);
void setThinkingTime(int level, ai::ThinkingTime time);

// Replay's autoplay speed, in actions per second (one of kReplaySpeeds).
inline constexpr double kReplaySpeeds[] = {0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0};
inline constexpr double kDefaultReplaySpeed = 1.0;
double replaySpeed();
void setReplaySpeed(double actionsPerSecond);

} // namespace eko::ui::preferences
