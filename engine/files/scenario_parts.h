// Readers for the parts of a scenario object that scenario_reader.cpp and position_reader.cpp share.
#pragma once

#include "files/json_reader.h"
#include "core/position.h"
#include "files/scenario_problem_paths.h"

#include <QString>
#include <QStringList>
#include <array>
#include <memory>
#include <optional>
#include <string_view>

namespace eko::files {

// An engine identifier ("village", "mesa"...) as a QString.
QString idText(std::string_view id);
QStringList buildingIds();
QStringList terrainIds();
QString spaceText(const Board &board, SpaceIndex s);

// An object {"village": n, "tower": n, "castle": n} at `where` (a building supply).
std::optional<std::array<int, kBuildingTypeCount>> readBuildingCounts(JsonReader &read, const QJsonValue &value,
                                                                      const QString &where);

// The "position" object at `where`; fills `paths` with where each stack and building was found.
// Checks fields and the things the engine does not (swap order, draw count); the engine's
// scenarioProblems() checks the rest afterwards.
std::optional<Position> readPosition(JsonReader &read, const QJsonObject &object, const QString &where,
                                     std::shared_ptr<const Board> board, const RulesSettings &settings, int players,
                                     ScenarioPaths &paths);

} // namespace eko::files
