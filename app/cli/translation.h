// The interface languages of eko-cli's translated output (`show --record --lang CODE`): the same
// compiled translations as eko, built into eko-cli under :/i18n/.
#pragma once

#include <QString>

namespace eko::cli {

// Installs the translation of `code` (en, ko, pt, zh_CN) for the rest of the run; false for a
// language there is no translation of.
bool installTranslation(const QString &code);

} // namespace eko::cli
