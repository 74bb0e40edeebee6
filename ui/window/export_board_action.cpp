// The Export Board Image action: file dialog, writing, and a message when writing fails.
#include "window/export_board_action.h"

#include "model/computer_seats.h"
#include "window/image_size_dialog.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>

namespace eko::ui {

namespace {
const QString kFolderKey = QStringLiteral("export/boardImageFolder");
const QString kWidthKey = QStringLiteral("export/boardImageWidth");
}

ExportBoardAction::ExportBoardAction(QWidget *window, std::function<std::optional<BoardPicture>()> shown,
                                     ComputerSeats *seats)
    : QAction(window), m_window(window), m_shown(std::move(shown)), m_seats(seats)
{
    setObjectName(QStringLiteral("actionExportBoardImage"));
    connect(this, &QAction::triggered, this, &ExportBoardAction::exportBoard);
    window->installEventFilter(this);
    retranslateUi();
}

QString ExportBoardAction::suggestedFileName()
{
    QString folder = QSettings().value(kFolderKey).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::homePath();
    //: Suggested file name of an exported board picture (letters, digits and '-' only work best).
    return QDir(folder).filePath(tr("eko-board") + QStringLiteral(".png"));
}

void ExportBoardAction::exportBoard()
{
    const std::optional<BoardPicture> picture = m_shown();
    if (!picture)
        return;
    const ComputerPause pause(m_seats); // the picture is the board as it was asked for
    //: File dialog filter for exporting the board.
    const QString png = tr("PNG image (*.png)");
    //: File dialog filter for exporting the board.
    const QString svg = tr("SVG drawing (*.svg)");
    QString filter = png;
    //: Title of the file dialog of Game ▸ Export Board Image….
    QString fileName = QFileDialog::getSaveFileName(m_window, tr("Export Board Image"), suggestedFileName(),
                                                    png + QStringLiteral(";;") + svg, &filter);
    if (fileName.isEmpty())
        return;
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        fileName += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    BoardPicture chosen = *picture;
    if (QFileInfo(fileName).suffix().compare(QLatin1String("png"), Qt::CaseInsensitive) == 0) {
        // A PNG has a size: asked, starting at the last one chosen (an SVG scales as it is).
        ImageSizeDialog size(boardImageSize(picture->position), QSettings().value(kWidthKey, 0).toInt(), m_window);
        if (size.exec() != QDialog::Accepted)
            return;
        chosen.width = size.width();
        QSettings().setValue(kWidthKey, chosen.width);
    }
    QSettings().setValue(kFolderKey, QFileInfo(fileName).absolutePath());
    QString error;
    if (!writeBoardImage(chosen, fileName, &error))
        //: Message box title when the board picture could not be written.
        QMessageBox::warning(m_window, tr("Export Board Image"), error);
}

bool ExportBoardAction::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QAction::eventFilter(watched, event);
}

void ExportBoardAction::retranslateUi()
{
    //: Menu item (Game menu): saves a picture of the board as shown, PNG or SVG.
    setText(tr("E&xport Board Image…"));
    //: Status tip of Game ▸ Export Board Image….
    setStatusTip(tr("Save a picture of the board as it is shown, as PNG or SVG"));
}

} // namespace eko::ui
