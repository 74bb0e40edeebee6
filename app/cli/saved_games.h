// --save-games DIR of selfplay and match: every game played written to its own file in a folder,
// named after the command, the game's number and its seed ("match-007-seed-42.eko").
#pragma once

#include "cli/command_line.h"

#include "core/action.h"
#include "core/scenario.h"
#include "files/game_file.h"

#include <QCommandLineParser>
#include <QDir>
#include <QString>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace eko::cli {

// Adds --save-games DIR to a subcommand's options.
void addSaveGamesOption(QCommandLineParser &parser);

class SavedGames {
public:
    // Nothing when --save-games is not given. Else the folder is made if missing; on a folder that
    // cannot be made or written, or one that already holds a file of this run (nothing is ever
    // overwritten), the problem is reported, nothing is played and `failed` is set.
    static std::optional<SavedGames> fromOption(const QCommandLineParser &parser, const CommandSpec &spec,
                                                int games, std::uint64_t firstSeed, bool &failed);

    // The file of game `number` (0-based) played from `seed`.
    QString fileName(int number, std::uint64_t seed) const;
    // Plays `actions` from the scenario's start with `seed` into a game record and writes it; on
    // failure reports why and returns false.
    bool save(const CommandSpec &spec, int number, const Scenario &scenario, std::uint64_t seed,
              const std::vector<Action> &actions, std::vector<std::string> names = {},
              const files::SeatLevels &levels = {}) const;
    QString folder() const { return m_folder.path(); }

private:
    SavedGames(QDir folder, QString prefix, int width) : m_folder(std::move(folder)), m_prefix(std::move(prefix)), m_width(width) {}
    QDir m_folder;
    QString m_prefix;
    int m_width;
};

} // namespace eko::cli
