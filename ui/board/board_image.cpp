// Board pictures: a BoardScene of their own shows the position and renders itself to an image, or
// to QSvgGenerator with the art itself composed in (board_svg.h), so that the picture has exactly the
// art of the screen.
#include "board/board_image.h"

#include "board/board_scene.h"
#include "board/board_svg.h"
#include "look/art_cache.h"
#include "files/file_io.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace eko::ui {

namespace {

// The translation context of this file.
class BoardImageText {
    Q_DECLARE_TR_FUNCTIONS(eko::ui::BoardImageText)
};

void show(BoardScene &scene, const BoardPicture &picture)
{
    scene.showPosition(picture.position);
    scene.showLastAction(picture.lastAction);
    scene.setSpaceNamesVisible(picture.spaceNames);
}

QSize imageSize(const BoardScene &scene)
{
    const QSizeF size = scene.sceneRect().size() * kBoardImageScale;
    return {static_cast<int>(std::ceil(size.width())), static_cast<int>(std::ceil(size.height()))};
}

void render(BoardScene &scene, QPainter &painter, QSize size)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), scene.sceneRect(), Qt::KeepAspectRatio);
}

} // namespace

QSize boardImageSize(const Position &position)
{
    if (!position.boardPtr())
        return {};
    BoardScene scene;
    scene.showPosition(position);
    return imageSize(scene);
}

QImage boardImage(const BoardPicture &picture)
{
    if (!picture.position.boardPtr())
        return {};
    BoardScene scene;
    show(scene, picture);
    QSize size = imageSize(scene);
    if (picture.width > 0 && size.width() > 0) {
        const int width = std::clamp(picture.width, kMinBoardImageWidth, kMaxBoardImageWidth);
        size = QSize(width, std::max(1, static_cast<int>(std::lround(double(size.height()) * width / size.width()))));
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    render(scene, painter, size);
    painter.end();
    return image;
}

QByteArray boardSvg(const BoardPicture &picture)
{
    if (!picture.position.boardPtr())
        return {};
    BoardScene scene;
    show(scene, picture);
    // Every item drawn afresh (no pixel cache), and the art marked, to be composed in as vectors.
    for (QGraphicsItem *item : scene.items())
        item->setCacheMode(QGraphicsItem::NoCache);
    scene.art().setMarking(true);
    const QSize size = imageSize(scene);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    // Written in millimetres: at the CSS 96 dots per inch, browsers and editors show it at `size` pixels.
    svg.setResolution(96);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(QStringLiteral("Ekö"));
    QPainter painter(&svg);
    render(scene, painter, size);
    painter.end();
    const QByteArray composed = composeArtIntoSvg(buffer.data(), scene.art().markedArt(), scene.art());
    scene.art().setMarking(false);
    return composed;
}

bool writeBoardImage(const BoardPicture &picture, const QString &fileName, QString *error)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    QByteArray data;
    if (suffix == QLatin1String("svg")) {
        data = boardSvg(picture);
    } else if (suffix == QLatin1String("png")) {
        QBuffer buffer(&data);
        buffer.open(QIODevice::WriteOnly);
        if (!boardImage(picture).save(&buffer, "PNG"))
            data.clear();
    } else {
        if (error)
            //: Exporting the board: the file name must end in .png or .svg; %1 is the file name.
            *error = BoardImageText::tr("“%1” is neither a PNG nor an SVG file name: end it in .png or .svg.")
                         .arg(QDir::toNativeSeparators(fileName));
        return false;
    }
    if (data.isEmpty()) {
        if (error)
            //: Exporting the board failed while drawing it (no board, or no memory).
            *error = BoardImageText::tr("The board could not be drawn.");
        return false;
    }
    return files::writeFileAtomically(fileName, data, error);
}

} // namespace eko::ui
