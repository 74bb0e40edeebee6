// Loading and saving scenario files.
#include "files/scenario_file.h"

#include "files/file_io.h"

#include <QCoreApplication>

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
            QStringList lines;
            for (const FileProblem &p : problems)
                lines.append(p.toString());
            //: %1: the problems found, one per line.
            *error = QCoreApplication::translate("eko::files", "this scenario cannot be saved:\n%1")
                         .arg(lines.join(QLatin1Char('\n')));
        }
        return false;
    }
    return writeFileAtomically(fileName, data, error);
}

} // namespace eko::files
