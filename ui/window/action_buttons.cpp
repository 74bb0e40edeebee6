// Action buttons: one per board-less action, visible only while it is legal.
#include "window/action_buttons.h"

#include <QEvent>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace eko::ui {

ActionButtons::ActionButtons(QWidget *parent)
    : QWidget(parent)
    , m_noSwap(new QPushButton(this))
    , m_march(new QPushButton(this))
    , m_end(new QPushButton(this))
    , m_pass(new QPushButton(this))
{
    m_noSwap->setObjectName(QStringLiteral("noSwapButton"));
    m_march->setObjectName(QStringLiteral("forcedMarchButton"));
    m_end->setObjectName(QStringLiteral("endButton"));
    m_pass->setObjectName(QStringLiteral("passButton"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setAlignment(Qt::AlignTop);
    for (QPushButton *b : {m_noSwap, m_march, m_end, m_pass}) {
        b->setVisible(false);
        b->setMinimumHeight(32);
        layout->addWidget(b);
    }
    connect(m_noSwap, &QPushButton::clicked, this, [this] { emit play(Action::noSwap()); });
    connect(m_march, &QPushButton::clicked, this, [this] { emit play(Action::forcedMarch()); });
    connect(m_end, &QPushButton::clicked, this, [this] { emit play(Action::end()); });
    connect(m_pass, &QPushButton::clicked, this, [this] { emit play(Action::pass()); });
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    retranslateUi();
}

QSize ActionButtons::sizeHint() const
{
    int width = 0;
    int height = 0;
    for (QPushButton *b : {m_noSwap, m_march, m_end, m_pass}) {
        const QSize hint = b->sizeHint().expandedTo(b->minimumSize());
        width = qMax(width, hint.width());
        height = qMax(height, hint.height());
    }
    return {width, kMostShownAtOnce * height + (kMostShownAtOnce - 1) * layout()->spacing()};
}

void ActionButtons::showLegal(const Position &position, const std::vector<Action> &legal)
{
    auto has = [&legal](ActionKind kind) {
        return std::any_of(legal.begin(), legal.end(), [kind](const Action &a) { return a.kind == kind; });
    };
    m_marchCost = position.settings().forcedMarchCost;
    m_noSwap->setVisible(has(ActionKind::NoSwap));
    m_march->setVisible(has(ActionKind::ForcedMarch));
    m_end->setVisible(has(ActionKind::End));
    m_pass->setVisible(has(ActionKind::Pass));
    retranslateUi();
    updateGeometry();
}

bool ActionButtons::empty() const
{
    return m_noSwap->isHidden() && m_march->isHidden() && m_end->isHidden() && m_pass->isHidden();
}

void ActionButtons::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ActionButtons::retranslateUi()
{
    //: Button in the Emperor swap: decline the swap.
    m_noSwap->setText(tr("Keep the Emperor where it is"));
    m_noSwap->setToolTip(tr("Decline the Emperor swap. To swap instead, click your Emperor's stack, "
                            "then one of your other stacks."));
    m_march->setText(tr("Forced march"));
    m_march->setToolTip(m_marchCost == 0
                            //: Tool tip of the Forced march button in a scenario where it costs no disc.
                            ? tr("Take a second action; a forced march costs no disc in this game.")
                            //: Tool tip of the Forced march button; %n: the discs it costs (1 or more).
                            : tr("Remove %n disc(s) of your reserve from the game to take a second action.", "",
                                 m_marchCost));
    //: Button: end the turn without a forced march (no reinforcement is possible).
    m_end->setText(tr("End the turn"));
    m_end->setToolTip(tr("Decline the forced march; no reinforcement is possible."));
    //: Button shown when the player has no legal action.
    m_pass->setText(tr("Pass"));
    m_pass->setToolTip(tr("You have no legal action: the action phase is a pass."));
}

} // namespace eko::ui
