// The replay bar: lays its two toolbars out on one row or two, whichever lets every control show.
#include "replay/replay_bar.h"

#include <QEvent>
#include <QGridLayout>
#include <QResizeEvent>
#include <QToolBar>

namespace eko::ui {

ReplayBar::ReplayBar(QToolBar *steps, QToolBar *more, QWidget *parent)
    : QWidget(parent)
    , m_steps(steps)
    , m_more(more)
    , m_layout(new QGridLayout(this))
{
    setObjectName(QStringLiteral("replayBar"));
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    m_steps->setParent(this);
    m_more->setParent(this);
    arrange(width());
}

void ReplayBar::arrange(int width)
{
    const bool wrap = width < m_steps->sizeHint().width() + m_more->sizeHint().width();
    if (m_placed && wrap == m_wrapped)
        return;
    m_placed = true;
    m_wrapped = wrap;
    m_layout->removeWidget(m_steps);
    m_layout->removeWidget(m_more);
    m_layout->addWidget(m_steps, 0, 0);
    if (wrap) {
        m_layout->addWidget(m_more, 1, 0, Qt::AlignRight);
    } else {
        m_layout->addWidget(m_more, 0, 1);
    }
    m_layout->setColumnStretch(0, 1);
    m_layout->setColumnStretch(1, 0);
    updateGeometry();
}

void ReplayBar::resizeEvent(QResizeEvent *event)
{
    arrange(event->size().width());
    QWidget::resizeEvent(event);
}

bool ReplayBar::event(QEvent *event)
{
    // New words (another language) change the groups' widths: lay them out again.
    if (event->type() == QEvent::LayoutRequest)
        arrange(width());
    return QWidget::event(event);
}

} // namespace eko::ui
