// Game Details dialog.
#include "dialogs/game_details_dialog.h"

#include "dialogs/fit_to_contents.h"
#include "look/player_emblem.h"
#include "session/user_scenarios.h"
#include "text/explain.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace eko::ui {

using namespace eko::text; // the engine's words, translated

int turnsPlayed(const Game &game)
{
    // The turn of the last action (the numbers only grow; the Emperor swap counts 0).
    const std::vector<int> turns = turnNumbers(game);
    return turns.empty() ? 0 : turns.back();
}

GameDetailsDialog::GameDetailsDialog(const Game &game, const QString &fileName, const files::GameFileInfo &info,
                                     QWidget *parent)
    : QDialog(parent)
    , m_fileName(fileName)
    , m_info(info)
    , m_scenarioName(game.scenario().name)
    , m_scenarioNameTranslations(game.scenario().nameTranslations)
    , m_players(game.scenario().players)
    , m_actions(game.actionCount())
    , m_turns(turnsPlayed(game))
    , m_seed(game.seed())
    , m_result(game.current().result())
    , m_settings(game.current().settings())
    , m_summary(summarize(game))
    , m_form(new QFormLayout)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("gameDetailsDialog"));
    for (const std::string &name : game.playerNames())
        m_playerNames.append(QString::fromStdString(name));
    // A standard scenario is named in the interface language rather than by its English file name.
    m_standardScenario = m_players >= kMinPlayers && m_players <= kMaxPlayers && !game.scenario().position
        && m_scenarioName == standardScenario(m_players).name;

    const QList<Field> fields = {Field::File,    Field::Players, Field::Scenario, Field::Saved,
                                 Field::Actions, Field::Turns,   Field::Seed,     Field::Result};
    for (Field field : fields) {
        auto *label = new QLabel(this);
        auto *value = new QLabel(this);
        value->setTextFormat(Qt::PlainText);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setBuddy(value);
        m_labels.insert(field, label);
        m_values.insert(field, value);
        m_form->addRow(label, value);
    }
    m_values[Field::File]->setObjectName(QStringLiteral("fileValue"));
    m_values[Field::Players]->setObjectName(QStringLiteral("playersValue"));
    m_values[Field::Scenario]->setObjectName(QStringLiteral("scenarioValue"));
    m_values[Field::Saved]->setObjectName(QStringLiteral("savedValue"));
    m_values[Field::Actions]->setObjectName(QStringLiteral("actionsValue"));
    m_values[Field::Turns]->setObjectName(QStringLiteral("turnsValue"));
    m_values[Field::Seed]->setObjectName(QStringLiteral("seedValue"));
    m_values[Field::Result]->setObjectName(QStringLiteral("resultValue"));
    // Sentences may wrap; names and numbers stay on one line.
    m_values[Field::Result]->setWordWrap(true);
    m_values[Field::Result]->setMinimumWidth(280);

    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(createSummary());
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    retranslateUi();
}

namespace {
constexpr GameDetailsDialog::Count kCounts[] = {
    GameDetailsDialog::Count::Turns, GameDetailsDialog::Count::Attacks, GameDetailsDialog::Count::EmperorsCaptured,
    GameDetailsDialog::Count::BuildingsBuilt, GameDetailsDialog::Count::ForcedMarches};

int countOf(const PlayerSummary &s, GameDetailsDialog::Count count)
{
    switch (count) {
    case GameDetailsDialog::Count::Turns: return s.turns;
    case GameDetailsDialog::Count::Attacks: return s.attacks;
    case GameDetailsDialog::Count::EmperorsCaptured: return s.emperorsCaptured;
    case GameDetailsDialog::Count::BuildingsBuilt: return s.buildingsBuilt;
    case GameDetailsDialog::Count::ForcedMarches: return s.forcedMarches;
    }
    return 0;
}
} // namespace

// A grid: the players' emblems and names across, a row per count.
QGroupBox *GameDetailsDialog::createSummary()
{
    m_summaryBox = new QGroupBox(this);
    m_summaryBox->setObjectName(QStringLiteral("summaryBox"));
    auto *grid = new QGridLayout(m_summaryBox);
    grid->setHorizontalSpacing(18);
    const int players = static_cast<int>(m_summary.size());
    for (int p = 0; p < players; ++p) {
        auto *emblem = new QLabel(m_summaryBox);
        emblem->setPixmap(playerEmblemPixmap(p, 20, devicePixelRatioF()));
        emblem->setAlignment(Qt::AlignCenter);
        auto *heading = new QLabel(m_summaryBox);
        heading->setTextFormat(Qt::PlainText);
        heading->setAlignment(Qt::AlignCenter);
        m_playerHeadings << heading;
        grid->addWidget(emblem, 0, p + 1);
        grid->addWidget(heading, 1, p + 1);
    }
    int row = 2;
    for (Count count : kCounts) {
        auto *label = new QLabel(m_summaryBox);
        m_countLabels.insert(count, label);
        grid->addWidget(label, row, 0);
        for (int p = 0; p < players; ++p) {
            auto *value = new QLabel(m_summaryBox);
            value->setAlignment(Qt::AlignCenter);
            value->setTextInteractionFlags(Qt::TextSelectableByMouse);
            m_countValues[count] << value;
            grid->addWidget(value, row, p + 1);
        }
        ++row;
    }
    grid->setColumnStretch(players + 1, 1);
    return m_summaryBox;
}

