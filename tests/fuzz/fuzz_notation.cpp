// libFuzzer target: the notation parser and the legality check. The first byte picks one of several
// positions (standard 2, 3 and 4 player games at several stages), the rest is read as notation.
// Properties: listing and checking agree, a refusal has a reason, canonical notation parses back.
#include "fuzz_check.h"

#include "core/rules.h"
#include "core/scenario.h"

#include <algorithm>
#include <string_view>

using eko::fuzz::require;

namespace {

// Standard games after 0, 3, 12, 40 and 120 actions chosen by a fixed rule (and the swap phase).
std::vector<eko::Position> makePositions()
{
    std::vector<eko::Position> positions;
    for (int players = 2; players <= 4; ++players) {
        eko::Position pos = eko::startingPosition(eko::standardScenario(players), 1000u + players);
        int played = 0;
        for (int stop : {0, 3, 12, 40, 120}) {
            for (; played < stop && !pos.gameOver(); ++played) {
                const std::vector<eko::Action> legal = eko::rules::legalActions(pos);
                eko::rules::apply(pos, legal[(played * 7 + players) % legal.size()]);
            }
            positions.push_back(pos);
        }
    }
    return positions;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const std::vector<eko::Position> positions = makePositions();
    if (size == 0)
        return 0;
    const eko::Position &pos = positions[data[0] % positions.size()];
    const eko::Board &board = pos.board();
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);

    const std::optional<eko::Action> parsed = eko::parseNotation(text, board);
    if (!parsed)
        return 0;
    const eko::Action action = eko::rules::canonical(pos, *parsed);
    const std::optional<eko::Action> again = eko::parseNotation(eko::toNotation(*parsed, board), board);
    require(again && *again == *parsed, "canonical notation parses back to the same action");

    const std::vector<eko::Action> legal = eko::rules::legalActions(pos);
    const bool listed = std::find(legal.begin(), legal.end(), action) != legal.end();
    const std::optional<eko::Rejection> rejection = eko::rules::check(pos, *parsed);
    require(listed == !rejection, "listing and checking agree");
    if (rejection) {
        require(!eko::describe(*rejection, board).empty(), "a refused action has a reason");
    } else {
        const eko::Position after = eko::rules::applied(pos, *parsed);
        require(after.invariantHolds(), "a legal action keeps every disc accounted for");
    }
    return 0;
}
