// The words files use for colours, phases and results, and their conversions (docs/FILE-FORMAT.md).
#pragma once

#include "core/position.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace eko::files {

// "red", "blue", "yellow", "green": seat 0..3.
QString colourId(PlayerIndex player);
// The colour ids of the first `players` seats.
QStringList colourIds(int players);
std::optional<PlayerIndex> colourFromId(const QString &id, int players);

// Phases a scenario may start in: "swap" (Emperor swap) and "action" (start of a turn).
// Other phases have ids too, so that a writer never loses them, but readers refuse them.
QString phaseId(Phase phase);
QStringList scenarioPhaseIds();
std::optional<Phase> scenarioPhaseFromId(const QString &id);

// "points", "elimination", "draw-no-discs", "draw-no-progress".
QString resultKindId(ResultKind kind);
QStringList resultKindIds();
std::optional<ResultKind> resultKindFromId(const QString &id);

} // namespace eko::files
