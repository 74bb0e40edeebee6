// The scenario model: edits from core/scenario_edit.h pushed as snapshot commands on a QUndoStack.
#include "editor/scenario_model.h"

#include "files/goal_part.h"
#include "files/scenario_file.h"
#include "text/goal_text.h"
#include "text/explain.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace eko::ui {

// One edit: the scenario before and after. Edits of one stroke (a drag) merge into one command.
class ScenarioModel::EditCommand : public QUndoCommand {
public:
    EditCommand(ScenarioModel *model, const QString &text, Scenario before, Scenario after, int stroke)
        : QUndoCommand(text)
        , m_model(model)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_stroke(stroke)
    {
    }

    int id() const override { return m_stroke > 0 ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *edit = static_cast<const EditCommand *>(other);
        if (edit->m_stroke != m_stroke)
            return false;
        m_after = edit->m_after;
        return true;
    }
    void undo() override { m_model->apply(m_before); }
    void redo() override { m_model->apply(m_after); }

private:
    ScenarioModel *m_model;
    Scenario m_before;
    Scenario m_after;
    int m_stroke;
};

ScenarioModel::ScenarioModel(Scenario scenario, QObject *parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    reset(std::move(scenario));
}

ScenarioModel::~ScenarioModel()
{
    // The stack tells its listeners as it empties; they may outlive the scenario only by this much.
    m_undo->blockSignals(true);
}

void ScenarioModel::reset(Scenario scenario)
{
    if (!scenario.board)
        scenario.board = std::make_shared<const Board>();
    m_undo->clear();
    m_scenario = std::move(scenario);
    m_position = edit::shownPosition(m_scenario);
    findProblems();
    m_undo->setClean();
    emit changed();
    emit problemsChanged();
}

bool ScenarioModel::isModified() const { return !m_undo->isClean(); }

void ScenarioModel::setClean() { m_undo->setClean(); }

void ScenarioModel::beginStroke() { m_stroke = ++m_lastStroke; }

void ScenarioModel::endStroke() { m_stroke = 0; }

bool ScenarioModel::commit(const edit::Outcome &outcome, const QString &text)
{
    if (outcome.rejection) {
        emit rejected(text::explainEditRejection(*outcome.rejection, m_scenario.board.get()));
        return false;
    }
    if (!outcome.scenario || edit::sameScenario(*outcome.scenario, m_scenario))
        return false;
    m_undo->push(new EditCommand(this, text, m_scenario, *outcome.scenario, m_stroke));
    return true;
}

void ScenarioModel::apply(const Scenario &scenario)
{
    const std::shared_ptr<const Board> before = m_scenario.board;
    m_scenario = scenario;
    m_position = edit::shownPosition(m_scenario);
    const Board &after = *m_scenario.board;
    if (before && before->spaceCount() > 0 && after.spaceCount() > 0
        && (before->qMin() != after.qMin() || before->rMin() != after.rMin())) {
        for (SpaceIndex s = 0; s < after.spaceCount(); ++s)
            if (const SpaceIndex old = before->indexOf(after.hex(s)); old != kNoSpace) {
                //: How one space was renamed when the board grew or shrank: %1 its old name, %2 its new one.
                emit spaceNamesShifted(tr("%1 → %2").arg(text::spaceName(*before, old), text::spaceName(after, s)));
                break;
            }
    }
    findProblems();
    emit changed();
    emit problemsChanged();
}

void ScenarioModel::retranslate()
{
    findProblems();
    emit changed();
    emit problemsChanged();
}

void ScenarioModel::findProblems()
{
    m_engineProblems = scenarioProblems(m_scenario);
    m_problems.clear();
    for (const ScenarioProblem &p : m_engineProblems)
        m_problems.append(EditorProblem{text::explainScenarioProblem(p, m_scenario.board.get()), p.space, p.player});
    if (m_scenario.goal)
        for (const GoalProblem &p : goalProblems(*m_scenario.goal, m_scenario.players)) {
            EditorProblem problem{text::explainGoalProblem(p, *m_scenario.goal)};
            problem.goal = true;
            m_problems.append(problem);
        }
    m_warnings = scenarioWarnings(m_scenario);
    for (const ScenarioWarning &w : m_warnings)
        m_problems.append(
            EditorProblem{text::explainScenarioWarning(w, m_scenario.board.get()), w.space, w.player, true});
}

int ScenarioModel::errorCount() const
{
    int errors = 0;
    for (const EditorProblem &p : std::as_const(m_problems))
        errors += p.warning ? 0 : 1;
    return errors;
}

