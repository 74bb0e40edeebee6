// The players panel, laid out as a score sheet: one column per player (emblem and name on top, a
// computer player's level under its name, the player to move tinted), one row per figure (victory
// points, palaces, reserve, supply, captives, discs removed) named on the left.
// Exactly as tall as its rows; every player's column fits the panel's width (long names elided),
// so nothing ever scrolls, with 2 players or 4, in every language.
#pragma once

#include <QTableView>

class QTransposeProxyModel;

namespace eko::ui {

class PlayersModel;

class PlayersTable : public QTableView {
    Q_OBJECT
public:
    explicit PlayersTable(PlayersModel *model, QWidget *parent = nullptr);

    PlayersModel *players() const { return m_players; }
    // The view's cell of a player's figure (column: PlayersModel::Column), for tests and tools.
    QModelIndex cell(int seat, int column) const;
    // The text a cell of this view shows (a name with the computer player's level under it).
    static QString shownText(const QModelIndex &index);

    // Every column at the width its contents ask for (long names elided), all rows.
    QSize sizeHint() const override;
    // Narrower: short names (elided); every figure stays in view.
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // The rows' height follows the font; the layout asks for the new size hint.
    void contentsChanged();
    int rowsHeight() const;
    // A player's column: the width its name (up to kNameCharacters) and figures ask, or its figures'.
    int columnWidth(int seat, bool figuresOnly) const;
    void fitColumns();
    PlayersModel *m_players;
    QTransposeProxyModel *m_sheet;
};

} // namespace eko::ui
