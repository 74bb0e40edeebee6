// Matching the engine's scenario problems to the JSON fields they are about.
#include "scenario_problem_paths.h"

#include "file_names.h"
#include "json_reader.h"

#include <QRegularExpression>

namespace eko::files {

namespace {

struct KeywordPath {
    const char *keyword;
    const char *path;
};

// Words of the engine's messages about settings and the whole scenario, and the field each is about.
constexpr KeywordPath kKeywordPaths[] = {
    {"players must be", "players"},
    {"discs per player", "rules.discsPerPlayer"},
    {"stack limit must", "rules.stackLimit"},
    {"reinforcement needs", "rules.reinforcementMin"},
    {"reinforcement maximum", "rules.reinforcementMax"},
    {"forced march cost", "rules.forcedMarchCost"},
    {"VP to win", "rules.victoryPoints"},
    {"rounds without progress", "rules.drawRounds"},
    {"village supply", "rules.buildingSupply.village"},
    {"tower supply", "rules.buildingSupply.tower"},
    {"castle supply", "rules.buildingSupply.castle"},
    {"board has no spaces", "board"},
    {"do not fit", "board"},
    {"another number of players", "position.players"},
    {"player to move", "position.toMove"},
    {"game over", "position.phase"},
    {"at least two players", "position.stacks"},
};

// The space named in the text for which `paths` holds an entry, if any.
QString spacePath(const QString &text, const Board &board, const QHash<SpaceIndex, QString> &paths)
{
    static const QRegularExpression name(QStringLiteral("\\b([a-z]{1,3}[1-9][0-9]*)\\b"));
    for (auto it = name.globalMatch(text); it.hasNext();) {
        const SpaceIndex s = board.spaceFromName(it.next().captured(1).toStdString());
        if (s != kNoSpace && paths.contains(s))
            return paths.value(s);
    }
    return {};
}

// Problems about one player start with their colour: "blue has 2 Emperors...", "red's towers...".
QString playerPath(const QString &text, const ScenarioPaths &paths)
{
    for (PlayerIndex p = 0; p < kMaxPlayers; ++p) {
        const QString colour = colourId(p);
        if (!text.startsWith(colour + QLatin1Char(' ')) && !text.startsWith(colour + QStringLiteral("'s ")))
            continue;
        const QString player = fieldPath(fieldPath(paths.root, QStringLiteral("position.players")), colour);
        if (text.contains(QLatin1String("captive")))
            return fieldPath(player, QStringLiteral("captives"));
        for (BuildingType b : kBuildingTypes) {
            const std::string_view id = buildingId(b);
            if (text.contains(QLatin1String(id.data(), static_cast<qsizetype>(id.size())) + QLatin1Char('s')))
                return fieldPath(fieldPath(player, QStringLiteral("supply")),
                                 QLatin1String(id.data(), static_cast<qsizetype>(id.size())));
        }
        return player;
    }
    return {};
}

} // namespace

QString pathOfScenarioProblem(const std::string &problem, const Board *board, const ScenarioPaths &paths)
{
    const QString text = QString::fromStdString(problem);
    if (board && paths.hasPosition) {
        const bool aboutStack = text.contains(QLatin1String("stack"));
        QString path = spacePath(text, *board, aboutStack ? paths.stacks : paths.buildings);
        if (path.isEmpty())
            path = spacePath(text, *board, aboutStack ? paths.buildings : paths.stacks);
        if (!path.isEmpty())
            return path;
    }
    if (paths.hasPosition) {
        const QString player = playerPath(text, paths);
        if (!player.isEmpty())
            return player;
    }
    for (const KeywordPath &k : kKeywordPaths)
        if (text.contains(QLatin1String(k.keyword)))
            return fieldPath(paths.root, QLatin1String(k.path));
    return paths.hasPosition ? fieldPath(paths.root, QStringLiteral("position")) : paths.root;
}

} // namespace eko::files
