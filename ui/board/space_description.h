// The tooltip of a space: its name and terrain, and the stack or building on it, translated.
#pragma once

#include "core/position.h"

#include <QCoreApplication>
#include <QString>

namespace eko::ui {

class SpaceDescription {
    Q_DECLARE_TR_FUNCTIONS(eko::ui::SpaceDescription)
public:
    // Several lines: name and terrain; the stack (owner, size, Emperor) or the building
    // (type, owner, palace); what an empty construction site allows. Empty for a bad index.
    static QString describe(const Board &board, SpaceIndex space, const Stack &stack, const Building &building);
};

} // namespace eko::ui
