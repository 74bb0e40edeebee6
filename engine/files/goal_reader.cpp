// Reading a scenario's "goal" object (format version 3): every field type-, range- and sense-checked
// with its path, the replies parsed on the scenario's board.
#include "files/goal_part.h"

#include "files/file_names.h"
#include "files/scenario_file.h"

#include <QCoreApplication>

namespace eko::files {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("eko::files", text); }

QStringList kindIds()
{
    QStringList ids;
    for (int k = 0; k < kGoalKindCount; ++k)
        ids << QLatin1String(goalKindId(static_cast<GoalKind>(k)));
    return ids;
}

QStringList opponentKindIds()
{
    QStringList ids;
    for (int k = 0; k < kOpponentKindCount; ++k)
        ids << QLatin1String(opponentKindId(static_cast<OpponentKind>(k)));
    return ids;
}

class GoalReader {
public:
    GoalReader(JsonReader &read, const Board &board, int players)
        : m_read(read)
        , m_board(board)
        , m_players(players)
    {
    }

    std::optional<Goal> read(const QJsonObject &o, const QString &where)
    {
        const qsizetype before = m_read.problemCount();
        m_read.unknownFields(o, where,
                             {"player", "kind", "turns", "points", "target", "keepEmperor", "difficulty", "opponents",
                              "lesson", "hints", "translations"});
        Goal g;
        g.player = colour(o, where, QStringLiteral("player")).value_or(0);
        bool kindRead = false; // without a kind, the fields that depend on it are not judged
        if (const auto kind = m_read.choice(o, where, QStringLiteral("kind"), kindIds())) {
            g.kind = *goalKindFromId(kind->toStdString());
            kindRead = true;
        }
        g.turns = m_read.integer(o, where, QStringLiteral("turns"), 1, kMaxGoalTurns).value_or(1);
        // Fields that belong to some kinds alone: present elsewhere, they are a mistake.
        const QString points = QStringLiteral("points");
        if (g.kind == GoalKind::ReachPoints)
            g.points = m_read.integer(o, where, points, 1, kMaxCount).value_or(1);
        else if (kindRead && JsonReader::has(o, points))
            m_read.problem(fieldPath(where, points), tr("points are given to the goal \"reachPoints\" alone"));
        const QString target = QStringLiteral("target");
        if (g.kind == GoalKind::Eliminate
            || (g.kind == GoalKind::CaptureEmperor && JsonReader::has(o, target))) {
            if (const auto t = colour(o, where, target)) {
                if (*t == g.player)
                    m_read.problem(fieldPath(where, target), tr("the target must be another player than the goal's"));
                g.target = *t;
            }
        } else if (kindRead && JsonReader::has(o, target)) {
            m_read.problem(fieldPath(where, target),
                           tr("a target is given to the goals \"eliminate\" and \"captureEmperor\" alone"));
        }
        const QString keep = QStringLiteral("keepEmperor");
        if (JsonReader::has(o, keep)) {
            if (kindRead && g.kind != GoalKind::Survive)
                m_read.problem(fieldPath(where, keep), tr("keepEmperor is given to the goal \"survive\" alone"));
            else
                g.keepEmperor = m_read.boolean(o, where, keep).value_or(false);
        }
        if (JsonReader::has(o, QStringLiteral("difficulty")))
            g.difficulty = m_read.integer(o, where, QStringLiteral("difficulty"), 0, kMaxGoalDifficulty).value_or(0);
        if (JsonReader::has(o, QStringLiteral("opponents")))
            readOpponents(o, where, g);
        if (JsonReader::has(o, QStringLiteral("lesson")))
            g.lesson = m_read.string(o, where, QStringLiteral("lesson"), kMaxLessonLength).value_or(QString()).toStdString();
        if (JsonReader::has(o, QStringLiteral("hints")))
            g.hints = hints(o, where);
        if (JsonReader::has(o, QStringLiteral("translations")))
            readTranslations(o, where, g);
        if (m_read.problemCount() > before)
            return std::nullopt;
        return g;
    }

private:
    std::optional<PlayerIndex> colour(const QJsonObject &o, const QString &at, const QString &key)
    {
        const auto c = m_read.choice(o, at, key, colourIds(m_players));
        return c ? colourFromId(*c, m_players) : std::nullopt;
    }

