// Colours and art names of the board.
#include "look/palette.h"

namespace eko::ui {

namespace {
QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
}
} // namespace

QColor seatColor(PlayerIndex seat)
{
    switch (seat) {
    // The base colours of the art (resources/art/README.md, Okabe–Ito based).
    case 0: return QColor(0xd6, 0x2d, 0x20);
    case 1: return QColor(0x00, 0x72, 0xb2);
    case 2: return QColor(0xf0, 0xe4, 0x42);
    case 3: return QColor(0x00, 0x9e, 0x73);
    default: return QColor(0x90, 0x90, 0x90);
    }
}

QString seatArtId(PlayerIndex seat)
{
    switch (seat) {
    case 0: return QStringLiteral("red");
    case 1: return QStringLiteral("blue");
    case 2: return QStringLiteral("yellow");
    case 3: return QStringLiteral("green");
    default: return QStringLiteral("none");
    }
}

QString terrainArt(Terrain terrain)
{
    return QStringLiteral("terrain-") + latin1(terrainId(terrain));
}

QString discArt(PlayerIndex seat)
{
    return QStringLiteral("disc-") + seatArtId(seat);
}

QString buildingArt(BuildingType type, PlayerIndex owner)
{
    return latin1(buildingId(type)) + QLatin1Char('-') + seatArtId(owner);
}

QColor terrainColor(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Desert: return QColor(0xe8, 0xcb, 0x8e);
    case Terrain::Chasm: return QColor(0x3b, 0x2f, 0x2b);
    case Terrain::Oasis: return QColor(0x6c, 0xb8, 0x8a);
    case Terrain::Reg: return QColor(0xb3, 0x9d, 0x80);
    case Terrain::Mesa: return QColor(0xe0, 0x9d, 0x78);
    case Terrain::Capital: return QColor(0xcf, 0xb0, 0xd8);
    }
    return QColor(0x80, 0x80, 0x80);
}

QColor highlightColor(Highlight kind)
{
    switch (kind) {
    case Highlight::Selected: return QColor(0xff, 0xd8, 0x4d);
    case Highlight::Move: return QColor(0xff, 0xff, 0xff);
    case Highlight::Regroup: return QColor(0x6f, 0xe3, 0xf0);
    case Highlight::Attack: return QColor(0xff, 0x3b, 0x30);
    case Highlight::Kamikaze: return QColor(0xff, 0x8c, 0x00);
    case Highlight::Construct: return QColor(0x4d, 0xd0, 0xe1);
    case Highlight::Reinforce: return QColor(0x9c, 0xe6, 0x5c);
    case Highlight::Swap: return QColor(0xd0, 0x8c, 0xff);
    }
    return QColor(0xff, 0xff, 0xff);
}

} // namespace eko::ui
