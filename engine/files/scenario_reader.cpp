// Reading a scenario from JSON: every field type- and range-checked with its path, then the
// engine's own checks (eko::scenarioProblems) with paths added. Collects every problem it can.
#include "files/scenario_file.h"

#include "files/file_names.h"
#include "files/goal_part.h"
#include "files/json_document.h"
#include "files/scenario_parts.h"
#include "text/explain.h"

#include <QCoreApplication>
#include <QHash>

namespace eko::files {

namespace {

// Reads one scenario object: header fields, rules, board, then the position (position_reader.cpp).
class ScenarioReader {
public:
    // `draft`: a scenario whose only problems are the rules' (scenarioProblems()) is returned too.
    ScenarioReader(FileProblems &problems, const QString &root, bool draft = false)
        : m_read(problems)
        , m_root(root)
        , m_draft(draft)
    {
        m_paths.root = root;
    }

    std::optional<Scenario> read(const QJsonObject &object, int version)
    {
        const qsizetype before = m_read.problemCount();
        if (version >= 3)
            m_read.unknownFields(object, m_root,
                                 {"format", "version", "name", "description", "translations", "players", "rules",
                                  "board", "setup", "position", "goal"});
        else if (version >= 2)
            m_read.unknownFields(object, m_root,
                                 {"format", "version", "name", "description", "translations", "players", "rules",
                                  "board", "setup", "position"});
        else
            m_read.unknownFields(object, m_root,
                                 {"format", "version", "name", "players", "rules", "board", "setup", "position"});
        Scenario sc;
        if (const auto name = m_read.string(object, m_root, QStringLiteral("name"), kMaxNameLength))
            sc.name = name->toStdString();
        if (version >= 2)
            readTexts(object, sc);
        const auto players = m_read.integer(object, m_root, QStringLiteral("players"), kMinPlayers, kMaxPlayers);
        const auto settings = readRules(object);
        sc.board = readBoard(object);
        const auto setup = m_read.choice(object, m_root, QStringLiteral("setup"),
                                         {QStringLiteral("random"), QStringLiteral("position")});
        const bool hasPosition = JsonReader::has(object, QStringLiteral("position"));
        if (setup == QLatin1String("random") && hasPosition)
            m_read.problem(
                fieldPath(m_root, QStringLiteral("position")),
                QCoreApplication::translate("eko::files", "a position is given only with \"setup\": \"position\""));
        if (setup == QLatin1String("position")) {
            const auto position = m_read.object(object, m_root, QStringLiteral("position"));
            if (position && players && settings && sc.board)
                sc.position = readPosition(m_read, *position, path("position"), sc.board, *settings, *players, m_paths);
        }
        if (version >= 3 && JsonReader::has(object, QStringLiteral("goal"))) {
            const auto goal = m_read.object(object, m_root, QStringLiteral("goal"));
            if (goal && players && sc.board)
                sc.goal = readGoal(m_read, *goal, path("goal"), *sc.board, *players);
        }
        if (m_read.problemCount() > before || !players || !settings || !sc.board)
            return std::nullopt;
        sc.players = *players;
        sc.settings = *settings;
        m_paths.hasPosition = sc.position.has_value();
        for (const ScenarioProblem &problem : scenarioProblems(sc))
            m_read.problem(pathOfScenarioProblem(problem, m_paths), text::explainScenarioProblem(problem, sc.board.get()));
        if (m_read.problemCount() > before && !m_draft)
            return std::nullopt;
        return sc;
    }

private:
    QString path(const char *relative) const { return fieldPath(m_root, QLatin1String(relative)); }

