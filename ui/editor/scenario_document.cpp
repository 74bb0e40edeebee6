// The scenario's file: open, save, save as, the prompt and the messages (see scenario_document.h).
#include "editor/scenario_document.h"

#include "core/scenario_texts.h"
#include "editor/scenario_model.h"
#include "files/file_io.h"
#include "files/scenario_file.h"
#include "look/problem_message.h"
#include "session/preferences.h"
#include "session/user_scenarios.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace eko::ui {

ScenarioDocument::ScenarioDocument(ScenarioModel *model, QWidget *window)
    : QObject(window)
    , m_model(model)
    , m_window(window)
{
    connect(m_model, &ScenarioModel::modifiedChanged, this, &ScenarioDocument::modifiedChanged);
    connect(m_model, &ScenarioModel::modifiedChanged, this, &ScenarioDocument::titleChanged);
}

QString ScenarioDocument::displayName() const
{
    if (!m_fileName.isEmpty())
        return QFileInfo(m_fileName).fileName();
    // The name players of the interface language see (its translation, else the default name).
    const QString name = QString::fromStdString(scenarioName(m_model->scenario(), interfaceLanguage().toStdString()));
    //: Title of a scenario that has neither a file nor a name yet.
    return !name.isEmpty() ? name : tr("New scenario");
}

bool ScenarioDocument::isModified() const { return m_model->isModified(); }

void ScenarioDocument::setRecentScenarios(std::function<QStringList()> list, std::function<void(const QString &)> add)
{
    m_recentList = std::move(list);
    m_recentAdd = std::move(add);
}

QString ScenarioDocument::fileFilter() { return tr("Ekö scenarios (*.ekoscn);;All files (*)"); }

bool ScenarioDocument::newScenario(Scenario scenario)
{
    if (!maybeSave())
        return false;
    setFileName(QString());
    m_model->reset(std::move(scenario));
    emit replaced();
    emit titleChanged();
    return true;
}

bool ScenarioDocument::open(const QString &fileName)
{
    files::FileProblems problems;
    std::optional<Scenario> scenario;
    if (const auto bytes = files::readFileBytes(fileName, problems))
        scenario = files::scenarioDraftFromJson(*bytes, problems);
    if (!scenario) {
        //: %1: a file name.
        tell(QStringLiteral("openErrorBox"), tr("Cannot Open Scenario"),
             tr("The scenario %1 cannot be opened:").arg(QFileInfo(fileName).fileName()), files::toStringList(problems));
        return false;
    }
    setFileName(QFileInfo(fileName).absoluteFilePath());
    m_model->reset(std::move(*scenario));
    emit replaced();
    if (m_recentAdd)
        m_recentAdd(m_fileName);
    if (m_model->errorCount() > 0) {
        emit openedWithErrors();
        emit notice(tr("This scenario has problems: they are listed in the Problems panel."));
    }
    emit titleChanged();
    return true;
}

bool ScenarioDocument::openWithDialog()
{
    if (!maybeSave())
        return false;
    const QString name = QFileDialog::getOpenFileName(m_window, tr("Open Scenario"), scenarioFolder(), fileFilter());
    return !name.isEmpty() && open(name);
}

bool ScenarioDocument::openRecent(const QString &fileName) { return maybeSave() && open(fileName); }

bool ScenarioDocument::save()
{
    if (m_fileName.isEmpty())
        return saveAs();
    return saveTo(m_fileName);
}

bool ScenarioDocument::saveAs()
{
    if (refuseWhileErrors(Use::Save)) // before asking for a name it could not be saved under
        return false;
    QString folder = scenarioFolder();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = preferences::documentsFolder();
    const QString proposed = !m_fileName.isEmpty()
                                 ? m_fileName
                                 : QDir(folder).filePath((m_model->scenario().name.empty()
                                                              //: Suggested file name of a new scenario (no folder).
                                                              ? tr("scenario")
                                                              : QString::fromStdString(m_model->scenario().name))
                                                         + QStringLiteral(".ekoscn"));
    QString name = m_askSaveName ? m_askSaveName()
                                 : QFileDialog::getSaveFileName(m_window, tr("Save Scenario"), proposed, fileFilter());
    if (name.isEmpty())
        return false;
    if (QFileInfo(name).suffix().isEmpty())
        name += QStringLiteral(".ekoscn");
    return saveTo(name);
}

bool ScenarioDocument::saveTo(const QString &fileName)
{
    if (refuseWhileErrors(Use::Save))
        return false;
    QString error;
    if (!files::saveScenario(m_model->scenario(), fileName, &error)) {
        tell(QStringLiteral("saveErrorBox"), tr("Cannot Save Scenario"), error); // one sentence: the file and why
        return false;
    }
    setFileName(QFileInfo(fileName).absoluteFilePath());
    m_model->setClean();
    if (m_recentAdd)
        m_recentAdd(m_fileName);
    //: %1: a file name.
    emit notice(tr("Saved %1.").arg(QFileInfo(fileName).fileName()));
    emit titleChanged();
    return true;
}

bool ScenarioDocument::maybeSave()
{
    if (!m_model->isModified() || !m_interactive)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Scenario Editor"), tr("Save the changes to this scenario?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("saveChangesQuestion"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

bool ScenarioDocument::refuseWhileErrors(Use use)
{
    const QString why = m_model->blockingReason();
    if (why.isEmpty())
        return false;
    // The same message for Save, Save As and Play: what is not possible, and the first error.
    const bool save = use == Use::Save;
    const QString title = save ? tr("Cannot Save Scenario") : tr("Cannot Play Scenario");
    const QString text = save
                             //: %1: the first error of the scenario.
                             ? tr("The scenario cannot be saved yet: %1").arg(why)
                             //: %1: the first error of the scenario.
                             : tr("The scenario cannot be played yet: %1").arg(why);
    tell(QStringLiteral("scenarioErrorsBox"), title, text, {tr("Every problem is listed in the Problems panel.")});
    //: Status line; %1: the first error of the scenario.
    emit notice(save ? tr("Not saved: %1").arg(why) : tr("Not started: %1").arg(why));
    return true;
}

void ScenarioDocument::setFileName(const QString &fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit titleChanged();
}

void ScenarioDocument::tell(const QString &objectName, const QString &title, const QString &text,
                            const QStringList &problems)
{
    tellProblem(m_window, {objectName, title, text, problems}, m_interactive);
}

} // namespace eko::ui
