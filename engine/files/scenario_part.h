// The scenario part of a game file, written and checked once per scenario: it never changes during
// a game, and the autosave writes the whole game after every action.
#pragma once

#include "core/scenario.h"

#include <QByteArray>
#include <QStringList>
#include <memory>

namespace eko::files {

struct ScenarioPart {
    QByteArray text;      // the "scenario" member's value as the readable writer writes it
    QStringList problems; // why the reader would refuse it (empty: it loads)
};

// The part for `scenario`: the last one asked for is kept and given again while the scenario is
// the same. Safe to call from several threads.
std::shared_ptr<const ScenarioPart> scenarioPart(const Scenario &scenario);

} // namespace eko::files
