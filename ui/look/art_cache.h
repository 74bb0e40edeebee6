// The board's SVG art: each file parsed once by Qt Svg, rendered per on-screen pixel size and cached.
// A missing or broken file never stops the board: a plain shape is drawn instead and logged once.
#pragma once

#include <QCache>
#include <QHash>
#include <QImage>
#include <QPixmap>
#include <QRectF>
#include <QSet>
#include <QSize>
#include <QString>
#include <QStringList>
#include <memory>

class QPainter;
class QSvgRenderer;

namespace eko::ui {

class ArtCache {
public:
    // Art is read from `<directory>/<name>.svg`; the compiled-in art lives under ":/art".
    explicit ArtCache(QString directory = QStringLiteral(":/art"));
    ~ArtCache();
    ArtCache(const ArtCache &) = delete;
    ArtCache &operator=(const ArtCache &) = delete;

    // Draws art `name` (e.g. "disc-red") into `target`, given in the painter's coordinates,
    // from a pixmap rendered at the target's size on the device (world scale × pixel ratio).
    void paint(QPainter *painter, const QString &name, const QRectF &target);

    // The art rendered into a transparent pixmap of `pixelSize` (its aspect kept, centred);
    // the fallback shape when the file is missing or broken. Cached: the same size gives the same pixmap.
    QPixmap pixmap(const QString &name, QSize pixelSize);

    // The file exists and Qt Svg can draw it.
    bool hasArt(const QString &name);
    // Pixmaps currently in the cache (for tests and benchmarks).
    int cachedPixmapCount() const { return static_cast<int>(m_pixmaps.count()); }

    // The pixel size actually rendered for a wanted size: the width rounded up to a step of about
    // 3 % (at least one pixel), the height following the wanted aspect, so zooming reuses pixmaps.
    static QSize renderSize(QSizeF wanted);

    // Draws the plain shape that stands for art `name` (a hex, coin, crown, house, star...).
    static void paintFallback(QPainter *painter, const QString &name, const QRectF &target);

    // For composing the art itself into an SVG document (board/board_svg.h): while marking, paint()
    // draws a one-pixel marker image in the art's place instead of the art, and notes the art's
    // name, in the order drawn. Art that is missing or broken is drawn as its fallback shape.
    void setMarking(bool on) { m_marking = on; m_marked.clear(); }
    const QStringList &markedArt() const { return m_marked; }
    static const QImage &markerImage();
    // The art's SVG file, read whole; empty when it is missing.
    QByteArray svgSource(const QString &name) const;

private:
    QSvgRenderer *renderer(const QString &name);

    QString m_directory;
    QHash<QString, std::shared_ptr<QSvgRenderer>> m_renderers; // null entry: missing or broken
    QCache<QString, QPixmap> m_pixmaps;                         // cost in KiB
    bool m_marking = false;
    QStringList m_marked;
};

} // namespace eko::ui
