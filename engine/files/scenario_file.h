// Scenario files (.ekoscn, JSON): reading with precise problems, writing atomically (docs/FILE-FORMAT.md).
#pragma once

#include "files/file_problem.h"
#include "core/scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace eko::files {

inline constexpr char kScenarioFormat[] = "eko-scenario";
// The newest version this program reads and writes. Version 2 adds the description and the translated
// texts, version 3 the goal (with its lesson and hints); a scenario is written in the oldest version
// that holds it, so that older programs still read it: 1 without those, 2 with texts but no goal.
inline constexpr int kScenarioVersion = 3;
inline constexpr int kScenarioVersionWithTexts = 2;
inline constexpr int kScenarioVersionWithoutTexts = 1;

// Limits a file must keep to (docs/FILE-FORMAT.md); larger values are refused, never allocated.
using eko::kMaxBoardSpaces; // the board's limits are the scenario's (core/scenario.h)
using eko::kMaxCoordinate;
inline constexpr int kMaxNameLength = 200;  // scenario and player names, in UTF-16 units
inline constexpr int kMaxDescriptionLength = 2000; // a scenario's description, in UTF-16 units
inline constexpr int kMaxCount = 100000;    // any count of discs, buildings or rules setting

// Never crashes on any input; on failure returns nothing and fills `problems` (every one found).
std::optional<Scenario> scenarioFromJson(const QByteArray &data, FileProblems &problems);
QByteArray scenarioToJson(const Scenario &scenario);
// For the scenario editor: like scenarioFromJson(), but a scenario whose only problems are the
// rules' (scenarioProblems(), listed in `problems` all the same) is returned, to be repaired.
std::optional<Scenario> scenarioDraftFromJson(const QByteArray &data, FileProblems &problems);
// The version a scenario is written in: 3 with a goal, else 1 without a description or translations,
// else 2.
int scenarioFileVersion(const Scenario &scenario);

// The scenario object as embedded in a game file (same schema as a scenario file).
QJsonObject scenarioToObject(const Scenario &scenario);
std::optional<Scenario> scenarioFromObject(const QJsonObject &object, const QString &path, FileProblems &problems);

std::optional<Scenario> loadScenario(const QString &fileName, FileProblems &problems);
// Atomic (QSaveFile). On failure returns false and sets *error (translated).
bool saveScenario(const Scenario &scenario, const QString &fileName, QString *error);

} // namespace eko::files
