// Default player names.
#include "model/player_names.h"

#include <QCoreApplication>

namespace eko::ui {

QString defaultPlayerName(int player)
{
    //: Default name of a player in a new game; %1 is the seat number 1-4.
    return QCoreApplication::translate("eko::ui::PlayerNames", "Player %1").arg(player + 1);
}

} // namespace eko::ui
