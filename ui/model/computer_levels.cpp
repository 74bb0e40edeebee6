// Translated names of the computer players' levels.
#include "model/computer_levels.h"

#include <QCoreApplication>
#include <iterator>

namespace eko::ui {

QString computerLevelName(int level)
{
    static const char *const names[] = {
        //: Computer player level 1 of 6: the easiest, makes mistakes people make.
        QT_TRANSLATE_NOOP("ComputerLevels", "Beginner"),
        //: Computer player level 2 of 6.
        QT_TRANSLATE_NOOP("ComputerLevels", "Casual"),
        //: Computer player level 3 of 6.
        QT_TRANSLATE_NOOP("ComputerLevels", "Intermediate"),
        //: Computer player level 4 of 6.
        QT_TRANSLATE_NOOP("ComputerLevels", "Advanced"),
        //: Computer player level 5 of 6.
        QT_TRANSLATE_NOOP("ComputerLevels", "Expert"),
        //: Computer player level 6 of 6: the strongest, thinks up to 5 seconds.
        QT_TRANSLATE_NOOP("ComputerLevels", "Strongest"),
    };
    static_assert(std::size(names) == ai::kMaxLevel - ai::kMinLevel + 1, "one name per level of engine/ai");
    if (level < ai::kMinLevel || level > ai::kMaxLevel)
        return {};
    //: A computer player's level in a list: %1 is the number 1–6, %2 its name (e.g. "4 — Advanced").
    return QCoreApplication::translate("ComputerLevels", "%1 — %2")
        .arg(level)
        .arg(QCoreApplication::translate("ComputerLevels", names[level - ai::kMinLevel]));
}

} // namespace eko::ui
