// The Play panel: the buttons for the actions that have no place on the board, and the field
// where an action is typed in notation.
#pragma once

#include "core/action.h"

#include <QWidget>
#include <vector>

class QLabel;

namespace eko {
class Position;
}

namespace eko::ui {

class ActionButtons;
class ActionField;

class PlayPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlayPanel(QWidget *parent = nullptr);

    ActionButtons *buttons() const { return m_buttons; }
    ActionField *field() const { return m_field; }
    // What can be played now: the buttons of the legal board-less actions, and the completions.
    void showLegal(const Position &position, const std::vector<Action> &legal, const QStringList &notations);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    ActionButtons *m_buttons;
    QLabel *m_hint;
    ActionField *m_field;
};

} // namespace eko::ui
