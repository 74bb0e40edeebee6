// The main window's way into the scenario editor: Game ▸ New Scenario…, Edit Scenario… and Edit This
// Position as Scenario. Owns the one editor window, opened on demand.
#pragma once

#include "core/scenario.h"

#include <QObject>
#include <QPointer>
#include <functional>

class QAction;
class QWidget;

namespace eko::ui {

class ComputerSeats;
class EditorWindow;

class EditorActions : public QObject {
    Q_OBJECT
public:
    // `shown` gives the scenario of the game shown and its position (null without a game);
    // `play` starts a game from a scenario; `seats` (may be null) pause while a dialog of these
    // actions is open over the window.
    EditorActions(QWidget *window, std::function<const Scenario *()> scenario, std::function<const Position *()> shown,
                  std::function<void(const Scenario &)> play, ComputerSeats *seats = nullptr);
    ~EditorActions() override;

    QAction *newScenarioAction() const { return m_new; }
    QAction *editScenarioAction() const { return m_edit; }
    QAction *editPositionAction() const { return m_position; }
    // The editor window, made on first use.
    EditorWindow *editor();
    bool hasEditor() const { return !m_editor.isNull(); }
    void retranslate();

    void newScenario();
    void editScenario();
    // The current position as an exact-position scenario; the game is untouched.
    void editPosition();
    // The scenario the editor gets from a game's position.
    static Scenario scenarioOfPosition(const Scenario &scenario, Position position);

private:
    void showEditor();

    QWidget *m_window;
    std::function<const Scenario *()> m_scenario;
    std::function<const Position *()> m_shown;
    std::function<void(const Scenario &)> m_play;
    QPointer<ComputerSeats> m_seats;
    QPointer<EditorWindow> m_editor;
    QAction *m_new;
    QAction *m_edit;
    QAction *m_position;
};

} // namespace eko::ui
