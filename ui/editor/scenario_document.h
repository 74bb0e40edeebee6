// The scenario as a document, as GameDocument is the game's: the file it was opened from or saved
// to, whether it holds changes no file has (its undo stack away from the clean state), New, Open,
// Save and Save As with their dialogs and messages, the "save changes?" prompt, the recent
// scenarios, and the one refusal while it has errors. The model holds the scenario and its undo
// stack; the editor window shows both.
#pragma once

#include "core/scenario.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QWidget;

namespace eko::ui {

class ScenarioModel;

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    // Dialogs and message boxes are parented to `window`.
    ScenarioDocument(ScenarioModel *model, QWidget *window);

    // The file opened or last saved to (absolute); empty for a scenario not saved yet.
    QString fileName() const { return m_fileName; }
    // The name to show: the file's name, else the scenario's name in the interface language, else
    // "New scenario".
    QString displayName() const;
    // Changes no file holds: the undo stack is away from its clean state (undoing back to it is
    // unmodified again).
    bool isModified() const;

    // Starts editing a scenario that has no file yet (after the "save changes?" prompt); false when
    // the person cancels.
    bool newScenario(Scenario scenario);
    // Opens an .ekoscn; a scenario with rule problems opens with them (to be repaired). On failure
    // a message names the file and every problem, and the scenario shown stays, with its file and
    // its undo history. No prompt (maybeSave() first).
    bool open(const QString &fileName);
    // Asks for a file (after the prompt) and opens it.
    bool openWithDialog();
    // Scenario ▸ Open Recent: opens the file after the prompt.
    bool openRecent(const QString &fileName);
    // Save and Save As write atomically. While the scenario has errors they are refused as
    // refuseWhileErrors() says.
    bool save();
    bool saveAs();
    // Saves to `fileName`; a failure is told in one sentence (which file and why), and the
    // scenario stays modified.
    bool saveTo(const QString &fileName);
    // The "save changes?" prompt: true when the scenario may be replaced or closed (saved,
    // discarded, or nothing to save), false when the person cancels.
    bool maybeSave();

    // What the errors of the scenario block.
    enum class Use { Save, Play };
    // While the scenario has errors: a message says why `use` is not possible yet (the first
    // error; all of them are in the Problems panel), the status line says it too, and the answer
    // is true. False when there are none. Save, Save As and Play all ask this first.
    bool refuseWhileErrors(Use use);

    // Not interactive: messages go to stderr instead of message boxes, and no prompt (tests,
    // screenshots).
    void setInteractive(bool on) { m_interactive = on; }
    bool interactive() const { return m_interactive; }
    // Where Save As proposes to save (documents folder when empty or gone).
    void setScenarioFolder(std::function<QString()> folder) { m_folder = std::move(folder); }
    QString scenarioFolder() const { return m_folder ? m_folder() : QString(); }
    // The recent scenarios a save or an open is added to.
    void setRecentScenarios(std::function<QStringList()> list, std::function<void(const QString &)> add);
    QStringList recentScenarios() const { return m_recentList ? m_recentList() : QStringList(); }
    // Asks for the file name in Save As (tests give one without a dialog).
    void setSaveAsName(std::function<QString()> ask) { m_askSaveName = std::move(ask); }

    // The file dialogs' filter.
    static QString fileFilter();

signals:
    // The file name or the modified state changed (the window's title follows).
    void titleChanged();
    void modifiedChanged(bool modified);
    // Another scenario replaced the one shown (new or opened): the view fits it.
    void replaced();
    // It opened with errors: the Problems panel should show.
    void openedWithErrors();
    // A message for the status line.
    void notice(const QString &text);

private:
    void setFileName(const QString &fileName);
    void tell(const QString &objectName, const QString &title, const QString &text, const QStringList &problems = {});

    ScenarioModel *m_model;
    QWidget *m_window;
    QString m_fileName;
    bool m_interactive = true;
    std::function<QString()> m_folder;
    std::function<QStringList()> m_recentList;
    std::function<void(const QString &)> m_recentAdd;
    std::function<QString()> m_askSaveName;
};

} // namespace eko::ui
