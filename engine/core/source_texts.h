// The engine's sentences, each written once: refusals (of actions and of the editor's edits), scenario problems
// and warnings as source texts (English
// with %1, %2, … for their parameters). describe() fills them in English; engine/text translates them.
#pragma once

#include "core/edit_rejection.h"
#include "core/rejection.h"
#include "core/scenario_problem.h"
#include "core/scenario_warning.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace eko {

// The translation context of the source texts (engine/text's eko::text::Explain).
inline constexpr char kSourceTextContext[] = "eko::text::Explain";

// What a placeholder shows, and where its value comes from (a, b: a rejection's spaces; space, player:
// a problem's; n1..n3: the numbers of either).
enum class TextArg : std::uint8_t {
    None,
    SpaceA, SpaceB, Space,           // a space name ("c4")
    Colour1, Colour2, Colour3, ColourPlayer, // a colour in lower case ("blue")
    Discs1, Discs2, Discs3,          // a number of discs ("3 discs")
    DiscsSum12,                      // n1 + n2 discs
    CostOfBuilding2,                 // the cost in discs of building type n2
    Number1, Number2, Number3,       // a plain number
    Building1, Building2,            // a building type ("tower")
    Terrain1, Terrain2,              // a terrain ("oasis")
    Buildings2Of1, Buildings3Of1,    // n2 (n3) buildings of type n1 ("3 villages")
};

struct SourceText {
    const char *text = nullptr;        // never null
    std::array<TextArg, 4> args{};     // %1, %2, … in order; None after the last
    bool counted = false;              // the text has %n, which is n1, and plural forms
};

// The values a text's placeholders are taken from.
struct TextValues {
    SpaceIndex a = kNoSpace, b = kNoSpace, space = kNoSpace;
    int player = -1, n1 = 0, n2 = 0, n3 = 0;
};
TextValues textValues(const Rejection &rejection);
TextValues textValues(const ScenarioProblem &problem);
TextValues textValues(const ScenarioWarning &warning);
TextValues textValues(const EditRejection &rejection);

// The text of a rejection or a problem; a fallback text when none fits (never for what the engine gives).
const SourceText &sourceText(const Rejection &rejection);
const SourceText &sourceText(const ScenarioProblem &problem);
const SourceText &sourceText(const ScenarioWarning &warning);
const SourceText &sourceText(const EditRejection &rejection);
// The fallbacks themselves: "Illegal action.", "the scenario cannot be played".
const SourceText &unknownRejectionText();
const SourceText &unknownScenarioProblemText();
const SourceText &unknownScenarioWarningText();
const SourceText &unknownEditRejectionText();

// Replaces %1, %2, … by `args` and %n by `count`, resolving the English plural marker "(s)" by it.
std::string fillIn(const char *text, const std::vector<std::string> &args, int count);
// The text in English with its placeholders filled in; space names come from the board ("?" without
// one or off the board).
std::string describeText(const SourceText &text, const TextValues &values, const Board *board);

} // namespace eko
