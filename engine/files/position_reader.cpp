// Reading the exact position of a scenario: players' reserves and supplies, stacks, buildings.
#include "files/scenario_parts.h"

#include "files/file_names.h"
#include "files/scenario_file.h"

#include <QCoreApplication>

namespace eko::files {

QString idText(std::string_view id) { return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size())); }

QStringList buildingIds()
{
    QStringList ids;
    for (BuildingType b : kBuildingTypes)
        ids.append(idText(buildingId(b)));
    return ids;
}

QStringList terrainIds()
{
    QStringList ids;
    for (int t = 0; t < kTerrainCount; ++t)
        ids.append(idText(terrainId(static_cast<Terrain>(t))));
    return ids;
}

QString spaceText(const Board &board, SpaceIndex s) { return QString::fromStdString(board.spaceName(s)); }

std::optional<std::array<int, kBuildingTypeCount>> readBuildingCounts(JsonReader &read, const QJsonValue &value,
                                                                      const QString &where)
{
    const auto o = read.objectValue(value, where);
    if (!o)
        return std::nullopt;
    read.unknownFields(*o, where, {"village", "tower", "castle"});
    std::array<int, kBuildingTypeCount> counts{};
    bool ok = true;
    for (BuildingType b : kBuildingTypes) {
        const auto n = read.integer(*o, where, idText(buildingId(b)), 0, kMaxCount);
        ok = ok && n.has_value();
        counts[static_cast<int>(b)] = n.value_or(0);
    }
    return ok ? std::optional(counts) : std::nullopt;
}

namespace {

class PositionReader {
public:
    PositionReader(JsonReader &read, ScenarioPaths &paths)
        : m_read(read)
        , m_paths(paths)
    {
    }

    std::optional<Position> read(const QJsonObject &o, const QString &where, std::shared_ptr<const Board> board,
                                 const RulesSettings &settings, int players)
    {
        const qsizetype before = m_read.problemCount();
        m_read.unknownFields(
            o, where, {"phase", "toMove", "firstPlayer", "swapsDone", "quietTurns", "players", "stacks", "buildings"});
        Position pos(std::move(board), settings, players);
        const auto phaseText = m_read.choice(o, where, QStringLiteral("phase"), scenarioPhaseIds());
        const auto toMove = readColour(o, where, QStringLiteral("toMove"), players);
        const auto first = readColour(o, where, QStringLiteral("firstPlayer"), players);
        const auto swaps = m_read.integer(o, where, QStringLiteral("swapsDone"), 0, players);
        const auto quiet = m_read.integer(o, where, QStringLiteral("quietTurns"), 0, kMaxCount * kMaxPlayers);
        readPlayers(o, where, pos, players);
        readStacks(o, where, pos, players);
        readBuildings(o, where, pos, players);
        if (m_read.problemCount() > before || !phaseText || !toMove || !first || !swaps || !quiet)
            return std::nullopt;
        const Phase phase = *scenarioPhaseFromId(*phaseText);
        pos.setPhase(phase);
        pos.setToMove(*toMove);
        pos.setFirstPlayer(*first);
        pos.setSwapsDone(*swaps);
        pos.setQuietTurns(*quiet);
        // The turn's own rules (the swap's order, the draw count) are the scenario checks'
        // (eko::scenarioProblems), which the scenario reader runs next.
        return pos;
    }

private:
    // A space named in the position; must be on the board.
    std::optional<SpaceIndex> readSpace(const QJsonObject &o, const QString &at, const Board &board)
    {
        const auto name = m_read.string(o, at, QStringLiteral("space"), 10);
        if (!name)
            return std::nullopt;
        const SpaceIndex s = board.spaceFromName(name->toStdString());
        if (s == kNoSpace) {
            m_read.problem(
                fieldPath(at, QStringLiteral("space")),
                QCoreApplication::translate("eko::files", "there is no space \"%1\" on this board").arg(*name));
            return std::nullopt;
        }
        return s;
    }

    std::optional<PlayerIndex> readColour(const QJsonObject &o, const QString &at, const QString &key, int players)
    {
        const auto colour = m_read.choice(o, at, key, colourIds(players));
        return colour ? colourFromId(*colour, players) : std::nullopt;
    }

    void readStacks(const QJsonObject &position, const QString &where, Position &pos, int players)
    {
        const Board &board = pos.board();
        const auto entries = m_read.array(position, where, QStringLiteral("stacks"), board.spaceCount());
        if (!entries)
            return;
        for (qsizetype i = 0; i < entries->size(); ++i) {
            const QString at = indexPath(fieldPath(where, QStringLiteral("stacks")), i);
            const auto o = m_read.objectValue(entries->at(i), at);
            if (!o)
                continue;
            m_read.unknownFields(*o, at, {"space", "owner", "size", "emperor"});
            const auto space = readSpace(*o, at, board);
            const auto owner = readColour(*o, at, QStringLiteral("owner"), players);
            const auto size = m_read.integer(*o, at, QStringLiteral("size"), 1, 255);
            const auto emperor = JsonReader::has(*o, QStringLiteral("emperor"))
                ? m_read.boolean(*o, at, QStringLiteral("emperor"))
                : std::optional(false);
            if (!space || !owner || !size || !emperor)
                continue;
            if (m_paths.stacks.contains(*space)) {
                m_read.problem(fieldPath(at, QStringLiteral("space")),
                               QCoreApplication::translate("eko::files", "%1 already holds the stack at %2")
                                   .arg(spaceText(board, *space), m_paths.stacks.value(*space)));
                continue;
            }
            m_paths.stacks.insert(*space, at);
            pos.setStack(*space, Stack{static_cast<std::int8_t>(*owner), static_cast<std::uint8_t>(*size), *emperor});
        }
    }

