// The analysis of the game in a GameModel (engine/ai/analysis.h), run in a worker thread: a quick
// pass over every action, then a deep one whose results replace the quick ones as they come. It
// owns the results; views read them (action(k), worst(), nextMistake()) and follow its signals.
// A result is shown for action k only while the game's action k is the one analysed (an undo and
// another action played there drop it); another game clears everything. Cancel, another game and
// destruction stop the worker within milliseconds, and a result of an older run is never kept.
#pragma once

#include "ai/analysis.h"

#include <QObject>

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>
#include <vector>

namespace eko::ui {

class GameModel;

class GameAnalysisRunner : public QObject {
    Q_OBJECT
public:
    enum class Pass { None, Quick, Deep };

    explicit GameAnalysisRunner(GameModel *model, QObject *parent = nullptr);
    ~GameAnalysisRunner() override;

    // Iterations per position of each pass (tests use small ones); a quick budget of 0 skips the
    // quick pass.
    void setIterations(int quick, int deep);
    int deepIterations() const { return m_deep; }

    bool isRunning() const { return m_worker.joinable(); }
    // The pass running now (None when idle), the actions it has judged and how many it judges.
    Pass pass() const { return m_pass; }
    int done() const { return m_done; }
    int total() const { return m_total; }
    // Seconds until both passes are over, estimated from the time the actions took so far (-1: not
    // known yet).
    double secondsLeft() const;

    // Action k's analysis, while the game's action k is the one analysed; null otherwise.
    const ai::ActionAnalysis *action(int k) const;
    // The pass action k's analysis came from (None: not analysed).
    Pass passOf(int k) const;
    // Analysed actions of the game now (any pass).
    int analysedCount() const;
    // The engine and the deep budget the results came from (a file's analysis: maybe stale).
    const std::string &engine() const { return m_engine; }
    int resultIterations() const { return m_resultIterations; }
    // The worst judgement among actions [first, last] (Good when none is analysed).
    ai::Judgement worst(int first, int last) const;
    // The next mistake or blunder after action k, the previous one before it; -1 when there is none.
    int nextMistake(int k) const;
    int previousMistake(int k) const;

    // Results read from a file (deep, as stored): replace what there is, when nothing runs.
    void setResults(const ai::GameAnalysis &analysis);
    // Everything analysed, as one GameAnalysis of actions [0, n) (n: the longest run of analysed actions).
    ai::GameAnalysis results() const;

public slots:
    // Analyses every action of the model's game (a run already going starts again).
    void start();
    void cancel();

signals:
    void runningChanged(bool running);
    // Progress of the pass running: `done` of `total` actions.
    void progressChanged(int done, int total);
    // Action k's analysis came (or changed).
    void actionAnalysed(int k);
    // The results were cleared or replaced as a whole.
    void resultsReset();

private:
    void stopWorker();
    void clear();
    void received(quint64 generation, Pass pass, const ai::ActionAnalysis &action, int done, int total);
    void workerDone(quint64 generation);

    GameModel *m_model;
    int m_quick = ai::kQuickAnalysisIterations;
    int m_deep = ai::kDefaultAnalysisIterations;
    std::vector<std::optional<ai::ActionAnalysis>> m_actions;
    std::vector<Pass> m_passes;
    std::string m_engine{ai::kAnalysisEngine};
    int m_resultIterations = ai::kDefaultAnalysisIterations;
    std::thread m_worker;
    std::atomic<bool> m_cancel{false};
    quint64 m_generation = 0;
    Pass m_pass = Pass::None;
    int m_done = 0;
    int m_total = 0;
    std::chrono::steady_clock::time_point m_passStart; // for the time left

};

} // namespace eko::ui
