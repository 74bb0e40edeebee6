// The standard scenarios compiled into the program (:/scenarios), copied to a folder of the user's
// data so that a file dialog can show them (and people can read them as examples).
#pragma once

#include <QString>

namespace eko::ui {

// The folder holding a copy of every compiled-in scenario, brought up to date (files missing or
// different are written again, atomically); empty when it cannot be written.
QString standardScenariosFolder();

} // namespace eko::ui
