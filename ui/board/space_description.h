// Translated words for what the board shows (terrains, seat colours, buildings) and the tooltip of a space.
#pragma once

#include "position.h"

#include <QCoreApplication>
#include <QString>

namespace eko::ui {

class SpaceDescription {
    Q_DECLARE_TR_FUNCTIONS(eko::ui::SpaceDescription)
public:
    static QString terrainName(Terrain terrain);
    static QString seatName(PlayerIndex seat);
    static QString buildingName(BuildingType type);

    // Several lines: name and terrain; the stack (owner, size, Emperor) or the building
    // (type, owner, palace); what an empty construction site allows.
    static QString describe(const Board &board, SpaceIndex space, const Stack &stack, const Building &building);
};

} // namespace eko::ui
