// The answers of the Ask menu (blind mode), as whole translated sentences a screen reader reads:
// a player's stacks, the stacks next to a space, what a stack can do, the score and reserves, the
// last actions, where the Emperors are. Pure functions of a position (or a game).
#pragma once

#include "core/game.h"
#include "core/position.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace eko::ui {

class SpokenAnswers {
    Q_DECLARE_TR_FUNCTIONS(eko::ui::SpokenAnswers)
public:
    // `labels[p]`: player p as shown to people ("Blue (Bo)").
    static QString stacksOf(const Position &pos, PlayerIndex player, const QStringList &labels);
    static QString stacksNextTo(const Position &pos, SpaceIndex space, const QStringList &labels);
    static QString actionsFrom(const Position &pos, SpaceIndex space);
    static QString scoreAndReserves(const Position &pos, const QStringList &labels);
    // The last `count` of the first `shown` actions of `game`, oldest first.
    static QString lastActions(const Game &game, int shown, int count);
    static QString emperors(const Position &pos, const QStringList &labels);
    // Every space on the board and a stack on it: "c4, 3 discs with the Emperor".
    static QString stackOn(const Position &pos, SpaceIndex space);
};

} // namespace eko::ui
