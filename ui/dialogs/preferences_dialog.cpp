// Preferences dialog; every change is saved and applied as soon as it is made.
#include "dialogs/preferences_dialog.h"

#include "session/language.h"
#include "session/preferences.h"
#include "dialogs/fit_to_contents.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace eko::ui {

namespace {
// The language's name in itself ("한국어").
QString nativeName(const QString &code)
{
    for (const LanguageInfo &l : availableLanguages())
        if (l.code == code)
            return l.nativeName;
    return code;
}
} // namespace

PreferencesDialog::PreferencesDialog(LanguageSwitcher *languages, QWidget *parent)
    : QDialog(parent)
    , m_languages(languages)
    , m_interfaceBox(new QGroupBox(this))
    , m_languageLabel(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_languageNote(new QLabel(this))
    , m_handOver(new QCheckBox(this))
    , m_blindMode(new QCheckBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    m_language->setObjectName(QStringLiteral("language"));
    m_handOver->setObjectName(QStringLiteral("handOverScreen"));
    m_blindMode->setObjectName(QStringLiteral("blindMode"));
    // Item 0 is "the system's language"; the others carry their code and never get translated.
    m_language->addItem(QString(), QString());
    for (const LanguageInfo &l : availableLanguages())
        m_language->addItem(l.nativeName, l.code);
    // The language in use is the one shown, also when the command line (--lang) chose it.
    const int shown = m_language->findData(languageSetOnCommandLine() ? languageInUse() : preferences::language());
    m_language->setCurrentIndex(shown < 0 ? 0 : shown);
    m_languageNote->setObjectName(QStringLiteral("languageNote"));
    m_languageNote->setWordWrap(true);
    m_handOver->setChecked(preferences::handOverScreen());
    m_blindMode->setChecked(preferences::blindMode());
    m_languageLabel->setBuddy(m_language);

    auto *form = new QFormLayout(m_interfaceBox);
    form->addRow(m_languageLabel, m_language);
    form->addRow(QString(), m_languageNote);
    form->addRow(m_handOver);
    form->addRow(m_blindMode);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_interfaceBox);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_language, &QComboBox::currentIndexChanged, this, &PreferencesDialog::languageChosen);
    connect(m_handOver, &QCheckBox::toggled, this, [this](bool on) {
        preferences::setHandOverScreen(on);
        emit handOverScreenChanged(on);
    });
    connect(m_blindMode, &QCheckBox::toggled, this, [this](bool on) {
        preferences::setBlindMode(on);
        emit blindModeChanged(on);
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    retranslateUi();
}

void PreferencesDialog::languageChosen(int index)
{
    const QString code = m_language->itemData(index).toString();
    preferences::setLanguage(code);
    if (m_languages)
        m_languages->apply(code.isEmpty() ? languageForLocale(QLocale::system()) : code);
    retranslateUi();
}

QString PreferencesDialog::languageInUse() const
{
    if (m_languages && !m_languages->current().isEmpty())
        return m_languages->current();
    const QString saved = preferences::language();
    return saved.isEmpty() ? languageForLocale(QLocale::system()) : saved;
}

bool PreferencesDialog::languageSetOnCommandLine() const
{
    // The saved choice (or the system's language) would have given another language: the
    // command line's --lang chose this one for this session.
    const QString saved = preferences::language();
    return languageInUse() != (saved.isEmpty() ? languageForLocale(QLocale::system()) : saved);
}

void PreferencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        growToFitContentsLater(this);
    }
    QDialog::changeEvent(event);
}

void PreferencesDialog::retranslateUi()
{
    setWindowTitle(tr("Preferences"));
    m_interfaceBox->setTitle(tr("Interface"));
    m_languageLabel->setText(tr("&Language:"));
    //: Language choice: follow the operating system's language; %1 is that language in itself ("English").
    m_language->setItemText(0, tr("System language (%1)").arg(nativeName(languageForLocale(QLocale::system()))));
    const bool commandLine = languageSetOnCommandLine();
    //: Under the language choice; %1 is the language in use, in itself ("한국어").
    m_languageNote->setText(commandLine ? tr("%1 was chosen on the command line (--lang) for this session only. "
                                             "A language chosen here is kept for the next start.")
                                              .arg(nativeName(languageInUse()))
                                        : QString());
    m_languageNote->setVisible(commandLine);
    m_handOver->setText(tr("&Hide the board between turns (hand-over screen)"));
    //: Preference for players using a screen reader (e.g. Orca).
    m_blindMode->setText(tr("&Blind mode (for screen readers)"));
    //: Tooltip of the Blind mode preference.
    m_blindMode->setToolTip(tr("The screen reader is told every action, refusal and change of turn in full, and the "
                               "keyboard focus goes back to the action field after every action."));
}

} // namespace eko::ui
