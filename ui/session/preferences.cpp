// QSettings keys and defaults for every preference.
#include "session/preferences.h"

#include "core/rules_settings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QtGlobal>
#include <QStandardPaths>

namespace eko::ui::preferences {

namespace {
const QString kLanguage = QStringLiteral("interface/language");
const QString kHandOver = QStringLiteral("interface/handOverScreen");
const QString kBlindMode = QStringLiteral("interface/blindMode");
const QString kSpaceNames = QStringLiteral("interface/spaceNames");
const QString kWelcomeShown = QStringLiteral("interface/welcomeShown");
const QString kSolvedLessons = QStringLiteral("learn/solved");
const QString kLastFolder = QStringLiteral("files/lastFolder");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kPlayers = QStringLiteral("newGame/players");
const QString kNames = QStringLiteral("newGame/names");
} // namespace

QString language() { return QSettings().value(kLanguage).toString(); }
void setLanguage(const QString &code) { QSettings().setValue(kLanguage, code); }

bool handOverScreen() { return QSettings().value(kHandOver, false).toBool(); }
void setHandOverScreen(bool on) { QSettings().setValue(kHandOver, on); }

bool blindMode() { return QSettings().value(kBlindMode, false).toBool(); }
void setBlindMode(bool on) { QSettings().setValue(kBlindMode, on); }

bool welcomeShown() { return QSettings().value(kWelcomeShown, false).toBool(); }
void setWelcomeShown(bool shown) { QSettings().setValue(kWelcomeShown, shown); }

QStringList solvedLessons() { return QSettings().value(kSolvedLessons).toStringList(); }
void setLessonSolved(const QString &id)
{
    QStringList solved = solvedLessons();
    if (solved.contains(id))
        return;
    solved.append(id);
    QSettings().setValue(kSolvedLessons, solved);
}

bool spaceNamesVisible() { return QSettings().value(kSpaceNames, false).toBool(); }
void setSpaceNamesVisible(bool on) { QSettings().setValue(kSpaceNames, on); }

QString documentsFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return documents;
    return QDir::homePath();
}

QString lastFolder()
{
    const QString folder = QSettings().value(kLastFolder).toString();
    if (!folder.isEmpty() && QFileInfo(folder).isDir())
        return folder;
    return documentsFolder();
}

bool hasLastFolder()
{
    const QString folder = QSettings().value(kLastFolder).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir();
}

void setLastFolderFromFile(const QString &fileName)
{
    QSettings().setValue(kLastFolder, QFileInfo(fileName).absolutePath());
}

QByteArray windowGeometry() { return QSettings().value(kGeometry).toByteArray(); }
void setWindowGeometry(const QByteArray &geometry) { QSettings().setValue(kGeometry, geometry); }
QByteArray windowState() { return QSettings().value(kState).toByteArray(); }
void setWindowState(const QByteArray &state) { QSettings().setValue(kState, state); }

int newGamePlayers()
{
    const int n = QSettings().value(kPlayers, kDefaultPlayers).toInt();
    return n >= kMinPlayers && n <= kMaxPlayers ? n : kDefaultPlayers;
}
void setNewGamePlayers(int players) { QSettings().setValue(kPlayers, players); }
QStringList newGameNames() { return QSettings().value(kNames).toStringList(); }
void setNewGameNames(const QStringList &names) { QSettings().setValue(kNames, names); }

QList<int> newGameLevels()
{
    QList<int> levels;
    for (const QVariant &v : QSettings().value(QStringLiteral("newGame/levels")).toList())
        levels.append(qBound(0, v.toInt(), 6));
    return levels;
}
void setNewGameLevels(const QList<int> &levels)
{
    QVariantList list;
    for (int level : levels)
        list.append(level);
    QSettings().setValue(QStringLiteral("newGame/levels"), list);
}

bool teachingGame() { return QSettings().value(QStringLiteral("newGame/teaching"), false).toBool(); }
void setTeachingGame(bool on) { QSettings().setValue(QStringLiteral("newGame/teaching"), on); }

NewScenarioChoices newScenarioChoices()
{
    const QSettings settings;
    NewScenarioChoices c;
    const int players = settings.value(QStringLiteral("newScenario/players"), c.players).toInt();
    c.players = players >= kMinPlayers && players <= kMaxPlayers ? players : kDefaultPlayers;
    const int start = settings.value(QStringLiteral("newScenario/start"), 0).toInt();
    c.start = start == NewScenarioChoices::RandomBoard  ? NewScenarioChoices::RandomBoard
              : start == NewScenarioChoices::BlankBoard ? NewScenarioChoices::BlankBoard
                                                        : NewScenarioChoices::StandardBoard;
    c.symmetric = settings.value(QStringLiteral("newScenario/symmetric"), false).toBool();
    c.rings = qBound(1, settings.value(QStringLiteral("newScenario/rings"), c.rings).toInt(), kMaxBlankBoardRings);
    c.exact = settings.value(QStringLiteral("newScenario/exact"), false).toBool();
    return c;
}

void setNewScenarioChoices(const NewScenarioChoices &c)
{
    QSettings settings;
    settings.setValue(QStringLiteral("newScenario/players"), c.players);
    settings.setValue(QStringLiteral("newScenario/start"), static_cast<int>(c.start));
    settings.setValue(QStringLiteral("newScenario/symmetric"), c.symmetric);
    settings.setValue(QStringLiteral("newScenario/rings"), c.rings);
    settings.setValue(QStringLiteral("newScenario/exact"), c.exact);
}

int computerPause()
{
    const int ms = QSettings().value(QStringLiteral("view/computerPause"), kDefaultComputerPause).toInt();
    return ms >= 0 && ms <= 10000 ? ms : kDefaultComputerPause;
}
void setComputerPause(int milliseconds) { QSettings().setValue(QStringLiteral("view/computerPause"), milliseconds); }

ai::ThinkingTime thinkingTime(int level)
{
    const int t = QSettings().value(QStringLiteral("computer/thinkingTime%1").arg(level), 1).toInt();
    return t >= 0 && t < ai::kThinkingTimeCount ? static_cast<ai::ThinkingTime>(t) : ai::ThinkingTime::Usual;
}
void setThinkingTime(int level, ai::ThinkingTime time)
{
    QSettings().setValue(QStringLiteral("computer/thinkingTime%1").arg(level), static_cast<int>(time));
}

double replaySpeed()
{
    const double speed = QSettings().value(QStringLiteral("view/replaySpeed"), kDefaultReplaySpeed).toDouble();
    for (double allowed : kReplaySpeeds)
        if (qFuzzyCompare(speed, allowed))
            return allowed;
    return kDefaultReplaySpeed;
}
void setReplaySpeed(double actionsPerSecond) { QSettings().setValue(QStringLiteral("view/replaySpeed"), actionsPerSecond); }

} // namespace eko::ui::preferences
