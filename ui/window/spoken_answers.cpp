// The Ask menu's answers: sentences built from the engine's words (text/explain.h).
#include "window/spoken_answers.h"

#include "core/rules.h"
#include "text/action_sentence.h"
#include "text/explain.h"

#include <algorithm>
#include <tuple>
#include <vector>

namespace eko::ui {

namespace {

QString label(const QStringList &labels, PlayerIndex p)
{
    return p >= 0 && p < labels.size() ? labels[p] : text::colourTitle(p);
}

QString listed(const QStringList &items)
{
    //: Between the items of a list read to a screen reader ("c4, 3 discs; d5, 2 discs").
    return items.join(SpokenAnswers::tr("; "));
}

} // namespace

QString SpokenAnswers::stackOn(const Position &pos, SpaceIndex space)
{
    const Stack &stack = pos.stack(space);
    const QString where = text::spaceName(pos.board(), space);
    if (stack.emperor)
        //: A stack read to a screen reader: %1 its space (c4), %2 its discs ("3 discs").
        return tr("%1, %2 with the Emperor").arg(where, text::discCount(stack.size));
    //: A stack read to a screen reader: %1 its space (c4), %2 its discs ("3 discs").
    return tr("%1, %2").arg(where, text::discCount(stack.size));
}

QString SpokenAnswers::stacksOf(const Position &pos, PlayerIndex player, const QStringList &labels)
{
    if (player < 0 || player >= pos.playerCount())
        return {};
    QStringList items;
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
        if (pos.stack(s).owner == player)
            items << stackOn(pos, s);
    if (items.isEmpty())
        //: Answer to "read my stacks": %1 the player ("Blue (Bo)").
        return tr("%1 has no stack on the board.").arg(label(labels, player));
    //: Answer to "read my stacks": %1 the player ("Blue (Bo)"), %n how many stacks, %2 the list.
    return tr("%1 has %n stack(s): %2.", "", int(items.size())).arg(label(labels, player), listed(items));
}

QString SpokenAnswers::stacksNextTo(const Position &pos, SpaceIndex space, const QStringList &labels)
{
    if (space < 0 || space >= pos.board().spaceCount())
        //: Answer of a command about the board's cursor when the cursor is on no space.
        return tr("Put the board's cursor on a space first (the arrow keys on the board).");
    QStringList items;
    for (SpaceIndex n : pos.board().neighbours(space)) {
        const Stack &stack = pos.stack(n);
        if (!stack.empty())
            //: A neighbouring stack read to a screen reader: %1 the player, %2 the stack ("d5, 2 discs").
            items << tr("%1: %2").arg(label(labels, stack.owner), stackOn(pos, n));
    }
    const QString where = text::spaceName(pos.board(), space);
    if (items.isEmpty())
        //: Answer to "read the stacks next to a space": %1 the space (c4).
        return tr("No stack next to %1.").arg(where);
    //: Answer to "read the stacks next to a space": %1 the space (c4), %2 the list of stacks.
    return tr("Next to %1: %2.").arg(where, listed(items));
}

QString SpokenAnswers::actionsFrom(const Position &pos, SpaceIndex space)
{
    if (space < 0 || space >= pos.board().spaceCount())
        return tr("Put the board's cursor on a space first (the arrow keys on the board).");
    std::vector<Action> actions, part;
    rules::legalReinforcementsOf(pos, space, part); // each query clears its list first
    actions.insert(actions.end(), part.begin(), part.end());
    rules::legalActionsFrom(pos, space, part);
    actions.insert(actions.end(), part.begin(), part.end());
    rules::legalConstructionsOn(pos, space, part);
    actions.insert(actions.end(), part.begin(), part.end());
    std::sort(actions.begin(), actions.end(), [](const Action &a, const Action &b) {
        return std::tie(a.kind, a.to, a.from, a.building, a.count) < std::tie(b.kind, b.to, b.from, b.building, b.count);
    });
    actions.erase(std::unique(actions.begin(), actions.end()), actions.end());
    const QString where = text::spaceName(pos.board(), space);
    if (actions.empty())
        //: Answer to "what can this stack do": %1 the space (c4).
        return tr("No legal action from %1.").arg(where);
    QStringList items;
    for (const Action &a : actions)
        items << text::actionDescription(a, pos);
    //: Answer to "what can this stack do": %1 the space (c4), %n how many actions, %2 the list.
    return tr("%n legal action(s) from %1: %2.", "", int(items.size())).arg(where, listed(items));
}

QString SpokenAnswers::scoreAndReserves(const Position &pos, const QStringList &labels)
{
    QStringList items;
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p) {
        const PlayerState &state = pos.player(p);
        const QString reserve = state.emperorInReserve
            //: The reserve read to a screen reader: %1 its discs ("5 discs").
            ? tr("%1 and the Emperor in reserve").arg(text::discCount(state.reserve))
            //: The reserve read to a screen reader: %1 its discs ("5 discs").
            : tr("%1 in reserve").arg(text::discCount(state.reserve));
        //: Answer to "read the score and reserves", one player: %1 the player, %2 the VP, %3 the reserve.
        items << tr("%1 %2 VP, %3").arg(label(labels, p)).arg(pos.victoryPoints(p)).arg(reserve);
    }
    //: Answer to "read the score and reserves": %1 the list of players; %2 the VP needed to win.
    return tr("%1. %2 VP and a palace win.").arg(listed(items)).arg(pos.settings().victoryPoints);
}

QString SpokenAnswers::lastActions(const Game &game, int shown, int count)
{
    shown = std::clamp(shown, 0, game.actionCount());
    if (shown == 0)
        //: Answer to "read the last actions" before the first action.
        return tr("No action played yet.");
    const int from = std::max(0, shown - count);
    QStringList items;
    for (int k = from; k < shown; ++k)
        //: One of the last actions read to a screen reader: %1 its number, %2 its sentence.
        items << tr("%1: %2").arg(k + 1).arg(text::actionSentence(game, k));
    return items.join(QLatin1Char(' '));
}

QString SpokenAnswers::emperors(const Position &pos, const QStringList &labels)
{
    QStringList items;
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p) {
        const SpaceIndex space = pos.emperorSpace(p);
        const PlayerIndex captor = pos.emperorCaptor(p);
        if (space != kNoSpace)
            //: Answer to "where are the Emperors": %1 the player, %2 the space (c4).
            items << tr("%1's Emperor is on %2").arg(label(labels, p), text::spaceName(pos.board(), space));
        else if (captor != kNoPlayer)
            //: Answer to "where are the Emperors": %1 the player, %2 the player holding it captive.
            items << tr("%1's Emperor is the captive of %2").arg(label(labels, p), label(labels, captor));
        else if (pos.player(p).emperorInReserve)
            //: Answer to "where are the Emperors": %1 the player.
            items << tr("%1's Emperor is in reserve").arg(label(labels, p));
        else
            //: Answer to "where are the Emperors": %1 the player (whose Emperor is out of the game).
            items << tr("%1's Emperor is out of the game").arg(label(labels, p));
    }
    return listed(items) + QLatin1Char('.');
}

} // namespace eko::ui
