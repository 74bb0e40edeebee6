// The teaching game's judge: each action of a person analysed in a worker thread, in the order played.
#include "model/teaching_coach.h"

#include "model/background_priority.h"

#include "model/computer_seats.h"
#include "model/game_model.h"

#include <QMetaObject>

#include <algorithm>

namespace eko::ui {

TeachingCoach::TeachingCoach(GameModel *model, ComputerSeats *seats, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_seats(seats)
{
    connect(model, &GameModel::gameReset, this, [this] {
        dropAll();
        m_seen = m_model->hasGame() ? m_model->game().actionCount() : 0; // a game opened: nothing of it is judged
    });
    connect(model, &GameModel::actionsChanged, this, &TeachingCoach::actionsChanged);
    m_seen = model->hasGame() ? model->game().actionCount() : 0;
}

TeachingCoach::~TeachingCoach() { stopWorker(); }

void TeachingCoach::setEnabled(bool on)
{
    if (on == m_enabled)
        return;
    m_enabled = on;
    if (!on)
        dropAll();
    m_seen = m_model->hasGame() ? m_model->game().actionCount() : 0; // only actions played from now on
}

bool TeachingCoach::personPlays(PlayerIndex p) const { return m_seats->seatLevel(p) == 0; }

bool TeachingCoach::stillPlayed(const ai::ActionAnalysis &judgement) const
{
    const auto line = m_lines.find(judgement.index);
    if (!m_model->hasGame() || line == m_lines.end())
        return false;
    const std::vector<Action> &played = m_model->game().actions();
    return played.size() >= line->second.size() && std::equal(line->second.begin(), line->second.end(), played.begin());
}

void TeachingCoach::actionsChanged(int count)
{
    if (!m_model->hasGame())
        return;
    const Game &game = m_model->game();
    count = game.actionCount();
    if (count < m_seen) {
        // Undone: what waits for those actions goes (a judgement under way is dropped when it comes).
        std::erase_if(m_queue, [count](const Job &job) { return job.index >= count; });
        m_seen = count;
        if (m_running >= count) { // the judgement under way is of an undone action: it stops
            stopWorker();
            startNext();
        }
        return;
    }
    if (!m_enabled || !m_seats->hasComputerSeat()) {
        m_seen = count;
        return;
    }
    for (int k = m_seen; k < count; ++k)
        if (personPlays(game.actorOf(k))) {
            Game upTo = game;
            upTo.truncate(k + 1);
            m_queue.push_back(Job{k, std::move(upTo)});
        }
    m_seen = count;
    startNext();
}

void TeachingCoach::startNext()
{
    if (m_worker.joinable() || m_queue.empty())
        return;
    Job job = std::move(m_queue.front());
    m_queue.pop_front();
    m_running = job.index;
    const quint64 generation = m_generation;
    const ai::AnalysisBudget budget{m_iterations, job.game.seed() ^ 0x7EAC4ull, 1};
    m_worker = std::thread([this, generation, budget, job = std::move(job)] {
        lowerThisThreadsPriority();
        const ai::GameAnalysis result = ai::analyseGame(job.game, budget, job.index, job.index + 1, ai::SearchControl{&m_cancel});
        std::optional<ai::ActionAnalysis> judged;
        if (result.complete() && !result.actions.empty())
            judged = result.actions.front();
        std::vector<Action> line = job.game.actions();
        QMetaObject::invokeMethod(
            this,
            [this, generation, judged, line] {
                if (generation != m_generation)
                    return; // stopped: stopWorker() joined this worker already
                if (m_worker.joinable())
                    m_worker.join();
                m_running = -1;
                if (judged)
                    received(generation, *judged, line);
                startNext();
            },
            Qt::QueuedConnection);
    });
}

void TeachingCoach::received(quint64 generation, const ai::ActionAnalysis &judgement, const std::vector<Action> &line)
{
    if (generation != m_generation || !m_model->hasGame())
        return;
    const std::vector<Action> &played = m_model->game().actions();
    if (played.size() < line.size() || !std::equal(line.begin(), line.end(), played.begin()))
        return; // that action was undone or replaced
    m_lines[judgement.index] = line;
    emit judged(judgement);
}

void TeachingCoach::dropAll()
{
    stopWorker();
    m_queue.clear();
    m_lines.clear();
}

void TeachingCoach::stopWorker()
{
    ++m_generation; // whatever the worker still posts is dropped
    m_running = -1;
    if (!m_worker.joinable())
        return;
    m_cancel = true;
    m_worker.join();
    m_cancel = false;
}

} // namespace eko::ui
