// Computer seats of a GameModel thinking in a worker thread and playing after a pause.
#include "model/computer_seats.h"

#include "model/game_model.h"

#include <QMetaObject>

#include <algorithm>
#include <utility>

namespace eko::ui {

ComputerSeats::ComputerSeats(GameModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{
    m_delay.setSingleShot(true);
    connect(&m_delay, &QTimer::timeout, this, &ComputerSeats::playPending);
    connect(m_model, &GameModel::gameReset, this, [this] {
        cancel(); // first: the worker uses the players
        for (auto &p : m_players)
            p.reset();
        m_hintPlayer.reset();
        consider();
    });
    connect(m_model, &GameModel::positionChanged, this, [this] {
        cancel();
        consider();
    });
}

ComputerSeats::~ComputerSeats() { stopWorker(); }

void ComputerSeats::setSeatLevel(PlayerIndex p, int level)
{
    cancel(); // first: the worker uses the players
    m_levels[static_cast<size_t>(p)] = level;
    m_players[static_cast<size_t>(p)].reset();
    emit seatLevelsChanged(m_levels);
    consider();
}

void ComputerSeats::setSeatLevels(const std::array<int, kMaxPlayers> &levels)
{
    cancel(); // first: the worker uses the players
    m_levels = levels;
    for (auto &p : m_players)
        p.reset();
    emit seatLevelsChanged(m_levels);
    consider();
}

ComputerSeats::ThinkingTimes ComputerSeats::defaultThinkingTimes()
{
    ThinkingTimes times;
    times.fill(ai::ThinkingTime::Usual);
    return times;
}

void ComputerSeats::setThinkingTimes(const ThinkingTimes &times)
{
    if (times == m_times)
        return;
    cancel(); // first: the worker uses the players
    m_times = times;
    for (auto &p : m_players)
        p.reset();
    consider();
}

void ComputerSeats::playNow()
{
    if (isThinking()) {
        m_playNow = true;
        m_cancel = true; // the search returns its best action so far; finished() plays it at once
    } else if (m_pending) {
        m_delay.stop();
        playPending();
    }
}

long long ComputerSeats::lastSearchIterations(PlayerIndex p) const
{
    const auto &player = m_players[static_cast<size_t>(p)];
    return player && !isThinking() ? player->lastSearch().iterations : 0;
}

void ComputerSeats::playPending()
{
    if (m_pending && m_model->hasGame() && !m_model->position().gameOver()) {
        const Action a = *m_pending;
        m_pending.reset();
        m_model->play(a);
    }
}

bool ComputerSeats::hasComputerSeat() const
{
    for (int level : m_levels)
        if (level > 0)
            return true;
    return false;
}

bool ComputerSeats::computerToMove() const
{
    return m_model->hasGame() && !m_model->position().gameOver()
           && m_levels[static_cast<size_t>(m_model->position().toMove())] > 0;
}

void ComputerSeats::hold()
{
    ++m_holds;
    cancel();
}

void ComputerSeats::release()
{
    if (m_holds > 0 && --m_holds == 0)
        consider();
}

void ComputerSeats::restart()
{
    cancel();
    consider();
}

void ComputerSeats::cancel()
{
    ++m_generation;
    m_playNow = false;
    m_delay.stop();
    m_pending.reset();
    const bool was = isThinking();
    stopWorker();
    if (was)
        emit thinkingChanged(false);
}

void ComputerSeats::stopWorker()
{
    if (!m_worker.joinable())
        return;
    m_cancel = true;
    m_worker.join(); // the search returns within a few milliseconds of the flag
    m_cancel = false;
}

void ComputerSeats::consider()
{
    if (isHeld() || !m_model->hasGame() || m_model->position().gameOver() || m_model->lookingBack())
        return;
    const PlayerIndex p = m_model->position().toMove();
    const int level = m_levels[static_cast<size_t>(p)];
    if (level <= 0)
        return;
    if (m_replyRule) {
        if (Reply reply = m_replyRule())
            startWork(std::move(reply), false);
        return;
    }
    auto &player = m_players[static_cast<size_t>(p)];
    if (!player)
        player = ai::makeLevel(level, m_model->game().seed() + static_cast<std::uint64_t>(p),
                               m_times[static_cast<size_t>(std::clamp(level, ai::kMinLevel, ai::kMaxLevel))]);
    start(&player, false);
}

void ComputerSeats::requestHint()
{
    if (isHeld() || !m_model->hasGame() || m_model->position().gameOver() || isThinking())
        return;
    if (!m_hintPlayer)
        m_hintPlayer = ai::makeLevel(ai::kMaxLevel, m_model->game().seed());
    start(&m_hintPlayer, true);
}

void ComputerSeats::setReplyRule(ReplyRule rule)
{
    cancel(); // first: the worker may be running the old rule's work
    m_replyRule = std::move(rule);
    consider();
}

void ComputerSeats::start(std::unique_ptr<ai::Player> *player, bool hint)
{
    startWork([this, player, pos = m_model->position()] { return (*player)->choose(pos, ai::SearchControl{&m_cancel}); },
              hint);
}

void ComputerSeats::startWork(std::function<std::optional<Action>()> work, bool hint)
{
    stopWorker();
    m_playNow = false;
    const quint64 generation = ++m_generation;
    m_worker = std::thread([this, work = std::move(work), hint, generation] {
        const std::optional<Action> action = work();
        // Delivered in the GUI thread; dropped there if the position has moved on. The object
        // outlives the thread (its destructor joins), so `this` is safe to name here.
        QMetaObject::invokeMethod(
            this, [this, generation, action, hint] { finished(generation, action, hint); }, Qt::QueuedConnection);
    });
    emit thinkingChanged(true);
}

void ComputerSeats::finished(quint64 generation, std::optional<Action> action, bool hint)
{
    if (generation != m_generation)
        return;
    if (m_worker.joinable())
        m_worker.join();
    m_cancel = false; // set by playNow()
    const bool now = std::exchange(m_playNow, false);
    if (action && !hint && now) {
        emit thinkingChanged(false);
        m_model->play(*action);
        return;
    }
    if (action && !hint) { // held for the pause first, so that listeners see the computer still busy
        m_pending = action;
        m_delay.start(m_pause);
    }
    emit thinkingChanged(false);
    if (action && hint)
        emit hintReady(*action);
}

ComputerPause::ComputerPause(ComputerSeats *seats)
    : m_seats(seats)
{
    if (m_seats)
        m_seats->hold();
}

ComputerPause::~ComputerPause()
{
    if (m_seats)
        m_seats->release();
}

} // namespace eko::ui
