// Choosing a position on a replay chart by clicking or dragging.
#include "replay/action_chart.h"

#include <QMouseEvent>

namespace eko::ui {

void ActionChart::choose(QPoint point)
{
    const int k = actionAt(point);
    if (k < 0 || k == m_lastChosen)
        return;
    m_lastChosen = k;
    emit actionChosen(k);
}

void ActionChart::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_lastChosen = -1;
    choose(event->position().toPoint());
}

void ActionChart::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        choose(event->position().toPoint());
    else
        QWidget::mouseMoveEvent(event);
}

} // namespace eko::ui
