// A lesson or puzzle being played: replies, judgement, hints, Try Again (lesson_session.h).
#include "model/lesson_session.h"

#include "ai/goal_reply.h"
#include "model/game_model.h"
#include "text/explain.h"

namespace eko::ui {

namespace {

ai::GoalProgress progressOf(const Goal &goal, const Game &game)
{
    ai::GoalProgress p;
    for (int k = 0; k < game.actionCount(); ++k) {
        const Position &before = game.positionAt(k);
        p.turns = goalTurnsAfter(goal, before, p.turns, p.first);
        p.first = false;
        ++p.played[static_cast<size_t>(before.toMove())];
    }
    return p;
}

} // namespace

LessonSession::LessonSession(GameModel *model, ComputerSeats *seats, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_seats(seats)
{
    connect(m_model, &GameModel::gameReset, this, &LessonSession::follow);
    connect(m_model, &GameModel::actionsChanged, this, [this] {
        if (m_active)
            judge();
    });
}

LessonSession::~LessonSession()
{
    if (m_active && m_seats)
        m_seats->setReplyRule({});
}

std::array<int, kMaxPlayers> LessonSession::opponentSeats(const Scenario &scenario)
{
    std::array<int, kMaxPlayers> levels{};
    for (int seat = 0; seat < scenario.players; ++seat) {
        if (scenario.goal && seat == scenario.goal->player)
            continue;
        const Opponent &o = scenario.goal ? scenario.goal->opponents[static_cast<size_t>(seat)] : Opponent{};
        levels[static_cast<size_t>(seat)] = o.kind == OpponentKind::Computer ? o.level : 1;
    }
    return levels;
}

void LessonSession::begin(const QString &id, const Scenario &scenario)
{
    m_decided.reset();
    m_active = true;
    m_id = id;
    m_scenario = scenario;
    m_seed = m_model->hasGame() ? m_model->game().seed() : 0;
    m_hintsShown = 0;
    m_judgement = {};
    // The person plays the goal's player and the computer the others, whatever seats the game had
    // (a file or an autosave of a puzzle played by people).
    if (const auto seats = opponentSeats(scenario); m_seats->seatLevels() != seats)
        m_seats->setSeatLevels(seats);
    m_seats->setReplyRule([this]() -> ComputerSeats::Reply {
        // Only the lesson's own game, still open (the rule is asked before end() when a game replaces it).
        if (!m_active || !m_model->hasGame() || m_model->game().seed() != m_seed
            || m_model->game().scenario().goal != m_scenario.goal || m_judgement.state != GoalState::Open)
            return {};
        return [scenario = m_scenario, pos = m_model->position(), progress = progressOf(*m_scenario.goal, m_model->game())] {
            return std::optional<Action>(ai::goalReply(scenario, pos, progress));
        };
    });
    judge();
    emit begun();
}

void LessonSession::follow()
{
    end();
    if (!m_model->hasGame() || !m_model->game().scenario().goal)
        return;
    const Scenario &scenario = m_model->game().scenario();
    begin(m_identify ? m_identify(scenario) : QString(), scenario);
}

void LessonSession::end()
{
    if (!m_active)
        return;
    m_active = false;
    m_decided.reset();
    if (m_seats)
        m_seats->setReplyRule({});
    emit changed();
    emit ended();
}

bool LessonSession::opponentToMove() const
{
    return m_active && m_model->hasGame() && !m_model->position().gameOver()
           && m_model->position().toMove() != goal().player;
}

int LessonSession::hintCount(const QString &language) const
{
    return m_active ? static_cast<int>(goalHints(goal(), language.toStdString()).size()) : 0;
}

void LessonSession::tryAgain()
{
    if (!m_active)
        return;
    m_model->goToAction(0);
    judge();
}

bool LessonSession::showHint(const QString &language)
{
    if (!m_active || m_hintsShown >= hintCount(language))
        return false;
    ++m_hintsShown;
    emit changed();
    return true;
}

// THE judgement is the engine's: judgeGoal after every action in effect, from the scenario's start.
void LessonSession::judge()
{
    const Goal &g = goal();
    const Game &game = m_model->game();
    GoalJudgement j;
    ai::GoalProgress p;
    for (int k = 0; k < game.actionCount() && j.state == GoalState::Open; ++k) {
        const Position &before = game.positionAt(k);
        p.turns = goalTurnsAfter(g, before, p.turns, p.first);
        p.first = false;
        j = judgeGoal(g, before, game.actions()[static_cast<size_t>(k)], game.positionAt(k + 1), p.turns);
    }
    const Position &now = m_model->position();
    const bool midTurn = !p.first && now.toMove() == g.player && now.phase() != Phase::FirstAction;
    const int left = g.turns - p.turns + (midTurn ? 1 : 0);
    const bool wasMet = m_judgement.state == GoalState::Met;
    m_judgement = j;
    m_turnsLeft = std::max(left, 0);
    if (j.state == GoalState::Open)
        m_decided.reset();
    else if (!m_decided)
        m_decided.emplace(m_seats);
    emit changed(); // also when only who is to move changed (the replies come, or came)
    if (j.state == GoalState::Met && !wasMet)
        emit solved(m_id);
}

QString LessonSession::playerSentence(const Goal &goal)
{
    //: Lesson panel: the colour the person plays in a lesson or puzzle; %1 is a colour ("Red").
    return tr("You play %1.").arg(text::colourTitle(goal.player));
}

QString LessonSession::goalSentence(const Goal &goal)
{
    const int n = goal.turns;
    switch (goal.kind) {
    case GoalKind::Win:
        //: The goal of a lesson or puzzle; %n is the number of the player's own turns.
        return tr("Win the game within %n turn(s).", nullptr, n);
    case GoalKind::WinByPoints:
        //: The goal of a lesson or puzzle: win by victory points (not by elimination).
        return tr("Win by points within %n turn(s).", nullptr, n);
    case GoalKind::CaptureEmperor:
        if (goal.target == kNoPlayer)
            //: The goal of a lesson or puzzle: attack a stack that holds another player's Emperor.
            return tr("Capture an opponent's Emperor within %n turn(s).", nullptr, n);
        //: The goal of a lesson or puzzle; %1 is a player's colour ("Blue").
        return tr("Capture the Emperor of %1 within %n turn(s).", nullptr, n).arg(text::colourTitle(goal.target));
    case GoalKind::BuildPalace:
        //: The goal of a lesson or puzzle: construct a building on a capital.
        return tr("Build a palace within %n turn(s).", nullptr, n);
    case GoalKind::ReachPoints:
        //: The goal of a lesson or puzzle; %1 is a number of victory points.
        return tr("Reach %1 VP within %n turn(s).", nullptr, n).arg(goal.points);
    case GoalKind::Eliminate:
        //: The goal of a lesson or puzzle: %1 (a colour, "Yellow") must have no disc left on the board.
        return tr("Put %1 out of the game within %n turn(s).", nullptr, n).arg(text::colourTitle(goal.target));
    case GoalKind::Survive:
        if (goal.keepEmperor)
            //: The goal of a lesson or puzzle: still in the game, the own Emperor not captured.
            return tr("Stay in the game with your Emperor free for %n turn(s).", nullptr, n);
        //: The goal of a lesson or puzzle: still in the game (some disc on the board) after so many turns.
        return tr("Stay in the game for %n turn(s).", nullptr, n);
    }
    return {};
}

QString LessonSession::failureSentence(const Goal &goal, GoalFailure failure)
{
    switch (failure) {
    case GoalFailure::None: break;
    case GoalFailure::OutOfTurns:
        //: Why a lesson or puzzle is not solved.
        return tr("Your turns are over and the goal is not met.");
    case GoalFailure::GameLost:
        //: Why a lesson or puzzle is not solved.
        return tr("Another player won the game.");
    case GoalFailure::GameDrawn:
        //: Why a lesson or puzzle is not solved.
        return tr("The game ended in a draw.");
    case GoalFailure::WrongVictory:
        //: Why a lesson or puzzle is not solved: the goal was to win by points.
        return tr("You won by elimination, not by points.");
    case GoalFailure::PlayerOut:
        //: Why a lesson or puzzle is not solved.
        return tr("You have no disc on the board any more.");
    case GoalFailure::EmperorCaptured:
        //: Why a lesson or puzzle is not solved.
        return tr("Your Emperor was captured.");
    case GoalFailure::TargetGone:
        //: Why a lesson or puzzle is not solved; %1 is a player's colour ("Blue").
        return tr("%1 is out of the game, so that Emperor can no longer be captured.").arg(text::colourTitle(goal.target));
    }
    return {};
}

} // namespace eko::ui
