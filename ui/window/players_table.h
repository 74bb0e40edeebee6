// The players panel: one row per player (emblem, name, computer player's level when the computer
// plays some colour, victory points, palaces, reserve, supply, captives, discs removed), exactly
// as tall as its rows and as wide as its columns want.
#pragma once

#include <QTableView>

namespace eko::ui {

class PlayersModel;

class PlayersTable : public QTableView {
    Q_OBJECT
public:
    explicit PlayersTable(PlayersModel *model, QWidget *parent = nullptr);

    // Every column at the width its contents ask for (long names elided), all rows.
    QSize sizeHint() const override;
    // Narrower: a short name and the victory points; the other columns then scroll sideways.
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // The rows' height follows the font; the layout asks for the new size hint.
    void contentsChanged();
    int rowsHeight() const;
    // The name column's width: its contents, up to kNameCharacters; and all columns together.
    int nameWidth() const;
    int columnsWidth() const;
    // Narrower than its columns: they scroll sideways, and the height makes room for the scroll bar.
    bool scrollsSideways() const;
    // The name column stretches when there is room, else keeps its width and the table scrolls.
    void fitColumns();
    bool m_scrollsSideways = false;
};

} // namespace eko::ui
