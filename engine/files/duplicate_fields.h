// Fields given twice in one JSON object. QJsonDocument keeps the last one silently, so a file
// could say "format" twice and mean either; the readers refuse such a file instead.
#pragma once

#include <QByteArray>
#include <QStringList>

namespace eko::files {

// The JSON path of every field that repeats a field of the same object ("format",
// "position.stacks[2].size"), in the order of the text. `json` must be text QJsonDocument
// accepted (valid JSON); keys are compared after their escapes are decoded ("\u0066ormat" is "format").
QStringList duplicateFields(const QByteArray &json);

} // namespace eko::files
