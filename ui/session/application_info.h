// The program's identity (organization, name, version) that settings and the autosave folder use.
#pragma once

#include <QString>

namespace eko::ui {

inline constexpr char kOrganizationName[] = "Eko";
inline constexpr char kApplicationName[] = "eko";
// The autosave file inside QStandardPaths::AppDataLocation.
inline constexpr char kAutosaveFileName[] = "autosave.eko";

// Sets organization, application and display names on the running QCoreApplication.
void setApplicationIdentity(const QString &version);

} // namespace eko::ui
