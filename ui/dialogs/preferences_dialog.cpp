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

PreferencesDialog::PreferencesDialog(LanguageSwitcher *languages, QWidget *parent)
    : QDialog(parent)
    , m_languages(languages)
    , m_interfaceBox(new QGroupBox(this))
    , m_languageLabel(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_handOver(new QCheckBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    m_language->setObjectName(QStringLiteral("language"));
    m_handOver->setObjectName(QStringLiteral("handOverScreen"));
    // Item 0 is "the system's language"; the others carry their code and never get translated.
    m_language->addItem(QString(), QString());
    for (const LanguageInfo &l : availableLanguages())
        m_language->addItem(l.nativeName, l.code);
    const int saved = m_language->findData(preferences::language());
    m_language->setCurrentIndex(saved < 0 ? 0 : saved);
    m_handOver->setChecked(preferences::handOverScreen());
    m_languageLabel->setBuddy(m_language);

    auto *form = new QFormLayout(m_interfaceBox);
    form->addRow(m_languageLabel, m_language);
    form->addRow(m_handOver);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_interfaceBox);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_language, &QComboBox::currentIndexChanged, this, &PreferencesDialog::languageChosen);
    connect(m_handOver, &QCheckBox::toggled, this, [this](bool on) {
        preferences::setHandOverScreen(on);
        emit handOverScreenChanged(on);
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
    //: Language choice: follow the operating system's language.
    m_language->setItemText(0, tr("System language"));
    m_handOver->setText(tr("&Hide the board between turns (hand-over screen)"));
}

} // namespace eko::ui
