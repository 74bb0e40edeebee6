// Scenario ▸ Test This Puzzle: the solver (ai/solver.h) on the editor's current scenario, saved or
// not, in a worker thread while the window stays responsive; the dialog shows the search under way
// with Cancel, then the result: the solution as numbered action sentences with their notation and
// whether its first action is unique, or that there is none within the goal's turns, or that the
// search was stopped; and the positions searched and the time.
#pragma once

#include "ai/solver.h"
#include "core/scenario.h"

#include <QDialog>
#include <atomic>
#include <thread>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace eko::ui {

class ScenarioModel;

class PuzzleTestDialog : public QDialog {
    Q_OBJECT
public:
    // Starts the search at once, or shows why the scenario cannot be tested (blocker()).
    PuzzleTestDialog(const ScenarioModel &model, QWidget *parent = nullptr);
    ~PuzzleTestDialog() override;

    // Why the scenario cannot be tested yet, one sentence (empty: it can): no goal, a random setup, errors.
    static QString blocker(const ScenarioModel &model);

    bool searching() const { return m_thread.joinable() && !m_done; }
    // The sentence of the result ("Solved in 2 turns."), and the solution's lines.
    QString summary() const;
    QString solution() const;
    QPushButton *cancelButton() const { return m_cancel; }

signals:
    void searched(const eko::ai::SolveResult &result);

public slots:
    void reject() override;

private:
    void showResult(const ai::SolveResult &result);

    Scenario m_scenario;
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
    bool m_done = false;
    QLabel *m_summary;
    QLabel *m_stats;
    QPlainTextEdit *m_solution;
    QProgressBar *m_busy;
    QDialogButtonBox *m_buttons;
    QPushButton *m_cancel;
    QPushButton *m_close;
};

} // namespace eko::ui
