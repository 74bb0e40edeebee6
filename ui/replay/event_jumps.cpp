// The replay's jumps from event to event (see event_jumps.h).
#include "replay/event_jumps.h"

#include "model/game_model.h"
#include "replay/replay_model.h"

#include <QAction>
#include <QWidget>

namespace eko::ui {

namespace {

Qt::Key keyOf(ReplayEvent event)
{
    switch (event) {
    case ReplayEvent::Attack: return Qt::Key_K;
    case ReplayEvent::Construction: return Qt::Key_C;
    case ReplayEvent::Palace: return Qt::Key_P;
    case ReplayEvent::Emperor: return Qt::Key_M;
    }
    return Qt::Key_K;
}

const char *nameOf(ReplayEvent event)
{
    switch (event) {
    case ReplayEvent::Attack: return "Attack";
    case ReplayEvent::Construction: return "Construction";
    case ReplayEvent::Palace: return "Palace";
    case ReplayEvent::Emperor: return "Emperor";
    }
    return "";
}

} // namespace

EventJumps::EventJumps(GameModel *model, ReplayModel *replay, QWidget *window, QObject *parent)
    : QObject(parent), m_model(model), m_replay(replay)
{
    for (const ReplayEvent event : kReplayEvents)
        for (const bool forward : {true, false}) {
            auto *action = new QAction(this);
            action->setObjectName(QStringLiteral("actionReplay%1%2")
                                      .arg(forward ? QStringLiteral("Next") : QStringLiteral("Previous"),
                                           QString::fromLatin1(nameOf(event))));
            action->setShortcut(forward ? QKeySequence(keyOf(event)) : QKeySequence(Qt::SHIFT | keyOf(event)));
            connect(action, &QAction::triggered, this, [this, event, forward] { jump(event, forward); });
            window->addAction(action); // the keys work with the menu closed
            m_actions.append(action);
        }
    connect(m_replay, &ReplayModel::currentChanged, this, &EventJumps::update);
    connect(m_replay, &ReplayModel::activeChanged, this, &EventJumps::update);
    retranslateUi();
    update();
}

void EventJumps::jump(ReplayEvent event, bool forward)
{
    if (!m_replay->isActive() || !m_model->hasGame())
        return;
    const Game &game = m_model->lineGame();
    const std::optional<int> to = forward ? nextReplayEvent(game, m_replay->actionCount(), m_replay->current(), event)
                                          : previousReplayEvent(game, m_replay->actionCount(), m_replay->current(), event);
    if (to)
        m_replay->goTo(*to);
}

void EventJumps::update()
{
    const bool replaying = m_replay->isActive() && m_model->hasGame();
    for (const ReplayEvent event : kReplayEvents) {
        const int n = replaying ? m_replay->actionCount() : 0;
        const int k = replaying ? m_replay->current() : 0;
        next(event)->setEnabled(replaying && nextReplayEvent(m_model->lineGame(), n, k, event));
        previous(event)->setEnabled(replaying && previousReplayEvent(m_model->lineGame(), n, k, event));
    }
}

void EventJumps::retranslateUi()
{
    //: Replay menu: go to the position right after the next attack of the record.
    next(ReplayEvent::Attack)->setText(tr("Next Attack"));
    //: Replay menu: go to the position right after the previous attack.
    previous(ReplayEvent::Attack)->setText(tr("Previous Attack"));
    //: Replay menu: go to the position right after the next construction (a building placed or upgraded).
    next(ReplayEvent::Construction)->setText(tr("Next Construction"));
    previous(ReplayEvent::Construction)->setText(tr("Previous Construction"));
    //: Replay menu: the next moment a player's palace comes to stand, or their last one falls.
    next(ReplayEvent::Palace)->setText(tr("Next Palace Change"));
    previous(ReplayEvent::Palace)->setText(tr("Previous Palace Change"));
    //: Replay menu: the next moment an Emperor is captured or given back in an exchange.
    next(ReplayEvent::Emperor)->setText(tr("Next Emperor Captured or Exchanged"));
    previous(ReplayEvent::Emperor)->setText(tr("Previous Emperor Captured or Exchanged"));
    for (QAction *action : m_actions)
        action->setStatusTip(action->text());
}

} // namespace eko::ui
