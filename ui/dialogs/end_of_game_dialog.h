// The end-of-game dialog: who won, how, and everybody's victory points.
#pragma once

#include "core/game.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace eko::ui {

class EndOfGameDialog : public QDialog {
    Q_OBJECT
public:
    // exec() returns this when the player asks for a new game.
    static constexpr int NewGameRequested = 2;

    EndOfGameDialog(const Game &game, QWidget *parent = nullptr);

    QString headline() const;
    QTableWidget *scores() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    const Game &m_game;
    QLabel *m_emblem;
    QLabel *m_headline;
    QTableWidget *m_table;
    QDialogButtonBox *m_buttons;
    QPushButton *m_newGame;
};

} // namespace eko::ui
