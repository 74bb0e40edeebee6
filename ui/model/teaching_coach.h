// The teaching game (KaTrain's teaching mode): after each action a person plays against the computer,
// the analysis judges it in a worker thread with a small budget (about a second), and a mistake or a
// blunder is told (judged()). A judgement always names the action it is about: one that comes after
// the person played on still applies to that action, and one whose action was undone (or replaced)
// is dropped. The game is never changed here; taking an action back is the window's.
#pragma once

#include "ai/analysis.h"
#include "core/game.h"

#include <QObject>

#include <array>
#include <atomic>
#include <deque>
#include <map>
#include <thread>

namespace eko::ui {

class ComputerSeats;
class GameModel;

// Iterations per position of a teaching judgement: two positions in well under two seconds.
inline constexpr int kTeachingIterations = 6000;

class TeachingCoach : public QObject {
    Q_OBJECT
public:
    TeachingCoach(GameModel *model, ComputerSeats *seats, QObject *parent = nullptr);
    ~TeachingCoach() override;

    // On: people's actions are judged (a game with at least one computer seat). Off drops what waits.
    void setEnabled(bool on);
    bool isEnabled() const { return m_enabled; }
    void setIterations(int iterations) { m_iterations = std::max(1, iterations); }
    // Judgements under way or waiting.
    bool isBusy() const { return m_worker.joinable() || !m_queue.empty(); }
    // Whether action k of the game now is the one a judgement was made of (its line up to it the same).
    bool stillPlayed(const ai::ActionAnalysis &judgement) const;

signals:
    // Action `judgement.index` of the game was judged (any class; the window tells mistakes and blunders).
    void judged(const eko::ai::ActionAnalysis &judgement);

private:
    struct Job {
        int index = 0;
        Game game; // the game up to and with action `index`
    };
    void actionsChanged(int count);
    void startNext();
    void received(quint64 generation, const ai::ActionAnalysis &judgement, const std::vector<Action> &line);
    void stopWorker();
    void dropAll();
    bool personPlays(PlayerIndex p) const;

    GameModel *m_model;
    ComputerSeats *m_seats;
    bool m_enabled = false;
    int m_iterations = kTeachingIterations;
    int m_seen = 0; // actions of the game already looked at
    int m_running = -1; // the action the worker judges, -1: none
    std::deque<Job> m_queue;
    std::thread m_worker;
    std::atomic<bool> m_cancel{false};
    quint64 m_generation = 0;
    // The line each judgement was made for, by action, to check that it is still the game's (stillPlayed).
    std::map<int, std::vector<Action>> m_lines;
};

} // namespace eko::ui
