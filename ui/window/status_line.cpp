// Status line widget.
#include "window/status_line.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QTime>
#include <QTimer>

namespace eko::ui {

StatusLine::StatusLine(QWidget *parent)
    : QFrame(parent)
    , m_emblem(new QLabel(this))
    , m_text(new QLabel(this))
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("statusLine"));
    m_text->setObjectName(QStringLiteral("statusText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    QFont f = m_text->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_text->setFont(f);
    m_emblem->setFixedSize(28, 28);
    m_emblem->setScaledContents(false);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setSpacing(10);
    layout->addWidget(m_emblem, 0, Qt::AlignVCenter);
    layout->addWidget(m_text, 1);
    setAutoFillBackground(true);
    applyAccent(QColor());

    m_timer->setSingleShot(true);
    m_timer->setInterval(kRejectionMilliseconds);
    connect(m_timer, &QTimer::timeout, this, &StatusLine::showStatus);
}

void StatusLine::setStatus(const QString &text, const QPixmap &emblem, const QColor &accent)
{
    m_status = text;
    m_statusEmblem = emblem;
    if (accent != m_accent)
        applyAccent(accent);
    if (!m_timer->isActive())
        showStatus();
}

void StatusLine::applyAccent(const QColor &accent)
{
    m_accent = accent;
    const QString edge = accent.isValid() ? accent.name() : QStringLiteral("palette(mid)");
    setStyleSheet(QStringLiteral("QFrame#statusLine { border: 1px solid palette(mid); border-left: 6px solid %1;"
                                 " border-radius: 3px; background: palette(base); }")
                      .arg(edge));
}

QString StatusLine::displayedText() const { return m_text->text(); }

bool StatusLine::showingRejection() const { return m_timer->isActive(); }

void StatusLine::showRejection(const QString &reason)
{
    m_log.append(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")) + QLatin1Char(' ') + reason);
    while (m_log.size() > kLogLength)
        m_log.removeFirst();
    updateToolTip();
    m_emblem->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(24, 24));
    m_text->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
    m_text->setText(reason);
    m_timer->start();
}

void StatusLine::clearRejection()
{
    m_timer->stop();
    showStatus();
}

void StatusLine::showStatus()
{
    m_text->setStyleSheet(QString());
    m_text->setText(m_status);
    m_emblem->setPixmap(m_statusEmblem);
}

void StatusLine::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateToolTip();
    QFrame::changeEvent(event);
}

void StatusLine::updateToolTip()
{
    if (m_log.isEmpty()) {
        setToolTip(QString());
        return;
    }
    QString tip = tr("Refused actions:");
    for (const QString &line : m_log)
        tip += QLatin1Char('\n') + line;
    setToolTip(tip);
}

} // namespace eko::ui
