// Sets the names QSettings and QStandardPaths build their paths from.
#include "session/application_info.h"

#include <QGuiApplication>

namespace eko::ui {

void setApplicationIdentity(const QString &version)
{
    QCoreApplication::setOrganizationName(QString::fromLatin1(kOrganizationName));
    QCoreApplication::setApplicationName(QString::fromLatin1(kApplicationName));
    QCoreApplication::setApplicationVersion(version);
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Ekö"));
    QGuiApplication::setDesktopFileName(QStringLiteral("eko"));
}

} // namespace eko::ui
