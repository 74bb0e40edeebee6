// The game's analysis run in a worker thread, its results posted back to the GUI thread.
#include "model/game_analysis_runner.h"

#include "model/background_priority.h"

#include "model/game_model.h"

#include <QMetaObject>

#include <algorithm>

namespace eko::ui {

GameAnalysisRunner::GameAnalysisRunner(GameModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{
    connect(m_model, &GameModel::gameReset, this, [this] {
        cancel();
        clear();
    });
    // An undo and another action: the results of the actions replaced no longer show (action(k)
    // checks them); the views read them again.
    connect(m_model, &GameModel::actionsChanged, this, [this] { emit resultsReset(); });
}

GameAnalysisRunner::~GameAnalysisRunner() { stopWorker(); }

void GameAnalysisRunner::setIterations(int quick, int deep)
{
    m_quick = std::max(0, quick);
    m_deep = std::max(1, deep);
}

double GameAnalysisRunner::secondsLeft() const
{
    if (m_pass == Pass::None || m_done == 0)
        return -1;
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_passStart).count();
    const double perAction = elapsed / m_done;
    double left = perAction * (m_total - m_done);
    if (m_pass == Pass::Quick && m_quick > 0) // the deep pass after: as many actions, more iterations each
        left += perAction * m_total * m_deep / m_quick;
    return left;
}

const ai::ActionAnalysis *GameAnalysisRunner::action(int k) const
{
    if (k < 0 || k >= static_cast<int>(m_actions.size()) || !m_actions[static_cast<size_t>(k)] || !m_model->hasGame())
        return nullptr;
    const Game &game = m_model->lineGame();
    if (k >= game.actionCount() || !(game.actions()[static_cast<size_t>(k)] == m_actions[static_cast<size_t>(k)]->played))
        return nullptr;
    return &*m_actions[static_cast<size_t>(k)];
}

GameAnalysisRunner::Pass GameAnalysisRunner::passOf(int k) const
{
    return action(k) ? m_passes[static_cast<size_t>(k)] : Pass::None;
}

int GameAnalysisRunner::analysedCount() const
{
    int n = 0;
    for (int k = 0; k < static_cast<int>(m_actions.size()); ++k)
        n += action(k) ? 1 : 0;
    return n;
}

ai::Judgement GameAnalysisRunner::worst(int first, int last) const
{
    ai::Judgement worst = ai::Judgement::Good;
    for (int k = std::max(0, first); k <= last; ++k)
        if (const ai::ActionAnalysis *a = action(k))
            worst = std::max(worst, a->judgement);
    return worst;
}

int GameAnalysisRunner::nextMistake(int k) const
{
    for (int j = std::max(0, k + 1); j < static_cast<int>(m_actions.size()); ++j)
        if (const ai::ActionAnalysis *a = action(j); a && a->judgement >= ai::Judgement::Mistake)
            return j;
    return -1;
}

int GameAnalysisRunner::previousMistake(int k) const
{
    for (int j = std::min(k, static_cast<int>(m_actions.size())) - 1; j >= 0; --j)
        if (const ai::ActionAnalysis *a = action(j); a && a->judgement >= ai::Judgement::Mistake)
            return j;
    return -1;
}

void GameAnalysisRunner::setResults(const ai::GameAnalysis &analysis)
{
    stopWorker();
    m_actions.clear();
    m_passes.clear();
    for (const ai::ActionAnalysis &a : analysis.actions) {
        if (a.index < 0)
            continue;
        const auto k = static_cast<size_t>(a.index);
        if (k >= m_actions.size()) {
            m_actions.resize(k + 1);
            m_passes.resize(k + 1, Pass::None);
        }
        m_actions[k] = a;
        m_passes[k] = Pass::Deep;
    }
    m_engine = analysis.engine;
    m_resultIterations = analysis.budget.iterations;
    emit resultsReset();
}

ai::GameAnalysis GameAnalysisRunner::results() const
{
    ai::GameAnalysis out;
    out.engine = m_engine;
    out.budget.iterations = m_resultIterations;
    for (int k = 0; action(k); ++k)
        out.actions.push_back(*action(k));
    out.to = static_cast<int>(out.actions.size());
    return out;
}

void GameAnalysisRunner::clear()
{
    m_actions.clear();
    m_passes.clear();
    m_engine = std::string(ai::kAnalysisEngine);
    m_resultIterations = m_deep;
    emit resultsReset();
}

void GameAnalysisRunner::start()
{
    if (!m_model->hasGame())
        return;
    stopWorker();
    const quint64 generation = ++m_generation;
    const Game &game = m_model->lineGame();
    const int n = game.actionCount();
    // Results of other actions (an older line) go; those of the same actions stay until replaced.
    for (int k = 0; k < static_cast<int>(m_actions.size()); ++k)
        if (!action(k)) {
            m_actions[static_cast<size_t>(k)].reset();
            m_passes[static_cast<size_t>(k)] = Pass::None;
        }
    m_actions.resize(static_cast<size_t>(n));
    m_passes.resize(static_cast<size_t>(n), Pass::None);
    m_engine = std::string(ai::kAnalysisEngine);
    m_resultIterations = m_deep;
    m_pass = m_quick > 0 ? Pass::Quick : Pass::Deep;
    m_done = 0;
    m_total = n;
    m_passStart = std::chrono::steady_clock::now();
    const int threads = std::thread::hardware_concurrency() >= 2 ? 2 : 1;
    m_worker = std::thread([this, generation, game, quick = m_quick, deep = m_deep, threads] {
        lowerThisThreadsPriority(); // and the search's own threads: the window comes first
        for (const auto &[pass, iterations] : {std::pair{Pass::Quick, quick}, std::pair{Pass::Deep, deep}}) {
            if (iterations <= 0 || m_cancel)
                continue;
            const ai::AnalysisBudget budget{iterations, game.seed(), threads};
            ai::analyseGame(game, budget, 0, -1, ai::SearchControl{&m_cancel},
                            [this, generation, pass](const ai::ActionAnalysis &a, int done, int total) {
                                // Copied and delivered in the GUI thread; dropped there if a newer run began.
                                QMetaObject::invokeMethod(
                                    this, [this, generation, pass, a, done, total] { received(generation, pass, a, done, total); },
                                    Qt::QueuedConnection);
                            });
        }
        QMetaObject::invokeMethod(this, [this, generation] { workerDone(generation); }, Qt::QueuedConnection);
    });
    emit runningChanged(true);
    emit progressChanged(0, n);
}

void GameAnalysisRunner::received(quint64 generation, Pass pass, const ai::ActionAnalysis &a, int done, int total)
{
    if (generation != m_generation)
        return;
    if (pass != m_pass) { // the deep pass began
        m_pass = pass;
        m_passStart = std::chrono::steady_clock::now();
    }
    m_done = done;
    m_total = total;
    const auto k = static_cast<size_t>(a.index);
    if (k < m_actions.size()) {
        m_actions[k] = a;
        m_passes[k] = pass;
    }
    emit actionAnalysed(a.index);
    emit progressChanged(done, total);
}

void GameAnalysisRunner::workerDone(quint64 generation)
{
    if (generation != m_generation)
        return;
    if (m_worker.joinable())
        m_worker.join();
    m_pass = Pass::None;
    emit runningChanged(false);
}

void GameAnalysisRunner::cancel()
{
    const bool was = isRunning();
    stopWorker();
    if (was)
        emit runningChanged(false);
}

void GameAnalysisRunner::stopWorker()
{
    ++m_generation; // whatever the worker still posts is dropped
    m_pass = Pass::None;
    if (!m_worker.joinable())
        return;
    m_cancel = true;
    m_worker.join(); // the search returns within milliseconds of the flag
    m_cancel = false;
}

} // namespace eko::ui
