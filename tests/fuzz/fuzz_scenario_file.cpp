// libFuzzer target: the scenario-file reader. A refused file names its problems; an accepted
// scenario has no problems, writes back to a file that reads again identically (its translated
// texts too), has warnings that can be described, has a start position, and its first legal
// actions are checked legal, named in notation and played.
#include "fuzz_check.h"

#include "core/game.h"
#include "core/rules.h"
#include "core/scenario_warning.h"
#include "files/scenario_file.h"

#include <QCryptographicHash>

using eko::fuzz::require;

namespace {

// Plays a few actions from the start position: each listed action must be legal, its notation
// must name it again, and the game record must accept it.
void playSome(const eko::Scenario &scenario, std::uint64_t seed)
{
    eko::Game game(scenario, seed);
    const eko::Board &board = *scenario.board;
    std::vector<eko::Action> legal;
    for (int step = 0; step < 6 && !game.current().gameOver(); ++step) {
        const eko::Position &pos = game.current();
        eko::rules::legalActions(pos, legal);
        require(!legal.empty(), "a game that is not over has a legal action (pass at least)");
        // Up to 40 of them, spread over the list, so that a large board stays quick to fuzz.
        const std::size_t stride = legal.size() / 40 + 1;
        for (std::size_t i = 0; i < legal.size(); i += stride) {
            const eko::Action &a = legal[i];
            require(!eko::rules::check(pos, a), "every listed action is legal");
            const std::optional<eko::Action> parsed = eko::parseNotation(eko::toNotation(a, board), board);
            require(parsed && eko::rules::canonical(pos, *parsed) == a, "canonical notation names the same action");
        }
        const eko::Action chosen = legal[(seed >> (step * 5)) % legal.size()];
        require(!game.play(chosen), "the game record accepts a listed action");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = eko::fuzz::bytes(data, size);
    eko::files::FileProblems problems;
    const std::optional<eko::Scenario> scenario = eko::files::scenarioFromJson(input, problems);
    if (!scenario) {
        require(!problems.isEmpty(), "a refused scenario file names a problem");
        for (const eko::files::FileProblem &p : problems)
            require(!p.what.isEmpty(), "every problem of a refused scenario file says what is wrong");
        return 0;
    }
    require(eko::scenarioProblems(*scenario).empty(), "an accepted scenario has no problems");

    const QByteArray written = eko::files::scenarioToJson(*scenario);
    eko::files::FileProblems again;
    const std::optional<eko::Scenario> reloaded = eko::files::scenarioFromJson(written, again);
    require(reloaded.has_value() && again.isEmpty(), "a scenario written back reads again");
    require(eko::files::scenarioToJson(*reloaded) == written, "a scenario read again writes the same file");
    require(reloaded->description == scenario->description
                && reloaded->nameTranslations == scenario->nameTranslations
                && reloaded->descriptionTranslations == scenario->descriptionTranslations,
            "a scenario read again has the same texts");
    for (const eko::ScenarioWarning &w : eko::scenarioWarnings(*scenario))
        require(!eko::describe(w, scenario->board.get()).empty(), "every warning can be described");

    // The seed comes from the input, so that random setups vary with it.
    const QByteArray hash = QCryptographicHash::hash(input, QCryptographicHash::Sha1);
    std::uint64_t seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = (seed << 8) | static_cast<std::uint8_t>(hash[i]);
    require(eko::startingPosition(*scenario, seed) == eko::startingPosition(*reloaded, seed),
            "a scenario read again starts from the same position");
    playSome(*scenario, seed);
    return 0;
}
