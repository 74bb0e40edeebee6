// A game of uniformly random legal actions from a seed (the random player of engine/ai), for selfplay and bench.
#pragma once

#include "ai/random_player.h"
#include "core/position.h"
#include "core/scenario.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace eko::cli {

class RandomPlayout {
public:
    // The setup comes from `seed` as in a saved game; the choices from a stream derived from it,
    // so one seed reproduces the whole game.
    RandomPlayout(const Scenario &scenario, std::uint64_t seed);

    const Position &position() const { return m_position; }
    bool over() const { return m_position.gameOver(); }
    // Actions played so far (Emperor swap included), and turns: actions taken in the
    // first-action phase (one per turn, a pass included).
    int actions() const { return m_actions; }
    int turns() const { return m_turns; }

    // A uniformly random legal action of the player to move; nothing when there is none
    // (the game is over, or the rules offer nothing in a phase that should have an action).
    std::optional<Action> choose();
    // Plays `action` (legal: from choose(), or checked by the caller).
    void play(const Action &action);
    // choose() then play(); returns false when there was nothing to play.
    bool step();

private:
    Position m_position;
    ai::RandomPlayer m_player;
    int m_actions = 0;
    int m_turns = 0;
};

} // namespace eko::cli
