// The board's SVG export as vector art: the scene is drawn through QSvgGenerator with the art cache
// marking where each piece of art goes (look/art_cache.h), and every mark becomes a <use> of that
// art's own SVG, put once into the document's <defs>. Nothing is a pixel picture; it scales cleanly.
#pragma once

#include <QByteArray>
#include <QStringList>

namespace eko::ui {

class ArtCache;

// `generated`: what QSvgGenerator wrote while the art cache was marking; `marked`: the art names in
// the order they were drawn. Empty when the marks and the names do not agree (nothing is guessed).
QByteArray composeArtIntoSvg(const QByteArray &generated, const QStringList &marked, const ArtCache &art);

} // namespace eko::ui
