// Hand-over screen.
#include "window/hand_over_screen.h"

#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace eko::ui {

HandOverScreen::HandOverScreen(QWidget *parent)
    : QWidget(parent)
    , m_emblem(new QLabel(this))
    , m_title(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_ready(new QPushButton(this))
{
    setObjectName(QStringLiteral("handOverScreen"));
    m_ready->setObjectName(QStringLiteral("readyButton"));
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 2.0);
    big.setBold(true);
    m_title->setFont(big);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_emblem->setAlignment(Qt::AlignCenter);
    QFont buttonFont = m_ready->font();
    buttonFont.setPointSizeF(buttonFont.pointSizeF() * 1.3);
    m_ready->setFont(buttonFont);
    m_ready->setMinimumSize(220, 48);
    m_ready->setDefault(true);

    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(m_emblem);
    layout->addSpacing(12);
    layout->addWidget(m_title);
    layout->addWidget(m_hint);
    layout->addSpacing(24);
    layout->addWidget(m_ready, 0, Qt::AlignHCenter);
    layout->addStretch(3);
    connect(m_ready, &QPushButton::clicked, this, &HandOverScreen::ready);
    setFocusProxy(m_ready);
    retranslateUi();
}

void HandOverScreen::setNextPlayer(const QString &label, const QPixmap &emblem)
{
    m_player = label;
    m_emblem->setPixmap(emblem);
    retranslateUi();
}

void HandOverScreen::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void HandOverScreen::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window().color().darker(108));
}

void HandOverScreen::retranslateUi()
{
    //: Hand-over screen title; %1 is the player, e.g. "Blue (Bo)".
    m_title->setText(tr("%1 plays next").arg(m_player));
    m_hint->setText(tr("The board is hidden so that nobody sees it while the computer changes hands.\n"
                       "Press the button when you are ready."));
    m_ready->setText(tr("I am ready"));
}

} // namespace eko::ui
