// Loading a compiled translation from the resources.
#include "cli/translation.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>

namespace eko::cli {

bool installTranslation(const QString &code)
{
    static const QRegularExpression languageCode(QStringLiteral("^[a-z]{2}(_[A-Z]{2})?$"));
    const QString path = QStringLiteral(":/i18n/eko_%1.qm").arg(code);
    if (!languageCode.match(code).hasMatch() || !QFile::exists(path))
        return false;
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(path)) {
        delete translator;
        return false;
    }
    return QCoreApplication::installTranslator(translator);
}

} // namespace eko::cli
