// Writing a scenario as JSON: names and descriptions, rules settings, board, and the random setup or the
// exact position.
#include "files/scenario_file.h"

#include "files/file_names.h"
#include "files/goal_part.h"
#include "files/json_writer.h"

#include <QJsonArray>

namespace eko::files {

namespace {

QString id(std::string_view s) { return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size())); }

QString spaceName(const Board &board, SpaceIndex s) { return QString::fromStdString(board.spaceName(s)); }

QJsonObject buildingCounts(const std::array<int, kBuildingTypeCount> &counts)
{
    QJsonObject o;
    for (BuildingType b : kBuildingTypes)
        o.insert(id(buildingId(b)), counts[static_cast<int>(b)]);
    return o;
}

QJsonObject rulesToObject(const RulesSettings &s)
{
    return QJsonObject{
        {QStringLiteral("discsPerPlayer"), s.discsPerPlayer},
        {QStringLiteral("stackLimit"), s.stackLimit},
        {QStringLiteral("reinforcementMin"), s.reinforcementMin},
        {QStringLiteral("reinforcementMax"), s.reinforcementMax},
        {QStringLiteral("forcedMarchCost"), s.forcedMarchCost},
        {QStringLiteral("victoryPoints"), s.victoryPoints},
        {QStringLiteral("buildingSupply"), buildingCounts(s.buildingSupply)},
        {QStringLiteral("drawRounds"), s.drawRounds},
    };
}

QJsonArray boardToArray(const Board &board)
{
    QJsonArray spaces;
    for (SpaceIndex s = 0; s < board.spaceCount(); ++s)
        spaces.append(QJsonObject{
            {QStringLiteral("space"), spaceName(board, s)},
            {QStringLiteral("q"), board.hex(s).q},
            {QStringLiteral("r"), board.hex(s).r},
            {QStringLiteral("terrain"), id(terrainId(board.terrain(s)))},
        });
    return spaces;
}

QJsonObject playerToObject(const Position &pos, PlayerIndex p)
{
    const PlayerState &ps = pos.player(p);
    QJsonArray captives;
    for (PlayerIndex q = 0; q < pos.playerCount(); ++q)
        if (ps.captives & (1u << q))
            captives.append(colourId(q));
    return QJsonObject{
        {QStringLiteral("reserve"), ps.reserve},
        {QStringLiteral("emperorInReserve"), ps.emperorInReserve},
        {QStringLiteral("removed"), ps.removed},
        {QStringLiteral("captives"), captives},
        {QStringLiteral("supply"), buildingCounts(ps.supply)},
    };
}

QJsonObject positionToObject(const Position &pos)
{
    const Board &board = pos.board();
    QJsonArray stacks, buildings;
    for (SpaceIndex s = 0; s < board.spaceCount(); ++s) {
        const Stack &st = pos.stack(s);
        if (!st.empty())
            stacks.append(QJsonObject{
                {QStringLiteral("space"), spaceName(board, s)},
                {QStringLiteral("owner"), colourId(st.owner)},
                {QStringLiteral("size"), static_cast<int>(st.size)},
                {QStringLiteral("emperor"), st.emperor},
            });
        const Building &b = pos.building(s);
        if (!b.empty())
            buildings.append(QJsonObject{
                {QStringLiteral("space"), spaceName(board, s)},
                {QStringLiteral("owner"), colourId(b.owner)},
                {QStringLiteral("type"), id(buildingId(b.type))},
            });
    }
    QJsonObject players;
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p)
        players.insert(colourId(p), playerToObject(pos, p));
    return QJsonObject{
        {QStringLiteral("phase"), phaseId(pos.phase())},
        {QStringLiteral("toMove"), colourId(pos.toMove())},
        {QStringLiteral("firstPlayer"), colourId(pos.firstPlayer())},
        {QStringLiteral("swapsDone"), pos.swapsDone()},
        {QStringLiteral("quietTurns"), pos.quietTurns()},
        {QStringLiteral("players"), players},
        {QStringLiteral("stacks"), stacks},
        {QStringLiteral("buildings"), buildings},
    };
}

// {"ko": {"name": "…", "description": "…"}, …}: every language with a text, empty texts left out.
QJsonObject translationsToObject(const Scenario &scenario)
{
    QJsonObject languages;
    auto add = [&languages](const TextTranslations &texts, const QString &field) {
        for (const auto &[language, text] : texts) {
            if (text.empty())
                continue;
            const QString key = QString::fromStdString(language);
            QJsonObject entry = languages.value(key).toObject();
            entry.insert(field, QString::fromStdString(text));
            languages.insert(key, entry);
        }
    };
    add(scenario.nameTranslations, QStringLiteral("name"));
    add(scenario.descriptionTranslations, QStringLiteral("description"));
    return languages;
}

} // namespace

int scenarioFileVersion(const Scenario &scenario)
{
    if (scenario.goal)
        return kScenarioVersion;
    return hasScenarioTexts(scenario) ? kScenarioVersionWithTexts : kScenarioVersionWithoutTexts;
}

QJsonObject scenarioToObject(const Scenario &scenario)
{
    QJsonObject o{
        {QStringLiteral("format"), QLatin1String(kScenarioFormat)},
        {QStringLiteral("version"), scenarioFileVersion(scenario)},
        {QStringLiteral("name"), QString::fromStdString(scenario.name)},
        {QStringLiteral("players"), scenario.players},
        {QStringLiteral("rules"), rulesToObject(scenario.settings)},
        {QStringLiteral("board"), scenario.board ? boardToArray(*scenario.board) : QJsonArray()},
        {QStringLiteral("setup"), scenario.position ? QStringLiteral("position") : QStringLiteral("random")},
    };
    if (!scenario.description.empty())
        o.insert(QStringLiteral("description"), QString::fromStdString(scenario.description));
    if (const QJsonObject translations = translationsToObject(scenario); !translations.isEmpty())
        o.insert(QStringLiteral("translations"), translations);
    if (scenario.position)
        o.insert(QStringLiteral("position"), positionToObject(*scenario.position));
    if (scenario.goal && scenario.board)
        o.insert(QStringLiteral("goal"), goalToObject(*scenario.goal, *scenario.board));
    return o;
}

QByteArray scenarioToJson(const Scenario &scenario) { return writeReadableJson(scenarioToObject(scenario)); }

} // namespace eko::files
