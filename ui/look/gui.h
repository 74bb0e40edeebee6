// Whether a GUI application runs: the models also run under a plain QCoreApplication (tests,
// tools), where there is no application palette to take colours from.
#pragma once

#include <QCoreApplication>
#include <QGuiApplication>

namespace eko::ui {

inline bool haveGui() { return qobject_cast<QGuiApplication *>(QCoreApplication::instance()) != nullptr; }

} // namespace eko::ui
