// Interface languages: which ones exist, which one the system asks for, and switching between
// them at run time (our translations from :/i18n/ plus Qt's own from the Qt installation).
#pragma once

#include <QList>
#include <QLocale>
#include <QObject>
#include <QString>

class QTranslator;

namespace eko::ui {

struct LanguageInfo {
    QString code;        // en, ko, pt, zh_CN
    QString nativeName;  // the language's name in itself (never translated)
};

// The interface languages, in the order a menu lists them.
QList<LanguageInfo> availableLanguages();
bool isAvailableLanguage(const QString &code);
// The interface language for a locale: Portuguese of any country is pt, Chinese zh_CN,
// Korean ko, anything else en.
QString languageForLocale(const QLocale &locale);
// The language to start in: the command line's, else the saved preference, else the system's.
QString startupLanguage(const QString &commandLine, const QString &preference, const QLocale &system);

// Installs the translators of one language; installing sends QEvent::LanguageChange to every
// widget, which then retranslates itself.
class LanguageSwitcher : public QObject {
    Q_OBJECT
public:
    explicit LanguageSwitcher(QObject *parent = nullptr);
    ~LanguageSwitcher() override;

    // Switches to `code` (an available language); returns false for an unknown code.
    bool apply(const QString &code);
    QString current() const { return m_current; }

signals:
    void languageChanged(const QString &code);

private:
    void removeTranslators();
    QTranslator *m_eko = nullptr;
    QTranslator *m_qt = nullptr;
    QString m_current;
};

} // namespace eko::ui
