// Player emblems rendered from the board's disc art through one shared ArtCache.
#include "look/player_emblem.h"

#include "look/art_cache.h"
#include "look/palette.h"

#include <QPainter>

#include <cmath>

namespace eko::ui {

namespace {
ArtCache &emblemArt()
{
    static ArtCache cache;
    return cache;
}
} // namespace

QPixmap playerEmblemPixmap(PlayerIndex seat, int size, qreal devicePixelRatio)
{
    const int pixels = static_cast<int>(std::ceil(size * devicePixelRatio));
    QPixmap pixmap = emblemArt().pixmap(discArt(seat), QSize(pixels, pixels));
    pixmap.setDevicePixelRatio(devicePixelRatio);
    return pixmap;
}

QIcon playerEmblem(PlayerIndex seat)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48})
        icon.addPixmap(playerEmblemPixmap(seat, size));
    return icon;
}

QIcon emperorsEmblem(const std::vector<PlayerIndex> &seats)
{
    QIcon icon;
    if (seats.empty())
        return icon;
    for (int size : {16, 24, 32}) {
        const int step = size * 3 / 4; // Emperors overlap a little, as discs side by side would not
        QPixmap pixmap(step * static_cast<int>(seats.size() - 1) + size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        int x = 0;
        for (PlayerIndex seat : seats) {
            painter.drawPixmap(x, 0, emblemArt().pixmap(discArt(seat), QSize(size, size)));
            painter.drawPixmap(x, 0, emblemArt().pixmap(emperorArt(), QSize(size, size)));
            x += step;
        }
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace eko::ui