QString GameDetailsDialog::text(Count count, PlayerIndex player) const
{
    const QList<QLabel *> values = m_countValues.value(count);
    return player >= 0 && player < values.size() ? values.at(player)->text() : QString();
}

QString GameDetailsDialog::label(Count count) const
{
    return m_countLabels.value(count) ? m_countLabels.value(count)->text() : QString();
}

QString GameDetailsDialog::playerHeading(PlayerIndex player) const
{
    return player >= 0 && player < m_playerHeadings.size() ? m_playerHeadings.at(player)->text() : QString();
}

QString GameDetailsDialog::text(Field field) const { return m_values.value(field) ? m_values.value(field)->text() : QString(); }

QString GameDetailsDialog::label(Field field) const { return m_labels.value(field) ? m_labels.value(field)->text() : QString(); }

void GameDetailsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        growToFitContentsLater(this);
    }
    QDialog::changeEvent(event);
}

void GameDetailsDialog::setRow(Field field, const QString &label, const QString &text)
{
    m_labels[field]->setText(label);
    m_values[field]->setText(text);
}

void GameDetailsDialog::retranslateUi()
{
    // The conventions of the interface language, set with it (LanguageSwitcher).
    const QLocale locale;
    setWindowTitle(tr("Game Details"));

    //: Game Details: the game was never saved to a file.
    const QString notSaved = tr("not saved yet");
    //: Game Details, label of the file the game is saved in.
    setRow(Field::File, tr("File:"), m_fileName.isEmpty() ? notSaved : QFileInfo(m_fileName).fileName());
    m_values[Field::File]->setToolTip(m_fileName.isEmpty() ? QString() : QDir::toNativeSeparators(m_fileName));

    QStringList players;
    for (int p = 0; p < m_players; ++p)
        players.append(playerLabel(p, p < m_playerNames.size() ? m_playerNames[p] : QString()));
    //: Game Details, label of the list of players (one per line).
    setRow(Field::Players, tr("Players:"), players.join(QLatin1Char('\n')));

    QString scenario;
    const std::string &scenarioName
        = textInLanguage(m_scenarioName, m_scenarioNameTranslations, interfaceLanguage().toStdString());
    if (m_standardScenario)
        //: Game Details: the scenario is the standard one for this number of players.
        scenario = tr("Standard board for %n player(s)", "", m_players);
    else if (scenarioName.empty())
        //: Game Details: the scenario has no name.
        scenario = tr("(no name)");
    else
        scenario = QString::fromStdString(scenarioName);
    //: Game Details, label of the scenario's name (GLOSSARY: scenario).
    setRow(Field::Scenario, tr("Scenario:"), scenario);

    QString saved;
    if (m_fileName.isEmpty())
        saved = notSaved;
    else if (!m_info.saved.isValid())
        //: Game Details: the saved game does not say when it was saved.
        saved = tr("unknown");
    else
        saved = locale.toString(m_info.saved.toLocalTime(), QLocale::LongFormat);
    //: Game Details, label of the date and time the file was saved.
    setRow(Field::Saved, tr("Saved:"), saved);

    //: Game Details, label of the number of actions played (GLOSSARY: action).
    setRow(Field::Actions, tr("Actions played:"), locale.toString(m_actions));
    //: Game Details, label of the number of turns begun (GLOSSARY: turn).
    setRow(Field::Turns, tr("Turns:"), locale.toString(m_turns));

    // The seed is typed into the New Game dialog as digits only: no group separators.
    QLocale seedLocale = locale;
    seedLocale.setNumberOptions(QLocale::OmitGroupSeparator);
    //: Game Details, label of the seed that decided the setup.
    setRow(Field::Seed, tr("Seed:"), seedLocale.toString(static_cast<qulonglong>(m_seed)));

    //: Game Details, label of how the game ended (or that it goes on).
    setRow(Field::Result, tr("Result:"), resultText(m_result, m_playerNames, m_settings));

    //: Game Details: title of the table of what each player did over the game.
    m_summaryBox->setTitle(tr("Summary"));
    for (int p = 0; p < m_playerHeadings.size(); ++p)
        m_playerHeadings[p]->setText(playerLabel(p, m_playerNames.value(p)));
    //: Game Details summary, row: turns each player began (GLOSSARY: turn).
    m_countLabels[Count::Turns]->setText(tr("Turns"));
    //: Game Details summary, row: attacks made, kamikaze included (GLOSSARY: attack).
    m_countLabels[Count::Attacks]->setText(tr("Attacks"));
    //: Game Details summary, row: enemy Emperors taken captive (GLOSSARY: Emperor, captive).
    m_countLabels[Count::EmperorsCaptured]->setText(tr("Emperors captured"));
    //: Game Details summary, row: constructions, upgrades and replacements included (GLOSSARY: construct).
    m_countLabels[Count::BuildingsBuilt]->setText(tr("Buildings built"));
    //: Game Details summary, row: forced marches taken (GLOSSARY: forced march).
    m_countLabels[Count::ForcedMarches]->setText(tr("Forced marches"));
    for (Count count : kCounts)
        for (int p = 0; p < m_countValues[count].size(); ++p)
            m_countValues[count][p]->setText(locale.toString(countOf(m_summary[p], count)));
}

} // namespace eko::ui
