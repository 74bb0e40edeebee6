// Reading a game file: header, scenario, seed, players and result checked field by field, then the
// actions replayed through the rules; the first illegal one is named with the engine's reason.
#include "files/game_file.h"

#include "files/file_names.h"
#include "files/json_document.h"
#include "files/json_reader.h"
#include "files/scenario_file.h"
#include "text/explain.h"

#include <QCoreApplication>

namespace eko::files {

namespace {

constexpr qsizetype kMaxActionText = 100;

// A result in words for messages: "red wins on points", "a draw (...)", "the game is not over".
QString resultText(const Result &r)
{
    const QString winner = text::colourName(r.winner);
    switch (r.kind) {
    case ResultKind::None: return QCoreApplication::translate("eko::files", "the game is not over");
    case ResultKind::PointsVictory:
        //: %1: a colour name such as "red", translated.
        return QCoreApplication::translate("eko::files", "%1 wins by points").arg(winner);
    case ResultKind::EliminationVictory:
        return QCoreApplication::translate("eko::files", "%1 wins by elimination").arg(winner);
    case ResultKind::DrawNoDiscs:
        return QCoreApplication::translate("eko::files", "a draw (no disc left on the board)");
    case ResultKind::DrawNoProgress: return QCoreApplication::translate("eko::files", "a draw (no progress)");
    }
    return {};
}

class GameReader {
public:
    explicit GameReader(FileProblems &problems)
        : m_problems(problems)
        , m_read(problems)
    {
    }

    std::optional<Game> read(const QJsonObject &object, GameFileInfo *info)
    {
        if (!checkFormat(object, QString(), kGameFormat, kGameVersionWithTree, m_problems))
            return std::nullopt;
        const qsizetype before = m_read.problemCount();
        m_read.unknownFields(
            object, QString(),
            {"format", "version", "program", "saved", "players", "seed", "result", "actions", "branches", "notes", "analysis",
             "scenario"});
        readInfo(object, info);
        std::optional<Scenario> scenario;
        if (const auto o = m_read.object(object, QString(), QStringLiteral("scenario")))
            scenario = scenarioFromObject(*o, QStringLiteral("scenario"), m_problems);
        const auto seed = readSeed(object);
        const auto names = readPlayers(object, scenario ? std::optional(scenario->players) : std::nullopt, info);
        const auto recorded = readResult(object, scenario ? scenario->players : kMaxPlayers);
        const auto actions = readActions(object, scenario ? scenario->board->spaceCount() : 1);
        if (!scenario || !seed || !actions)
            return std::nullopt;
        Game game(*scenario, *seed, names.value_or(std::vector<std::string>()));
        if (!replay(game, *actions))
            return std::nullopt;
        if (recorded && *recorded != game.current().result())
            m_read.problem(
                QStringLiteral("result"),
                //: %1, %2: results in words, e.g. "red wins by points".
                QCoreApplication::translate("eko::files", "the file says %1, but replaying the actions gives %2")
                    .arg(resultText(*recorded), resultText(game.current().result())));
        if (m_read.problemCount() > before || !names)
            return std::nullopt;
        return game;
    }

private:
    void readInfo(const QJsonObject &object, GameFileInfo *info)
    {
        GameFileInfo found;
        if (JsonReader::has(object, QStringLiteral("program")))
            found.program
                = m_read.string(object, QString(), QStringLiteral("program"), kMaxNameLength).value_or(QString());
        if (JsonReader::has(object, QStringLiteral("saved"))) {
            if (const auto saved = m_read.string(object, QString(), QStringLiteral("saved"), 100)) {
                found.saved = QDateTime::fromString(*saved, Qt::ISODate);
                if (!found.saved.isValid())
                    m_read.problem(QStringLiteral("saved"),
                                   QCoreApplication::translate("eko::files",
                                                               "\"%1\" is not a date and time such as "
                                                               "\"2024-05-01T18:30:00Z\"")
                                       .arg(*saved));
                found.saved = found.saved.toUTC();
            }
        }
        if (info)
            *info = found;
    }

