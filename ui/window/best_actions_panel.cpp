// The best actions of the position replayed, from the analysis; a ghost on the board for the one pointed at.
#include "window/best_actions_panel.h"

#include "look/highlight.h"
#include "model/game_analysis_runner.h"
#include "model/game_model.h"
#include "replay/replay_model.h"
#include "text/action_sentence.h"
#include "text/explain.h"

#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace eko::ui {

namespace {
constexpr int kActionRole = Qt::UserRole + 1; // the row's index in m_actions
}

BestActionsPanel::BestActionsPanel(GameModel *model, ReplayModel *replay, GameAnalysisRunner *analysis, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_replay(replay)
    , m_analysis(analysis)
    , m_caption(new QLabel(this))
    , m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("bestActionsPanel"));
    m_list->setObjectName(QStringLiteral("bestActions"));
    m_caption->setObjectName(QStringLiteral("bestActionsCaption"));
    m_caption->setWordWrap(true);
    m_list->setColumnCount(3);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setMouseTracking(true); // the row under the pointer shows on the board
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    // The chance before the sentence: in a narrow panel the sentence is what gives way (its tool tip
    // has all of it).
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_list->setMinimumWidth(m_list->fontMetrics().horizontalAdvance(QStringLiteral("T@b2/a3 100% Move")));
    m_list->installEventFilter(this);
    m_list->viewport()->installEventFilter(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_list, 1);

    connect(m_list, &QTreeWidget::itemEntered, this, [this](QTreeWidgetItem *item) { point(m_list->indexOfTopLevelItem(item)); });
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item)
            point(m_list->indexOfTopLevelItem(item));
    });
    connect(m_list, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) { choose(item); });
    connect(replay, &ReplayModel::currentChanged, this, &BestActionsPanel::refill);
    connect(replay, &ReplayModel::activeChanged, this, &BestActionsPanel::refill);
    connect(analysis, &GameAnalysisRunner::resultsReset, this, &BestActionsPanel::refill);
    connect(analysis, &GameAnalysisRunner::actionAnalysed, this, [this](int k) {
        if (m_replay->isActive() && k == m_replay->current())
            refill();
    });
    connect(model, &GameModel::gameReset, this, &BestActionsPanel::refill);
    connect(model, &GameModel::actionsChanged, this, &BestActionsPanel::refill);
    refill();
}

const ai::ActionAnalysis *BestActionsPanel::shown() const
{
    if (!m_model->hasGame() || !m_replay->isActive() || !m_replay->hasGame())
        return nullptr;
    const int k = m_replay->current();
    if (k >= m_model->lineGame().actionCount())
        return nullptr;
    const ai::ActionAnalysis *a = m_analysis->action(k);
    return a && !a->best.empty() ? a : nullptr;
}

QList<ActionGhost> BestActionsPanel::ghosts() const
{
    const ai::ActionAnalysis *a = shown();
    if (!a || m_actions.isEmpty())
        return {};
    const Position &pos = m_model->lineGame().positionAt(a->index);
    auto ghost = [&pos](const Action &action, ActionGhost::Role role) {
        return ActionGhost{action.from, action.to, highlightOf(pos, action), role};
    };
    const int pointed = m_pointed >= 0 && m_pointed < m_actions.size() ? m_pointed : 0;
    QList<ActionGhost> list{ghost(m_actions[pointed], ActionGhost::Role::Best)};
    if (pointed != m_played)
        list.append(ghost(a->played, ActionGhost::Role::Played));
    return list;
}

void BestActionsPanel::refill()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    m_actions.clear();
    m_played = -1;
    m_pointed = -1;
    auto headers = [this](const QString &chance) {
        //: Headers of the best actions' list: the action in notation, what it does in a sentence.
        m_list->setHeaderLabels({tr("Action"), chance, tr("What it does")});
    };
    headers(QString());
    const ai::ActionAnalysis *a = shown();
    if (!a) {
        m_caption->setText(m_analysis->analysedCount() > 0
                               //: Above the (empty) list of best actions, when the analysis has nothing for the position shown.
                               ? tr("Replay an analysed action to see the best actions there.")
                               //: Above the (empty) list of best actions, before any analysis.
                               : tr("Analyse ▸ Analyse Game shows the best actions of each position here."));
        m_list->setEnabled(false);
        m_list->setToolTip(QString());
        m_caption->show();
        emit ghostsChanged();
        return;
    }
    m_list->setEnabled(true);
    const auto mover = static_cast<size_t>(a->mover);
    const QString who = text::colourTitle(a->mover);
    //: Above the list of best actions at the position replayed; %1 the player to move (a colour). A click plays one in a new game.
    m_caption->setText(tr("Best actions for %1 here. Click one to play it in a new game.").arg(who));
    // The list has the room (a narrow dock has little): the caption is its tool tip then.
    m_caption->hide();
    m_list->setToolTip(m_caption->text());
    //: Header of the best actions' list: the chance to win after the action, for %1 (a colour).
    headers(tr("Chance for %1").arg(who));
    const Position &pos = m_model->lineGame().positionAt(a->index);
    const Board &board = *m_model->game().scenario().board;
    auto addRow = [&](const Action &action, double chance, bool played) {
        QString description = text::actionDescription(action, pos);
        if (played)
            //: In the best actions' list: the action that was played in the game; %1 what it does ("Move b3 to c4").
            description = tr("%1 (played)").arg(description);
        auto *item = new QTreeWidgetItem(m_list, {text::displayNotation(action, board),
                                                  QStringLiteral("%1%").arg(std::lround(chance * 100)), description});
        item->setData(0, kActionRole, static_cast<int>(m_actions.size()));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        for (int c = 0; c < 3; ++c)
            item->setToolTip(c, description);
        if (played) {
            QFont font = item->font(2);
            font.setItalic(true);
            for (int c = 0; c < 3; ++c)
                item->setFont(c, font);
            m_played = static_cast<int>(m_actions.size());
        }
        m_actions.append(action);
    };
    for (const ai::Candidate &c : a->best)
        addRow(c.action, c.chances[mover], c.action == a->played);
    if (m_played < 0)
        addRow(a->played, a->after[mover], true);
    emit ghostsChanged();
}

void BestActionsPanel::point(int row)
{
    if (row == m_pointed)
        return;
    m_pointed = row;
    emit ghostsChanged();
}

void BestActionsPanel::choose(QTreeWidgetItem *item)
{
    if (!item)
        return;
    const int k = item->data(0, kActionRole).toInt();
    if (k >= 0 && k < m_actions.size())
        emit actionChosen(m_actions[k]);
}

bool BestActionsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            choose(m_list->currentItem());
            return true;
        }
    } else if (watched == m_list->viewport() && event->type() == QEvent::Leave) {
        // Back to the selected row (or the best one) when the pointer leaves the list.
        point(m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1);
    }
    return QWidget::eventFilter(watched, event);
}

void BestActionsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refill();
    QWidget::changeEvent(event);
}

} // namespace eko::ui
