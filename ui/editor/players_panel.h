// The editor's Players panel: one column per player with the discs on the board, the reserve, the
// Emperor in reserve, removed discs, captive Emperors, the building supply and the discs in all.
// Counts typed here go to the model as they are (the board tools keep them right by themselves), but
// for the Emperor: held captive or put in the reserve, it leaves its stack (core/scenario_edit.h).
#pragma once

#include "core/position.h"

#include <QWidget>
#include <array>

class QCheckBox;
class QGridLayout;
class QLabel;
class QSpinBox;

namespace eko::ui {

class ScenarioModel;

class PlayersPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlayersPanel(ScenarioModel *model, QWidget *parent = nullptr);

    // Flashes a player's column (a problem about them was chosen).
    void flashPlayer(PlayerIndex p);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Column {
        QLabel *title = nullptr;
        QLabel *onBoard = nullptr;
        QSpinBox *reserve = nullptr;
        QCheckBox *emperor = nullptr;
        QSpinBox *removed = nullptr;
        std::array<QCheckBox *, kMaxPlayers> captives{};
        std::array<QSpinBox *, kBuildingTypeCount> supply{};
        QLabel *total = nullptr;
        QWidget *captivesBox = nullptr;
    };
    void retranslateUi();
    void refresh();
    void edited(PlayerIndex p);

    ScenarioModel *m_model;
    QGridLayout *m_grid;
    QLabel *m_none;
    std::array<QLabel *, 9> m_rowLabels{};
    std::array<Column, kMaxPlayers> m_columns;
};

} // namespace eko::ui
