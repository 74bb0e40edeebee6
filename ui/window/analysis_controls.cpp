// The Analyse menu, the progress row, the chances chart's tab and the move list's marks.
#include "window/analysis_controls.h"

#include "model/game_analysis_runner.h"
#include "model/game_model.h"
#include "replay/chances_chart.h"
#include "replay/replay_model.h"
#include "replay/vp_chart.h"
#include "text/action_sentence.h"
#include "window/analysis_marks.h"
#include "window/best_actions_panel.h"
#include "window/replay_mode.h"
#include "window/status_line.h"
#include "window/teaching_controls.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>

#include <cmath>

namespace eko::ui {

AnalysisControls::AnalysisControls(GameModel *model, ReplayMode *replay, StatusLine *status, QTreeView *moves, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_replay(replay)
    , m_status(status)
    , m_moves(moves)
    , m_runner(new GameAnalysisRunner(model, this))
    , m_marks(new AnalysisMarks(m_runner, moves))
{
    auto *window = qobject_cast<QWidget *>(parent);
    auto makeAction = [window](const char *name, const QKeySequence &key) {
        auto *a = new QAction(window);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        return a;
    };
    m_analyse = makeAction("actionAnalyseGame", QKeySequence());
    m_cancel = makeAction("actionCancelAnalysis", QKeySequence());
    m_next = makeAction("actionNextMistake", QKeySequence(Qt::Key_F7));
    m_previous = makeAction("actionPreviousMistake", QKeySequence(Qt::SHIFT | Qt::Key_F7));
    m_menu = new QMenu(window);
    m_menu->setObjectName(QStringLiteral("analyseMenu"));
    m_menu->addAction(m_analyse);
    m_menu->addAction(m_cancel);
    m_menu->addSeparator();
    m_menu->addAction(m_next);
    m_menu->addAction(m_previous);
    connect(m_analyse, &QAction::triggered, m_runner, &GameAnalysisRunner::start);
    connect(m_cancel, &QAction::triggered, m_runner, &GameAnalysisRunner::cancel);
    connect(m_next, &QAction::triggered, this, &AnalysisControls::nextMistake);
    connect(m_previous, &QAction::triggered, this, &AnalysisControls::previousMistake);

    // The progress row: what runs, a bar of the actions done, Cancel.
    m_progress = new QWidget;
    m_progress->setObjectName(QStringLiteral("analysisProgress"));
    auto *row = new QHBoxLayout(m_progress);
    row->setContentsMargins(0, 0, 0, 0);
    m_label = new QLabel;
    m_bar = new QProgressBar;
    m_bar->setObjectName(QStringLiteral("analysisProgressBar"));
    m_bar->setTextVisible(false);
    m_bar->setMaximumHeight(m_label->sizeHint().height());
    m_cancelButton = new QToolButton;
    m_cancelButton->setObjectName(QStringLiteral("analysisCancelButton"));
    m_cancelButton->setDefaultAction(m_cancel);
    row->addWidget(m_label);
    row->addWidget(m_bar, 1);
    row->addWidget(m_cancelButton);
    m_progress->hide();

    // The chances chart as a tab beside the VP chart, in the VP chart's dock.
    m_chart = new ChancesChart(model, m_runner);
    m_chart->setObjectName(QStringLiteral("chancesChart"));
    QDockWidget *dock = replay->chartDock();
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("chartTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabPosition(QTabWidget::West);
    QWidget *vp = dock->widget();
    dock->setWidget(m_tabs);
    m_tabs->addTab(vp, QString());
    // The chances tab: the chart, and the best actions of the position replayed at its right.
    m_chancesPage = new QWidget;
    m_chancesPage->setObjectName(QStringLiteral("chancesPage"));
    auto *page = new QHBoxLayout(m_chancesPage);
    page->setContentsMargins(0, 0, 0, 0);
    m_best = new BestActionsPanel(model, replay->replay(), m_runner);
    page->addWidget(m_chart, 1);
    page->addWidget(m_best, 1);
    m_tabs->addTab(m_chancesPage, QString());
    connect(m_chart, &ChancesChart::actionChosen, replay->replay(), &ReplayModel::goTo);
    auto follow = [this] { m_chart->setCurrentAction(shownCount()); };
    connect(replay->replay(), &ReplayModel::currentChanged, this, follow);
    connect(replay->replay(), &ReplayModel::activeChanged, this, follow);
    connect(model, &GameModel::actionsChanged, this, follow);
    connect(model, &GameModel::gameReset, this, follow);

    // The marks in the move list.
    moves->setItemDelegate(m_marks);
    auto repaintMoves = [this] {
        m_moves->viewport()->update();
        updateActions();
    };
    connect(m_runner, &GameAnalysisRunner::actionAnalysed, this, repaintMoves);
    connect(m_runner, &GameAnalysisRunner::resultsReset, this, repaintMoves);
    connect(m_runner, &GameAnalysisRunner::progressChanged, this, &AnalysisControls::updateProgress);
    connect(m_runner, &GameAnalysisRunner::runningChanged, this, [this](bool running) {
        m_progress->setVisible(running);
        if (running) // the chart shows the results as they come
            m_tabs->setCurrentWidget(m_chancesPage);
        updateProgress();
        updateActions();
    });
    connect(model, &GameModel::gameReset, this, &AnalysisControls::updateActions);
    connect(model, &GameModel::actionsChanged, this, &AnalysisControls::updateActions);
    retranslateUi();
}

int AnalysisControls::shownCount() const
{
    if (!m_model->hasGame())
        return 0;
    return m_replay->replay()->isActive() ? m_replay->replay()->current() : m_model->game().actionCount();
}

void AnalysisControls::showOpened(const ai::GameAnalysis &analysis, bool stale)
{
    m_runner->setResults(analysis);
    if (stale)
        m_status->showNotice(tr("This game's analysis was made by another version of the engine or with another "
                                "budget. Analyse ▸ Analyse Game does it again."));
}

void AnalysisControls::nextMistake()
{
    // The action about to be played at the position shown is shownCount(): the next mistake after it.
    const int k = m_runner->nextMistake(shownCount());
    if (k < 0) {
        //: Status line after F7 (next mistake) when the analysis finds no mistake or blunder after the action shown.
        m_status->showNotice(tr("No mistake after this action."));
        return;
    }
    showMistake(k);
}

void AnalysisControls::previousMistake()
{
    const int k = m_runner->previousMistake(shownCount());
    if (k < 0) {
        //: Status line after Shift+F7 (previous mistake) when the analysis finds no mistake or blunder before the action shown.
        m_status->showNotice(tr("No mistake before this action."));
        return;
    }
    showMistake(k);
}

void AnalysisControls::showMistake(int k)
{
    // The position just before it, as KaTrain does: the best actions beside the chart and the ghosts
    // on the board are then the ones of this action, the one played among them, and the status line
    // says what it lost.
    m_replay->replay()->goTo(k);
    const ai::ActionAnalysis *a = m_runner->action(k);
    if (!a || a->best.empty() || !m_model->hasGame())
        return;
    const Board &board = *m_model->game().scenario().board;
    m_status->showNotice(TeachingControls::mistakeText(*a, text::displayNotation(a->played, board),
                                                       text::displayNotation(a->best.front().action, board)));
}

void AnalysisControls::updateActions()
{
    const bool game = m_model->hasGame() && m_model->game().actionCount() > 0;
    m_analyse->setEnabled(game && !m_runner->isRunning());
    m_cancel->setEnabled(m_runner->isRunning());
    const bool marks = game && m_runner->analysedCount() > 0;
    m_next->setEnabled(marks);
    m_previous->setEnabled(marks);
}

void AnalysisControls::updateProgress()
{
    const int done = m_runner->done();
    const int total = m_runner->total();
    m_bar->setRange(0, std::max(1, total));
    m_bar->setValue(done);
    const double seconds = m_runner->secondsLeft();
    QString left;
    if (seconds >= 0) {
        const int s = static_cast<int>(std::ceil(seconds));
        //: Time left of the analysis, in the progress row; under a minute: %1 seconds, abbreviated.
        left = s < 60 ? tr("%1 s").arg(std::max(1, s))
                      //: Time left of the analysis, in the progress row; a minute or more: %1 minutes, abbreviated.
                      : tr("%1 min").arg((s + 59) / 60);
    }
    const bool quick = m_runner->pass() == GameAnalysisRunner::Pass::Quick;
    QString text;
    if (left.isEmpty())
        text = quick
                   //: Progress row under the board; %1 actions judged, %2 all the game's actions. The quick pass comes first, then the deep one.
                   ? tr("Quick analysis: %1 of %2 actions").arg(done).arg(total)
                   //: Progress row under the board; %1 actions judged, %2 all the game's actions. The deep pass follows the quick one.
                   : tr("Deep analysis: %1 of %2 actions").arg(done).arg(total);
    else
        text = quick
                   //: Progress row under the board; %1 actions judged, %2 all the game's actions, %3 the time left for both passes ("2 minutes").
                   ? tr("Quick analysis: %1 of %2 actions, about %3 left").arg(done).arg(total).arg(left)
                   //: Progress row under the board; %1 actions judged, %2 all the game's actions, %3 the time left ("40 seconds").
                   : tr("Deep analysis: %1 of %2 actions, about %3 left").arg(done).arg(total).arg(left);
    m_label->setText(text);
    m_bar->setAccessibleName(text);
}

void AnalysisControls::retranslateUi()
{
    //: Menu title: the computer reviews the game (Analyse Game, next mistake...).
    m_menu->setTitle(tr("&Analyse"));
    //: Menu item: the computer judges every action of the game, a quick pass then a deep one.
    m_analyse->setText(tr("&Analyse Game"));
    //: Menu item and button of the progress row: stops the analysis (what it found so far stays).
    m_cancel->setText(tr("&Cancel Analysis"));
    //: Menu item (F7): goes to the next action the analysis marked as a mistake or a blunder.
    m_next->setText(tr("&Next Mistake"));
    //: Menu item (Shift+F7): goes to the previous action the analysis marked as a mistake or a blunder.
    m_previous->setText(tr("&Previous Mistake"));
    //: Tab of the chart panel: the VP of every player over the game.
    m_tabs->setTabText(0, tr("VP"));
    //: Tab of the chart panel: each player's chance to win over the game, from the analysis.
    m_tabs->setTabText(1, tr("Chances"));
    m_tabs->setAccessibleName(tr("VP") + QStringLiteral(", ") + tr("Chances")); // the tabs it holds
    // Qt names the tab bar's scroll buttons once, in Qt's own words: they follow the language here.
    for (auto *button : m_tabs->findChildren<QToolButton *>())
        if (button->objectName() == QLatin1String("ScrollLeftButton"))
            button->setAccessibleName(QCoreApplication::translate("QTabBar", "Scroll Left"));
        else if (button->objectName() == QLatin1String("ScrollRightButton"))
            button->setAccessibleName(QCoreApplication::translate("QTabBar", "Scroll Right"));
    updateProgress();
    m_moves->viewport()->update();
}

} // namespace eko::ui
