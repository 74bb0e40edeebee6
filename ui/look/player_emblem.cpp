// Player emblems rendered from the board's disc art through one shared ArtCache.
#include "look/player_emblem.h"

#include "look/art_cache.h"
#include "look/palette.h"

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

} // namespace eko::ui