    std::optional<std::uint64_t> readSeed(const QJsonObject &object)
    {
        const auto text = m_read.string(object, QString(), QStringLiteral("seed"), 100);
        if (!text)
            return std::nullopt;
        const auto seed = parseSeed(*text);
        if (!seed)
            m_read.problem(QStringLiteral("seed"),
                           QCoreApplication::translate("eko::files",
                                                       "\"%1\" is not a whole number from 0 to "
                                                       "18446744073709551615 written in decimal digits")
                               .arg(text->left(40)));
        return seed;
    }

    // The names in seat order; `scenarioPlayers` is unknown when the scenario could not be read.
    // Version 2: a player's "computer" level goes into info->computerLevels.
    std::optional<std::vector<std::string>> readPlayers(const QJsonObject &object, std::optional<int> scenarioPlayers,
                                                        GameFileInfo *info)
    {
        const auto entries = m_read.array(object, QString(), QStringLiteral("players"), kMaxPlayers);
        if (!entries)
            return std::nullopt;
        const int players = scenarioPlayers.value_or(static_cast<int>(entries->size()));
        if (entries->size() != players) {
            m_read.problem(QStringLiteral("players"),
                           QCoreApplication::translate("eko::files",
                                                       "the scenario is for %1 players, but this list has %2 entries")
                               .arg(players)
                               .arg(entries->size()));
            return std::nullopt;
        }
        std::vector<std::string> names;
        bool ok = true;
        for (qsizetype i = 0; i < entries->size(); ++i) {
            const QString at = indexPath(QStringLiteral("players"), i);
            const auto o = m_read.objectValue(entries->at(i), at);
            if (!o) {
                ok = false;
                continue;
            }
            m_read.unknownFields(*o, at, {"colour", "name", "computer"});
            readComputerLevel(*o, at, i, info);
            const auto colour = m_read.choice(*o, at, QStringLiteral("colour"), colourIds(players));
            if (colour && *colour != colourId(static_cast<PlayerIndex>(i)))
                //: %1: a position in the list (0, 1...); %2, %3: colour ids.
                m_read.problem(fieldPath(at, QStringLiteral("colour")),
                               QCoreApplication::translate("eko::files", "player %1 in seat order is %2, not %3")
                                   .arg(i + 1)
                                   .arg(colourId(static_cast<PlayerIndex>(i)), *colour));
            const auto name = m_read.string(*o, at, QStringLiteral("name"), kMaxNameLength);
            ok = ok && colour && name && *colour == colourId(static_cast<PlayerIndex>(i));
            names.push_back(name.value_or(QString()).toStdString());
        }
        return ok ? std::optional(names) : std::nullopt;
    }

    // A seat's computer level (version 2), 1–6; absent: a person.
    void readComputerLevel(const QJsonObject &player, const QString &at, qsizetype seat, GameFileInfo *info)
    {
        if (!JsonReader::has(player, QStringLiteral("computer")))
            return;
        const auto level = m_read.integer(player, at, QStringLiteral("computer"), 1, 6);
        if (level && info && seat < kMaxPlayers)
            info->computerLevels[static_cast<size_t>(seat)] = *level;
    }

    // The recorded result; ResultKind::None when the file records none (a game in progress).
    std::optional<Result> readResult(const QJsonObject &object, int players)
    {
        if (!JsonReader::has(object, QStringLiteral("result")))
            return Result{};
        const auto o = m_read.object(object, QString(), QStringLiteral("result"));
        if (!o)
            return std::nullopt;
        const QString at = QStringLiteral("result");
        m_read.unknownFields(*o, at, {"kind", "winner"});
        const auto kindText = m_read.choice(*o, at, QStringLiteral("kind"), resultKindIds());
        if (!kindText)
            return std::nullopt;
        Result r{*resultKindFromId(*kindText), kNoPlayer};
        const bool victory = r.kind == ResultKind::PointsVictory || r.kind == ResultKind::EliminationVictory;
        if (victory) {
            const auto winner = m_read.choice(*o, at, QStringLiteral("winner"), colourIds(players));
            if (!winner)
                return std::nullopt;
            r.winner = *colourFromId(*winner, players);
        } else if (JsonReader::has(*o, QStringLiteral("winner"))) {
            m_read.problem(fieldPath(at, QStringLiteral("winner")),
                           QCoreApplication::translate("eko::files", "a draw has no winner"));
            return std::nullopt;
        }
        return r;
    }

