// libFuzzer target: the game-file reader. A refused file names its problems; an accepted game is
// written back (the bytes saveGame() writes) and read again to the same game, written identically.
#include "fuzz_check.h"

#include "files/game_file.h"

#include <QDateTime>

using eko::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    eko::files::FileProblems problems;
    const std::optional<eko::Game> game = eko::files::gameFromJson(eko::fuzz::bytes(data, size), problems);
    if (!game) {
        require(!problems.isEmpty(), "a refused game file names a problem");
        for (const eko::files::FileProblem &p : problems)
            require(!p.what.isEmpty(), "every problem of a refused game file says what is wrong");
        return 0;
    }

    const QDateTime saved(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    const QByteArray written = eko::files::gameToJson(*game, saved);
    eko::files::FileProblems again;
    const std::optional<eko::Game> reloaded = eko::files::gameFromJson(written, again);
    require(reloaded.has_value() && again.isEmpty(), "a game written back reads again");
    require(reloaded->seed() == game->seed(), "the seed survives writing back");
    require(reloaded->playerNames() == game->playerNames(), "the player names survive writing back");
    require(reloaded->actions() == game->actions(), "the actions survive writing back");
    require(reloaded->current() == game->current(), "the position survives writing back");
    require(eko::files::gameToJson(*reloaded, saved) == written, "a game read again writes the same file");
    return 0;
}
