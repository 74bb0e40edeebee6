// The scenario editor's model: holds the eko::Scenario being edited and is the only thing that
// changes it. Every edit is a command on its undo stack (a drag stroke merges into one step), and
// the problems are found anew after each one by the engine's scenario checks, the same the file
// loader and `eko-cli check` run, and the goal's (goalProblems). (What the file format alone limits, the edits never exceed:
// names are cut to length, the board grows only within its bounds.)
#pragma once

#include "core/scenario.h"
#include "core/scenario_warning.h"
#include "core/scenario_edit.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <vector>

class QUndoStack;

namespace eko::ui {

// One line of the problems panel: translated, with the space or player it is about.
struct EditorProblem {
    QString text;
    SpaceIndex space = kNoSpace;
    PlayerIndex player = kNoPlayer;
    bool warning = false; // warnings do not block saving or playing
    bool goal = false;    // a problem of the goal (core/goal.h goalProblems), about the Goal panel's fields
};

class ScenarioModel : public QObject {
    Q_OBJECT
public:
    explicit ScenarioModel(Scenario scenario, QObject *parent = nullptr);
    ~ScenarioModel() override;

    const Scenario &scenario() const { return m_scenario; }
    // The exact position, or an empty one on the board for a random setup.
    const Position &position() const { return m_position; }
    const Board &board() const { return m_position.board(); }
    bool exactSetup() const { return m_scenario.position.has_value(); }
    QUndoStack *undoStack() const { return m_undo; }

    const std::vector<ScenarioProblem> &engineProblems() const { return m_engineProblems; }
    const std::vector<ScenarioWarning> &warnings() const { return m_warnings; }
    // The problems: errors first, then warnings.
    const QList<EditorProblem> &problems() const { return m_problems; }
    // Errors: the file loader would refuse the scenario, so it may be neither saved nor played.
    int errorCount() const;
    // Why saving and playing are blocked (the first error), or empty.
    QString blockingReason() const;

    // Replaces the scenario and forgets the undo history (a new or opened scenario); clean.
    void reset(Scenario scenario);
    bool isModified() const;
    void setClean();

    // A stroke joins the edits of one drag into one undo step: beginStroke() before the first.
    void beginStroke();
    void endStroke();

    // Edits: each either changes the scenario (one undo step), does nothing, or emits rejected().
    bool paintTerrain(Hex hex, Terrain terrain);
    bool addSpace(Hex hex, Terrain terrain = Terrain::Desert);
    bool removeSpace(Hex hex);
    bool placeStack(SpaceIndex space, PlayerIndex owner, int size);
    bool setStackSize(SpaceIndex space, int size);
    bool toggleEmperor(SpaceIndex space);
    bool moveStack(SpaceIndex from, SpaceIndex to);
    bool removeStack(SpaceIndex space);
    bool placeBuilding(SpaceIndex space, PlayerIndex owner, BuildingType type);
    bool removeBuilding(SpaceIndex space);
    bool setPlayerState(PlayerIndex player, const PlayerState &state);
    // `language`: empty for the default texts, else "en", "ko", "pt" or "zh_CN".
    bool setTexts(const QString &language, const QString &name, const QString &description);
    bool setPlayers(int players);
    bool setExactSetup(bool exact);
    bool setTurn(const edit::Turn &turn);
    bool setSettings(const RulesSettings &settings);
    // The goal as a whole (nothing: no goal); lesson texts and hints are cut to the file format's lengths.
    bool setGoal(const std::optional<Goal> &goal);

    // The problems' texts anew in the interface's language.
    void retranslate();

signals:
    // After every edit, undo and redo: the scenario, the position and the problems are new.
    void changed();
    // The problems are new (after changed()).
    void problemsChanged();
    // The board's first column or row moved, so the spaces have new names: `example` says how one
    // space was renamed ("c4 → d4").
    void spaceNamesShifted(const QString &example);
    // An edit was refused; `reason` is translated and ready to show (as GameModel::rejected).
    void rejected(const QString &reason);
    void modifiedChanged(bool modified);

private:
    // One undo step: the scenario before and after (scenario_model.cpp). Only it applies scenarios.
    class EditCommand;
    // Applies a scenario from the undo stack.
    void apply(const Scenario &scenario);
    bool commit(const edit::Outcome &outcome, const QString &text);
    void findProblems();

    Scenario m_scenario;
    Position m_position;
    QUndoStack *m_undo;
    std::vector<ScenarioProblem> m_engineProblems;
    std::vector<ScenarioWarning> m_warnings;
    QList<EditorProblem> m_problems;
    int m_stroke = 0;     // the stroke under way (0: none)
    int m_lastStroke = 0; // strokes are numbered from 1
};

} // namespace eko::ui
