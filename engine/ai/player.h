// A computer player: chooses an action for a position under a budget, cancellable from another
// thread, deterministic for a given seed and iteration budget (engine/ai, plain C++20).
#pragma once

#include "core/action.h"
#include "core/position.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace eko::ai {

// How much a player may think. Zero means "no limit" for iterations and time; a player with
// neither limit uses its own default. Time limits make the choice depend on the machine.
struct Budget {
    int iterations = 0;                  // search iterations (MCTS: playouts), over all threads
    std::chrono::milliseconds time{0};   // wall-clock limit
    int threads = 1;                     // 1 or 2 (MCTS root parallelism)
};

// Lets another thread stop a search: set `cancel`; choose() then returns within a few milliseconds.
struct SearchControl {
    const std::atomic<bool> *cancel = nullptr;
    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

// What a search did, for progress displays and benchmarks.
struct SearchStats {
    long long iterations = 0;   // MCTS iterations (playouts); 0 for the one-ply players
    long long actionsPlayed = 0; // actions applied in playouts
    double seconds = 0;
};

class Player {
public:
    virtual ~Player() = default;
    // "random", "greedy", "mcts", or "level1" … "level6".
    virtual std::string name() const = 0;
    // A legal action of the player to move; nothing only when the game is over. A cancelled
    // search returns the best action found so far (still legal).
    virtual std::optional<Action> choose(const Position &pos, SearchControl control = {}) = 0;
    // Forgets everything learnt from earlier positions (search trees); the random stream goes on.
    virtual void reset() {}
    const SearchStats &lastSearch() const { return m_stats; }

protected:
    SearchStats m_stats;
};

// The players by name: "random", "greedy", "mcts" (with `budget`), "level1" … "level6" (their own
// budgets). Nothing for an unknown name. The same name, seed and budget give the same choices.
std::unique_ptr<Player> makePlayer(const std::string &name, std::uint64_t seed, Budget budget = {});
inline constexpr int kMinLevel = 1;
inline constexpr int kMaxLevel = 6;

// How long a level may think, as a person chooses it per level: its search budget (iterations and,
// for level 6, the time limit) halved, as the level says, doubled or four times. Levels 1 and 2 do
// not search and ignore it.
enum class ThinkingTime { Shorter, Usual, Longer, MuchLonger };
inline constexpr int kThinkingTimeCount = 4;
// Whether a level searches, so that its thinking time matters (levels 3 to 6).
bool levelSearches(int level);
// The budget of a searching level at a thinking time (levels outside 1–6 clamped; the one-ply levels
// give an empty budget).
Budget levelBudget(int level, ThinkingTime time = ThinkingTime::Usual);
// Level 1 (easiest) to 6 (strongest); levels outside are clamped.
std::unique_ptr<Player> makeLevel(int level, std::uint64_t seed, ThinkingTime time = ThinkingTime::Usual);

} // namespace eko::ai
