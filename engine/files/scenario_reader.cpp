// Reading a scenario from JSON: every field type- and range-checked with its path, then the
// engine's own checks (eko::scenarioProblems) with paths added. Collects every problem it can.
#include "scenario_file.h"

#include "file_names.h"
#include "json_document.h"
#include "json_reader.h"
#include "scenario_problem_paths.h"

#include <QCoreApplication>
#include <QHash>

namespace eko::files {

namespace {

QString id(std::string_view s) { return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size())); }

QStringList buildingIds()
{
    QStringList ids;
    for (BuildingType b : kBuildingTypes)
        ids.append(id(buildingId(b)));
    return ids;
}

QStringList terrainIds()
{
    QStringList ids;
    for (int t = 0; t < kTerrainCount; ++t)
        ids.append(id(terrainId(static_cast<Terrain>(t))));
    return ids;
}

QString spaceText(const Board &board, SpaceIndex s) { return QString::fromStdString(board.spaceName(s)); }

// Reads one scenario object; `paths` learns where stacks and buildings were found.
class ScenarioReader {
public:
    ScenarioReader(FileProblems &problems, const QString &root)
        : m_read(problems)
        , m_root(root)
    {
        m_paths.root = root;
    }

    std::optional<Scenario> read(const QJsonObject &object)
    {
        const qsizetype before = m_read.problemCount();
        m_read.unknownFields(object, m_root,
                             {"format", "version", "name", "players", "rules", "board", "setup", "position"});
        Scenario sc;
        if (const auto name = m_read.string(object, m_root, QStringLiteral("name"), kMaxNameLength))
            sc.name = name->toStdString();
        const auto players = m_read.integer(object, m_root, QStringLiteral("players"), kMinPlayers, kMaxPlayers);
        const auto settings = readRules(object);
        sc.board = readBoard(object);
        const auto setup = m_read.choice(object, m_root, QStringLiteral("setup"),
                                         {QStringLiteral("random"), QStringLiteral("position")});
        const bool hasPosition = JsonReader::has(object, QStringLiteral("position"));
        if (setup == QLatin1String("random") && hasPosition)
            m_read.problem(fieldPath(m_root, QStringLiteral("position")),
                           QCoreApplication::translate("eko::files", "a position is given only with \"setup\": \"position\""));
        if (setup == QLatin1String("position")) {
            const auto position = m_read.object(object, m_root, QStringLiteral("position"));
            if (position && players && settings && sc.board)
                sc.position = readPosition(*position, sc.board, *settings, *players);
        }
        if (m_read.problemCount() > before || !players || !settings || !sc.board)
            return std::nullopt;
        sc.players = *players;
        sc.settings = *settings;
        m_paths.hasPosition = sc.position.has_value();
        for (const std::string &problem : scenarioProblems(sc))
            m_read.problem(pathOfScenarioProblem(problem, sc.board.get(), m_paths), QString::fromStdString(problem));
        if (m_read.problemCount() > before)
            return std::nullopt;
        return sc;
    }

private:
    QString path(const char *relative) const { return fieldPath(m_root, QLatin1String(relative)); }

    // An object {"village": n, "tower": n, "castle": n} at `where`.
    std::optional<std::array<int, kBuildingTypeCount>> readCounts(const QJsonValue &value, const QString &where)
    {
        const auto o = m_read.objectValue(value, where);
        if (!o)
            return std::nullopt;
        m_read.unknownFields(*o, where, {"village", "tower", "castle"});
        std::array<int, kBuildingTypeCount> counts{};
        bool ok = true;
        for (BuildingType b : kBuildingTypes) {
            const auto n = m_read.integer(*o, where, id(buildingId(b)), 0, kMaxCount);
            ok = ok && n.has_value();
            counts[static_cast<int>(b)] = n.value_or(0);
        }
        return ok ? std::optional(counts) : std::nullopt;
    }

    std::optional<RulesSettings> readRules(const QJsonObject &object)
    {
        const auto rules = m_read.object(object, m_root, QStringLiteral("rules"));
        if (!rules)
            return std::nullopt;
        const QString where = path("rules");
        m_read.unknownFields(*rules, where,
                             {"discsPerPlayer", "stackLimit", "reinforcementMin", "reinforcementMax",
                              "forcedMarchCost", "victoryPoints", "buildingSupply", "drawRounds"});
        RulesSettings s;
        bool ok = true;
        auto number = [&](const char *key, int &out) {
            const auto n = m_read.integer(*rules, where, QLatin1String(key), 0, kMaxCount);
            ok = ok && n.has_value();
            out = n.value_or(0);
        };
        number("discsPerPlayer", s.discsPerPlayer);
        number("stackLimit", s.stackLimit);
        number("reinforcementMin", s.reinforcementMin);
        number("reinforcementMax", s.reinforcementMax);
        number("forcedMarchCost", s.forcedMarchCost);
        number("victoryPoints", s.victoryPoints);
        number("drawRounds", s.drawRounds);
        if (!rules->contains(QStringLiteral("buildingSupply"))) {
            m_read.problem(fieldPath(where, QStringLiteral("buildingSupply")),
                           QCoreApplication::translate("eko::files", "this field is missing"));
            ok = false;
        } else if (const auto supply = readCounts(rules->value(QStringLiteral("buildingSupply")),
                                                  fieldPath(where, QStringLiteral("buildingSupply")))) {
            s.buildingSupply = *supply;
        } else {
            ok = false;
        }
        return ok ? std::optional(s) : std::nullopt;
    }

