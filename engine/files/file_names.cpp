// Colour, phase and result words of the file formats.
#include "files/file_names.h"

#include "core/rejection.h"

namespace eko::files {

QString colourId(PlayerIndex player) { return QString::fromLatin1(playerColourName(player)); }

QStringList colourIds(int players)
{
    QStringList ids;
    for (PlayerIndex p = 0; p < players && p < kMaxPlayers; ++p)
        ids.append(colourId(p));
    return ids;
}

std::optional<PlayerIndex> colourFromId(const QString &id, int players)
{
    const qsizetype p = colourIds(players).indexOf(id);
    if (p < 0)
        return std::nullopt;
    return static_cast<PlayerIndex>(p);
}

QString phaseId(Phase phase)
{
    switch (phase) {
    case Phase::EmperorSwap: return QStringLiteral("swap");
    case Phase::FirstAction: return QStringLiteral("action");
    case Phase::AfterAction: return QStringLiteral("after-action");
    case Phase::SecondAction: return QStringLiteral("second-action");
    case Phase::Reinforcement: return QStringLiteral("reinforcement");
    case Phase::GameOver: return QStringLiteral("game-over");
    }
    return QStringLiteral("unknown");
}

QStringList scenarioPhaseIds() { return {phaseId(Phase::EmperorSwap), phaseId(Phase::FirstAction)}; }

std::optional<Phase> scenarioPhaseFromId(const QString &id)
{
    for (Phase p : {Phase::EmperorSwap, Phase::FirstAction})
        if (id == phaseId(p))
            return p;
    return std::nullopt;
}

QString resultKindId(ResultKind kind)
{
    switch (kind) {
    case ResultKind::None: return QStringLiteral("none");
    case ResultKind::PointsVictory: return QStringLiteral("points");
    case ResultKind::EliminationVictory: return QStringLiteral("elimination");
    case ResultKind::DrawNoDiscs: return QStringLiteral("draw-no-discs");
    case ResultKind::DrawNoProgress: return QStringLiteral("draw-no-progress");
    }
    return QStringLiteral("unknown");
}

QStringList resultKindIds()
{
    return {resultKindId(ResultKind::PointsVictory), resultKindId(ResultKind::EliminationVictory),
            resultKindId(ResultKind::DrawNoDiscs), resultKindId(ResultKind::DrawNoProgress)};
}

std::optional<ResultKind> resultKindFromId(const QString &id)
{
    for (ResultKind k : {ResultKind::PointsVictory, ResultKind::EliminationVictory, ResultKind::DrawNoDiscs,
                         ResultKind::DrawNoProgress})
        if (id == resultKindId(k))
            return k;
    return std::nullopt;
}

} // namespace eko::files