QString ScenarioModel::blockingReason() const
{
    for (const EditorProblem &p : m_problems)
        if (!p.warning)
            return p.text;
    return {};
}

bool ScenarioModel::paintTerrain(Hex hex, Terrain terrain)
{
    //: Undo menu text: "Undo Paint terrain".
    return commit(edit::paintTerrain(m_scenario, hex, terrain), tr("Paint terrain"));
}

bool ScenarioModel::addSpace(Hex hex, Terrain terrain)
{
    return commit(edit::addSpace(m_scenario, hex, terrain), tr("Add space"));
}

bool ScenarioModel::removeSpace(Hex hex)
{
    return commit(edit::removeSpace(m_scenario, hex), tr("Remove space"));
}

bool ScenarioModel::placeStack(SpaceIndex space, PlayerIndex owner, int size)
{
    return commit(edit::placeStack(m_scenario, space, owner, size), tr("Place stack"));
}

bool ScenarioModel::setStackSize(SpaceIndex space, int size)
{
    return commit(edit::setStackSize(m_scenario, space, size), tr("Change stack size"));
}

bool ScenarioModel::toggleEmperor(SpaceIndex space)
{
    return commit(edit::toggleEmperor(m_scenario, space), tr("Move Emperor"));
}

bool ScenarioModel::moveStack(SpaceIndex from, SpaceIndex to)
{
    return commit(edit::moveStack(m_scenario, from, to), tr("Move stack"));
}

bool ScenarioModel::removeStack(SpaceIndex space)
{
    return commit(edit::removeStack(m_scenario, space), tr("Delete stack"));
}

bool ScenarioModel::placeBuilding(SpaceIndex space, PlayerIndex owner, BuildingType type)
{
    return commit(edit::placeBuilding(m_scenario, space, owner, type), tr("Place building"));
}

bool ScenarioModel::removeBuilding(SpaceIndex space)
{
    return commit(edit::removeBuilding(m_scenario, space), tr("Delete building"));
}

bool ScenarioModel::setPlayerState(PlayerIndex player, const PlayerState &state)
{
    return commit(edit::setPlayerState(m_scenario, player, state), tr("Change player counts"));
}

bool ScenarioModel::setTexts(const QString &language, const QString &name, const QString &description)
{
    return commit(edit::setTexts(m_scenario, language.toStdString(), name.left(files::kMaxNameLength).toStdString(),
                                 description.left(files::kMaxDescriptionLength).toStdString()),
                  tr("Change name and description"));
}

bool ScenarioModel::setPlayers(int players)
{
    return commit(edit::setPlayers(m_scenario, players), tr("Change number of players"));
}

bool ScenarioModel::setExactSetup(bool exact)
{
    return commit(edit::setExactSetup(m_scenario, exact), tr("Change setup"));
}

bool ScenarioModel::setTurn(const edit::Turn &turn)
{
    return commit(edit::setTurn(m_scenario, turn), tr("Change turn"));
}

bool ScenarioModel::setSettings(const RulesSettings &settings)
{
    return commit(edit::setSettings(m_scenario, settings), tr("Change rules settings"));
}

} // namespace eko::ui

namespace eko::ui {

bool ScenarioModel::setGoal(const std::optional<Goal> &goal)
{
    std::optional<Goal> cut = goal;
    if (cut) {
        auto text = [](const std::string &s, int length) {
            return QString::fromStdString(s).left(length).toStdString();
        };
        auto hints = [&text](std::vector<std::string> &list) {
            if (list.size() > static_cast<size_t>(kMaxGoalHints))
                list.resize(kMaxGoalHints);
            for (std::string &h : list)
                h = text(h, files::kMaxHintLength);
        };
        cut->lesson = text(cut->lesson, files::kMaxLessonLength);
        for (auto &[language, lesson] : cut->lessonTranslations)
            lesson = text(lesson, files::kMaxLessonLength);
        hints(cut->hints);
        for (auto &[language, list] : cut->hintTranslations)
            hints(list);
        for (Opponent &o : cut->opponents)
            if (o.replies.size() > static_cast<size_t>(kMaxGoalReplies))
                o.replies.resize(kMaxGoalReplies);
    }
    //: Undo menu text: "Undo Change goal" (the goal of a puzzle or lesson).
    return commit(edit::setGoal(m_scenario, cut), tr("Change goal"));
}

} // namespace eko::ui
