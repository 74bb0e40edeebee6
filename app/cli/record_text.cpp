// Record text from the engine's turn numbers and translated sentences.
#include "cli/record_text.h"

#include "core/game_summary.h"
#include "text/action_sentence.h"
#include "text/explain.h"

namespace eko::cli {

QString recordText(const Game &game, int count)
{
    QStringList names;
    for (const std::string &name : game.playerNames())
        names << QString::fromStdString(name);
    const std::vector<int> turns = turnNumbers(game);
    const Board &board = *game.scenario().board;
    QString out;
    for (int k = 0; k < count;) {
        // One group: the Emperor swap, or one turn.
        int end = k;
        QStringList notations;
        QStringList sentences;
        while (end < count && turns[end] == turns[k]) {
            notations << text::displayNotation(game.actions()[end], board);
            sentences << QStringLiteral("  ") + text::actionSentence(game, end);
            ++end;
        }
        const QString heading = turns[k] == 0
            ? text::phaseName(Phase::EmperorSwap)
            : QStringLiteral("%1. %2").arg(QString::number(turns[k]),
                                           text::playerLabel(game.actorOf(k), names.value(game.actorOf(k))));
        out += QStringLiteral("%1: %2\n").arg(heading, notations.join(QStringLiteral(", ")));
        out += sentences.join(QLatin1Char('\n')) + QLatin1Char('\n');
        k = end;
    }
    return out;
}

} // namespace eko::cli
