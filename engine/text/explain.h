// Translated texts for the engine's words: why an action is refused, terrains, buildings,
// colours, phases, results and actions, all in one translation context ("eko::text::Explain").
// QtCore only, so that file messages and the interface say the same things in the same words.
#pragma once

#include "core/action.h"
#include "core/edit_rejection.h"
#include "core/position.h"
#include "core/rejection.h"
#include "core/scenario_problem.h"
#include "core/scenario_warning.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace eko::text {

// The translation context of every text in this file.
class Explain {
    Q_DECLARE_TR_FUNCTIONS(eko::text::Explain)
};

// Why the rules refused an action, translated; in English it reads as eko::describe().
QString explainRejection(const Rejection &rejection, const Board &board);
// The text for a rejection the interface does not know (never expected).
QString unknownRejection();
// Why a scenario cannot be played, translated; in English it reads as eko::describe().
// Space names come from the board ("?" without one).
QString explainScenarioProblem(const ScenarioProblem &problem, const Board *board);
// What is unusual about a scenario (core/scenario_warning.h), translated; in English it reads as
// eko::describe(). Space names come from the board ("?" without one).
QString explainScenarioWarning(const ScenarioWarning &warning, const Board *board);

// Why the scenario editor refused an edit, translated; in English it reads as eko::describe().
// Space names come from the board ("?" without one).
QString explainEditRejection(const EditRejection &rejection, const Board *board);

// Lower-case names for use inside a sentence: "desert", "village", "blue".
QString terrainName(Terrain terrain);
QString buildingName(BuildingType building);
QString colourName(int seat);
// Capitalised colour, for labels and the start of a sentence: "Blue".
QString colourTitle(int seat);
// The name a player of seat `seat` (0-based) has unless one is typed: "Player 1"…, translated.
QString defaultPlayerName(int seat);
// A player as shown to people: "Red (Ana)", or "Red" when the player has no name or the default
// one ("Player 2", in the interface language or in English), which would only repeat "player".
QString playerLabel(int seat, const QString &name);
// "1 disc", "3 discs" (and the translated plural forms).
QString discCount(int count);
// "1 village", "3 towers", "0 castles" (and the translated plural forms).
QString buildingCount(BuildingType building, int count);
// Name of a space ("c4"), or "?" when the index is not on the board.
QString spaceName(const Board &board, SpaceIndex space);

// Short label of a phase: "Emperor swap", "Action phase", ...
QString phaseName(Phase phase);
// One sentence on how the game ended ("Blue (Bo) wins by points."); names are by seat.
QString resultText(const Result &result, const QStringList &names, const RulesSettings &settings = {});
// A human sentence for an action taken in `before` (for menus and tool tips), no final period:
// "Construct a tower on d3 with the stack on c4", "Reinforce c4 with 2 discs".
QString actionDescription(const Action &action, const Position &before);

} // namespace eko::text
