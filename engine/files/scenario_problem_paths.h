// Gives each problem eko::scenarioProblems() reports (a code, no location) the JSON path
// of the field it is about, so that a reader of a broken file knows where to look.
#pragma once

#include "core/board.h"
#include "core/scenario_problem.h"

#include <QHash>
#include <QString>

namespace eko::files {

// Where the parts of a scenario were found in its file.
struct ScenarioPaths {
    QString root; // the scenario object ("" for a scenario file, "scenario" in a game)
    bool hasPosition = false;
    QHash<SpaceIndex, QString> stacks;    // space -> "position.stacks[3]"
    QHash<SpaceIndex, QString> buildings; // space -> "position.buildings[0]"
};

// The most precise path for one problem; the scenario (or its position) when nothing better fits.
QString pathOfScenarioProblem(const ScenarioProblem &problem, const ScenarioPaths &paths);

} // namespace eko::files
