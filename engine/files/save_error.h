// Why a file could not be saved, as one sentence a person understands: the folder that does not
// exist, the read-only disk, the missing permission, the full disk; the system's own words last.
#pragma once

#include <QString>

namespace eko::files {

// Looks at the file system around `fileName` after writing it failed (`bytes`: the size it was to
// have; `systemReason`: the error text Qt gave) and says why, translated: "Cannot save “game.eko”:
// the folder “/home/ana/Documents” does not exist."
QString saveErrorText(const QString &fileName, qint64 bytes, const QString &systemReason);

} // namespace eko::files
