// Opening the file named on the command line (see file_argument.h).
#include "desktop/file_argument.h"

#include "dialogs/new_game_dialog.h"
#include "files/game_file.h"
#include "files/json_document.h"
#include "window/main_window.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

namespace eko::desktop {

bool isScenarioFile(const QString &fileName)
{
    QFile file(fileName);
    if (file.open(QIODevice::ReadOnly)) {
        const files::FileKind kind = files::fileKind(file.read(files::kMaxFileBytes));
        if (kind != files::FileKind::Unknown)
            return kind == files::FileKind::Scenario;
    }
    return QFileInfo(fileName).suffix().compare(QLatin1String("ekoscn"), Qt::CaseInsensitive) == 0;
}

bool openFileArgument(ui::MainWindow &window, const QString &fileName)
{
    if (!isScenarioFile(fileName))
        return window.openFile(fileName);
    // The dialog shows the scenario's problems, if any, and lets the player name the players.
    ui::NewGameDialog dialog(&window);
    dialog.setScenarioFile(fileName);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    std::optional<Game> game = dialog.game();
    if (!game)
        return false;
    window.startGame(std::move(*game));
    return true;
}

bool openInNewProgram(const QString &fileName)
{
    return QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                   {QFileInfo(fileName).absoluteFilePath()});
}

} // namespace eko::desktop
