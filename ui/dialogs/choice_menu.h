// The menu that asks which of several actions one click meant: each entry in words (a construction
// as "Tower — 2 discs, 2 VP"), its notation on the right, and the whole description as its tool tip.
#pragma once

#include "core/action.h"
#include "core/position.h"

#include <QList>
#include <QMenu>

namespace eko::ui {

// The entry for `action`, one of `options` offered in `before`: a construction names the building,
// its cost and its VP (and the paying stack when another option builds the same on the same site);
// any other action is described in words.
QString choiceText(const Action &action, const QList<Action> &options, const Position &before);

class ChoiceMenu : public QMenu {
    Q_OBJECT
public:
    ChoiceMenu(const QList<Action> &options, const Position &before, QWidget *parent = nullptr);

    // Opens at `at` (global) and returns the index of the chosen option, -1 when none was chosen.
    int choose(QPoint at);
};

} // namespace eko::ui