    // {"blue": {"kind": "computer", "level": 3}, "yellow": {"kind": "replies", "replies": ["c4-e5", …]}}
    void readOpponents(const QJsonObject &o, const QString &where, Goal &g)
    {
        const auto opponents = m_read.object(o, where, QStringLiteral("opponents"));
        if (!opponents)
            return;
        const QString at = fieldPath(where, QStringLiteral("opponents"));
        for (auto it = opponents->constBegin(); it != opponents->constEnd(); ++it) {
            const QString seatAt = fieldPath(at, it.key());
            const auto seat = colourFromId(it.key(), m_players);
            if (!seat) {
                //: %1: a colour from the file; %2: the colours of the game's seats ("red, blue").
                m_read.problem(seatAt, tr("\"%1\" is no seat of this game; expected one of %2")
                                           .arg(it.key().left(20), colourIds(m_players).join(QStringLiteral(", "))));
                continue;
            }
            if (*seat == g.player) {
                m_read.problem(seatAt, tr("this is the goal's own player, who has no opponent's replies"));
                continue;
            }
            const auto entry = m_read.objectValue(it.value(), seatAt);
            if (!entry)
                continue;
            m_read.unknownFields(*entry, seatAt, {"kind", "level", "replies"});
            const auto kind = m_read.choice(*entry, seatAt, QStringLiteral("kind"), opponentKindIds());
            if (!kind)
                continue;
            Opponent &opp = g.opponents[static_cast<size_t>(*seat)];
            if (*kind == QLatin1String("computer"))
                opp.kind = OpponentKind::Computer;
            else if (*kind == QLatin1String("replies"))
                opp.kind = OpponentKind::Replies;
            const bool hasLevel = JsonReader::has(*entry, QStringLiteral("level"));
            const bool hasReplies = JsonReader::has(*entry, QStringLiteral("replies"));
            if (opp.kind == OpponentKind::Computer)
                opp.level = m_read.integer(*entry, seatAt, QStringLiteral("level"), 1, 6).value_or(1);
            else if (hasLevel)
                m_read.problem(fieldPath(seatAt, QStringLiteral("level")), tr("a level is given to a computer opponent alone"));
            if (opp.kind == OpponentKind::Replies)
                opp.replies = replies(*entry, seatAt);
            else if (hasReplies)
                m_read.problem(fieldPath(seatAt, QStringLiteral("replies")),
                               tr("replies are given to an opponent of kind \"replies\" alone"));
        }
    }

    std::vector<Action> replies(const QJsonObject &o, const QString &at)
    {
        std::vector<Action> out;
        const auto list = m_read.array(o, at, QStringLiteral("replies"), kMaxGoalReplies);
        if (!list)
            return out;
        const QString where = fieldPath(at, QStringLiteral("replies"));
        for (qsizetype i = 0; i < list->size(); ++i) {
            const auto text = m_read.stringValue(list->at(i), indexPath(where, i), 40);
            if (!text)
                continue;
            if (const auto a = parseNotation(text->toStdString(), m_board))
                out.push_back(*a);
            else
                //: %1: the text from the file.
                m_read.problem(indexPath(where, i), tr("\"%1\" is not an action on this board").arg(*text));
        }
        return out;
    }

    std::vector<std::string> hints(const QJsonObject &o, const QString &at)
    {
        std::vector<std::string> out;
        const auto list = m_read.array(o, at, QStringLiteral("hints"), kMaxGoalHints);
        if (!list)
            return out;
        const QString where = fieldPath(at, QStringLiteral("hints"));
        for (qsizetype i = 0; i < list->size(); ++i)
            if (const auto text = m_read.stringValue(list->at(i), indexPath(where, i), kMaxHintLength)) {
                if (text->isEmpty())
                    m_read.problem(indexPath(where, i), tr("a hint may not be empty"));
                out.push_back(text->toStdString());
            }
        return out;
    }

    // {"ko": {"lesson": "…", "hints": ["…"]}, …}
    void readTranslations(const QJsonObject &o, const QString &where, Goal &g)
    {
        const auto translations = m_read.object(o, where, QStringLiteral("translations"));
        if (!translations)
            return;
        const QString at = fieldPath(where, QStringLiteral("translations"));
        for (auto it = translations->constBegin(); it != translations->constEnd(); ++it) {
            const QString langAt = fieldPath(at, it.key());
            const std::string language = it.key().toStdString();
            if (!isScenarioLanguage(language)) {
                QStringList known;
                for (std::string_view l : kScenarioLanguages)
                    known << QStringLiteral("\"%1\"").arg(QLatin1String(l.data(), static_cast<qsizetype>(l.size())));
                m_read.problem(langAt, tr("unknown language \"%1\"; expected one of %2")
                                           .arg(it.key().left(20), known.join(QStringLiteral(", "))));
                continue;
            }
            const auto entry = m_read.objectValue(it.value(), langAt);
            if (!entry)
                continue;
            m_read.unknownFields(*entry, langAt, {"lesson", "hints"});
            if (JsonReader::has(*entry, QStringLiteral("lesson")))
                if (const auto l = m_read.string(*entry, langAt, QStringLiteral("lesson"), kMaxLessonLength);
                    l && !l->isEmpty())
                    g.lessonTranslations[language] = l->toStdString();
            if (JsonReader::has(*entry, QStringLiteral("hints")))
                if (auto h = hints(*entry, langAt); !h.empty())
                    g.hintTranslations[language] = std::move(h);
        }
    }

    JsonReader &m_read;
    const Board &m_board;
    int m_players;
};

} // namespace

std::optional<Goal> readGoal(JsonReader &read, const QJsonObject &object, const QString &where, const Board &board,
                             int players)
{
    return GoalReader(read, board, players).read(object, where);
}

} // namespace eko::files
