// Writing a scenario's "goal" object: the fields its kind takes, the opponents that are not "any
// defence", the lesson and hints with their translations.
#include "files/goal_part.h"

#include "files/file_names.h"

#include <QJsonArray>

namespace eko::files {

namespace {

QJsonArray textArray(const std::vector<std::string> &texts)
{
    QJsonArray a;
    for (const std::string &t : texts)
        a.append(QString::fromStdString(t));
    return a;
}

} // namespace

QJsonObject goalToObject(const Goal &goal, const Board &board)
{
    QJsonObject o{
        {QStringLiteral("player"), colourId(goal.player)},
        {QStringLiteral("kind"), QLatin1String(goalKindId(goal.kind))},
        {QStringLiteral("turns"), goal.turns},
    };
    if (goal.kind == GoalKind::ReachPoints)
        o.insert(QStringLiteral("points"), goal.points);
    if (goal.target != kNoPlayer)
        o.insert(QStringLiteral("target"), colourId(goal.target));
    if (goal.keepEmperor)
        o.insert(QStringLiteral("keepEmperor"), true);
    if (goal.difficulty != 0)
        o.insert(QStringLiteral("difficulty"), goal.difficulty);
    QJsonObject opponents;
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        const Opponent &opp = goal.opponents[static_cast<size_t>(seat)];
        if (opp.kind == OpponentKind::AnyDefence || seat == goal.player)
            continue;
        QJsonObject entry{{QStringLiteral("kind"), QLatin1String(opponentKindId(opp.kind))}};
        if (opp.kind == OpponentKind::Computer)
            entry.insert(QStringLiteral("level"), opp.level);
        if (opp.kind == OpponentKind::Replies) {
            QJsonArray replies;
            for (const Action &a : opp.replies)
                replies.append(QString::fromStdString(toNotation(a, board)));
            entry.insert(QStringLiteral("replies"), replies);
        }
        opponents.insert(colourId(seat), entry);
    }
    if (!opponents.isEmpty())
        o.insert(QStringLiteral("opponents"), opponents);
    if (!goal.lesson.empty())
        o.insert(QStringLiteral("lesson"), QString::fromStdString(goal.lesson));
    if (!goal.hints.empty())
        o.insert(QStringLiteral("hints"), textArray(goal.hints));
    QJsonObject translations;
    for (const auto &[language, text] : goal.lessonTranslations)
        if (!text.empty())
            translations.insert(QString::fromStdString(language),
                                QJsonObject{{QStringLiteral("lesson"), QString::fromStdString(text)}});
    for (const auto &[language, hints] : goal.hintTranslations) {
        if (hints.empty())
            continue;
        const QString key = QString::fromStdString(language);
        QJsonObject entry = translations.value(key).toObject();
        entry.insert(QStringLiteral("hints"), textArray(hints));
        translations.insert(key, entry);
    }
    if (!translations.isEmpty())
        o.insert(QStringLiteral("translations"), translations);
    return o;
}

} // namespace eko::files
