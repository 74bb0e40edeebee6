// Replay mode: the actions, the toolbar and the wiring between the replay model and the views.
#include "window/replay_mode.h"

#include "model/game_model.h"
#include "replay/action_slider.h"
#include "replay/event_jumps.h"
#include "replay/replay_autoplay.h"
#include "replay/replay_bar.h"
#include "replay/replay_model.h"
#include "replay/sentence_pane.h"
#include "replay/vp_chart.h"
#include "text/action_sentence.h"
#include "text/explain.h"
#include "session/preferences.h"
#include "window/computer_seat_controls.h"
#include "window/game_document.h"
#include "window/status_line.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QToolButton>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QToolBar>
#include <QWidget>

namespace eko::ui {

namespace {
constexpr int kLowWindow = 900; // below this height the chart goes beside the move list
}

ReplayMode::ReplayMode(GameModel *model, StatusLine *status, GameDocument *document, ComputerSeatControls *computer,
                       QWidget *window)
    : QObject(window)
    , m_model(model)
    , m_status(status)
    , m_document(document)
    , m_computer(computer)
    , m_window(window)
    , m_replay(new ReplayModel(model, this))
    , m_autoplay(new ReplayAutoplay(m_replay, this))
{
    m_toggle = makeAction("actionReplay", QKeySequence(Qt::CTRL | Qt::Key_R), QStyle::SP_BrowserReload);
    m_toggle->setCheckable(true);
    connect(m_toggle, &QAction::triggered, m_replay, &ReplayModel::setActive);
    m_first = makeAction("actionReplayFirst", QKeySequence(Qt::Key_Home), QStyle::SP_MediaSkipBackward);
    m_previousTurn = makeAction("actionReplayPreviousTurn", QKeySequence(Qt::CTRL | Qt::Key_Left), QStyle::SP_MediaSeekBackward);
    m_previous = makeAction("actionReplayPrevious", QKeySequence(Qt::Key_Left), QStyle::SP_ArrowLeft);
    m_play = makeAction("actionReplayAutoplay", QKeySequence(Qt::Key_Space), QStyle::SP_MediaPlay);
    m_play->setCheckable(true);
    m_next = makeAction("actionReplayNext", QKeySequence(Qt::Key_Right), QStyle::SP_ArrowRight);
    m_nextTurn = makeAction("actionReplayNextTurn", QKeySequence(Qt::CTRL | Qt::Key_Right), QStyle::SP_MediaSeekForward);
    m_last = makeAction("actionReplayLast", QKeySequence(Qt::Key_End), QStyle::SP_MediaSkipForward);
    m_goTo = makeAction("actionReplayGoTo", QKeySequence(Qt::CTRL | Qt::Key_G), -1);
    m_continue = makeAction("actionContinueFromHere", QKeySequence(), QStyle::SP_FileDialogNewFolder);
    m_leave = makeAction("actionLeaveReplay", QKeySequence(Qt::Key_Escape), QStyle::SP_DialogCloseButton);
    connect(m_leave, &QAction::triggered, m_replay, &ReplayModel::leave);
    connect(m_first, &QAction::triggered, m_replay, &ReplayModel::first);
    connect(m_previousTurn, &QAction::triggered, m_replay, &ReplayModel::previousTurn);
    connect(m_previous, &QAction::triggered, m_replay, &ReplayModel::previous);
    connect(m_play, &QAction::triggered, m_autoplay, &ReplayAutoplay::setRunning);
    connect(m_next, &QAction::triggered, m_replay, &ReplayModel::next);
    connect(m_nextTurn, &QAction::triggered, m_replay, &ReplayModel::nextTurn);
    connect(m_last, &QAction::triggered, m_replay, &ReplayModel::last);
    connect(m_continue, &QAction::triggered, this, &ReplayMode::continueFromHere);

    m_slider = new ActionSlider;
    m_slider->setObjectName(QStringLiteral("replaySlider"));
    m_slider->setMinimumWidth(80);
    m_slider->setPageStep(10);
    connect(m_slider, &QSlider::valueChanged, m_replay, &ReplayModel::goTo);
    m_actionLabel = new QLabel;
    m_actionBox = new QSpinBox;
    m_actionBox->setObjectName(QStringLiteral("replayActionBox"));
    m_actionBox->setKeyboardTracking(false); // goes there on Enter or when the box is left
    m_actionLabel->setBuddy(m_actionBox);
    connect(m_actionBox, &QSpinBox::valueChanged, m_replay, &ReplayModel::goTo);
    connect(m_goTo, &QAction::triggered, this, [this] {
        m_replay->enterAt(m_replay->isActive() ? m_replay->current() : m_replay->actionCount());
        m_actionBox->setFocus(Qt::ShortcutFocusReason);
        m_actionBox->selectAll();
    });
    m_speedBox = new QComboBox;
    m_speedBox->setObjectName(QStringLiteral("replaySpeedBox"));
    fillSpeeds();
    connect(m_speedBox, &QComboBox::activated, this, [this](int i) {
        const double speed = m_speedBox->itemData(i).toDouble();
        m_autoplay->setSpeed(speed);
        preferences::setReplaySpeed(speed);
    });
    m_autoplay->setSpeed(preferences::replaySpeed());
    connect(m_autoplay, &ReplayAutoplay::runningChanged, this, &ReplayMode::updateControls);

    m_button = new QToolButton;
    m_button->setObjectName(QStringLiteral("replayButton"));
    m_button->setDefaultAction(m_toggle);
    m_button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_button->setAutoRaise(true);

    // The controls' bar, under the board while replaying: two groups, on two rows when narrow.
    m_toolBar = new QToolBar;
    m_toolBar->setObjectName(QStringLiteral("replayToolBar"));
    m_toolBar->setIconSize(QSize(20, 20));
    for (QAction *a : {m_first, m_previousTurn, m_previous, m_play, m_next, m_nextTurn, m_last})
        m_toolBar->addAction(a);
    m_toolBar->addWidget(m_slider);
    m_toolBar->addWidget(m_actionLabel);
    m_toolBar->addWidget(m_actionBox);
    m_moreBar = new QToolBar;
    m_moreBar->setObjectName(QStringLiteral("replayMoreToolBar"));
    m_moreBar->setIconSize(QSize(20, 20));
    m_moreBar->addWidget(m_speedBox);
    m_moreBar->addSeparator();
    m_moreBar->addAction(m_continue);
    m_moreBar->addAction(m_leave);
    for (QAction *a : {m_continue, m_leave})
        if (auto *button = qobject_cast<QToolButton *>(m_moreBar->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_bar = new ReplayBar(m_toolBar, m_moreBar);
    m_bar->hide();

    m_pane = new SentencePane;
    m_pane->setObjectName(QStringLiteral("actionPane"));
    m_pane->hide();

    m_chart = new VpChart;
    m_chart->setObjectName(QStringLiteral("vpChart"));
    connect(m_chart, &VpChart::actionChosen, m_replay, &ReplayModel::goTo);
    m_chartDock = new QDockWidget(window);
    m_chartDock->setObjectName(QStringLiteral("chartDock"));
    m_chartDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                             | QDockWidget::DockWidgetFloatable);
    m_chartDock->setWidget(m_chart);

    m_menu = new QMenu(window);
    m_menu->setObjectName(QStringLiteral("replayMenu"));
    for (QAction *a : {m_first, m_previousTurn, m_previous, m_play, m_next, m_nextTurn, m_last, m_goTo})
        m_menu->addAction(a);
    m_menu->addSeparator();
    m_jumps = new EventJumps(model, m_replay, window, this);
    m_jumpMenu = m_menu->addMenu(QString());
    m_jumpMenu->setObjectName(QStringLiteral("replayJumpMenu"));
    m_jumpMenu->addActions(m_jumps->actions());
    m_menu->addSeparator();
    m_menu->addAction(m_continue);
    m_menu->addAction(m_leave);
    window->addAction(m_goTo); // its key works with the menu closed

    connect(m_replay, &ReplayModel::activeChanged, this, &ReplayMode::onActiveChanged);
    connect(m_replay, &ReplayModel::currentChanged, this, &ReplayMode::showCurrent);
    connect(model, &GameModel::actionsChanged, this, [this] {
        updateControls();
        updateChart();
        updatePane();
    });
    connect(model, &GameModel::gameReset, this, [this] {
        updateControls();
        updateChart();
        updatePane();
    });
    window->installEventFilter(this); // the window's first show and its close
    retranslateUi();
    updateControls();
}

QAction *ReplayMode::makeAction(const char *name, const QKeySequence &key, int icon)
{
    auto *action = new QAction(this);
    action->setObjectName(QString::fromLatin1(name));
    if (!key.isEmpty())
        action->setShortcut(key);
    if (icon >= 0)
        action->setIcon(m_window->style()->standardIcon(static_cast<QStyle::StandardPixmap>(icon)));
    m_window->addAction(action);
    return action;
}

void ReplayMode::setPlayDock(QDockWidget *dock)
{
    m_playDock = dock;
}

void ReplayMode::windowDocksPlaced()
{
    if (m_docksPending && m_replay->isActive())
        showReplayDocks();
}

void ReplayMode::placeChart()
{
    // Once a session, where the window keeps the chart (restored or moved by the user) unless it is
    // the first placement under the board: a low window gives the chart the Play dock's place
    // beside the move list, so that the board keeps its height; a tall one a band under the board.
    m_chartSized = true;
    auto *window = qobject_cast<QMainWindow *>(m_window);
    if (!window || m_chartDock->isFloating() || window->dockWidgetArea(m_chartDock) != Qt::BottomDockWidgetArea)
        return;
    if (m_playDock && m_playDock->isVisible() && window->height() < kLowWindow
        && window->dockWidgetArea(m_playDock) != Qt::NoDockWidgetArea && !m_playDock->isFloating()) {
        window->splitDockWidget(m_playDock, m_chartDock, Qt::Vertical);
        return;
    }
    window->resizeDocks({m_chartDock}, {std::max(120, window->height() / 5)}, Qt::Vertical);
}

void ReplayMode::showReplayDocks()
{
    m_docksPending = false;
    if (!m_chartSized)
        placeChart();
    m_chartDock->show();
    if (m_playDock && m_playDock->isVisible()) {
        m_playDockWasShown = true;
        m_playDock->hide();
    }
}

bool ReplayMode::eventFilter(QObject *watched, QEvent *event)
{
    // The window's layout is saved as it closes: with the Play dock as the user had it.
    if (watched == m_window && event->type() == QEvent::Close && m_replay->isActive() && m_playDock
        && m_playDockWasShown)
        m_playDock->show();
    return QObject::eventFilter(watched, event);
}

bool ReplayMode::isActive() const { return m_replay->isActive(); }

void ReplayMode::fillSpeeds()
{
    const int chosen = m_speedBox->currentIndex();
    m_speedBox->clear();
    for (double speed : preferences::kReplaySpeeds)
        //: Autoplay speed of the replay; %1 is a number of actions (0.25 to 32).
        m_speedBox->addItem(tr("%1 per second").arg(QLocale().toString(speed)), speed);
    int index = chosen;
    if (index < 0)
        index = m_speedBox->findData(preferences::replaySpeed());
    m_speedBox->setCurrentIndex(std::max(index, 0));
}

void ReplayMode::retranslateUi()
{
    //: View menu item and toolbar button: step through the game's actions (Replay mode).
    m_toggle->setText(tr("&Replay"));
    m_toggle->setToolTip(tr("Replay: step through the game's actions; click again to play on at the end"));
    m_first->setText(tr("&First Action"));
    m_previousTurn->setText(tr("Previous &Turn"));
    m_previous->setText(tr("&Previous Action"));
    //: Replay: the actions follow one another by themselves (Space starts and pauses it).
    m_play->setText(tr("&Autoplay"));
    m_next->setText(tr("&Next Action"));
    m_nextTurn->setText(tr("Ne&xt Turn"));
    m_last->setText(tr("&Last Action"));
    m_goTo->setText(tr("&Go to Action…"));
    //: Replay: back to playing the game at its last action.
    m_leave->setText(tr("&Back to Play"));
    //: Replay: a new game that keeps the actions up to the one shown and is played on from there.
    m_continue->setText(tr("&Continue from Here"));
    m_continue->setToolTip(tr("A new game that keeps the actions up to this one, played on from here; "
                              "the game replayed stays as it is"));
    for (QAction *a : {m_first, m_previousTurn, m_previous, m_play, m_next, m_nextTurn, m_last, m_goTo, m_leave})
        a->setToolTip(QStringLiteral("%1 (%2)").arg(a->text().remove(QLatin1Char('&')).remove(QChar(0x2026)),
                                                     a->shortcut().toString(QKeySequence::NativeText)));
    m_menu->setTitle(tr("Replay &Controls"));
    //: Replay menu: the submenu that goes to the next or previous attack, construction, palace or Emperor event.
    m_jumpMenu->setTitle(tr("&Jump To"));
    m_jumps->retranslateUi();
    //: Replay toolbar: label of the box where the number of the action to show is typed.
    m_actionLabel->setText(tr("&Action"));
    m_slider->setToolTip(tr("Every action of the game: click or drag to go to one"));
    m_speedBox->setToolTip(tr("Autoplay speed, in actions per second"));
    // What a screen reader calls them (blind mode): the words shown beside them.
    m_slider->setAccessibleName(m_slider->toolTip());
    m_actionBox->setAccessibleName(m_actionLabel->text().remove(QLatin1Char('&')));
    m_toolBar->setWindowTitle(tr("Replay"));
    m_moreBar->setWindowTitle(tr("Replay"));
    //: Title of the panel with the chart of every player's victory points over the game.
    m_chartDock->setWindowTitle(tr("Victory Points"));
    fillSpeeds();
    updateControls();
    updatePane();
}

void ReplayMode::onActiveChanged(bool active)
{
    // The refusal of a click on the board takes two lines where the status takes one: room for both,
    // so that the board keeps its size all through the replay.
    m_status->setLeastLines(active ? 2 : 1);
    if (active) {
        m_computerPause.emplace(m_computer->seats()); // nothing is played while replaying
        if (m_model->hasGame())
            m_model->clearSelection();
        if (m_window->isVisible())
            showReplayDocks();
        else
            m_docksPending = true; // the window places its docks as it first shows: after that
        showCurrent();
        return;
    }
    m_docksPending = false;
    m_chartDock->hide();
    if (m_playDock && m_playDockWasShown)
        m_playDock->show();
    m_playDockWasShown = false;
    m_computerPause.reset();
    updateControls();
    updateChart();
    updatePane();
    emit changed();
}

void ReplayMode::showCurrent()
{
    if (!m_replay->isActive() || !m_replay->hasGame())
        return;
    m_chart->setCurrentAction(m_replay->current());
    updateControls();
    updatePane();
    emit changed();
}

void ReplayMode::updateControls()
{
    const bool game = m_replay->hasGame();
    const bool active = m_replay->isActive();
    const int n = m_replay->actionCount();
    const int k = m_replay->current();
    m_toggle->setEnabled(game);
    m_toggle->setChecked(active);
    m_bar->setVisible(active);
    m_pane->setVisible(active);
    m_leave->setEnabled(active);
    m_first->setEnabled(active && k > 0);
    m_previousTurn->setEnabled(active && k > 0);
    m_previous->setEnabled(active && k > 0);
    m_next->setEnabled(active && k < n);
    m_nextTurn->setEnabled(active && k < n);
    m_last->setEnabled(active && k < n);
    m_play->setEnabled(active && n > 0);
    m_goTo->setEnabled(game && n > 0);
    m_continue->setEnabled(active && !m_replay->position().gameOver());
    const bool running = m_autoplay->isRunning();
    m_play->setChecked(running);
    //: Replay: pauses the autoplay.
    m_play->setText(running ? tr("P&ause") : tr("&Autoplay"));
    m_play->setIcon(m_window->style()->standardIcon(running ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(QStringLiteral("%1 (%2)").arg(m_play->text().remove(QLatin1Char('&')),
                                                     m_play->shortcut().toString(QKeySequence::NativeText)));
    const QSignalBlocker sliderBlock(m_slider);
    const QSignalBlocker boxBlock(m_actionBox);
    m_slider->setRange(0, n);
    m_slider->setValue(k);
    m_actionBox->setRange(0, n);
    m_actionBox->setValue(k);
    //: Replay toolbar, after the number of the action shown: the number of actions in the game.
    m_actionBox->setSuffix(tr(" of %1").arg(n));
}

QString ReplayMode::statusText() const
{
    if (!m_replay->isActive() || !m_replay->hasGame())
        return {};
    const int k = m_replay->current();
    const int n = m_replay->actionCount();
    if (k == 0)
        //: Status line while replaying, before the first action; %1 is the number of actions of the game.
        return tr("Replay: the start of the game, before the first of %1 actions.").arg(n);
    // What happened is said under the action list, whole: a sentence here would make the status line,
    // and so the board, change height from one action to the next.
    //: Status line while replaying: %1 action number, %2 actions in all.
    return tr("Replay, action %1 of %2.").arg(QString::number(k), QString::number(n));
}

QString ReplayMode::sentence(int k) const { return text::actionSentence(m_model->lineGame(), k); }

void ReplayMode::updatePane()
{
    // The action shown while replaying, else the last one played.
    const int k = m_replay->isActive() ? m_replay->current() : (m_replay->hasGame() ? m_model->game().actionCount() : 0);
    if (!m_replay->hasGame() || k == 0) {
        //: Under the move list before the first action of a game.
        m_pane->setSentence(m_replay->hasGame() ? tr("The start of the game: no action yet.") : QString());
        return;
    }
    //: Under the move list: %1 the action's number, %2 actions in all, %3 what happened (a sentence).
    m_pane->setSentence(tr("Action %1 of %2: %3").arg(QString::number(k), QString::number(m_replay->actionCount()), sentence(k - 1)));
}

void ReplayMode::updateChart()
{
    if (!m_replay->hasGame())
        return;
    m_chart->setGame(m_model->lineGame()); // the current line, also what redo would play again
    m_chart->setCurrentAction(m_replay->isActive() ? m_replay->current() : m_model->game().actionCount());
}

bool ReplayMode::playHere()
{
    if (!m_replay->isActive() || !m_replay->hasGame())
        return true;
    if (m_replay->position().gameOver()) {
        //: Status line when the board is clicked in replay at the end of the game.
        m_status->showRejection(tr("The game is over here. Go back to an earlier action to try another one."));
        return false;
    }
    m_model->goToAction(m_replay->current());
    m_replay->followGame(); // the action played next is shown
    return true;
}

void ReplayMode::goToListAction(int k)
{
    // In play, the action the game is at is shown already.
    if (k >= m_replay->actionCount() || (!m_replay->isActive() && k + 1 == m_replay->played()))
        return;
    m_replay->goTo(k + 1);
}

void ReplayMode::continueFromHere()
{
    if (!m_replay->isActive() || !m_replay->hasGame() || m_replay->position().gameOver())
        return;
    const int k = m_replay->current();
    Game game = m_model->lineGame();
    game.truncate(k);
    const auto levels = m_computer->levels();
    const bool replaced = m_document->replace([this, &game, &levels]() -> std::optional<GameDocument::NextGame> {
        m_autoplay->setRunning(false);
        // No file holds the new game yet: it is modified until saved, and the replayed file is untouched.
        return GameDocument::NextGame{std::move(game), levels, QString(), true};
    });
    if (replaced)
        //: Status line after Continue from Here; %1 is the number of actions kept.
        m_status->showNotice(tr("A new game goes on from action %1 of the game replayed.").arg(k));
}

void ReplayMode::tryAction(const Action &action)
{
    if (!playHere())
        return;
    m_autoplay->setRunning(false);
    m_model->play(action);
}

} // namespace eko::ui
