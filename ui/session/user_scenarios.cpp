// The player's scenarios: their folder, the recent list, and the names shown for them.
#include "session/user_scenarios.h"

#include "files/scenario_file.h"
#include "session/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>

namespace eko::ui {

namespace {

const QString kRecentKey = QStringLiteral("scenarios/recent");

// The bytes of the standard scenarios compiled in (:/scenarios), to know copies of them.
const QSet<QByteArray> &standardScenarioBytes()
{
    static const QSet<QByteArray> bytes = [] {
        QSet<QByteArray> all;
        QDirIterator it(QStringLiteral(":/scenarios"), {QStringLiteral("*.ekoscn")}, QDir::Files);
        while (it.hasNext()) {
            QFile file(it.next());
            if (file.open(QIODevice::ReadOnly))
                all.insert(file.readAll());
        }
        return all;
    }();
    return bytes;
}

bool isStandardScenario(const Scenario &sc)
{
    if (sc.players < kMinPlayers || sc.players > kMaxPlayers || sc.position || !sc.board)
        return false;
    const Scenario standard = standardScenario(sc.players);
    return sc.name == standard.name && !hasScenarioTexts(sc) && sc.settings == standard.settings
           && *sc.board == *standard.board;
}

// The scenario in a file, when it can be played.
std::optional<UserScenario> readUserScenario(const QString &fileName, const QString &language, bool saved)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly) || file.size() > 32 * 1024 * 1024)
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    if (saved && standardScenarioBytes().contains(bytes))
        return std::nullopt; // a copy an older version of the program put there
    files::FileProblems problems;
    const std::optional<Scenario> sc = files::scenarioFromJson(bytes, problems);
    if (!sc || !scenarioProblems(*sc).empty())
        return std::nullopt;
    UserScenario out;
    out.fileName = QFileInfo(fileName).absoluteFilePath();
    out.name = scenarioDisplayName(*sc, fileName, language);
    out.description = QString::fromStdString(scenarioDescription(*sc, language.toStdString()));
    out.players = sc->players;
    out.spaces = sc->board->spaceCount();
    out.saved = saved;
    return out;
}

void storeRecent(const QStringList &files) { QSettings().setValue(kRecentKey, files); }

} // namespace

QString userScenarioFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (data.isEmpty())
        return {};
    const QString folder = QDir(data).filePath(QStringLiteral("scenarios"));
    return QDir().mkpath(folder) ? folder : QString();
}

QString interfaceLanguage() { return languageForLocale(QLocale()); }

QStringList recentScenarioFiles()
{
    QStringList existing;
    for (const QString &f : QSettings().value(kRecentKey).toStringList())
        if (QFileInfo(f).isFile())
            existing.append(f);
    return existing;
}

void addRecentScenarioFile(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList list = QSettings().value(kRecentKey).toStringList();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kRecentScenarioMaximum)
        list.removeLast();
    storeRecent(list);
}

void removeRecentScenarioFile(const QString &fileName)
{
    QStringList list = QSettings().value(kRecentKey).toStringList();
    list.removeAll(QFileInfo(fileName).absoluteFilePath());
    storeRecent(list);
}

QString scenarioDisplayName(const Scenario &scenario, const QString &fileName, const QString &language)
{
    if (isStandardScenario(scenario))
        //: The name of a standard scenario; %n is its number of players.
        return QCoreApplication::translate("eko::ui::UserScenarios", "Standard board for %n player(s)", nullptr,
                                           scenario.players);
    const QString name = QString::fromStdString(eko::scenarioName(scenario, language.toStdString())).trimmed();
    return name.isEmpty() ? QFileInfo(fileName).completeBaseName() : name;
}

QList<UserScenario> userScenarios(const QString &language)
{
    QList<UserScenario> saved;
    const QString folder = userScenarioFolder();
    QSet<QString> listed;
    if (!folder.isEmpty()) {
        QDirIterator it(folder, {QStringLiteral("*.ekoscn")}, QDir::Files);
        while (it.hasNext())
            if (auto sc = readUserScenario(it.next(), language, true)) {
                listed.insert(sc->fileName);
                saved.append(*sc);
            }
        std::sort(saved.begin(), saved.end(), [](const UserScenario &a, const UserScenario &b) {
            const int byName = QString::localeAwareCompare(a.name, b.name);
            return byName != 0 ? byName < 0 : a.fileName < b.fileName;
        });
    }
    QList<UserScenario> out = saved;
    for (const QString &file : recentScenarioFiles())
        if (!listed.contains(QFileInfo(file).absoluteFilePath()))
            if (auto sc = readUserScenario(file, language, false))
                out.append(*sc);
    return out;
}

} // namespace eko::ui
