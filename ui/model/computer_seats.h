// Computer seats of the game in a GameModel: when a computer seat is to move it thinks in a worker
// thread (engine/ai) and plays its choice after a short pause; undo, another game, cancel() and
// destruction stop the search cleanly, and a result for an older position is never played.
// While people look back at the game (undone actions wait to be redone after an undo or a redo) the
// computer waits too; an action played after an undo goes on from there and the computer plays on;
// and while it is held (ComputerPause: a modal dialog is open, a replay is shown) it does nothing at all.
// People choose each level's thinking time, and may tell a thinking computer to play now (the best
// action it has found so far, at once).
#pragma once

#include "ai/player.h"
#include "core/position.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <array>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <thread>

namespace eko::ui {

class GameModel;

class ComputerSeats : public QObject {
    Q_OBJECT
public:
    explicit ComputerSeats(GameModel *model, QObject *parent = nullptr);
    ~ComputerSeats() override;

    // Level 1–6 makes seat p a computer, 0 a person. Takes effect at once.
    void setSeatLevel(PlayerIndex p, int level);
    int seatLevel(PlayerIndex p) const { return m_levels[static_cast<size_t>(p)]; }
    // Every seat at once (0: a person), as the New Game dialog or a game file gives them.
    void setSeatLevels(const std::array<int, kMaxPlayers> &levels);
    const std::array<int, kMaxPlayers> &seatLevels() const { return m_levels; }
    bool hasComputerSeat() const;
    // A computer seat is to move in the model's position (people wait for it).
    bool computerToMove() const;
    bool isThinking() const { return m_worker.joinable(); }
    // Thinking, or holding the action it chose for the pause before it is played (false once cancelled).
    bool isBusy() const { return isThinking() || m_pending.has_value(); }
    // How long each searching level thinks (indexed by level; levels 1 and 2 do not search). Takes
    // effect from the next search.
    using ThinkingTimes = std::array<ai::ThinkingTime, ai::kMaxLevel + 1>;
    void setThinkingTimes(const ThinkingTimes &times);
    const ThinkingTimes &thinkingTimes() const { return m_times; }
    // The computer to move (or the hint) stops thinking and plays (or shows) the best action it has
    // found so far, at once; a chosen action waiting for the pause is played at once. Nothing when
    // no computer is busy.
    void playNow();
    // The iterations of seat p's last finished search (0 before any, and for the one-ply levels).
    long long lastSearchIterations(PlayerIndex p) const;
    // Pause between the computer's choice and its action, so people can follow (default 400 ms).
    void setPause(std::chrono::milliseconds pause) { m_pause = pause; }
    // Asks the strongest level which action it suggests to the player to move; hintReady() follows.
    void requestHint();

    // Lessons and puzzles: the computer seats play what `rule` says instead of their level's player.
    // The rule is asked in the GUI thread when a computer seat is to move and gives the work to do in
    // the worker thread (it must hold copies of what it reads); an empty rule, the usual players.
    using Reply = std::function<std::optional<Action>()>;
    using ReplyRule = std::function<Reply()>;
    void setReplyRule(ReplyRule rule);
    bool hasReplyRule() const { return static_cast<bool>(m_replyRule); }

    // Held, no seat thinks or plays: hold() stops any search (nothing it found is played, a hint
    // included) and the last release() lets the seat to move think again. Holds nest (ComputerPause).
    void hold();
    void release();
    bool isHeld() const { return m_holds > 0; }

public slots:
    // Stops any search; nothing it found is played.
    void cancel();
    // Stops any search and starts again from the model's position (after a language change).
    void restart();

signals:
    void thinkingChanged(bool thinking);
    void hintReady(const eko::Action &action);
    // The seats' levels were set (0: a person).
    void seatLevelsChanged(const std::array<int, kMaxPlayers> &levels);

private:
    // Starts thinking when a computer seat is to move in the model's position.
    void consider();
    void start(std::unique_ptr<ai::Player> *player, bool hint);
    void startWork(std::function<std::optional<Action>()> work, bool hint);
    void stopWorker();
    // Plays the action chosen and held for the pause.
    void playPending();
    void finished(quint64 generation, std::optional<Action> action, bool hint);

    GameModel *m_model;
    std::array<int, kMaxPlayers> m_levels{};
    std::array<std::unique_ptr<ai::Player>, kMaxPlayers> m_players;
    std::unique_ptr<ai::Player> m_hintPlayer;
    std::thread m_worker;
    std::atomic<bool> m_cancel{false};
    bool m_playNow = false; // the search under way was stopped by playNow(): its result is played at once
    ThinkingTimes m_times = defaultThinkingTimes();
    static ThinkingTimes defaultThinkingTimes();
    quint64 m_generation = 0; // advanced by every start and cancel: older results are dropped
    std::chrono::milliseconds m_pause{400};
    QTimer m_delay;
    std::optional<Action> m_pending;
    int m_holds = 0;
    ReplyRule m_replyRule;
};

// While it lives, the computer seats are held (ComputerSeats::hold): no computer action is played
// while a modal dialog is open or the game is being replaced, and the seat to move thinks again after.
class ComputerPause {
public:
    explicit ComputerPause(ComputerSeats *seats);
    ~ComputerPause();
    ComputerPause(const ComputerPause &) = delete;
    ComputerPause &operator=(const ComputerPause &) = delete;

private:
    QPointer<ComputerSeats> m_seats;
};

} // namespace eko::ui
