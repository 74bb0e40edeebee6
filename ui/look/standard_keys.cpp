// Standard keys with a fallback (see standard_keys.h).
#include "look/standard_keys.h"

namespace eko::ui {

QList<QKeySequence> saveAsKeys()
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (keys.isEmpty())
        keys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    return keys;
}

} // namespace eko::ui
