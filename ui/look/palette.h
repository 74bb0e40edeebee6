// Colours and art names of the board: seats, terrains, buildings and the highlight marks.
#pragma once

#include "core/position.h"
#include "core/terrain.h"
#include "look/highlight.h"

#include <QColor>
#include <QString>

namespace eko::ui {

// Seat colours in seat order: 0 red, 1 blue, 2 yellow, 3 green (grey for no seat).
QColor seatColor(PlayerIndex seat);
// Art identifier of a seat, as used in file names: "red", "blue", "yellow", "green".
QString seatArtId(PlayerIndex seat);

// Art names (without folder or ".svg"), e.g. "terrain-mesa", "disc-blue", "tower-green".
QString terrainArt(Terrain terrain);
QString discArt(PlayerIndex seat);
QString buildingArt(BuildingType type, PlayerIndex owner);
inline QString emperorArt() { return QStringLiteral("emperor"); }
inline QString palaceMarkArt() { return QStringLiteral("palace-mark"); }

// Flat colour of a terrain, for the drawing used when its art is missing.
QColor terrainColor(Terrain terrain);
// Colour of each kind of highlight (the shapes differ too, see HighlightItem).
QColor highlightColor(Highlight kind);

} // namespace eko::ui
