// Game document: file dialogs, messages and the autosave hooks.
#include "window/game_document.h"

#include "session/autosave.h"
#include "session/recent_files.h"
#include "session/preferences.h"
#include "files/game_file.h"
#include "model/game_model.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <cstdio>

namespace eko::ui {

namespace {
// Problems listed in the message box itself; all of them are in its details.
constexpr int kProblemsShown = 12;
} // namespace

GameDocument::GameDocument(GameModel *model, RecentFiles *recent, QWidget *window)
    : QObject(window)
    , m_model(model)
    , m_recent(recent)
    , m_window(window)
{
    // Every change of the actions in effect (played, undone, redone) is autosaved at once.
    connect(m_model, &GameModel::actionsChanged, this, &GameDocument::writeAutosave);
}

QString GameDocument::displayName() const
{
    if (m_fileName.isEmpty())
        //: Window title of a game not saved to a file yet.
        return tr("New game");
    return QFileInfo(m_fileName).fileName();
}

void GameDocument::start(Game game, const QString &fileName, bool modified)
{
    setFileName(fileName);
    m_fileInfo = {};
    m_model->setGame(std::move(game)); // autosaved through actionsChanged
    m_model->setModified(modified);
}

bool GameDocument::open(const QString &fileName)
{
    files::FileProblems problems;
    files::GameFileInfo info;
    std::optional<Game> game = files::loadGame(fileName, problems, &info);
    if (!game) {
        if (!m_interactive) {
            std::fprintf(stderr, "%s\n", qPrintable(tr("The game “%1” cannot be opened.").arg(QDir::toNativeSeparators(fileName))));
            for (const files::FileProblem &p : problems)
                std::fprintf(stderr, "  %s\n", qPrintable(p.toString()));
            return false;
        }
        QMessageBox box(QMessageBox::Warning, tr("Open Game"),
                        tr("The game “%1” cannot be opened.").arg(QDir::toNativeSeparators(fileName)),
                        QMessageBox::Ok, m_window);
        box.setObjectName(QStringLiteral("openErrorBox"));
        QStringList lines;
        for (const files::FileProblem &p : problems)
            lines.append(p.toString());
        if (lines.isEmpty())
            lines.append(tr("The file cannot be read."));
        QStringList shown = lines.mid(0, kProblemsShown);
        if (lines.size() > kProblemsShown)
            shown.append(tr("…and %n more problem(s) (see the details).", "", int(lines.size() - kProblemsShown)));
        box.setInformativeText(shown.join(QLatin1Char('\n')));
        if (lines.size() > kProblemsShown)
            box.setDetailedText(lines.join(QLatin1Char('\n')));
        box.exec();
        return false;
    }
    if (m_writesUserData) {
        preferences::setLastFolderFromFile(fileName);
        m_recent->add(fileName);
    }
    start(std::move(*game), QFileInfo(fileName).absoluteFilePath(), false);
    m_fileInfo = info;
    return true;
}

bool GameDocument::openWithDialog()
{
    if (!maybeSave())
        return false;
    const QString fileName =
        QFileDialog::getOpenFileName(m_window, tr("Open Game"), preferences::lastFolder(), fileFilter());
    if (fileName.isEmpty())
        return false;
    return open(fileName);
}

bool GameDocument::save()
{
    if (m_fileName.isEmpty())
        return saveAs();
    return saveTo(m_fileName);
}

bool GameDocument::saveAs()
{
    if (!m_model->hasGame())
        return false;
    QString start = m_fileName;
    if (start.isEmpty())
        //: Suggested file name of a new saved game (keep it short, no folder).
        start = QDir(preferences::lastFolder()).filePath(tr("game") + QStringLiteral(".eko"));
    QFileDialog dialog(m_window, tr("Save Game As"), start, fileFilter());
    dialog.setObjectName(QStringLiteral("saveAsDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setDefaultSuffix(QStringLiteral("eko")); // before the overwrite question
    dialog.selectFile(start);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    return saveTo(dialog.selectedFiles().front());
}

bool GameDocument::saveTo(const QString &fileName)
{
    if (!m_model->hasGame())
        return false;
    QString error;
    // The time written into the file (whole seconds, as the file holds it), kept for Game Details.
    QDateTime now = QDateTime::currentDateTimeUtc();
    now = now.addMSecs(-now.time().msec());
    if (!files::saveGame(m_model->game(), fileName, &error, now)) {
        QMessageBox box(QMessageBox::Warning, tr("Save Game"),
                        tr("The game cannot be saved to “%1”.").arg(QDir::toNativeSeparators(fileName)),
                        QMessageBox::Ok, m_window);
        box.setObjectName(QStringLiteral("saveErrorBox"));
        box.setInformativeText(error);
        box.exec();
        return false;
    }
    if (m_writesUserData) {
        preferences::setLastFolderFromFile(fileName);
        m_recent->add(fileName);
        // The file holds everything now; the autosave returns with the next action.
        Autosave::remove();
    }
    setFileName(QFileInfo(fileName).absoluteFilePath());
    m_fileInfo = {files::programName() + QLatin1Char(' ') + files::programVersion(), now};
    m_model->setModified(false);
    return true;
}

bool GameDocument::maybeSave()
{
    if (!m_model->hasGame() || !m_model->isModified())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Unsaved Changes"),
                    tr("The game “%1” has changes that are not saved.").arg(displayName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setInformativeText(tr("Do you want to save them?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void GameDocument::finishCleanly()
{
    if (m_writesUserData)
        Autosave::remove();
}

void GameDocument::writeAutosave()
{
    if (!m_model->hasGame() || !m_writesUserData)
        return;
    QString error;
    if (Autosave::write(m_model->game(), &error)) {
        m_autosaveError.clear();
        return;
    }
    const bool first = m_autosaveError.isEmpty();
    m_autosaveError = error;
    if (first)
        emit notice(tr("The game could not be autosaved: %1").arg(error));
}

void GameDocument::setFileName(const QString &fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

QString GameDocument::fileFilter() const { return tr("Ekö games (*.eko);;All files (*)"); }

} // namespace eko::ui
