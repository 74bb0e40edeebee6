// What happened in one action, told as whole translated sentences (the replay's move list, tool tips
// and `eko-cli show --record`), and the notation with its English keywords in the interface language.
#pragma once

#include "core/action.h"
#include "core/game.h"
#include "core/position.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace eko::text {

// The translation context of every text in this file.
class ActionSentence {
    Q_DECLARE_TR_FUNCTIONS(eko::text::ActionSentence)
};

// The full sentence of `action`, taken in `before` and leading to `after`, with a final period:
// "Blue attacks d5 from c4 and captures Red's Emperor (Blue 9 VP)." Players are shown as
// playerLabel(seat, names[seat]) ("Blue (Bo)", or "Blue" without a name; `names` may be short or
// empty). The VP of every player whose VP changed follow in parentheses; an Emperor exchange, a
// player going out and the end of the game follow as further sentences.
QString actionSentence(const Position &before, const Action &action, const Position &after,
                       const QStringList &names = {});
// The sentence of action k (0-based) of a game, with the game's player names.
QString actionSentence(const Game &game, int k);

// The notation of `action` for display, its keywords (swap, noswap, march, end, pass) in the
// interface language: "c4xd5", "강행군", "troca c4 e5". Files keep toNotation().
QString displayNotation(const Action &action, const Board &board);

} // namespace eko::text
