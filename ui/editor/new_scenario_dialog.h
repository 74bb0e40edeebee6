// Scenario ▸ New Scenario: 2–4 players and what to start from (a blank board of desert of a chosen
// size, or the standard board), and whether the discs are placed by hand (an exact position).
#pragma once

#include "core/scenario.h"

#include <QDialog>

class QCheckBox;
class QRadioButton;
class QSpinBox;

namespace eko::ui {

class NewScenarioDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewScenarioDialog(QWidget *parent = nullptr);

    void setPlayers(int players);
    void setStart(int start); // 0 blank, 1 standard
    void setExact(bool exact);
    // The scenario the choices describe.
    Scenario scenario() const;

private:
    QSpinBox *m_players;
    QRadioButton *m_blank;
    QRadioButton *m_standard;
    QSpinBox *m_size;
    QCheckBox *m_exact;
};

// A hexagon of desert spaces `rings` steps around the centre (1 ring: 7 spaces).
Board blankBoard(int rings);

} // namespace eko::ui
