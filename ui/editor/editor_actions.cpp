// The editor's actions in the main window, and the scenario made from a game's position.
#include "editor/editor_actions.h"

#include "core/rules.h"
#include "editor/editor_window.h"
#include "editor/new_scenario_dialog.h"
#include "editor/scenario_document.h"
#include "model/computer_seats.h"
#include "session/user_scenarios.h"

#include <QAction>
#include <QFileDialog>

namespace eko::ui {

EditorActions::EditorActions(QWidget *window, std::function<const Scenario *()> scenario,
                             std::function<const Position *()> shown, std::function<void(const Scenario &)> play,
                             ComputerSeats *seats)
    : QObject(window)
    , m_window(window)
    , m_scenario(std::move(scenario))
    , m_shown(std::move(shown))
    , m_play(std::move(play))
    , m_seats(seats)
    , m_new(new QAction(this))
    , m_edit(new QAction(this))
    , m_position(new QAction(this))
{
    m_new->setObjectName(QStringLiteral("actionNewScenario"));
    m_edit->setObjectName(QStringLiteral("actionEditScenario"));
    m_position->setObjectName(QStringLiteral("actionEditPosition"));
    connect(m_new, &QAction::triggered, this, &EditorActions::newScenario);
    connect(m_edit, &QAction::triggered, this, &EditorActions::editScenario);
    connect(m_position, &QAction::triggered, this, &EditorActions::editPosition);
    retranslate();
}

EditorActions::~EditorActions()
{
    delete m_editor.data();
}

void EditorActions::retranslate()
{
    m_new->setText(tr("New S&cenario…"));
    m_edit->setText(tr("&Edit Scenario…"));
    m_position->setText(tr("Edit This &Position as Scenario"));
}

EditorWindow *EditorActions::editor()
{
    if (!m_editor) {
        // A window of its own (no parent): it stays open beside the game and has its own menus.
        m_editor = new EditorWindow;
        m_editor->setAttribute(Qt::WA_DeleteOnClose);
        m_editor->setScenarioFolder(&userScenarioFolder);
        m_editor->setRecentScenarios(&recentScenarioFiles, &addRecentScenarioFile);
        m_editor->setPlayer([this](const Scenario &scenario) {
            m_play(scenario);
            m_window->raise();
            m_window->activateWindow();
        });
    }
    return m_editor;
}

void EditorActions::showEditor()
{
    editor()->show();
    editor()->raise();
    editor()->activateWindow();
}

void EditorActions::newScenario()
{
    const ComputerPause pause(m_seats);
    NewScenarioDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (editor()->newScenario(dialog.scenario()))
        showEditor();
}

void EditorActions::editScenario()
{
    if (m_editor && !m_editor->maybeSave())
        return;
    const QString name = [this] {
        const ComputerPause pause(m_seats);
        return QFileDialog::getOpenFileName(m_window, ScenarioDocument::tr("Open Scenario"), userScenarioFolder(),
                                            ScenarioDocument::fileFilter());
    }();
    if (!name.isEmpty() && editor()->openFile(name))
        showEditor();
}

Scenario EditorActions::scenarioOfPosition(const Scenario &scenario, Position pos)
{
    Scenario sc = scenario;
    // A scenario starts at the Emperor swap or at a turn's action: a position in the middle of a
    // turn becomes the start of the same player's turn.
    sc.position = rules::atTurnStart(std::move(pos));
    return sc;
}

void EditorActions::editPosition()
{
    const Scenario *scenario = m_scenario();
    const Position *shown = m_shown();
    if (!scenario || !shown)
        return;
    if (editor()->newScenario(scenarioOfPosition(*scenario, *shown)))
        showEditor();
}

} // namespace eko::ui
