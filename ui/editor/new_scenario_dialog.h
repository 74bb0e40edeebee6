// Scenario ▸ New Scenario: 2–4 players and what to start from (the standard board, a seeded random
// board, optionally symmetric, or a blank board of desert of a chosen size), and whether the discs
// are placed by hand (an exact position). It opens with the choices made last time.
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
    enum Start { Standard, Random, Blank };
    void setStart(Start start);
    void setSeed(int seed);
    void setExact(bool exact);
    // The scenario the choices describe.
    Scenario scenario() const;

    // OK: the choices are remembered for the next time (all but the seed, new every time).
    void accept() override;

private:
    QSpinBox *m_players;
    QRadioButton *m_blank;
    QRadioButton *m_standard;
    QRadioButton *m_random;
    QSpinBox *m_size;
    QSpinBox *m_seed;
    QCheckBox *m_symmetric;
    QCheckBox *m_exact;
};

// A hexagon of desert spaces `rings` steps around the centre (1 ring: 7 spaces).
Board blankBoard(int rings);

} // namespace eko::ui