    void readBuildings(const QJsonObject &position, const QString &where, Position &pos, int players)
    {
        const Board &board = pos.board();
        const auto entries = m_read.array(position, where, QStringLiteral("buildings"), board.spaceCount());
        if (!entries)
            return;
        for (qsizetype i = 0; i < entries->size(); ++i) {
            const QString at = indexPath(fieldPath(where, QStringLiteral("buildings")), i);
            const auto o = m_read.objectValue(entries->at(i), at);
            if (!o)
                continue;
            m_read.unknownFields(*o, at, {"space", "owner", "type"});
            const auto space = readSpace(*o, at, board);
            const auto owner = readColour(*o, at, QStringLiteral("owner"), players);
            const auto type = m_read.choice(*o, at, QStringLiteral("type"), buildingIds());
            if (!space || !owner || !type)
                continue;
            if (m_paths.buildings.contains(*space)) {
                m_read.problem(fieldPath(at, QStringLiteral("space")),
                               QCoreApplication::translate("eko::files", "%1 already holds the building at %2")
                                   .arg(spaceText(board, *space), m_paths.buildings.value(*space)));
                continue;
            }
            m_paths.buildings.insert(*space, at);
            pos.setBuilding(*space, Building{static_cast<std::int8_t>(*owner), *buildingFromId(type->toStdString())});
        }
    }

    void readPlayer(const QJsonObject &o, const QString &at, PlayerState &ps, int players)
    {
        m_read.unknownFields(o, at, {"reserve", "emperorInReserve", "removed", "captives", "supply"});
        ps.reserve = m_read.integer(o, at, QStringLiteral("reserve"), 0, kMaxCount).value_or(0);
        ps.emperorInReserve = m_read.boolean(o, at, QStringLiteral("emperorInReserve")).value_or(false);
        ps.removed = m_read.integer(o, at, QStringLiteral("removed"), 0, kMaxCount).value_or(0);
        if (!o.contains(QStringLiteral("supply")))
            m_read.problem(fieldPath(at, QStringLiteral("supply")),
                           QCoreApplication::translate("eko::files", "this field is missing"));
        else if (const auto supply = readBuildingCounts(m_read, o.value(QStringLiteral("supply")),
                                                        fieldPath(at, QStringLiteral("supply"))))
            ps.supply = *supply;
        const auto captives = m_read.array(o, at, QStringLiteral("captives"), kMaxPlayers);
        if (!captives)
            return;
        ps.captives = 0;
        for (qsizetype i = 0; i < captives->size(); ++i) {
            const QString where = indexPath(fieldPath(at, QStringLiteral("captives")), i);
            const auto colour = m_read.choiceValue(captives->at(i), where, colourIds(players));
            if (!colour)
                continue;
            const std::uint8_t bit = static_cast<std::uint8_t>(1u << *colourFromId(*colour, players));
            if (ps.captives & bit)
                m_read.problem(where, QCoreApplication::translate("eko::files", "%1 is listed twice").arg(*colour));
            ps.captives |= bit;
        }
    }

    void readPlayers(const QJsonObject &position, const QString &where, Position &pos, int players)
    {
        const auto o = m_read.object(position, where, QStringLiteral("players"));
        if (!o)
            return;
        const QString at = fieldPath(where, QStringLiteral("players"));
        for (auto it = o->constBegin(); it != o->constEnd(); ++it)
            if (!colourFromId(it.key(), players))
                m_read.problem(
                    fieldPath(at, it.key()),
                    QCoreApplication::translate("eko::files", "not a player of this game; the players are %1")
                        .arg(colourIds(players).join(QStringLiteral(", "))));
        for (PlayerIndex p = 0; p < players; ++p)
            if (const auto player = m_read.object(*o, at, colourId(p)))
                readPlayer(*player, fieldPath(at, colourId(p)), pos.playerState(p), players);
    }

    JsonReader &m_read;
    ScenarioPaths &m_paths;
};

} // namespace

std::optional<Position> readPosition(JsonReader &read, const QJsonObject &object, const QString &where,
                                     std::shared_ptr<const Board> board, const RulesSettings &settings, int players,
                                     ScenarioPaths &paths)
{
    return PositionReader(read, paths).read(object, where, std::move(board), settings, players);
}

} // namespace eko::files
