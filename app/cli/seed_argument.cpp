// The --seed option (see seed_argument.h).
#include "cli/seed_argument.h"

#include "files/game_file.h"

#include <QRandomGenerator>

#include <limits>

namespace eko::cli {

namespace {

const QString kSeed = QStringLiteral("seed");

} // namespace

void addSeedOption(QCommandLineParser &parser, const QString &description)
{
    parser.addOption({kSeed, description + QStringLiteral(", 0 to 2^64-1."), QStringLiteral("S")});
}

std::optional<SeedArgument> seedArgument(const QCommandLineParser &parser, const CommandSpec &spec,
                                         std::optional<std::uint64_t> fallback)
{
    if (!parser.isSet(kSeed))
        return fallback ? SeedArgument{*fallback, false} : SeedArgument{QRandomGenerator::system()->generate64(), true};
    const QString text = parser.value(kSeed);
    if (const std::optional<std::uint64_t> seed = files::parseSeed(text))
        return SeedArgument{*seed, false};
    reportUsageError(spec, QStringLiteral("--seed takes a whole number from 0 to %1, not '%2'")
                               .arg(std::numeric_limits<std::uint64_t>::max())
                               .arg(text));
    return std::nullopt;
}

} // namespace eko::cli
