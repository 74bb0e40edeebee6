// The scenario editor's window as its UI tests drive it: opened on a scenario at 1200×800, and the
// person's gestures on its board view (a click on a space by name, a drag, a tool from the toolbar).
// A test class inherits it beside QObject and opens the window in init().
#pragma once

#include "board/board_view.h"
#include "board/hex_layout.h"
#include "common/positions.h"
#include "core/scenario_edit.h"
#include "editor/editor_window.h"
#include "editor/scenario_model.h"

#include <QAction>
#include <QtTest>

#include <memory>

namespace eko::testing {

// A blank board of `rows` rows of seven desert spaces, with an exact setup and nothing on it.
inline Scenario blankExactScenario(int rows, int players = 2)
{
    Scenario sc = standardScenario(players);
    sc.board = boardFromRows(std::vector<std::string>(static_cast<std::size_t>(rows), "......."));
    return *edit::setExactSetup(sc, true).scenario;
}

class EditorAtHand {
protected:
    std::unique_ptr<ui::EditorWindow> m_window;

    // A new, non-interactive editor window shown on `scenario`; false if it did not open.
    bool openEditor(const Scenario &scenario)
    {
        m_window = std::make_unique<ui::EditorWindow>();
        m_window->setInteractive(false);
        m_window->resize(1200, 800);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()) || !m_window->newScenario(scenario))
            return false;
        QCoreApplication::processEvents();
        return true;
    }
    void closeEditor() { m_window.reset(); }

    ui::ScenarioModel *model() { return m_window->model(); }
    ui::BoardView *view() { return m_window->boardView(); }
    const Position &pos() { return model()->position(); }
    SpaceIndex at(const char *name) { return model()->board().spaceFromName(name); }
    QPoint pointOf(Hex hex) { return view()->mapFromScene(ui::hexCenter(hex)); }
    QPoint pointOf(const char *name) { return pointOf(model()->board().hex(at(name))); }
    void trigger(const char *action) { m_window->findChild<QAction *>(QLatin1String(action))->trigger(); }
    void click(const char *name, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(view()->viewport(), button, {}, pointOf(name));
    }
    void drag(QPoint from, QPoint to)
    {
        QTest::mousePress(view()->viewport(), Qt::LeftButton, {}, from);
        for (int k = 1; k <= 8; ++k)
            QTest::mouseMove(view()->viewport(), from + (to - from) * k / 8);
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, {}, to);
    }
};

} // namespace eko::testing
