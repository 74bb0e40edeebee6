// The game model: plays actions through the engine, keeps undo/redo, and turns clicks into actions.
#include "model/game_model.h"

#include "core/click_reason.h"
#include "files/game_tree_file.h"
#include "text/explain.h"

#include <algorithm>
#include <cstdint>

namespace eko::ui {

using namespace eko::text; // the engine's words, translated

namespace {

bool hasKind(const std::vector<Action> &actions, ActionKind kind)
{
    return std::any_of(actions.begin(), actions.end(), [kind](const Action &a) { return a.kind == kind; });
}

bool hasAction(const std::vector<Action> &actions, const Action &action)
{
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

} // namespace

GameModel::GameModel(QObject *parent)
    : QObject(parent)
{
}

GameModel::~GameModel() = default;

void GameModel::setGame(Game game)
{
    m_line.emplace(std::move(game));
    start();
}

void GameModel::setGame(GameTree tree)
{
    m_line.emplace(std::move(tree));
    start();
}

void GameModel::start()
{
    m_lookingBack = false;
    refresh();
    const bool wasModified = m_modified;
    m_modified = false;
    emit gameReset();
    emit actionsChanged(m_line->actionCount());
    emit positionChanged();
    emit selectionChanged();
    if (wasModified)
        emit modifiedChanged(false);
}

void GameModel::clear()
{
    m_line.reset();
    refresh();
    const bool wasModified = m_modified;
    m_modified = false;
    emit gameReset();
    emit selectionChanged();
    if (wasModified)
        emit modifiedChanged(false);
}

std::optional<Action> GameModel::lastAction() const
{
    if (!m_line || m_line->game().actionCount() == 0)
        return std::nullopt;
    return m_line->game().actions().back();
}

bool GameModel::canUndo() const { return m_line && m_line->canUndo(); }

bool GameModel::canRedo() const { return m_line && m_line->canRedo(); }

void GameModel::setModified(bool modified)
{
    if (!m_line)
        return;
    if (modified)
        m_line->markUnsaved();
    else
        m_line->markSaved();
    updateModified();
}


void GameModel::updateModified()
{
    const bool modified = m_line && m_line->isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

int GameModel::lineLength() const { return m_line ? m_line->length() : 0; }

const Action &GameModel::lineAction(int k) const
{
    static const Action none;
    return m_line ? m_line->action(k) : none;
}

const Position &GameModel::linePositionBefore(int k) const
{
    static const Position none;
    return m_line ? m_line->positionBefore(k) : none;
}

QString GameModel::lineActionDescription(int k) const
{
    if (!m_line || k < 0 || k >= lineLength())
        return {};
    return text::actionDescription(lineAction(k), linePositionBefore(k));
}

QString GameModel::actionDescription(const Action &action) const
{
    return m_line ? text::actionDescription(action, position()) : QString();
}

QString GameModel::resultText() const
{
    if (!m_line)
        return {};
    QStringList names;
    for (const std::string &name : m_line->game().playerNames())
        names << QString::fromStdString(name);
    return text::resultText(position().result(), names, position().settings());
}

QString GameModel::phaseName(Phase phase) { return text::phaseName(phase); }

QString GameModel::playerLabel(PlayerIndex player) const
{
    if (!m_line || player < 0 || player >= static_cast<int>(m_line->game().playerNames().size()))
        return colourTitle(player);
    return text::playerLabel(player, QString::fromStdString(m_line->game().playerNames()[player]));
}

QString GameModel::whoLabel() const { return playerLabel(position().toMove()); }

QString GameModel::statusText() const
{
    if (!m_line)
        //: Status line when no game is open.
        return tr("No game in progress.");
    const Position &pos = position();
    const QString who = whoLabel();
    switch (pos.phase()) {
    case Phase::GameOver:
        //: Status line; %1 is the result ("Blue (Bo) wins by points.").
        return tr("Game over: %1").arg(resultText());
    case Phase::EmperorSwap:
        if (m_selected != kNoSpace)
            //: Status line; %1 is the player, %2 the space of their Emperor.
            return tr("%1: click the disc to swap with your Emperor on %2, or the Emperor again to cancel.")
                .arg(who, spaceName(board(), m_selected));
        //: Status line in the Emperor swap (setup); %1 is the player.
        return tr("%1: Emperor swap: click your Emperor, then the disc to swap it with, or decline.").arg(who);
    case Phase::FirstAction:
    case Phase::SecondAction:
        if (hasKind(m_withoutSpace, ActionKind::Pass))
            //: Status line; %1 is the player, who has no legal action and must pass.
            return tr("%1: no legal action; pass.").arg(who);
        if (m_selected != kNoSpace)
            //: Status line; %1 is the player, %2 the space of the chosen stack.
            return tr("%1: choose where the stack on %2 goes, or a construction site to construct on.")
                .arg(who, spaceName(board(), m_selected));
        if (pos.phase() == Phase::SecondAction)
            //: Status line after a forced march; %1 is the player.
            return tr("%1: forced march: choose a stack for your second action.").arg(who);
        //: Status line at the start of a turn; %1 is the player.
        return tr("%1: choose a stack to move, attack or construct with.").arg(who);
    case Phase::AfterAction: {
        const bool canReinforce = !m_reinforceable.empty();
        const QString cost = discCount(pos.settings().forcedMarchCost);
        if (canReinforce)
            //: Status line; %1 is the player, %2 the cost of the forced march ("3 discs").
            return tr("%1: forced march (%2 from your reserve) or reinforce one of your stacks.").arg(who, cost);
        //: Status line; %1 is the player, %2 the cost of the forced march ("3 discs").
        return tr("%1: forced march (%2 from your reserve) or end your turn.").arg(who, cost);
    }
    case Phase::Reinforcement:
        //: Status line; %1 is the player, %2 the most discs they may bring back ("3 discs").
        return tr("%1: reinforcement phase: reinforce one of your stacks with up to %2.")
            .arg(who, discCount(m_mostReinforcement));
    }
    return who;
}

const std::vector<Action> &GameModel::legalActions() const
{
    if (!m_legalBuilt) {
        m_legal.clear();
        if (m_line)
            rules::legalActions(position(), m_legal);
        m_legalBuilt = true;
    }
    return m_legal;
}

std::vector<Action> GameModel::legalActionsUpTo(int most) const
{
    std::vector<Action> out;
    if (!m_line || most <= 0)
        return out;
    auto add = [&out, most](const std::vector<Action> &actions) {
        for (const Action &a : actions) {
            if (static_cast<int>(out.size()) >= most)
                return;
            out.push_back(a);
        }
    };
    add(m_selectedActions);
    add(m_withoutSpace);
    const Position &pos = position();
    std::vector<Action> some;
    for (SpaceIndex s = 0; s < board().spaceCount() && static_cast<int>(out.size()) < most; ++s) {
        if (s == m_selected || pos.stack(s).owner != pos.toMove())
            continue;
        rules::legalActionsFrom(pos, s, some);
        add(some);
        rules::legalReinforcementsOf(pos, s, some);
        add(some);
    }
    if (m_selected != kNoSpace) {
        rules::legalReinforcementsOf(pos, m_selected, some);
        add(some);
    }
    return out;
}

void GameModel::refresh()
{
    m_selected = kNoSpace;
    m_selectedActions.clear();
    m_legal.clear();
    m_legalBuilt = false;
    m_withoutSpace.clear();
    m_reinforceable.clear();
    m_mostReinforcement = 0;
    if (m_line) {
        rules::legalActionsWithoutSpace(position(), m_withoutSpace);
        rules::reinforceableStacks(position(), m_reinforceable);
        m_mostReinforcement = rules::mostReinforcement(position());
    }
    updateHighlights();
}

void GameModel::updateHighlights()
{
    m_highlights.clear();
    if (!m_line)
        return;
    const Position &pos = position();
    // Each space and kind once (a site takes several constructions); a bit per kind and space.
    std::vector<std::uint8_t> shown(static_cast<size_t>(board().spaceCount()), 0);
    auto add = [this, &shown](SpaceIndex s, Highlight kind) {
        const auto bit = static_cast<std::uint8_t>(1u << static_cast<int>(kind));
        if (shown[static_cast<size_t>(s)] & bit)
            return;
        shown[static_cast<size_t>(s)] |= bit;
        m_highlights.append(SpaceHighlight{s, kind});
    };
    if (m_selected != kNoSpace)
        add(m_selected, Highlight::Selected);
    for (const Action &a : m_selectedActions)
        if (const std::optional<Highlight> kind = highlightOf(pos, a))
            add(a.to, *kind);
    for (SpaceIndex s : m_reinforceable)
        add(s, Highlight::Reinforce);
}

void GameModel::select(SpaceIndex space)
{
    m_selected = space;
    if (space == kNoSpace)
        m_selectedActions.clear();
    else
        rules::legalActionsFrom(position(), space, m_selectedActions);
    updateHighlights();
    emit selectionChanged();
}

void GameModel::clearSelection()
{
    if (m_selected != kNoSpace)
        select(kNoSpace);
}

void GameModel::offer(const QList<Action> &options)
{
    if (options.size() == 1)
        play(options.front());
    else
        emit choiceNeeded(options);
}

void GameModel::reject(const Rejection &rejection) { emit rejected(explainRejection(rejection, board())); }

void GameModel::refuseClick(SpaceIndex space)
{
    if (const std::optional<Rejection> r = rules::clickRejection(position(), space, m_selected))
        reject(*r);
}

void GameModel::clickSpace(SpaceIndex space)
{
    if (!m_line)
        return;
    if (space < 0 || space >= board().spaceCount()) {
        refuseClick(space);
        return;
    }
    switch (position().phase()) {
    case Phase::GameOver: refuseClick(space); return;
    case Phase::EmperorSwap: clickInSwapPhase(space); return;
    case Phase::FirstAction:
    case Phase::SecondAction: clickInActionPhase(space); return;
    case Phase::AfterAction:
    case Phase::Reinforcement: clickInReinforcement(space); return;
    }
}

void GameModel::clickInSwapPhase(SpaceIndex space)
{
    const Stack &stack = position().stack(space);
    if (m_selected != kNoSpace) {
        if (space == m_selected)
            select(kNoSpace);
        else if (hasAction(m_selectedActions, Action::swap(m_selected, space)))
            play(Action::swap(m_selected, space));
        else
            refuseClick(space);
        return;
    }
    if (stack.owner == position().toMove() && stack.emperor)
        select(space);
    else
        refuseClick(space);
}

void GameModel::clickInActionPhase(SpaceIndex space)
{
    const Position &pos = position();
    if (isConstructionSite(board().terrain(space))) {
        clickSite(space);
        return;
    }
    const bool own = pos.stack(space).owner == pos.toMove();
    if (m_selected != kNoSpace) {
        if (space == m_selected) {
            select(kNoSpace);
            return;
        }
        const Action action = rules::canonical(pos, Action::move(m_selected, space));
        if (hasAction(m_selectedActions, action))
            play(action);
        else if (own)
            select(space);
        else
            refuseClick(space);
        return;
    }
    if (own)
        select(space);
    else
        refuseClick(space);
}

void GameModel::clickSite(SpaceIndex site)
{
    std::vector<Action> legal;
    rules::legalConstructionsOn(position(), site, legal);
    QList<Action> any;
    QList<Action> bySelected;
    for (const Action &a : legal) {
        any.append(a);
        if (a.from == m_selected)
            bySelected.append(a);
    }
    if (any.isEmpty())
        refuseClick(site);
    else
        offer(bySelected.isEmpty() ? any : bySelected);
}

void GameModel::clickInReinforcement(SpaceIndex space)
{
    std::vector<Action> legal;
    rules::legalReinforcementsOf(position(), space, legal);
    if (legal.empty())
        refuseClick(space);
    else
        offer(QList<Action>(legal.begin(), legal.end()));
}

bool GameModel::play(const Action &action)
{
    if (!m_line) {
        //: Refusal of an action when no game is open.
        emit rejected(tr("There is no game in progress."));
        return false;
    }
    const bool wasOver = position().gameOver();
    bool branched = false;
    if (const std::optional<Rejection> r = m_line->play(action, &branched)) {
        reject(*r);
        return false;
    }
    m_lookingBack = false;
    announceActions(wasOver);
    if (branched)
        emit branchAdded();
    return true;
}

bool GameModel::playNotation(const QString &text)
{
    if (!m_line)
        return play(Action::pass());
    const QString typed = text.trimmed();
    const std::optional<Action> action = m_line->game().parse(typed.toStdString());
    if (!action) {
        //: Refusal of typed text; %1 is what was typed. Keep the examples in notation as they are.
        emit rejected(tr("\"%1\" is not an action in notation (for example c4-e5, c4xe5, T@d3/c4, march, c4+2).")
                          .arg(typed));
        return false;
    }
    return play(*action);
}

void GameModel::undo() { goToAction(m_line ? m_line->actionCount() - 1 : 0); }

void GameModel::redo() { goToAction(m_line ? m_line->actionCount() + 1 : 0); }

void GameModel::undoToPersonsTurn(const std::array<int, kMaxPlayers> &levels)
{
    if (!canUndo())
        return;
    std::array<bool, kMaxPlayers> computer{};
    for (size_t s = 0; s < computer.size(); ++s)
        computer[s] = levels[s] > 0;
    goToAction(m_line->undoTargetForPerson(computer));
}

template <typename Step>
void GameModel::moveInTree(bool branches, Step step)
{
    if (!m_line)
        return;
    const bool wasOver = position().gameOver();
    if (!step(*m_line))
        return;
    m_lookingBack = true; // no action played: a computer to move waits while redo can go on
    if (branches)
        emit treeChanged();
    announceActions(wasOver);
}

void GameModel::goToAction(int count)
{
    moveInTree(false, [count](PlayLine &line) { return line.goTo(count); });
}

void GameModel::goToNode(NodeId node)
{
    moveInTree(false, [node](PlayLine &line) { return line.goToNode(node); });
}

void GameModel::nextBranch()
{
    moveInTree(false, [](PlayLine &line) { return line.switchBranch(1); });
}

void GameModel::previousBranch()
{
    moveInTree(false, [](PlayLine &line) { return line.switchBranch(-1); });
}

void GameModel::backToMainLine()
{
    moveInTree(false, [](PlayLine &line) { return line.goToNode(line.mainLineNode()); });
}

void GameModel::promoteCurrentLine()
{
    moveInTree(true, [](PlayLine &line) { return line.promoteCurrentLine(); });
}

void GameModel::deleteCurrentBranch()
{
    moveInTree(true, [](PlayLine &line) { return line.removeBranch(line.currentBranch()); });
}

void GameModel::restoreBranch()
{
    moveInTree(true, [](PlayLine &line) { return line.restoreBranch(); });
}

bool GameModel::lineIsMainLine() const
{
    if (!m_line)
        return true;
    const NodeId last = m_line->length() > 0 ? m_line->lineNode(m_line->length() - 1) : GameTree::root();
    return tree().onMainLine(last);
}

QString GameModel::comment(NodeId node) const
{
    if (!m_line || !tree().contains(node))
        return {};
    return QString::fromStdString(tree().comment(node));
}

ActionMark GameModel::mark(NodeId node) const
{
    return m_line && tree().contains(node) ? tree().mark(node) : ActionMark::None;
}

void GameModel::setComment(NodeId node, const QString &comment)
{
    if (m_line && m_line->setComment(node, comment.left(files::kMaxCommentLength).toStdString())) {
        emit notesChanged(node);
        updateModified();
    }
}

void GameModel::setMark(NodeId node, ActionMark mark)
{
    if (m_line && m_line->setMark(node, mark)) {
        emit notesChanged(node);
        updateModified();
    }
}

void GameModel::announceActions(bool wasOver)
{
    refresh();
    emit actionsChanged(m_line->actionCount());
    emit positionChanged();
    emit selectionChanged();
    updateModified();
    if (!wasOver && position().gameOver())
        emit gameOver();
}

} // namespace eko::ui
