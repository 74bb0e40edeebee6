// What the replay's charts (VP, winning chances) share: one point per position of the game along
// the x axis, and a click or a drag on the chart choosing the position under the pointer.
#pragma once

#include <QWidget>

namespace eko::ui {

class ActionChart : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;
    // The action (0..actionCount) under a point of the widget, -1 when there is none.
    virtual int actionAt(QPoint point) const = 0;

signals:
    // A click or a drag on the chart chose the position after `k` actions (the owner goes there
    // and sets the chart's current action); a drag says each action once.
    void actionChosen(int k);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void choose(QPoint point);

    int m_lastChosen = -1;
};

} // namespace eko::ui
