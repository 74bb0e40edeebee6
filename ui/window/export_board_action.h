// Game ▸ Export Board Image…: asks for a PNG or SVG file name and writes the board shown to it.
// The window gives the picture to export through a function, so that play and replay both show theirs.
#pragma once

#include "board/board_image.h"

#include <QAction>
#include <QPointer>
#include <functional>
#include <optional>

namespace eko::ui {

class ComputerSeats;

class ExportBoardAction : public QAction {
    Q_OBJECT
public:
    // `shown` gives the picture of the board as the window shows it, nothing when there is no game;
    // `seats` (may be null) pause while the dialogs are open.
    ExportBoardAction(QWidget *window, std::function<std::optional<BoardPicture>()> shown, ComputerSeats *seats = nullptr);

    // The name the file dialog suggests, in the folder last exported to, else the pictures folder.
    static QString suggestedFileName();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void exportBoard();
    void retranslateUi();

    QWidget *m_window;
    std::function<std::optional<BoardPicture>()> m_shown;
    QPointer<ComputerSeats> m_seats;
};

} // namespace eko::ui
