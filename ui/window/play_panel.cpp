// Play panel: action buttons above the notation field.
#include "window/play_panel.h"

#include "window/action_buttons.h"
#include "window/action_field.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace eko::ui {

PlayPanel::PlayPanel(QWidget *parent)
    : QWidget(parent)
    , m_buttons(new ActionButtons(this))
    , m_hint(new QLabel(this))
    , m_field(new ActionField(this))
{
    setObjectName(QStringLiteral("playPanel"));
    m_hint->setWordWrap(true);
    m_hint->setBuddy(m_field);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_buttons);
    layout->addWidget(m_hint);
    layout->addWidget(m_field);
    layout->addStretch(1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    retranslateUi();
}

void PlayPanel::showLegal(const Position &position, const std::vector<Action> &legal, const QStringList &notations)
{
    m_buttons->showLegal(position, legal);
    m_field->setLegalNotations(notations);
}

void PlayPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PlayPanel::retranslateUi() { m_hint->setText(tr("&Action in notation:")); }

} // namespace eko::ui
