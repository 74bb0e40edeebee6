// Language lists, locale mapping and the translators in use.
#include "session/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace eko::ui {

QList<LanguageInfo> availableLanguages()
{
    return {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("ko"), QStringLiteral("한국어")},
        {QStringLiteral("pt"), QStringLiteral("Português")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

bool isAvailableLanguage(const QString &code)
{
    for (const LanguageInfo &l : availableLanguages())
        if (l.code == code)
            return true;
    return false;
}

QString languageForLocale(const QLocale &locale)
{
    switch (locale.language()) {
    case QLocale::Portuguese: return QStringLiteral("pt");
    case QLocale::Chinese: return QStringLiteral("zh_CN");
    case QLocale::Korean: return QStringLiteral("ko");
    default: return QStringLiteral("en");
    }
}

QString startupLanguage(const QString &commandLine, const QString &preference, const QLocale &system)
{
    if (isAvailableLanguage(commandLine))
        return commandLine;
    if (isAvailableLanguage(preference))
        return preference;
    return languageForLocale(system);
}

namespace {
// The locale whose conventions go with an interface language (pt is Brazilian usage).
QLocale localeFor(const QString &code)
{
    if (code == QLatin1String("pt"))
        return QLocale(QLocale::Portuguese, QLocale::Brazil);
    if (code == QLatin1String("zh_CN"))
        return QLocale(QLocale::Chinese, QLocale::China);
    if (code == QLatin1String("ko"))
        return QLocale(QLocale::Korean, QLocale::SouthKorea);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}
} // namespace

LanguageSwitcher::LanguageSwitcher(QObject *parent) : QObject(parent) {}

LanguageSwitcher::~LanguageSwitcher() { removeTranslators(); }

void LanguageSwitcher::removeTranslators()
{
    for (QTranslator *t : {m_eko, m_qt})
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    m_eko = nullptr;
    m_qt = nullptr;
}

bool LanguageSwitcher::apply(const QString &code)
{
    if (!isAvailableLanguage(code))
        return false;
    if (code == m_current)
        return true;
    removeTranslators();
    const QLocale locale = localeFor(code);
    QLocale::setDefault(locale);

    // Qt's own texts (standard buttons, dialogs); English needs none.
    if (code != QLatin1String("en")) {
        auto *qt = new QTranslator(this);
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            m_qt = qt;
            QCoreApplication::installTranslator(m_qt);
        } else {
            delete qt;
        }
    }
    // Ours; eko_en.qm holds the English plural forms.
    auto *eko = new QTranslator(this);
    if (eko->load(QStringLiteral(":/i18n/eko_%1.qm").arg(code))) {
        m_eko = eko;
        QCoreApplication::installTranslator(m_eko);
    } else {
        delete eko;
    }
    m_current = code;
    emit languageChanged(code);
    return true;
}

} // namespace eko::ui
