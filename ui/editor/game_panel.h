// The editor's Game panel: the scenario's name and description (by default and per language), players, setup, whose turn it is, and every rules
// setting with its range (docs/FILE-FORMAT.md §2.2). Edits go through the scenario model.
#pragma once

#include "core/position.h"
#include "core/rules_settings.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace eko::ui {

class ScenarioModel;

class GamePanel : public QWidget {
    Q_OBJECT
public:
    explicit GamePanel(ScenarioModel *model, QWidget *parent = nullptr);

    // The spin box of setting `index` of kRulesSettingLimits (core/rules_settings.h).
    QSpinBox *settingBox(int index) const { return m_settings[index]; }
    static constexpr int kSettingCount = kRulesSettingCount;

    QComboBox *languageBox() const { return m_language; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void refresh();
    void playersEdited(int players);
    // One line of the "fewer players" question: "Yellow: a stack of 3 discs on c4".
    static QString leavingPiece(const Position &pos, SpaceIndex space);
    void turnEdited();
    void settingsEdited();
    void textsEdited();
    // The language whose texts the fields show: "" for the default texts.
    QString language() const;

    ScenarioModel *m_model;
    QFormLayout *m_form;
    QFormLayout *m_turnForm;
    QFormLayout *m_rulesForm;
    QGroupBox *m_turnGroup;
    QGroupBox *m_rulesGroup;
    QComboBox *m_language;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QSpinBox *m_players;
    QComboBox *m_setup;
    QComboBox *m_phase;
    QComboBox *m_toMove;
    QComboBox *m_first;
    QSpinBox *m_swaps;
    QSpinBox *m_quiet;
    QSpinBox *m_settings[kSettingCount];
};

} // namespace eko::ui
