// Games that never end by themselves, to fill a game record up to its limit: two lone Emperors
// walk up and down their own row of desert, a row of chasm between them, with no draw in sight.
#pragma once

#include "common/positions.h"

#include <string>
#include <vector>

namespace eko::testing {

// A scenario on a board of `columns` × `rows` spaces (at least 2 × 3): red's Emperor alone on a1,
// blue's alone in the last row, the rows between them chasm. Each disc only ever walks its own row.
inline Scenario endlessWalkScenario(int columns, int rows = 3)
{
    const std::string desert(static_cast<size_t>(columns), '.');
    std::vector<std::string> lines(static_cast<size_t>(rows), std::string(static_cast<size_t>(columns), '#'));
    lines.front() = desert;
    lines.back() = desert;
    const auto board = boardFromRows(lines);
    RulesSettings settings;
    settings.discsPerPlayer = 1;
    settings.drawRounds = 100000;
    PositionBuilder builder(board, 2, settings);
    builder.place("a1", 0, 1, true).place("a" + std::to_string(rows), 1, 1, true);
    Scenario sc;
    sc.name = "Endless walk";
    sc.players = 2;
    sc.settings = settings;
    sc.board = board;
    sc.position = builder.position();
    return sc;
}

// Plays the first legal action until the game holds `count` actions (or nothing legal is left).
inline void playUntil(Game &game, int count)
{
    while (game.actionCount() < count) {
        const std::vector<Action> legal = rules::legalActions(game.current());
        if (legal.empty() || game.play(legal.front()))
            return;
    }
}

} // namespace eko::testing
