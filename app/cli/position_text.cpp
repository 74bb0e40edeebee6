// Plain-English descriptions of positions for eko-cli (see position_text.h).
#include "cli/position_text.h"

#include "core/rejection.h"

#include <QStringList>

namespace eko::cli {

QString colourName(PlayerIndex p) { return QString::fromLatin1(playerColourName(p)); }

QString phaseName(Phase phase)
{
    switch (phase) {
    case Phase::EmperorSwap: return QStringLiteral("Emperor swap");
    case Phase::FirstAction: return QStringLiteral("first action");
    case Phase::AfterAction: return QStringLiteral("after the action: forced march or reinforcement");
    case Phase::SecondAction: return QStringLiteral("second action (after a forced march)");
    case Phase::Reinforcement: return QStringLiteral("reinforcement");
    case Phase::GameOver: return QStringLiteral("game over");
    }
    return QStringLiteral("unknown phase");
}

QString resultText(const Result &result)
{
    switch (result.kind) {
    case ResultKind::None: return {};
    case ResultKind::PointsVictory: return colourName(result.winner) + QStringLiteral(" wins by points");
    case ResultKind::EliminationVictory: return colourName(result.winner) + QStringLiteral(" wins by elimination");
    case ResultKind::DrawNoDiscs: return QStringLiteral("draw: no discs left on the board");
    case ResultKind::DrawNoProgress: return QStringLiteral("draw for lack of progress (no attack, construction or forced march)");
    }
    return QStringLiteral("unknown result");
}

QString situation(const Position &pos)
{
    if (pos.gameOver())
        return QStringLiteral("game over, ") + resultText(pos.result());
    return colourName(pos.toMove()) + QStringLiteral(" to move, ") + phaseName(pos.phase());
}

QString actionLine(const Game &game, int k)
{
    return QStringLiteral("%1. %2 (%3): %4")
        .arg(k + 1)
        .arg(colourName(game.actorOf(k)), phaseName(game.positionAt(k).phase()), QString::fromStdString(game.notation(k)));
}

QString playersTable(const Position &pos)
{
    const QStringList header{QStringLiteral("player"), QStringLiteral("VP"), QStringLiteral("palace"),
                             QStringLiteral("on board"), QStringLiteral("reserve"), QStringLiteral("supply V/T/C"),
                             QStringLiteral("captives"), QStringLiteral("removed")};
    QList<QStringList> rows{header};
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p) {
        const PlayerState &ps = pos.player(p);
        QStringList captives;
        for (PlayerIndex q = 0; q < pos.playerCount(); ++q)
            if (ps.captives & (1u << q))
                captives << colourName(q) + QStringLiteral(" Emperor");
        QString who = colourName(p);
        if (!pos.gameOver() && p == pos.toMove())
            who += QStringLiteral(" (to move)");
        else if (pos.isOut(p) && pos.phase() != Phase::EmperorSwap)
            who += QStringLiteral(" (out)");
        rows << QStringList{who,
                            QString::number(pos.victoryPoints(p)),
                            pos.hasPalace(p) ? QStringLiteral("yes") : QStringLiteral("no"),
                            QString::number(pos.discsOnBoard(p)),
                            QString::number(ps.reserve) + (ps.emperorInReserve ? QStringLiteral(" + Emperor") : QString()),
                            QStringLiteral("%1/%2/%3").arg(ps.supply[0]).arg(ps.supply[1]).arg(ps.supply[2]),
                            captives.isEmpty() ? QStringLiteral("-") : captives.join(QStringLiteral(", ")),
                            QString::number(ps.removed)};
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row[c].size());
    QString text;
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += row[c].leftJustified(widths[c] + 2);
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        text += QStringLiteral("  ") + line + QLatin1Char('\n');
    }
    return text;
}

} // namespace eko::cli
