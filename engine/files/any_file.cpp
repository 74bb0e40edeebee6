// Reading a file of either kind (see any_file.h).
#include "files/any_file.h"

#include "files/file_io.h"
#include "files/game_tree_file.h"
#include "files/json_document.h"

#include <QCoreApplication>

namespace eko::files {

AnyFile anyFileFromJson(const QByteArray &data, FileProblems &problems)
{
    AnyFile file;
    const std::optional<QJsonObject> object = parseJsonObject(data, problems);
    if (!object)
        return file;
    file.kind = fileKind(*object);
    switch (file.kind) {
    case FileKind::Game:
        // Read as a tree, so that a broken branch or note is a problem too; the game is its main line.
        if (const std::optional<GameTree> tree = gameTreeFromObject(*object, problems))
            file.game = tree->gameTo(tree->mainLine().back());
        break;
    case FileKind::Scenario: file.scenario = scenarioFromObject(*object, QString(), problems); break;
    case FileKind::Unknown:
        //: %1, %2: the format names written in files; keep them as they are.
        problems.append({QStringLiteral("format"),
                         QCoreApplication::translate("eko::files",
                                                     "must be \"%1\" (a saved game) or \"%2\" (a scenario)")
                             .arg(QLatin1String(kGameFormat), QLatin1String(kScenarioFormat))});
        break;
    }
    return file;
}

AnyFile loadAnyFile(const QString &fileName, FileProblems &problems)
{
    const std::optional<QByteArray> data = readFileBytes(fileName, problems);
    return data ? anyFileFromJson(*data, problems) : AnyFile{};
}

} // namespace eko::files
