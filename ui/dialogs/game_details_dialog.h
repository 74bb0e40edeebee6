// The Game Details dialog: the file, the players, when it was saved, how far the game went, the
// seed and the scenario, with numbers and dates in the conventions of the interface language, and
// a summary of what each player did (turns, attacks, Emperors captured, buildings, forced marches).
#pragma once

#include "core/game.h"
#include "core/game_summary.h"
#include "files/game_file.h"

#include <QDialog>
#include <QMap>
#include <QString>
#include <QStringList>

class QDialogButtonBox;
class QFormLayout;
class QGroupBox;
class QLabel;

namespace eko::ui {

// The turns begun in a game, numbered as the move list numbers them (the Emperor swap is no turn).
int turnsPlayed(const Game &game);

class GameDetailsDialog : public QDialog {
    Q_OBJECT
public:
    enum class Field { File, Players, Scenario, Saved, Actions, Turns, Seed, Result };
    // The rows of the summary, one column per player.
    enum class Count { Turns, Attacks, EmperorsCaptured, BuildingsBuilt, ForcedMarches };

    // `fileName`: the file the game was opened from or last saved to, empty when it was never saved;
    // `info`: what that file says about itself (when it was saved). The dialog copies what it shows.
    GameDetailsDialog(const Game &game, const QString &fileName, const files::GameFileInfo &info,
                      QWidget *parent = nullptr);

    // The text shown for a field and its label (for tests and accessibility).
    QString text(Field field) const;
    QString label(Field field) const;
    // The summary's number for a player, its row label and its column heading.
    QString text(Count count, PlayerIndex player) const;
    QString label(Count count) const;
    QString playerHeading(PlayerIndex player) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void setRow(Field field, const QString &label, const QString &text);
    QGroupBox *createSummary();

    QString m_fileName;
    files::GameFileInfo m_info;
    QStringList m_playerNames;
    std::string m_scenarioName;
    TextTranslations m_scenarioNameTranslations; // shown in the interface language when there is one
    bool m_standardScenario = false;
    int m_players = 0;
    int m_actions = 0;
    int m_turns = 0;
    std::uint64_t m_seed = 0;
    Result m_result;
    RulesSettings m_settings;
    std::vector<PlayerSummary> m_summary;

    QFormLayout *m_form;
    QMap<Field, QLabel *> m_labels;
    QMap<Field, QLabel *> m_values;
    QDialogButtonBox *m_buttons;
    QGroupBox *m_summaryBox = nullptr;
    QList<QLabel *> m_playerHeadings;
    QMap<Count, QLabel *> m_countLabels;
    QMap<Count, QList<QLabel *>> m_countValues;
};

} // namespace eko::ui
