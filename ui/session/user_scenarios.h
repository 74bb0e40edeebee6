// The scenarios a player has: those saved in their own scenario folder and the scenario files they
// opened recently, each with its name and description in the interface language.
#pragma once

#include "core/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace eko::ui {

// <app data>/scenarios, created when asked for (the scenario editor's Save As starts there); empty when
// it cannot be created.
QString userScenarioFolder();

// The interface language in use ("en", "ko", "pt", "zh_CN"), from the default locale that the
// language switcher sets.
QString interfaceLanguage();

// Recently opened or saved scenario files (settings key "scenarios/recent"), newest first, absolute
// paths; files that no longer exist are left out.
inline constexpr int kRecentScenarioMaximum = 8;
QStringList recentScenarioFiles();
// Puts the file first, dropping the oldest beyond kRecentScenarioMaximum.
void addRecentScenarioFile(const QString &fileName);
void removeRecentScenarioFile(const QString &fileName);

struct UserScenario {
    QString fileName;    // absolute path
    QString name;        // in the interface language (the file's base name when the scenario has no name)
    QString description; // in the interface language; may be empty
    int players = 0;
    int spaces = 0;
    bool saved = false;  // in userScenarioFolder() (else: opened recently from elsewhere)
};

// The name a player sees for a scenario in `language`: its translation, else its default name, else
// the file's base name; a standard scenario is called by the program's own (translated) name.
QString scenarioDisplayName(const Scenario &scenario, const QString &fileName, const QString &language);

// The scenarios saved in userScenarioFolder() (by name), then the recent ones kept elsewhere (newest
// first); files that cannot be played (unreadable, broken, with problems) and copies of the standard
// scenarios are left out.
QList<UserScenario> userScenarios(const QString &language = interfaceLanguage());

} // namespace eko::ui
