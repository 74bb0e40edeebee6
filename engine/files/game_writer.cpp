// Writing a game as JSON: program and date, players, seed, result, every action, the scenario embedded.
#include "files/game_file.h"

#include "files/file_names.h"
#include "files/json_writer.h"
#include "files/scenario_part.h"

#include <QJsonArray>

#ifndef EKO_VERSION
#define EKO_VERSION "unknown"
#endif

namespace eko::files {

QString programName() { return QStringLiteral("Ekö"); }

QString programVersion() { return QStringLiteral(EKO_VERSION); }

QByteArray gameToJson(const Game &game, const QDateTime &saved)
{
    const QDateTime when = saved.isValid() ? saved : QDateTime::currentDateTimeUtc();
    QJsonArray players;
    for (PlayerIndex p = 0; p < game.scenario().players; ++p)
        players.append(QJsonObject{
            {QStringLiteral("colour"), colourId(p)},
            {QStringLiteral("name"), QString::fromStdString(game.playerNames()[p])},
        });
    QJsonArray actions;
    for (int k = 0; k < game.actionCount(); ++k)
        actions.append(QString::fromStdString(game.notation(k)));
    QJsonObject o{
        {QStringLiteral("format"), QLatin1String(kGameFormat)},
        {QStringLiteral("version"), kGameVersion},
        {QStringLiteral("program"), programName() + QLatin1Char(' ') + programVersion()},
        {QStringLiteral("saved"), when.toUTC().toString(Qt::ISODate)},
        {QStringLiteral("players"), players},
        {QStringLiteral("seed"), QString::number(game.seed())},
        {QStringLiteral("actions"), actions},
    };
    const Result &result = game.current().result();
    if (result.kind != ResultKind::None) {
        QJsonObject r{{QStringLiteral("kind"), resultKindId(result.kind)}};
        if (result.winner != kNoPlayer)
            r.insert(QStringLiteral("winner"), colourId(result.winner));
        o.insert(QStringLiteral("result"), r);
    }
    // The scenario is written once per game and reused (the autosave writes after every action).
    return writeReadableJson(o, {QStringLiteral("scenario"), scenarioPart(game.scenario())->text});
}

} // namespace eko::files
