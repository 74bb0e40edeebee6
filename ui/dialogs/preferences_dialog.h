// Preferences: the interface language (applied at once) and the hotseat hand-over screen.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;

namespace eko::ui {

class LanguageSwitcher;

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    PreferencesDialog(LanguageSwitcher *languages, QWidget *parent = nullptr);

    QComboBox *languageBox() const { return m_language; }
    QCheckBox *handOverBox() const { return m_handOver; }
    QCheckBox *blindModeBox() const { return m_blindMode; }
    // The note under the language choice, shown when --lang chose the language in use.
    QLabel *languageNote() const { return m_languageNote; }

signals:
    void handOverScreenChanged(bool on);
    void blindModeChanged(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void languageChosen(int index);
    QString languageInUse() const;
    bool languageSetOnCommandLine() const;

    LanguageSwitcher *m_languages;
    QGroupBox *m_interfaceBox;
    QLabel *m_languageLabel;
    QComboBox *m_language;
    QLabel *m_languageNote;
    QCheckBox *m_handOver;
    QCheckBox *m_blindMode;
    QDialogButtonBox *m_buttons;
};

} // namespace eko::ui
