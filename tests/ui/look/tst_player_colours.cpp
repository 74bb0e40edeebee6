// Player colours and emblems as people see them: the colour called red reads as red; under simulated
// deuteranopia and protanopia (Machado et al. 2009) the four discs stay apart from each other and a
// red disc from the mesa it stands on; the players table and the move list show each player's emblem.
#include "look/art_cache.h"
#include "look/palette.h"
#include "look/player_emblem.h"
#include "model/action_list_model.h"
#include "model/players_model.h"
#include "common/positions.h"

#include <QIcon>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QtTest>
#include <array>
#include <cmath>

using namespace eko;
using namespace eko::ui;

namespace {

using Rgb = std::array<double, 3>; // 0..255, sRGB
using Matrix = std::array<std::array<double, 3>, 3>;

// Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB.
constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kNormal{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

double toLinear(double c)
{
    c /= 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double fromLinear(double c)
{
    c = std::clamp(c, 0.0, 1.0);
    return 255.0 * (c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055);
}

Rgb simulate(const Rgb &rgb, const Matrix &m)
{
    const Rgb lin{toLinear(rgb[0]), toLinear(rgb[1]), toLinear(rgb[2])};
    Rgb out{};
    for (int i = 0; i < 3; ++i)
        out[i] = fromLinear(m[i][0] * lin[0] + m[i][1] * lin[1] + m[i][2] * lin[2]);
    return out;
}

// CIELAB (D65).
Rgb lab(const Rgb &rgb)
{
    const double r = toLinear(rgb[0]), g = toLinear(rgb[1]), b = toLinear(rgb[2]);
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double deltaE(const Rgb &a, const Rgb &b, const Matrix &vision)
{
    const Rgb p = lab(simulate(a, vision)), q = lab(simulate(b, vision));
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

// Hue angle in CIELAB, degrees: red about 40, orange about 55 and more.
double hueAngle(const Rgb &rgb)
{
    const Rgb l = lab(rgb);
    return std::atan2(l[2], l[1]) * 180.0 / M_PI;
}

QImage render(const QString &art, QSize size)
{
    QSvgRenderer renderer(QStringLiteral(":/art/%1.svg").arg(art));
    if (!renderer.isValid())
        return {};
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    return image;
}

// The mean colour of a square of `radius` around `at`.
Rgb mean(const QImage &image, QPoint at, int radius = 3)
{
    Rgb sum{};
    int n = 0;
    for (int y = at.y() - radius; y <= at.y() + radius; ++y)
        for (int x = at.x() - radius; x <= at.x() + radius; ++x) {
            const QColor c = image.pixelColor(x, y);
            sum[0] += c.red();
            sum[1] += c.green();
            sum[2] += c.blue();
            ++n;
        }
    return {sum[0] / n, sum[1] / n, sum[2] / n};
}

// The top face of a disc, left and right of the emblem (viewBox 200×160, face centred at (100,72)).
Rgb discFace(PlayerIndex seat)
{
    const QImage disc = render(discArt(seat), QSize(200, 160));
    const Rgb left = mean(disc, QPoint(32, 72)), right = mean(disc, QPoint(168, 72));
    return {(left[0] + right[0]) / 2, (left[1] + right[1]) / 2, (left[2] + right[2]) / 2};
}

Rgb asRgb(const QColor &c) { return {double(c.red()), double(c.green()), double(c.blue())}; }

} // namespace

class TestPlayerColours : public QObject {
    Q_OBJECT
private slots:
    void redReadsAsRed();
    void discsStayApartForEveryColourVision_data();
    void discsStayApartForEveryColourVision();
    void redDiscStandsOutOnTheMesa_data();
    void redDiscStandsOutOnTheMesa();
    void playersTableAndMoveListShowEmblems();
};

void TestPlayerColours::redReadsAsRed()
{
    // Okabe–Ito's vermilion (#D55E00, hue 56°) reads as orange beside a "Red" label.
    const double art = hueAngle(discFace(0));
    const double swatch = hueAngle(asRgb(seatColor(0)));
    QVERIFY2(art > 15 && art < 45, qPrintable(QStringLiteral("red disc hue %1°").arg(art)));
    QVERIFY2(swatch > 15 && swatch < 45, qPrintable(QStringLiteral("red swatch hue %1°").arg(swatch)));
}

void TestPlayerColours::discsStayApartForEveryColourVision_data()
{
    QTest::addColumn<int>("vision");
    QTest::newRow("normal") << 0;
    QTest::newRow("deuteranopia") << 1;
    QTest::newRow("protanopia") << 2;
}

void TestPlayerColours::discsStayApartForEveryColourVision()
{
    QFETCH(int, vision);
    const Matrix &m = vision == 0 ? kNormal : vision == 1 ? kDeuteranopia : kProtanopia;
    for (PlayerIndex a = 0; a < kMaxPlayers; ++a)
        for (PlayerIndex b = a + 1; b < kMaxPlayers; ++b) {
            const double d = deltaE(discFace(a), discFace(b), m);
            QVERIFY2(d >= 25, qPrintable(QStringLiteral("%1 and %2 discs: ΔE %3").arg(seatArtId(a), seatArtId(b)).arg(d)));
        }
}

void TestPlayerColours::redDiscStandsOutOnTheMesa_data() { discsStayApartForEveryColourVision_data(); }

void TestPlayerColours::redDiscStandsOutOnTheMesa()
{
    QFETCH(int, vision);
    const Matrix &m = vision == 0 ? kNormal : vision == 1 ? kDeuteranopia : kProtanopia;
    // The plateau where a disc stands (viewBox 1732×2000, rendered at a tenth), away from its spots.
    const QImage mesa = render(terrainArt(Terrain::Mesa), QSize(173, 200));
    QVERIFY(!mesa.isNull());
    const Rgb face = discFace(0);
    for (QPoint at : {QPoint(87, 80), QPoint(60, 90), QPoint(110, 95), QPoint(87, 110)}) {
        const double d = deltaE(face, mean(mesa, at), m);
        QVERIFY2(d >= 25, qPrintable(QStringLiteral("red disc on the mesa at (%1,%2): ΔE %3").arg(at.x()).arg(at.y()).arg(d)));
    }
    // The flat colours drawn when the art is missing keep the same distance.
    QVERIFY(deltaE(asRgb(seatColor(0)), asRgb(terrainColor(Terrain::Mesa)), m) >= 25);
}

void TestPlayerColours::playersTableAndMoveListShowEmblems()
{
    GameModel game;
    PlayersModel players(&game);
    ActionListModel moves(&game);
    game.setGame(Game(standardScenario(3), 7, {"Ana", "Bo", "Cy"}));
    QVERIFY(game.play(game.legalActions().front()));
    QCOMPARE(players.rowCount(), 3);
    for (int seat = 0; seat < 3; ++seat) {
        const QVariant decoration = players.data(players.index(seat, PlayersModel::NameColumn), Qt::DecorationRole);
        QCOMPARE(decoration.typeId(), QMetaType::QIcon);
        const QImage shown = decoration.value<QIcon>().pixmap(QSize(24, 24)).toImage().convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(shown, playerEmblemPixmap(seat, 24).toImage().convertToFormat(QImage::Format_ARGB32));
    }
    const QModelIndex first = moves.index(0);
    const QVariant decoration = moves.data(first, Qt::DecorationRole);
    QCOMPARE(decoration.typeId(), QMetaType::QIcon);
    const int actor = moves.data(first, ActionListModel::PlayerRole).toInt();
    QCOMPARE(decoration.value<QIcon>().pixmap(QSize(16, 16)).toImage().convertToFormat(QImage::Format_ARGB32),
             playerEmblemPixmap(actor, 16).toImage().convertToFormat(QImage::Format_ARGB32));
}

QTEST_MAIN(TestPlayerColours)
#include "tst_player_colours.moc"
