// Buttons for the actions that have no place on the board: keeping the Emperor where it is
// (Emperor swap), the forced march, ending the turn, and passing; each shown only when legal.
#pragma once

#include "core/action.h"
#include "core/position.h"

#include <QWidget>
#include <vector>

class QPushButton;

namespace eko::ui {

class ActionButtons : public QWidget {
    Q_OBJECT
public:
    explicit ActionButtons(QWidget *parent = nullptr);

    // At most this many buttons show at once (forced march and end of the turn).
    static constexpr int kMostShownAtOnce = 2;

    // Shows the buttons whose action is among `legal` in `position`.
    void showLegal(const Position &position, const std::vector<Action> &legal);
    // Room for the most buttons that show at once, whichever show now: what is below never jumps.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }
    QPushButton *noSwapButton() const { return m_noSwap; }
    QPushButton *forcedMarchButton() const { return m_march; }
    QPushButton *endButton() const { return m_end; }
    QPushButton *passButton() const { return m_pass; }
    // No button is shown.
    bool empty() const;

signals:
    void play(const eko::Action &action);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QPushButton *m_noSwap;
    QPushButton *m_march;
    QPushButton *m_end;
    QPushButton *m_pass;
    int m_marchCost = 3;
};

} // namespace eko::ui
