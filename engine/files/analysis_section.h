// The analysis of a game in its file: the optional "analysis" section of a version 3 game file
// (docs/FILE-FORMAT.md §3.6): the engine and budget it came from and, per action of the main line,
// each player's chances before and after it, the best actions with their chances, the loss and the
// class. A damaged section never stops the game from opening: the reader says what is wrong and the
// game is read without it.
#pragma once

#include "ai/analysis.h"
#include "core/game.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace eko::files {

// Limits of the section, checked before writing and on reading.
inline constexpr int kMaxAnalysisEngineLength = 100;
inline constexpr int kMaxAnalysisIterations = 100000000;

// The section's JSON for the analysed actions of `analysis` (of game's main line, `game`).
QJsonObject analysisToObject(const ai::GameAnalysis &analysis, const Game &game);
// Why the section of `analysis` cannot be written for `game` (translated), empty when it can.
QString analysisProblem(const ai::GameAnalysis &analysis, const Game &game);
// `json`, a game file's JSON, with the section added (and version 3); unchanged for an empty analysis.
QByteArray withAnalysis(const QByteArray &json, const ai::GameAnalysis &analysis, const Game &game);

// The "analysis" section of a game file's top-level object, for its main line `game`: nothing when
// the file has none (problem left empty) or when it is damaged (*problem says why, translated).
std::optional<ai::GameAnalysis> analysisFromObject(const QJsonObject &root, const Game &game, QString *problem);
std::optional<ai::GameAnalysis> analysisFromJson(const QByteArray &json, const Game &game, QString *problem);

// The analysis is of another engine or budget than the program's now (it can be redone).
bool isStale(const ai::GameAnalysis &analysis, int iterations = ai::kDefaultAnalysisIterations);

} // namespace eko::files
