#pragma once
// A private home for a child `eko` process that a test starts and kills: its own HOME and XDG
// data, config and cache folders (inside a temporary folder removed with this object), the
// offscreen platform, and where the child keeps its autosave and settings.

#include "session/application_info.h"

#include <QProcessEnvironment>
#include <QString>
#include <QTemporaryDir>

namespace eko::testing {

class ChildHome
{
public:
    bool isValid() const { return m_dir.isValid(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return env;
    }

    QString autosavePath() const
    {
        return filePath(QStringLiteral("data/%1/%2/%3")
                            .arg(QString::fromLatin1(ui::kOrganizationName), QString::fromLatin1(ui::kApplicationName),
                                 QString::fromLatin1(ui::kAutosaveFileName)));
    }

    QString settingsPath() const
    {
        return filePath(QStringLiteral("config/%1/%2.conf")
                            .arg(QString::fromLatin1(ui::kOrganizationName), QString::fromLatin1(ui::kApplicationName)));
    }

private:
    QTemporaryDir m_dir;
};

} // namespace eko::testing