    std::shared_ptr<const Board> readBoard(const QJsonObject &object)
    {
        const auto entries = m_read.array(object, m_root, QStringLiteral("board"), kMaxBoardSpaces);
        if (!entries)
            return nullptr;
        const QString where = path("board");
        if (entries->isEmpty()) {
            m_read.problem(where, QCoreApplication::translate("eko::files", "the board has no spaces"));
            return nullptr;
        }
        const qsizetype before = m_read.problemCount();
        std::vector<Space> spaces;
        std::vector<QString> names; // the optional "space" field of each entry, checked once the board is built
        QHash<QPair<int, int>, qsizetype> seen;
        for (qsizetype i = 0; i < entries->size(); ++i) {
            const QString at = indexPath(where, i);
            const auto o = m_read.objectValue(entries->at(i), at);
            if (!o)
                continue;
            m_read.unknownFields(*o, at, {"space", "q", "r", "terrain"});
            const auto q = m_read.integer(*o, at, QStringLiteral("q"), -kMaxCoordinate, kMaxCoordinate);
            const auto r = m_read.integer(*o, at, QStringLiteral("r"), -kMaxCoordinate, kMaxCoordinate);
            const auto terrain = m_read.choice(*o, at, QStringLiteral("terrain"), terrainIds());
            QString name;
            if (JsonReader::has(*o, QStringLiteral("space")))
                name = m_read.string(*o, at, QStringLiteral("space"), 10).value_or(QString());
            if (!q || !r || !terrain)
                continue;
            const auto key = qMakePair(*q, *r);
            if (seen.contains(key)) {
                m_read.problem(at, QCoreApplication::translate("eko::files", "q %1, r %2 is already the space at %3")
                                       .arg(*q)
                                       .arg(*r)
                                       .arg(indexPath(where, seen.value(key))));
                continue;
            }
            seen.insert(key, i);
            spaces.push_back({Hex{*q, *r}, *terrainFromId(terrain->toStdString())});
            names.push_back(name);
        }
        if (m_read.problemCount() > before)
            return nullptr;
        auto board = std::make_shared<const Board>(std::move(spaces));
        for (SpaceIndex s = 0; s < board->spaceCount(); ++s)
            if (!names[s].isEmpty() && names[s] != spaceText(*board, s))
                m_read.problem(fieldPath(indexPath(where, s), QStringLiteral("space")),
                               QCoreApplication::translate("eko::files",
                                                           "this space is named \"%1\" on this board, not \"%2\"")
                                   .arg(spaceText(*board, s), names[s]));
        return m_read.problemCount() > before ? nullptr : board;
    }

    // A space named in the position; must be on the board.
    std::optional<SpaceIndex> readSpace(const QJsonObject &o, const QString &at, const Board &board)
    {
        const auto name = m_read.string(o, at, QStringLiteral("space"), 10);
        if (!name)
            return std::nullopt;
        const SpaceIndex s = board.spaceFromName(name->toStdString());
        if (s == kNoSpace) {
            m_read.problem(fieldPath(at, QStringLiteral("space")),
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
        else if (const auto supply = readCounts(o.value(QStringLiteral("supply")), fieldPath(at, QStringLiteral("supply"))))
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
                m_read.problem(fieldPath(at, it.key()),
                               QCoreApplication::translate("eko::files", "not a player of this game; the players are %1")
                                   .arg(colourIds(players).join(QStringLiteral(", "))));
        for (PlayerIndex p = 0; p < players; ++p)
            if (const auto player = m_read.object(*o, at, colourId(p)))
                readPlayer(*player, fieldPath(at, colourId(p)), pos.playerState(p), players);
    }

    std::optional<Position> readPosition(const QJsonObject &o, std::shared_ptr<const Board> board,
                                         const RulesSettings &settings, int players)
    {
        const QString where = path("position");
        const qsizetype before = m_read.problemCount();
        m_read.unknownFields(o, where,
                             {"phase", "toMove", "firstPlayer", "swapsDone", "quietTurns", "players", "stacks",
                              "buildings"});
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
        if (phase == Phase::EmperorSwap) {
            if (*swaps >= players)
                m_read.problem(fieldPath(where, QStringLiteral("swapsDone")),
                               QCoreApplication::translate("eko::files",
                                                           "in the Emperor swap, fewer than %1 players have swapped")
                                   .arg(players));
            else if ((*first + *swaps) % players != *toMove)
                m_read.problem(fieldPath(where, QStringLiteral("toMove")),
                               QCoreApplication::translate("eko::files",
                                                           "after %1 swaps from %2, the Emperor swap is %3's, not %4's")
                                   .arg(*swaps)
                                   .arg(colourId(*first), colourId((*first + *swaps) % players), colourId(*toMove)));
        }
        if (*quiet >= settings.drawRounds * std::max(pos.playersIn(), 1)) {
            m_read.problem(fieldPath(where, QStringLiteral("quietTurns")),
                           QCoreApplication::translate("eko::files",
                                                       "%1 turns without progress would already have drawn the game "
                                                       "(at %2)")
                               .arg(*quiet)
                               .arg(settings.drawRounds * std::max(pos.playersIn(), 1)));
        }
        if (m_read.problemCount() > before)
            return std::nullopt;
        return pos;
    }

    JsonReader m_read;
    QString m_root;
    ScenarioPaths m_paths;
};

} // namespace

std::optional<Scenario> scenarioFromObject(const QJsonObject &object, const QString &path, FileProblems &problems)
{
    if (!checkFormat(object, path, kScenarioFormat, kScenarioVersion, problems))
        return std::nullopt;
    return ScenarioReader(problems, path).read(object);
}

std::optional<Scenario> scenarioFromJson(const QByteArray &data, FileProblems &problems)
{
    const auto object = parseJsonObject(data, problems);
    if (!object)
        return std::nullopt;
    return scenarioFromObject(*object, QString(), problems);
}

} // namespace eko::files
