// The board as a picture, drawn by the board scene with the art of the screen: a PNG or an SVG of a
// position, with its last action marked (Game ▸ Export Board Image…, `eko --export-image`).
#pragma once

#include "core/action.h"
#include "core/position.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <optional>

namespace eko::ui {

struct BoardPicture {
    Position position;
    std::optional<Action> lastAction;  // marked as on the screen (from → to, site built)
    bool spaceNames = false;           // the spaces' names written on them
    int width = 0;                     // a PNG's width in pixels (its height follows); 0: boardImageSize()
};

// The widths a PNG of the board may be given.
inline constexpr int kMinBoardImageWidth = 100;
inline constexpr int kMaxBoardImageWidth = 6000;

// Pixels per scene unit of an exported picture: a hex is 50 pixels from its centre to a corner.
inline constexpr qreal kBoardImageScale = 0.5;

// The size of the picture of a position's board in pixels (the board and its margin).
QSize boardImageSize(const Position &position);
// The board as an image of boardImageSize(), or of the picture's width (the aspect kept);
// transparent around the board.
QImage boardImage(const BoardPicture &picture);
// The board as an SVG document of the same size.
QByteArray boardSvg(const BoardPicture &picture);

// Writes the picture to `fileName`, PNG or SVG by its suffix (in any case), atomically. On failure
// returns false and sets *error to a translated sentence.
bool writeBoardImage(const BoardPicture &picture, const QString &fileName, QString *error);

} // namespace eko::ui
