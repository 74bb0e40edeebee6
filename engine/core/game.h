// A game record: the scenario, the seed, the players and every action, with the position after each.
#pragma once

#include "core/rules.h"
#include "core/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace eko {

// The most actions a game record holds, so that every game can be saved and loaded again
// (game files refuse more, docs/FILE-FORMAT.md): a count, and actions times board spaces,
// which bounds the memory of the positions kept for undo and replay.
inline constexpr int kMaxGameActions = 50000;
inline constexpr std::int64_t kMaxGameActionSpaces = 20000000;
// The most actions a game on a board of `spaces` spaces may hold.
int maxGameActions(int spaces);

class Game {
public:
    // The scenario must have no problems (scenarioProblems()).
    Game(Scenario scenario, std::uint64_t seed, std::vector<std::string> playerNames = {});

    const Scenario &scenario() const { return m_scenario; }
    std::uint64_t seed() const { return m_seed; }
    const std::vector<std::string> &playerNames() const { return m_names; }
    void setPlayerName(PlayerIndex p, std::string name) { m_names[p] = std::move(name); }

    const std::vector<Action> &actions() const { return m_actions; }
    int actionCount() const { return static_cast<int>(m_actions.size()); }
    // Position after k actions, 0 <= k <= actionCount().
    const Position &positionAt(int k) const { return m_positions[k]; }
    const Position &current() const { return m_positions.back(); }
    // The player who took action k (0-based), and the phase it was taken in.
    PlayerIndex actorOf(int k) const { return m_positions[k].toMove(); }

    // The most actions this game may hold (maxGameActions() of its board); full() when it holds them.
    int actionLimit() const { return m_actionLimit; }
    bool full() const { return actionCount() >= m_actionLimit; }

    // Plays an action (made canonical first); on refusal nothing changes and the reason is returned.
    // A legal action is refused with RejectionCode::RecordFull once the record is full().
    std::optional<Rejection> play(const Action &action);
    // The action a text in notation names on this game's board, nothing if none.
    std::optional<Action> parse(std::string_view notation) const { return parseNotation(notation, *m_scenario.board); }
    // Keeps the first k actions only (undo).
    void truncate(int k);

    std::string notation(int k) const { return toNotation(m_actions[k], *m_scenario.board); }

private:
    Scenario m_scenario;
    std::uint64_t m_seed;
    std::vector<std::string> m_names;
    std::vector<Action> m_actions;
    std::vector<Position> m_positions;
    int m_actionLimit = kMaxGameActions;
};

} // namespace eko
