// The board's SVG art, parsed once and rendered per pixel size, with plain shapes when art is missing.
#include "look/art_cache.h"

#include "look/palette.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <QSvgRenderer>
#include <QtMath>

namespace eko::ui {

namespace {

constexpr int kMaxRenderSide = 3072;
constexpr int kCacheKiB = 96 * 1024;

PlayerIndex seatFromArtId(const QString &id)
{
    for (PlayerIndex p = 0; p < kMaxPlayers; ++p)
        if (seatArtId(p) == id)
            return p;
    return kNoPlayer;
}

// The largest rectangle of the given aspect (width / height) centred in `box`.
QRectF fitted(const QRectF &box, qreal aspect)
{
    QSizeF size(box.width(), box.width() / aspect);
    if (size.height() > box.height())
        size = QSizeF(box.height() * aspect, box.height());
    QRectF r(QPointF(), size);
    r.moveCenter(box.center());
    return r;
}

// The emblem that tells seats apart without colour: circle, square, triangle, diamond.
void paintEmblem(QPainter *painter, PlayerIndex seat, const QPointF &centre, qreal radius)
{
    painter->setPen(QPen(QColor(30, 25, 20), radius * 0.25));
    painter->setBrush(Qt::white);
    switch (seat) {
    case 0: painter->drawEllipse(centre, radius, radius); break;
    case 1: painter->drawRect(QRectF(centre.x() - radius * 0.85, centre.y() - radius * 0.85, radius * 1.7, radius * 1.7)); break;
    case 2:
        painter->drawPolygon(QPolygonF({centre + QPointF(0, -radius), centre + QPointF(radius, radius * 0.8),
                                        centre + QPointF(-radius, radius * 0.8)}));
        break;
    case 3:
        painter->drawPolygon(QPolygonF({centre + QPointF(0, -radius), centre + QPointF(radius, 0),
                                        centre + QPointF(0, radius), centre + QPointF(-radius, 0)}));
        break;
    default: break;
    }
}

void paintHex(QPainter *painter, const QRectF &box, const QColor &colour)
{
    const QRectF r = fitted(box, qSqrt(3.0) / 2.0);
    const qreal s = r.height() / 2.0;
    QPolygonF hex;
    for (int k = 0; k < 6; ++k) {
        const qreal a = qDegreesToRadians(60.0 * k - 90.0);
        hex << r.center() + QPointF(s * qCos(a), s * qSin(a));
    }
    painter->setPen(QPen(colour.darker(125), s * 0.04));
    painter->setBrush(colour);
    painter->drawPolygon(hex);
}

void paintDisc(QPainter *painter, const QRectF &box, PlayerIndex seat)
{
    const QRectF r = fitted(box, 200.0 / 160.0);
    const QColor colour = seatColor(seat);
    const qreal faceHeight = r.height() * 0.75;
    const QRectF top(r.left(), r.top(), r.width(), faceHeight);
    const QRectF bottom = top.translated(0, r.height() - faceHeight);
    QPainterPath side;
    side.moveTo(top.topLeft() + QPointF(0, faceHeight / 2));
    side.arcTo(bottom, 180, 180);
    side.lineTo(top.topRight() + QPointF(0, faceHeight / 2));
    side.arcTo(top, 0, -180);
    const qreal pen = r.width() * 0.02;
    painter->setPen(QPen(QColor(30, 25, 20), pen));
    painter->setBrush(colour.darker(150));
    painter->drawPath(side);
    painter->setBrush(colour);
    painter->drawEllipse(top);
    paintEmblem(painter, seat, top.center(), faceHeight * 0.18);
}

void paintCrown(QPainter *painter, const QRectF &box)
{
    const QRectF r = fitted(box, 200.0 / 160.0);
    const qreal w = r.width() * 0.5;
    const qreal h = r.height() * 0.38;
    const QPointF base(r.center().x(), r.top() + r.height() * 0.52);
    const QPolygonF crown({base + QPointF(-w / 2, 0), base + QPointF(-w / 2, -h), base + QPointF(-w / 4, -h * 0.55),
                           base + QPointF(0, -h * 1.1), base + QPointF(w / 4, -h * 0.55), base + QPointF(w / 2, -h),
                           base + QPointF(w / 2, 0)});
    painter->setPen(QPen(QColor(90, 60, 0), r.width() * 0.025));
    painter->setBrush(QColor(0xff, 0xd0, 0x3a));
    painter->drawPolygon(crown);
}

void paintBuilding(QPainter *painter, const QRectF &box, const QString &type, PlayerIndex seat)
{
    const QRectF r = fitted(box, 1.0);
    const qreal u = r.width() / 20.0;
    const QPointF o = r.topLeft();
    auto at = [&](qreal x, qreal y) { return o + QPointF(x * u, y * u); };
    QPolygonF shape;
    if (type == QLatin1String("village"))
        shape = QPolygonF({at(3, 18), at(3, 9), at(10, 3), at(17, 9), at(17, 18)});
    else if (type == QLatin1String("tower"))
        shape = QPolygonF({at(5, 18), at(5, 4), at(8, 4), at(8, 2), at(12, 2), at(12, 4), at(15, 4), at(15, 18)});
    else
        shape = QPolygonF({at(1, 18), at(1, 5), at(4, 5), at(4, 7), at(7, 7), at(7, 2), at(9, 2), at(9, 4), at(11, 4),
                           at(11, 2), at(13, 2), at(13, 7), at(16, 7), at(16, 5), at(19, 5), at(19, 18)});
    painter->setPen(QPen(QColor(30, 25, 20), u * 0.6));
    painter->setBrush(seatColor(seat));
    painter->drawPolygon(shape);
    paintEmblem(painter, seat, at(10, 12.5), u * 2.2);
}

void paintStar(QPainter *painter, const QRectF &box)
{
    const QRectF r = fitted(box, 1.0);
    QPolygonF star;
    for (int k = 0; k < 10; ++k) {
        const qreal radius = (k % 2 ? 0.2 : 0.48) * r.width();
        const qreal a = qDegreesToRadians(36.0 * k - 90.0);
        star << r.center() + QPointF(radius * qCos(a), radius * qSin(a));
    }
    painter->setPen(QPen(QColor(90, 60, 0), r.width() * 0.04));
    painter->setBrush(QColor(0xff, 0xd0, 0x3a));
    painter->drawPolygon(star);
}

} // namespace

ArtCache::ArtCache(QString directory)
    : m_directory(std::move(directory))
    , m_pixmaps(kCacheKiB)
{
}

ArtCache::~ArtCache() = default;

QSize ArtCache::renderSize(QSizeF wanted)
{
    if (!(wanted.width() > 0.0) || !(wanted.height() > 0.0))
        return QSize(1, 1);
    const int width = qBound(1, qCeil(wanted.width()), kMaxRenderSide);
    int step = 1;
    while (step * 32 < width)
        step *= 2;
    const int rounded = qMin(kMaxRenderSide, (width + step - 1) / step * step);
    const int height = qBound(1, qRound(rounded * wanted.height() / wanted.width()), kMaxRenderSide);
    return QSize(rounded, height);
}

QSvgRenderer *ArtCache::renderer(const QString &name)
{
    auto found = m_renderers.constFind(name);
    if (found != m_renderers.constEnd())
        return found->get();
    const QString path = m_directory + QLatin1Char('/') + name + QStringLiteral(".svg");
    std::shared_ptr<QSvgRenderer> loaded;
    if (!QFile::exists(path)) {
        qWarning("eko: board art %s is missing; drawing a plain shape instead", qPrintable(path));
    } else {
        loaded = std::make_shared<QSvgRenderer>(path);
        if (loaded->isValid()) {
            loaded->setAspectRatioMode(Qt::KeepAspectRatio);
        } else {
            qWarning("eko: board art %s cannot be read; drawing a plain shape instead", qPrintable(path));
            loaded.reset();
        }
    }
    m_renderers.insert(name, loaded);
    return loaded.get();
}

bool ArtCache::hasArt(const QString &name)
{
    return renderer(name) != nullptr;
}

QPixmap ArtCache::pixmap(const QString &name, QSize pixelSize)
{
    pixelSize = pixelSize.boundedTo(QSize(kMaxRenderSide, kMaxRenderSide)).expandedTo(QSize(1, 1));
    const QString key = name + QLatin1Char('@') + QString::number(pixelSize.width()) + QLatin1Char('x')
                        + QString::number(pixelSize.height());
    if (const QPixmap *cached = m_pixmaps.object(key))
        return *cached;

    QImage image(pixelSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        const QRectF target(QPointF(0, 0), QSizeF(pixelSize));
        if (QSvgRenderer *svg = renderer(name))
            svg->render(&painter, target);
        else
            paintFallback(&painter, name, target);
    }
    const QPixmap result = QPixmap::fromImage(std::move(image));
    const qsizetype cost = qMax<qsizetype>(1, qsizetype(pixelSize.width()) * pixelSize.height() * 4 / 1024);
    m_pixmaps.insert(key, new QPixmap(result), cost);
    return result;
}

const QImage &ArtCache::markerImage()
{
    static const QImage marker = [] {
        QImage image(1, 1, QImage::Format_ARGB32);
        image.fill(QColor(0x12, 0x34, 0x56, 0x78));
        return image;
    }();
    return marker;
}

QByteArray ArtCache::svgSource(const QString &name) const
{
    QFile file(m_directory + QLatin1Char('/') + name + QStringLiteral(".svg"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void ArtCache::paint(QPainter *painter, const QString &name, const QRectF &target)
{
    if (target.isEmpty())
        return;
    if (m_marking && hasArt(name)) {
        m_marked.append(name);
        painter->drawImage(target, markerImage());
        return;
    }
    const qreal scale = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QSizeF wanted = target.size() * scale * ratio;
    if (wanted.width() < 0.5 || wanted.height() < 0.5)
        return;
    const QPixmap pm = pixmap(name, renderSize(wanted));
    const bool smooth = painter->testRenderHint(QPainter::SmoothPixmapTransform);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter->drawPixmap(target, pm, QRectF(pm.rect()));
    painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
}

void ArtCache::paintFallback(QPainter *painter, const QString &name, const QRectF &target)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const int dash = static_cast<int>(name.indexOf(QLatin1Char('-')));
    const QString kind = dash < 0 ? name : name.left(dash);
    const QString detail = dash < 0 ? QString() : name.mid(dash + 1);
    if (kind == QLatin1String("terrain")) {
        const std::optional<Terrain> terrain = terrainFromId(detail.toStdString());
        paintHex(painter, target, terrain ? terrainColor(*terrain) : QColor(Qt::gray));
    } else if (kind == QLatin1String("disc")) {
        paintDisc(painter, target, seatFromArtId(detail));
    } else if (kind == QLatin1String("emperor")) {
        paintCrown(painter, target);
    } else if (kind == QLatin1String("village") || kind == QLatin1String("tower") || kind == QLatin1String("castle")) {
        paintBuilding(painter, target, kind, seatFromArtId(detail));
    } else if (name == QLatin1String("palace-mark")) {
        paintStar(painter, target);
    } else {
        painter->setPen(QPen(Qt::magenta, qMax<qreal>(1.0, target.width() * 0.05)));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(target);
        painter->drawLine(target.topLeft(), target.bottomRight());
        painter->drawLine(target.topRight(), target.bottomLeft());
    }
    painter->restore();
}

} // namespace eko::ui
