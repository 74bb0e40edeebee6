// The New Game dialog: 2–4 players with names (colours shown with their emblem), each a person or
// a computer player at a level 1–6, the standard board or a scenario (the standard boards, the
// player's saved and recent scenarios, or any file), an optional seed, and against the computer a
// teaching game (the computer tells a person's mistakes).
#pragma once

#include "core/game.h"
#include "core/scenario.h"

#include <QDialog>
#include <QList>
#include <cstdint>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace eko::ui {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    // The game the choices describe (valid once the dialog is accepted; never with a broken scenario).
    std::optional<Game> game() const;

    // Programmatic access (tests, and the remembered choices).
    void setPlayers(int players);
    int players() const;
    void setPlayerName(int seat, const QString &name);
    // The name a seat will play under: the typed one, or empty (the game then shows the colour).
    QString playerName(int seat) const;
    // 0: the seat is a person; 1–6: a computer player at that level.
    void setSeatLevel(int seat, int level);
    int seatLevel(int seat) const;
    // Chooses a scenario file; false (with the problems shown) when it cannot be used.
    bool setScenarioFile(const QString &fileName);
    // The scenario files the list offers (standard boards, saved, recent), in its order.
    QStringList listedScenarioFiles() const;
    void useStandardBoard();
    void setSeed(std::optional<std::uint64_t> seed);
    // The seed typed, if a fixed seed is asked for and it is a valid number.
    std::optional<std::uint64_t> fixedSeed() const;
    bool isValid() const;
    // The teaching game (the computer tells a person's mistakes): offered when a seat is a computer's.
    void setTeachingGame(bool on);
    bool teachingGame() const;

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void done(int result) override;

private:
    void retranslateUi();
    void retranslateStartButton();
    void browseScenario();
    void updateState();
    void loadScenarioFromField();
    void fillScenarioList();
    void chooseListedScenario(int index);
    void showChosenFileInList();
    bool rememberScenarioFile(const QString &fileName);

    QGroupBox *m_playersBox;
    QLabel *m_countLabel;
    QSpinBox *m_count;
    QList<QLabel *> m_emblems;
    QList<QLabel *> m_colours;
    QList<QLineEdit *> m_names;
    QList<QComboBox *> m_kinds; // person, or a computer player's level

    QGroupBox *m_boardBox;
    QRadioButton *m_standard;
    QRadioButton *m_scenarioChoice;
    QComboBox *m_scenarioList; // standard boards, the player's saved and recent scenarios
    QLineEdit *m_scenarioFile;
    QPushButton *m_browse;
    QLabel *m_scenarioInfo;

    QGroupBox *m_setupBox;
    QCheckBox *m_useSeed;
    QLineEdit *m_seed;
    QLabel *m_seedHint;
    QCheckBox *m_teaching;

    QDialogButtonBox *m_buttons;

    std::optional<Scenario> m_scenario;   // the scenario file's, when one is chosen and valid
    QString m_loadedFile;                 // the file m_scenario came from
    QStringList m_scenarioProblems;       // why the chosen file cannot be used
};

} // namespace eko::ui
