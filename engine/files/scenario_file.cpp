// Loading and saving scenario files.
#include "files/scenario_file.h"

#include "files/file_io.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace eko::files {

std::optional<Scenario> loadScenario(const QString &fileName, FileProblems &problems)
{
    const auto data = readFileBytes(fileName, problems);
    if (!data)
        return std::nullopt;
    return scenarioFromJson(*data, problems);
}

bool saveScenario(const Scenario &scenario, const QString &fileName, QString *error)
{
    const QByteArray data = scenarioToJson(scenario);
    // Never write a file that could not be read back (e.g. a position in the middle of a turn).
    FileProblems problems;
    if (!scenarioFromJson(data, problems)) {
        if (error) {
            //: Saving refused before writing; %1 the file name, %2 the problems the file would be
            //: refused for when read back, joined by "; ".
            *error = QCoreApplication::translate("eko::files", "Cannot save “%1”, as it would not load again: %2.")
                         .arg(QFileInfo(fileName).fileName(), toStringList(problems).join(QStringLiteral("; ")));
        }
        return false;
    }
    return writeFileAtomically(fileName, data, error);
}

} // namespace eko::files
