// Translated words for goals (core/goal.h): the kinds' names and why a goal cannot be played, as
// whole sentences that name the field of the editor's Goal panel (translation context "eko::text::GoalText").
#pragma once

#include "core/goal.h"

#include <QCoreApplication>
#include <QString>

namespace eko::text {

class GoalText {
    Q_DECLARE_TR_FUNCTIONS(eko::text::GoalText)
};

// "Win", "Win by points", "Capture an Emperor", … as a choice in a list.
QString goalKindTitle(GoalKind kind);
// Why `goal` cannot be played, one sentence naming the field.
QString explainGoalProblem(const GoalProblem &problem, const Goal &goal);

} // namespace eko::text
