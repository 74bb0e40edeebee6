// The replay's slider over every action of the game: a click anywhere in its groove goes to the
// action under the pointer at once (and a drag goes on from there), as in a media player, instead
// of moving a page of actions towards it.
#pragma once

#include <QSlider>

namespace eko::ui {

class ActionSlider : public QSlider {
    Q_OBJECT
public:
    explicit ActionSlider(QWidget *parent = nullptr);
};

} // namespace eko::ui
