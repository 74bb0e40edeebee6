// Status line widget.
#include "window/status_line.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QTime>
#include <QTimer>

#include <algorithm>

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
    layout->setContentsMargins(kAccentWidth + 8, 6, 10, 6);
    layout->setSpacing(10);
    layout->addWidget(m_emblem, 0, Qt::AlignVCenter);
    layout->addWidget(m_text, 1);

    m_timer->setSingleShot(true);
    m_timer->setInterval(kRejectionMilliseconds);
    connect(m_timer, &QTimer::timeout, this, &StatusLine::showStatus);
    updateToolTip();
}

void StatusLine::setStatus(const QString &text, const QPixmap &emblem, const QColor &accent)
{
    m_status = text;
    m_statusEmblem = emblem;
    if (accent != m_accent) {
        m_accent = accent;
        update(); // the edge is painted, not styled
    }
    if (!m_timer->isActive())
        showStatus();
}

void StatusLine::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    painter.setPen(QPen(palette().color(QPalette::Mid), kFrameWidth));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRoundedRect(box, 3, 3);
    // The player's colour as a band on the left edge, inside the frame's rounding.
    QPainterPath band;
    band.addRoundedRect(box, 3, 3);
    QPainterPath left;
    left.addRect(QRectF(box.left(), box.top(), kAccentWidth, box.height()));
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_accent.isValid() ? m_accent : palette().color(QPalette::Mid));
    painter.drawPath(band.intersected(left));
}

QString StatusLine::displayedText() const { return m_text->text(); }

bool StatusLine::showingRejection() const { return m_timer->isActive() && m_refusal; }

void StatusLine::showRejection(const QString &reason)
{
    m_log.append(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")) + QLatin1Char(' ') + reason);
    while (m_log.size() > kLogLength)
        m_log.removeFirst();
    updateToolTip();
    showMessage(reason, QStyle::SP_MessageBoxWarning, true);
}

void StatusLine::showNotice(const QString &text) { showMessage(text, QStyle::SP_MessageBoxInformation, false); }

void StatusLine::showMessage(const QString &text, QStyle::StandardPixmap icon, bool refusal)
{
    m_refusal = refusal;
    m_emblem->setPixmap(style()->standardIcon(icon).pixmap(24, 24));
    QPalette palette = this->palette();
    if (refusal)
        palette.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    m_text->setPalette(palette);
    QFont font = m_text->font();
    font.setBold(refusal);
    m_text->setFont(font);
    m_text->setText(text);
    m_timer->start();
    emit messageShown(text, refusal);
}

void StatusLine::clearRejection()
{
    m_timer->stop();
    showStatus();
}

void StatusLine::clearRefusal()
{
    if (showingRejection())
        clearRejection();
}

void StatusLine::showStatus()
{
    m_text->setPalette(palette());
    QFont font = m_text->font();
    font.setBold(false);
    m_text->setFont(font);
    m_text->setText(m_status);
    m_emblem->setPixmap(m_statusEmblem);
}

void StatusLine::setLeastLines(int lines)
{
    m_leastLines = std::max(lines, 1);
    fitLeastLines();
}

void StatusLine::fitLeastLines()
{
    // Measured as the label measures its wrapped text, with Korean and Chinese glyphs (taller, from
    // fallback fonts) on every line.
    QStringList lines;
    for (int i = 0; i < m_leastLines; ++i)
        lines << QStringLiteral("Ág 한글 漢字");
    const QRect box = m_text->fontMetrics().boundingRect(QRect(0, 0, 10000, 0), Qt::TextWordWrap,
                                                         lines.join(QLatin1Char('\n')));
    m_text->setMinimumHeight(m_leastLines > 1 ? box.height() : 0);
}

void StatusLine::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateToolTip();
    if (event->type() == QEvent::FontChange)
        fitLeastLines();
    QFrame::changeEvent(event);
}

void StatusLine::updateToolTip()
{
    //: Accessible name of the status line (whose turn it is, what to do, the last refusal).
    setAccessibleName(tr("Status"));
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
