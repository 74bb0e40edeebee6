// The Ask menu: questions a screen-reader user asks about the position shown.
#include "window/ask_menu.h"

#include "board/board_scene.h"
#include "model/game_model.h"
#include "replay/replay_model.h"
#include "window/spoken_answers.h"
#include "window/status_line.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace eko::ui {

AskMenu::AskMenu(QWidget *window, GameModel *game, ReplayModel *replay, BoardScene *scene, StatusLine *status)
    : QObject(window)
    , m_game(game)
    , m_replay(replay)
    , m_scene(scene)
    , m_status(status)
    , m_menu(new QMenu(window))
{
    m_menu->setObjectName(QStringLiteral("askMenu"));
    struct Item {
        const char *name;
        int key;
        QString (AskMenu::*answer)() const;
    };
    static const Item items[] = {
        {"actionAskMyStacks", Qt::Key_1, &AskMenu::myStacks},
        {"actionAskStacksNear", Qt::Key_2, &AskMenu::stacksNearCursor},
        {"actionAskStackActions", Qt::Key_3, &AskMenu::cursorActions},
        {"actionAskScore", Qt::Key_4, &AskMenu::scoreAndReserves},
        {"actionAskLastActions", Qt::Key_5, &AskMenu::lastActions},
        {"actionAskEmperors", Qt::Key_6, &AskMenu::emperors},
    };
    for (const Item &item : items) {
        auto *action = m_menu->addAction(QString());
        action->setObjectName(QString::fromLatin1(item.name));
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(item.key)));
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, [this, f = item.answer] { answer((this->*f)()); });
        window->addAction(action); // the keys work with the menu closed
        m_actions.append(action);
    }
    retranslateUi();
}

void AskMenu::retranslateUi()
{
    //: Menu of questions about the game a screen reader answers (blind mode).
    m_menu->setTitle(tr("As&k"));
    const QString texts[] = {
        //: Ask menu: reads the stacks of the player to move.
        tr("Read &My Stacks"),
        //: Ask menu: reads the stacks on the spaces next to the board's cursor.
        tr("Read the Stacks &Next to the Cursor"),
        //: Ask menu: reads the legal actions of the stack under the board's cursor.
        tr("What Can This &Stack Do"),
        //: Ask menu: reads every player's VP and reserve.
        tr("Read the Score and &Reserves"),
        //: Ask menu: reads the last actions played (or replayed).
        tr("Read the &Last Actions"),
        //: Ask menu: tells where every Emperor is.
        tr("Where Are the &Emperors"),
    };
    for (int i = 0; i < m_actions.size(); ++i)
        m_actions[i]->setText(texts[i]);
}

QStringList AskMenu::labels() const
{
    QStringList out;
    if (m_game->hasGame())
        for (PlayerIndex p = 0; p < m_game->position().playerCount(); ++p)
            out << m_game->playerLabel(p);
    return out;
}

namespace {
const Position *shownPosition(const GameModel *game, const ReplayModel *replay)
{
    if (!game->hasGame())
        return nullptr;
    return replay && replay->isActive() ? &replay->position() : &game->position();
}
} // namespace

void AskMenu::answer(const QString &text)
{
    //: Answer of the Ask menu without a game.
    const QString said = m_game->hasGame() ? text : tr("No game.");
    m_status->showNotice(said); // which the announcer reads out
}

QString AskMenu::myStacks() const
{
    const Position *pos = shownPosition(m_game, m_replay);
    return pos ? SpokenAnswers::stacksOf(*pos, pos->gameOver() ? 0 : pos->toMove(), labels()) : QString();
}

QString AskMenu::stacksNearCursor() const
{
    const Position *pos = shownPosition(m_game, m_replay);
    return pos ? SpokenAnswers::stacksNextTo(*pos, m_scene->focusedSpace(), labels()) : QString();
}

QString AskMenu::cursorActions() const
{
    const Position *pos = shownPosition(m_game, m_replay);
    return pos ? SpokenAnswers::actionsFrom(*pos, m_scene->focusedSpace()) : QString();
}

QString AskMenu::scoreAndReserves() const
{
    const Position *pos = shownPosition(m_game, m_replay);
    return pos ? SpokenAnswers::scoreAndReserves(*pos, labels()) : QString();
}

QString AskMenu::lastActions() const
{
    if (!m_game->hasGame())
        return {};
    const int shown = m_replay && m_replay->isActive() ? m_replay->current() : m_game->game().actionCount();
    return SpokenAnswers::lastActions(m_game->lineGame(), shown, kLastActions);
}

QString AskMenu::emperors() const
{
    const Position *pos = shownPosition(m_game, m_replay);
    return pos ? SpokenAnswers::emperors(*pos, labels()) : QString();
}

} // namespace eko::ui
