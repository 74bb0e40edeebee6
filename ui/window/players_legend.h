// The legend under the players table: what each column means, in a few words, kept up to date
// with the language and the game (the VP needed to win come from the scenario).
#pragma once

#include <QLabel>

namespace eko::ui {

class PlayersModel;

class PlayersLegend : public QLabel {
    Q_OBJECT
public:
    explicit PlayersLegend(PlayersModel *players, QWidget *parent = nullptr);

private:
    void refresh();

    PlayersModel *m_players;
};

} // namespace eko::ui