    // Version 2: the optional "description" and "translations" ({"ko": {"name": …, "description": …}}).
    void readTexts(const QJsonObject &object, Scenario &sc)
    {
        if (JsonReader::has(object, QStringLiteral("description")))
            if (const auto d = m_read.string(object, m_root, QStringLiteral("description"), kMaxDescriptionLength))
                sc.description = d->toStdString();
        if (!JsonReader::has(object, QStringLiteral("translations")))
            return;
        const auto translations = m_read.object(object, m_root, QStringLiteral("translations"));
        if (!translations)
            return;
        const QString where = path("translations");
        for (auto it = translations->constBegin(); it != translations->constEnd(); ++it) {
            const QString at = fieldPath(where, it.key());
            const std::string language = it.key().toStdString();
            if (!isScenarioLanguage(language)) {
                QStringList known;
                for (std::string_view l : kScenarioLanguages)
                    known << QStringLiteral("\"%1\"").arg(idText(l));
                //: %1: a language code from the file ("fr"); %2: the codes allowed ("en", "ko", "pt", "zh_CN").
                m_read.problem(at, QCoreApplication::translate("eko::files", "unknown language \"%1\"; expected one of %2")
                                       .arg(printableText(it.key().left(20)), known.join(QStringLiteral(", "))));
                continue;
            }
            const auto entry = m_read.objectValue(it.value(), at);
            if (!entry)
                continue;
            m_read.unknownFields(*entry, at, {"name", "description"});
            if (JsonReader::has(*entry, QStringLiteral("name")))
                if (const auto name = m_read.string(*entry, at, QStringLiteral("name"), kMaxNameLength);
                    name && !name->isEmpty()) // an empty text is no translation
                    sc.nameTranslations[language] = name->toStdString();
            if (JsonReader::has(*entry, QStringLiteral("description")))
                if (const auto d = m_read.string(*entry, at, QStringLiteral("description"), kMaxDescriptionLength);
                    d && !d->isEmpty())
                    sc.descriptionTranslations[language] = d->toStdString();
        }
    }

    std::optional<RulesSettings> readRules(const QJsonObject &object)
    {
        const auto rules = m_read.object(object, m_root, QStringLiteral("rules"));
        if (!rules)
            return std::nullopt;
        const QString where = path("rules");
        m_read.unknownFields(*rules, where,
                             {"discsPerPlayer", "stackLimit", "reinforcementMin", "reinforcementMax", "forcedMarchCost",
                              "victoryPoints", "buildingSupply", "drawRounds"});
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
        } else if (const auto supply = readBuildingCounts(m_read, rules->value(QStringLiteral("buildingSupply")),
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
                m_read.problem(at,
                               QCoreApplication::translate("eko::files", "q %1, r %2 is already the space at %3")
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
                m_read.problem(
                    fieldPath(indexPath(where, s), QStringLiteral("space")),
                    QCoreApplication::translate("eko::files", "this space is named \"%1\" on this board, not \"%2\"")
                        .arg(spaceText(*board, s), names[s]));
        return m_read.problemCount() > before ? nullptr : board;
    }

    JsonReader m_read;
    QString m_root;
    bool m_draft;
    ScenarioPaths m_paths;
};

} // namespace

std::optional<Scenario> scenarioFromObject(const QJsonObject &object, const QString &path, FileProblems &problems)
{
    if (!checkFormat(object, path, kScenarioFormat, kScenarioVersion, problems))
        return std::nullopt;
    return ScenarioReader(problems, path).read(object, object.value(QStringLiteral("version")).toInt());
}

std::optional<Scenario> scenarioFromJson(const QByteArray &data, FileProblems &problems)
{
    const auto object = parseJsonObject(data, problems);
    if (!object)
        return std::nullopt;
    return scenarioFromObject(*object, QString(), problems);
}

std::optional<Scenario> scenarioDraftFromJson(const QByteArray &data, FileProblems &problems)
{
    const auto object = parseJsonObject(data, problems);
    if (!object || !checkFormat(*object, QString(), kScenarioFormat, kScenarioVersion, problems))
        return std::nullopt;
    return ScenarioReader(problems, QString(), true).read(*object, object->value(QStringLiteral("version")).toInt());
}

} // namespace eko::files
