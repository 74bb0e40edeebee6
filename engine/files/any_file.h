// Reading a file that may be a saved game or a scenario, as its "format" field says (eko-cli check).
#pragma once

#include "files/game_file.h"
#include "files/scenario_file.h"

#include <optional>

namespace eko::files {

// What a file turned out to hold: `kind` from its "format" field, and the game or the scenario
// when it could be loaded.
struct AnyFile {
    FileKind kind = FileKind::Unknown;
    std::optional<Game> game;
    std::optional<Scenario> scenario;
    bool loaded() const { return game.has_value() || scenario.has_value(); }
};

// The same checks as loadGameTree() and loadScenario() (size limit first, then JSON, then every
// field and the rules, every branch and note of a game included; `game` is then its main line); a
// file of neither kind is a problem of its "format" field.
AnyFile anyFileFromJson(const QByteArray &data, FileProblems &problems);
AnyFile loadAnyFile(const QString &fileName, FileProblems &problems);

} // namespace eko::files
