// A scenario: players, rules settings, board, and either a seeded random setup or an exact position.
#pragma once

#include "core/goal.h"
#include "core/position.h"
#include "core/scenario_problem.h"
#include "core/scenario_texts.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace eko {

// The largest board a scenario may have: at most so many spaces, each at most so many steps from the
// centre along q and r (docs/FILE-FORMAT.md; the file loader refuses more, the editor grows no further).
inline constexpr int kMaxBoardSpaces = 10000;
inline constexpr int kMaxCoordinate = 1000; // |q| and |r|

struct Scenario {
    std::string name;        // the default name (may be empty)
    std::string description; // the default description: optional (empty: none), lines separated by '\n'
    // The author's translations of the name and description, by language (core/scenario_texts.h).
    TextTranslations nameTranslations;
    TextTranslations descriptionTranslations;
    int players = 2;
    RulesSettings settings;
    std::shared_ptr<const Board> board;
    // An exact starting position (RULES §3, custom scenarios); absent: random setup from the seed.
    std::optional<Position> position;
    // A goal for one player, with its lesson text and hints (lessons and puzzles); absent: none.
    // goalProblems() checks it; scenarioProblems() does not.
    std::optional<Goal> goal;
};

// Problems that make a scenario unplayable (describe() gives each in English); empty when it is fine.
std::vector<ScenarioProblem> scenarioProblems(const Scenario &scenario);

// The position a game starts from: the exact position, or every disc placed at random on the
// desert spaces, the first player drawn, and the Emperor swap next (RULES §3).
// The scenario must have no problems.
Position startingPosition(const Scenario &scenario, std::uint64_t seed);

// The standard scenario for 2, 3 or 4 players on its standard board with default settings.
Scenario standardScenario(int players);

} // namespace eko
