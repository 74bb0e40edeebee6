// A scenario's "goal" object (format version 3, docs/FILE-FORMAT.md): reading it with precise
// problems, and writing it.
#pragma once

#include "core/goal.h"
#include "files/json_reader.h"

#include <QJsonObject>
#include <optional>

namespace eko::files {

inline constexpr int kMaxLessonLength = 2000; // a lesson text, in UTF-16 units
inline constexpr int kMaxHintLength = 500;    // one hint, in UTF-16 units

// The "goal" object at `where`, for a scenario of `players` seats on `board`; nothing, with the
// problems recorded, when any field is wrong.
std::optional<Goal> readGoal(JsonReader &read, const QJsonObject &object, const QString &where, const Board &board,
                             int players);
QJsonObject goalToObject(const Goal &goal, const Board &board);

} // namespace eko::files
