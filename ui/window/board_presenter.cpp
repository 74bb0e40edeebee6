// The main window's board and side panels: what they show, from the game, the replay and the seats.
#include "window/board_presenter.h"

#include "board/board_scene.h"
#include "model/action_list_model.h"
#include "model/computer_seats.h"
#include "model/game_model.h"
#include "model/players_model.h"
#include "replay/replay_model.h"

namespace eko::ui {

BoardPresenter::BoardPresenter(GameModel *model, ReplayModel *replay, ComputerSeats *seats, Views views,
                               QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_replay(replay)
    , m_seats(seats)
    , m_views(views)
{
    // Any change of the game ends a hint; a selection changes only the marks.
    for (auto signal : {&GameModel::gameReset, &GameModel::positionChanged})
        connect(model, signal, this, [this] {
            dropHint();
            update();
        });
    connect(model, &GameModel::selectionChanged, this, [this] {
        dropHint();
        showMarks();
    });
    if (replay) {
        connect(replay, &ReplayModel::activeChanged, this, [this] {
            dropHint();
            update();
        });
        connect(replay, &ReplayModel::currentChanged, this, &BoardPresenter::update);
    }
    if (seats) // a seat given to a person or a computer: whose marks the board shows
        connect(seats, &ComputerSeats::seatLevelsChanged, this, &BoardPresenter::showMarks);
    update();
}

bool BoardPresenter::replaying() const { return m_replay && m_replay->isActive() && m_replay->hasGame(); }

void BoardPresenter::update()
{
    BoardScene *scene = m_views.scene;
    if (!m_model || !m_model->hasGame()) {
        scene->clearBoard();
        return;
    }
    if (replaying()) {
        const Position &position = m_replay->position();
        scene->showPosition(position);
        scene->showLastAction(m_replay->shownAction());
        if (m_views.players)
            m_views.players->showPosition(position);
        if (m_views.actions)
            m_views.actions->showCount(m_replay->current());
    } else {
        scene->showPosition(m_model->position());
        scene->showLastAction(m_model->lastAction());
        if (m_views.players)
            m_views.players->followGame();
        if (m_views.actions)
            m_views.actions->followGame();
    }
    showMarks();
    showGhosts();
}

void BoardPresenter::setGhostSource(std::function<QList<ActionGhost>()> source)
{
    m_ghosts = std::move(source);
    showGhosts();
}

void BoardPresenter::showGhosts()
{
    if (!m_model || !m_model->hasGame())
        return;
    m_views.scene->showGhosts(m_ghosts ? m_ghosts() : QList<ActionGhost>{});
}

void BoardPresenter::showMarks()
{
    BoardScene *scene = m_views.scene;
    if (!m_model || !m_model->hasGame())
        return;
    // A computer's turn shows none of it, nor a replayed action the game is not at (a click there
    // first takes the game to it).
    if ((replaying() && m_replay->current() != m_replay->played()) || (!replaying() && m_seats && m_seats->computerToMove()))
        scene->showHighlights({}, kNoSpace);
    else if (m_hint)
        scene->showHighlights(m_hint->marks, m_hint->from);
    else
        scene->showHighlights(m_model->highlights(), m_model->selectedSpace());
}

void BoardPresenter::showHint(const QList<SpaceHighlight> &marks, SpaceIndex from)
{
    m_hint = Hint{marks, from};
    showMarks();
}

void BoardPresenter::dropHint() { m_hint.reset(); }

} // namespace eko::ui