    std::optional<QStringList> readActions(const QJsonObject &object, int spaces)
    {
        const auto entries = m_read.array(object, QString(), QStringLiteral("actions"), kMaxGameActions);
        if (!entries)
            return std::nullopt;
        if (entries->size() > maxGameActions(spaces)) {
            m_read.problem(QStringLiteral("actions"),
                           QCoreApplication::translate("eko::files",
                                                       "has %1 actions; on a board of %2 spaces at most %3 can be "
                                                       "loaded")
                               .arg(entries->size())
                               .arg(spaces)
                               .arg(maxGameActions(spaces)));
            return std::nullopt;
        }
        QStringList texts;
        bool ok = true;
        for (qsizetype i = 0; i < entries->size(); ++i) {
            const auto text
                = m_read.stringValue(entries->at(i), indexPath(QStringLiteral("actions"), i), kMaxActionText);
            ok = ok && text.has_value();
            texts.append(text.value_or(QString()));
        }
        return ok ? std::optional(texts) : std::nullopt;
    }

    // Plays every action; stops at the first one that is not legal and says why.
    bool replay(Game &game, const QStringList &actions)
    {
        for (qsizetype i = 0; i < actions.size(); ++i) {
            const QString at = indexPath(QStringLiteral("actions"), i);
            const auto action = game.parse(actions[i].toStdString());
            if (!action) {
                //: %1: the action's number (from 1); %2: its text in the file.
                m_read.problem(at,
                               QCoreApplication::translate("eko::files",
                                                           "action %1 \"%2\" is not an action in Ekö notation "
                                                           "on this board")
                                   .arg(i + 1)
                                   .arg(actions[i]));
                return false;
            }
            if (const auto rejection = game.play(*action)) {
                //: %1: the action's number (from 1); %2: its text; %3: the rules' reason (a sentence).
                m_read.problem(
                    at,
                    QCoreApplication::translate("eko::files", "action %1 \"%2\" is not legal: %3")
                        .arg(i + 1)
                        .arg(actions[i], text::explainRejection(*rejection, *game.scenario().board)));
                return false;
            }
        }
        return true;
    }

    FileProblems &m_problems;
    JsonReader m_read;
};

} // namespace

std::optional<std::uint64_t> parseSeed(const QString &text)
{
    if (text.isEmpty() || text.size() > 20)
        return std::nullopt;
    for (QChar c : text)
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
    bool ok = false;
    const qulonglong n = text.toULongLong(&ok);
    return ok ? std::optional<std::uint64_t>(n) : std::nullopt;
}

std::optional<Game> gameFromObject(const QJsonObject &object, FileProblems &problems, GameFileInfo *info)
{
    return GameReader(problems).read(object, info);
}

std::optional<Game> gameFromJson(const QByteArray &data, FileProblems &problems, GameFileInfo *info)
{
    const auto object = parseJsonObject(data, problems);
    if (!object)
        return std::nullopt;
    return gameFromObject(*object, problems, info);
}

FileKind fileKind(const QJsonObject &object)
{
    const QJsonValue format = object.value(QStringLiteral("format"));
    if (format == QLatin1String(kGameFormat))
        return FileKind::Game;
    if (format == QLatin1String(kScenarioFormat))
        return FileKind::Scenario;
    return FileKind::Unknown;
}

FileKind fileKind(const QByteArray &data)
{
    FileProblems ignored;
    const auto object = parseJsonObject(data, ignored);
    return object ? fileKind(*object) : FileKind::Unknown;
}

} // namespace eko::files
