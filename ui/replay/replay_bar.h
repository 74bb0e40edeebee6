// The replay controls' bar under the board: two groups of controls side by side when the room
// allows, else one above the other, so that no control falls into an overflow menu.
#pragma once

#include <QWidget>

class QGridLayout;
class QToolBar;

namespace eko::ui {

class ReplayBar : public QWidget {
    Q_OBJECT
public:
    // `steps` (the buttons, the slider, the action box) and `more` (speed, Continue, Back to Play).
    ReplayBar(QToolBar *steps, QToolBar *more, QWidget *parent = nullptr);

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    void arrange(int width);

    QToolBar *m_steps;
    QToolBar *m_more;
    QGridLayout *m_layout;
    bool m_wrapped = false;
    bool m_placed = false;
};

} // namespace eko::ui
