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
    // The legend gives way to the table on a short screen: it may shrink to nothing, and it is drawn
    // only when it has room for all of its lines (never cut in the middle of one).
    // (Not height-for-width to the layout, which would squeeze the table to give the legend its lines.)
    QSize minimumSizeHint() const override { return {0, 0}; }
    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return false; }

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    // Whether all of its lines fit in its height, at its width.
    void updateRoom();

    PlayersModel *m_players;
    bool m_hasRoom = false;
};

} // namespace eko::ui
