// New Game dialog.
#include "dialogs/new_game_dialog.h"

#include "session/preferences.h"
#include "session/user_scenarios.h"
#include "dialogs/fit_to_contents.h"
#include "dialogs/standard_scenarios.h"
#include "files/scenario_file.h"
#include "text/explain.h"
#include "look/player_emblem.h"
#include "model/computer_levels.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QUrl>
#include <QVBoxLayout>

#include <initializer_list>

namespace eko::ui {

using namespace eko::text; // the engine's words, translated

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent)
    , m_playersBox(new QGroupBox(this))
    , m_countLabel(new QLabel(this))
    , m_count(new QSpinBox(this))
    , m_boardBox(new QGroupBox(this))
    , m_standard(new QRadioButton(this))
    , m_scenarioChoice(new QRadioButton(this))
    , m_scenarioList(new QComboBox(this))
    , m_scenarioFile(new QLineEdit(this))
    , m_browse(new QPushButton(this))
    , m_scenarioInfo(new QLabel(this))
    , m_setupBox(new QGroupBox(this))
    , m_useSeed(new QCheckBox(this))
    , m_seed(new QLineEdit(this))
    , m_seedHint(new QLabel(this))
    , m_teaching(new QCheckBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("newGameDialog"));
    m_count->setObjectName(QStringLiteral("playerCount"));
    m_count->setRange(kMinPlayers, kMaxPlayers);
    m_scenarioFile->setObjectName(QStringLiteral("scenarioFile"));
    m_seed->setObjectName(QStringLiteral("seed"));
    m_useSeed->setObjectName(QStringLiteral("useSeed"));
    m_seedHint->setObjectName(QStringLiteral("seedHint"));
    m_teaching->setObjectName(QStringLiteral("teachingGame"));
    m_standard->setObjectName(QStringLiteral("standardBoard"));
    m_scenarioInfo->setObjectName(QStringLiteral("scenarioInfo"));
    m_scenarioChoice->setObjectName(QStringLiteral("scenarioBoard"));
    m_scenarioList->setObjectName(QStringLiteral("scenarioList"));
    m_scenarioList->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scenarioList->setMinimumContentsLength(24);

    // Players: the count, then one row per seat with its emblem, colour and name.
    auto *playersLayout = new QGridLayout(m_playersBox);
    playersLayout->addWidget(m_countLabel, 0, 0, 1, 2);
    playersLayout->addWidget(m_count, 0, 2, Qt::AlignLeft);
    m_countLabel->setBuddy(m_count);
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        auto *emblem = new QLabel(this);
        emblem->setPixmap(playerEmblemPixmap(seat, 24, devicePixelRatioF()));
        auto *colour = new QLabel(this);
        auto *name = new QLineEdit(this);
        name->setObjectName(QStringLiteral("playerName%1").arg(seat + 1));
        name->setMaxLength(40);
        colour->setBuddy(name);
        auto *kind = new QComboBox(this);
        kind->setObjectName(QStringLiteral("seatKind%1").arg(seat + 1));
        kind->setSizeAdjustPolicy(QComboBox::AdjustToContents); // the level names differ per language
        for (int level = 0; level <= ai::kMaxLevel; ++level)
            kind->addItem(QString(), level);
        playersLayout->addWidget(emblem, seat + 1, 0);
        playersLayout->addWidget(colour, seat + 1, 1);
        playersLayout->addWidget(name, seat + 1, 2);
        playersLayout->addWidget(kind, seat + 1, 3);
        m_emblems.append(emblem);
        m_colours.append(colour);
        m_names.append(name);
        m_kinds.append(kind);
    }
    playersLayout->setColumnStretch(2, 1);

    // Board: standard, or a scenario file.
    auto *group = new QButtonGroup(this);
    group->addButton(m_standard);
    group->addButton(m_scenarioChoice);
    m_standard->setChecked(true);
    auto *boardLayout = new QVBoxLayout(m_boardBox);
    boardLayout->addWidget(m_standard);
    boardLayout->addWidget(m_scenarioChoice);
    auto *listRow = new QHBoxLayout;
    listRow->setContentsMargins(20, 0, 0, 0);
    listRow->addWidget(m_scenarioList, 1);
    boardLayout->addLayout(listRow);
    auto *fileRow = new QHBoxLayout;
    fileRow->setContentsMargins(20, 0, 0, 0);
    fileRow->addWidget(m_scenarioFile, 1);
    fileRow->addWidget(m_browse);
    boardLayout->addLayout(fileRow);
    m_scenarioInfo->setWordWrap(true);
    m_scenarioInfo->setContentsMargins(20, 0, 0, 0);
    m_scenarioInfo->setTextFormat(Qt::PlainText);
    boardLayout->addWidget(m_scenarioInfo);

    // Setup: the seed.
    auto *setupLayout = new QVBoxLayout(m_setupBox);
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_useSeed);
    seedRow->addWidget(m_seed, 1);
    setupLayout->addLayout(seedRow);
    m_seedHint->setWordWrap(true);
    setupLayout->addWidget(m_seedHint);
    setupLayout->addWidget(m_teaching);
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), this));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_playersBox);
    layout->addWidget(m_boardBox);
    layout->addWidget(m_setupBox);
    layout->addWidget(m_buttons);

    // Tab goes as the dialog reads, top to bottom: the count, each seat's name and who plays it, the
    // board, the seed, the buttons (the seats were made after the rest).
    QWidget *previous = m_count;
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        setTabOrder(previous, m_names[seat]);
        setTabOrder(m_names[seat], m_kinds[seat]);
        previous = m_kinds[seat];
    }
    for (QWidget *next : std::initializer_list<QWidget *>{m_standard, m_scenarioChoice, m_scenarioList, m_scenarioFile,
                                                          m_browse, m_useSeed, m_seed, m_teaching,
                                                          m_buttons->button(QDialogButtonBox::Ok),
                                                          m_buttons->button(QDialogButtonBox::Cancel)}) {
        setTabOrder(previous, next);
        previous = next;
    }

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_count, &QSpinBox::valueChanged, this, &NewGameDialog::updateState);
    connect(m_standard, &QRadioButton::toggled, this, &NewGameDialog::updateState);
    connect(m_useSeed, &QCheckBox::toggled, this, &NewGameDialog::updateState);
    connect(m_seed, &QLineEdit::textChanged, this, &NewGameDialog::updateState);
    connect(m_browse, &QPushButton::clicked, this, &NewGameDialog::browseScenario);
    connect(m_scenarioFile, &QLineEdit::editingFinished, this, &NewGameDialog::loadScenarioFromField);
    connect(m_scenarioList, &QComboBox::activated, this, &NewGameDialog::chooseListedScenario);

    // The last choices.
    m_count->setValue(preferences::newGamePlayers());
    const QStringList names = preferences::newGameNames();
    for (int seat = 0; seat < kMaxPlayers && seat < names.size(); ++seat)
        m_names[seat]->setText(names[seat]);
    const QList<int> levels = preferences::newGameLevels();
    for (int seat = 0; seat < kMaxPlayers && seat < levels.size(); ++seat)
        setSeatLevel(seat, levels[seat]);
    m_teaching->setChecked(preferences::teachingGame());
    for (QComboBox *kind : m_kinds) // a computer seat offers the teaching game
        connect(kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateState);
    retranslateUi();
    updateState();
}

int NewGameDialog::players() const
{
    if (m_scenarioChoice->isChecked() && m_scenario)
        return m_scenario->players;
    return m_count->value();
}

void NewGameDialog::setPlayers(int players) { m_count->setValue(players); }

void NewGameDialog::setPlayerName(int seat, const QString &name)
{
    if (seat >= 0 && seat < m_names.size())
        m_names[seat]->setText(name);
}

QString NewGameDialog::playerName(int seat) const
{
    // An empty name stays empty in the game: it is shown as the player's colour, in whatever
    // language the game is shown in later (never the default name of the language it was made in).
    return seat >= 0 && seat < m_names.size() ? m_names[seat]->text().trimmed() : QString();
}

void NewGameDialog::setSeatLevel(int seat, int level)
{
    if (seat >= 0 && seat < m_kinds.size())
        m_kinds[seat]->setCurrentIndex(qBound(0, level, ai::kMaxLevel));
}

int NewGameDialog::seatLevel(int seat) const
{
    return seat >= 0 && seat < m_kinds.size() ? m_kinds[seat]->currentData().toInt() : 0;
}

bool NewGameDialog::setScenarioFile(const QString &fileName)
{
    m_scenarioChoice->setChecked(true);
    m_scenarioFile->setText(QDir::toNativeSeparators(fileName));
    loadScenarioFromField();
    return m_scenario.has_value();
}

void NewGameDialog::useStandardBoard() { m_standard->setChecked(true); }

QStringList NewGameDialog::listedScenarioFiles() const
{
    QStringList files;
    for (int i = 0; i < m_scenarioList->count(); ++i)
        if (const QString file = m_scenarioList->itemData(i).toString(); !file.isEmpty())
            files.append(file);
    return files;
}

// The list: a first line for a file chosen some other way, then under a heading each the standard
// boards, the scenarios saved in the player's folder and those opened recently from elsewhere.
void NewGameDialog::fillScenarioList()
{
    const QSignalBlocker blocker(m_scenarioList);
    auto *model = new QStandardItemModel(m_scenarioList);
    auto *other = new QStandardItem(tr("Other scenario file (below)"));
    model->appendRow(other);
    auto heading = [model](const QString &text) {
        auto *item = new QStandardItem(text);
        item->setFlags(Qt::NoItemFlags);
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
        model->appendRow(item);
    };
    auto entry = [model](const QString &text, const QString &file, const QString &toolTip) {
        auto *item = new QStandardItem(QStringLiteral("    ") + text);
        item->setData(file, Qt::UserRole);
        item->setToolTip(toolTip);
        model->appendRow(item);
    };
    const QString language = interfaceLanguage();
    //: Heading in the New Game dialog's list of scenarios.
    heading(tr("Standard boards"));
    const QString standardFolder = standardScenariosFolder();
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        const QString name = QStringLiteral("standard-%1p.ekoscn").arg(players);
        const QString file = standardFolder.isEmpty() ? QStringLiteral(":/scenarios/") + name
                                                      : QDir(standardFolder).filePath(name);
        entry(scenarioDisplayName(standardScenario(players), file, language), file, QDir::toNativeSeparators(file));
    }
    const QList<UserScenario> mine = userScenarios(language);
    bool savedHeading = false, recentHeading = false;
    for (const UserScenario &sc : mine) {
        if (sc.saved && !savedHeading) {
            //: Heading in the New Game dialog's list: scenarios saved in the player's own scenario folder.
            heading(tr("My scenarios"));
            savedHeading = true;
        }
        if (!sc.saved && !recentHeading) {
            //: Heading in the New Game dialog's list: scenario files opened recently from other folders.
            heading(tr("Recently opened"));
            recentHeading = true;
        }
        //: A scenario in the New Game dialog's list: %1 its name, %n its number of players.
        const QString text = tr("%1 (%n player(s))", nullptr, sc.players).arg(sc.name);
        const QString tip = sc.description.isEmpty() ? QDir::toNativeSeparators(sc.fileName)
                                                     : sc.description + QStringLiteral("\n\n")
                                                           + QDir::toNativeSeparators(sc.fileName);
        entry(text, sc.fileName, tip);
    }
    m_scenarioList->setModel(model);
    showChosenFileInList();
}

void NewGameDialog::chooseListedScenario(int index)
{
    const QString file = m_scenarioList->itemData(index).toString();
    if (file.isEmpty()) {
        m_scenarioChoice->setChecked(true);
        m_scenarioFile->setFocus();
        return;
    }
    setScenarioFile(file);
}

// A scenario file played from goes first in the recent scenarios (not the standard boards' copies,
// which the list always has); true when it was added.
bool NewGameDialog::rememberScenarioFile(const QString &fileName)
{
    const QString standard = standardScenariosFolder();
    if (fileName.isEmpty() || fileName.startsWith(QLatin1Char(':'))
        || (!standard.isEmpty() && QFileInfo(fileName).absolutePath() == QFileInfo(standard).absoluteFilePath()))
        return false;
    addRecentScenarioFile(fileName);
    return true;
}

// The list shows the file chosen, or its first line when the file is not in it.
void NewGameDialog::showChosenFileInList()
{
    const QSignalBlocker blocker(m_scenarioList);
    const QString chosen = QDir::fromNativeSeparators(m_loadedFile);
    int found = 0;
    for (int i = 1; i < m_scenarioList->count() && !chosen.isEmpty(); ++i)
        if (m_scenarioList->itemData(i).toString() == chosen)
            found = i;
    m_scenarioList->setCurrentIndex(found);
}

void NewGameDialog::setSeed(std::optional<std::uint64_t> seed)
{
    m_useSeed->setChecked(seed.has_value());
    m_seed->setText(seed ? QString::number(*seed) : QString());
}

std::optional<std::uint64_t> NewGameDialog::fixedSeed() const
{
    if (!m_useSeed->isChecked())
        return std::nullopt;
    bool ok = false;
    const std::uint64_t seed = m_seed->text().toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return seed;
}

bool NewGameDialog::isValid() const
{
    if (m_scenarioChoice->isChecked() && !m_scenario)
        return false;
    const bool exact = m_scenarioChoice->isChecked() && m_scenario->position;
    if (!exact && m_useSeed->isChecked() && !fixedSeed())
        return false; // (a seed an exact position has no use for does not count)
    return true;
}

std::optional<Game> NewGameDialog::game() const
{
    if (!isValid())
        return std::nullopt;
    Scenario scenario = m_scenarioChoice->isChecked() ? *m_scenario : standardScenario(m_count->value());
    if (!scenarioProblems(scenario).empty())
        return std::nullopt;
    const std::uint64_t seed = fixedSeed().value_or(QRandomGenerator::global()->generate64());
    std::vector<std::string> names;
    for (int seat = 0; seat < scenario.players; ++seat)
        names.push_back(playerName(seat).toStdString());
    return Game(std::move(scenario), seed, std::move(names));
}

void NewGameDialog::setTeachingGame(bool on) { m_teaching->setChecked(on); }

// Only against the computer: with people only there is nobody to judge.
bool NewGameDialog::teachingGame() const { return m_teaching->isChecked() && m_teaching->isEnabled(); }

void NewGameDialog::done(int result)
{
    if (result == QDialog::Accepted) {
        if (m_scenarioChoice->isChecked() && m_scenarioFile->text().trimmed() != m_loadedFile)
            loadScenarioFromField();
        if (!isValid())
            return;
        // Remember the choices for next time (names only where typed).
        if (m_standard->isChecked())
            preferences::setNewGamePlayers(m_count->value());
        QStringList names;
        for (QLineEdit *name : m_names)
            names.append(name->text().trimmed());
        preferences::setNewGameNames(names);
        QList<int> levels;
        for (int seat = 0; seat < kMaxPlayers; ++seat)
            levels.append(seatLevel(seat));
        preferences::setNewGameLevels(levels);
        preferences::setTeachingGame(m_teaching->isChecked());
        if (m_scenarioChoice->isChecked())
            rememberScenarioFile(QDir::fromNativeSeparators(m_loadedFile));
    }
    QDialog::done(result);
}

void NewGameDialog::browseScenario()
{
    // The standard scenarios are offered beside the user's folders (and first, before any folder
    // was chosen).
    const QString standard = standardScenariosFolder();
    QString start = m_loadedFile.isEmpty() ? preferences::lastFolder() : QFileInfo(m_loadedFile).absolutePath();
    if (m_loadedFile.isEmpty() && !preferences::hasLastFolder() && !standard.isEmpty())
        start = standard;
    QFileDialog dialog(this, tr("Choose a Scenario"), start, tr("Ekö scenarios (*.ekoscn);;All files (*)"));
    dialog.setObjectName(QStringLiteral("scenarioFileDialog"));
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    if (!standard.isEmpty()) {
        QList<QUrl> places = dialog.sidebarUrls();
        const QUrl standardUrl = QUrl::fromLocalFile(standard);
        if (!places.contains(standardUrl))
            places.append(standardUrl);
        dialog.setSidebarUrls(places);
    }
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString fileName = dialog.selectedFiles().constFirst();
    if (fileName.isEmpty())
        return;
    preferences::setLastFolderFromFile(fileName);
    if (setScenarioFile(fileName) && rememberScenarioFile(fileName))
        fillScenarioList();
}

void NewGameDialog::loadScenarioFromField()
{
    const QString fileName = QDir::fromNativeSeparators(m_scenarioFile->text().trimmed());
    m_loadedFile = m_scenarioFile->text().trimmed();
    m_scenario.reset();
    m_scenarioProblems.clear();
    if (!fileName.isEmpty()) {
        files::FileProblems problems;
        std::optional<Scenario> scenario = files::loadScenario(fileName, problems);
        if (scenario) // a scenario with problems is refused by loadScenario, with them
            m_scenario = std::move(scenario);
        m_scenarioProblems.append(files::toStringList(problems));
        if (!m_scenario && m_scenarioProblems.isEmpty())
            m_scenarioProblems.append(tr("The file cannot be read."));
    }
    showChosenFileInList();
    updateState();
}

void NewGameDialog::updateState()
{
    const bool scenario = m_scenarioChoice->isChecked();
    m_scenarioFile->setEnabled(scenario);
    m_browse->setEnabled(scenario);
    m_scenarioList->setEnabled(scenario);
    m_count->setEnabled(!scenario || !m_scenario);
    if (scenario && m_scenario)
        m_count->setValue(m_scenario->players);
    const int n = players();
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        const bool in = seat < n;
        m_emblems[seat]->setEnabled(in);
        m_colours[seat]->setEnabled(in);
        m_names[seat]->setEnabled(in);
        m_emblems[seat]->setVisible(in);
        m_colours[seat]->setVisible(in);
        m_names[seat]->setVisible(in);
        m_kinds[seat]->setEnabled(in);
        m_kinds[seat]->setVisible(in);
    }
    // An exact starting position leaves nothing to the seed: where the discs stand and who plays
    // first are the scenario's.
    bool computer = false;
    for (int seat = 0; seat < n; ++seat)
        computer = computer || seatLevel(seat) > 0;
    m_teaching->setEnabled(computer);
    const bool exact = scenario && m_scenario && m_scenario->position;
    m_useSeed->setEnabled(!exact);
    m_seed->setEnabled(!exact && m_useSeed->isChecked());
    m_seedHint->setText(exact ? tr("This scenario starts from an exact position: it sets where every disc "
                                   "stands and who plays first, so the seed changes nothing.")
                              : tr("The seed decides where the discs start and who plays first; "
                                   "the same seed gives the same setup. Without one, the setup is random."));

    // What the scenario file holds, or why it cannot be used.
    QString info;
    QString style;
    if (scenario) {
        if (m_scenario) {
            const QString language = interfaceLanguage();
            const QString name = scenarioDisplayName(*m_scenario, m_loadedFile, language);
            info = tr("“%1”: %n player(s), %2 spaces", "", m_scenario->players)
                       .arg(name)
                       .arg(m_scenario->board->spaceCount());
            const QString description
                = QString::fromStdString(scenarioDescription(*m_scenario, language.toStdString())).trimmed();
            if (!description.isEmpty())
                info += QLatin1Char('\n') + description;
        } else if (!m_scenarioProblems.isEmpty()) {
            info = tr("This scenario cannot be played:") + QLatin1Char('\n') + m_scenarioProblems.join(QLatin1Char('\n'));
            style = QStringLiteral("color: #c62828;");
        } else {
            info = tr("Choose a scenario file (.ekoscn).");
        }
    }
    const bool grows = !info.isEmpty() && (info != m_scenarioInfo->text() || m_scenarioInfo->isHidden());
    m_scenarioInfo->setText(info);
    m_scenarioInfo->setStyleSheet(style);
    m_scenarioInfo->setVisible(!info.isEmpty());
    // A summary or problems that appear need room: the dialog grows to show them whole.
    if (grows)
        growToFitContentsLater(this);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(isValid());
}

bool NewGameDialog::event(QEvent *event)
{
    const bool handled = QDialog::event(event);
    // The button box hears of a language change after the dialog and puts Qt's own word back on
    // its standard buttons: ours goes on again afterwards.
    if (event->type() == QEvent::LanguageChange)
        retranslateStartButton();
    return handled;
}

void NewGameDialog::retranslateStartButton()
{
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("S&tart Game"));
}

void NewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        growToFitContentsLater(this);
    }
    QDialog::changeEvent(event);
}

void NewGameDialog::retranslateUi()
{
    setWindowTitle(tr("New Game"));
    m_playersBox->setTitle(tr("Players"));
    m_countLabel->setText(tr("&Number of players:"));
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        m_colours[seat]->setText(colourTitle(seat) + QLatin1Char(':'));
        m_names[seat]->setPlaceholderText(defaultPlayerName(seat));
        //: In the New Game dialog: the seat is played by a person at this computer.
        m_kinds[seat]->setItemText(0, tr("Human"));
        for (int level = ai::kMinLevel; level <= ai::kMaxLevel; ++level)
            //: In the New Game dialog: the seat is a computer player; %1 is its level, e.g. "4 — Advanced".
            m_kinds[seat]->setItemText(level, tr("Computer player %1").arg(computerLevelName(level)));
        //: Tooltip of the Human/Computer choice beside each player's name.
        m_kinds[seat]->setToolTip(tr("Who plays this colour: a person, or the computer at a level "
                                     "from 1 (beginner) to 6 (strongest)."));
        // What a screen reader says after the choice (on Linux a combo box's accessible name is its value).
        //: Accessible description of the Human/Computer choice of a seat; %1 its colour ("Red").
        m_kinds[seat]->setAccessibleDescription(tr("Who plays %1: a person, or the computer at a level from 1 "
                                                   "(beginner) to 6 (strongest).").arg(colourTitle(seat)));
        m_emblems[seat]->setAccessibleName(colourTitle(seat));
    }
    m_boardBox->setTitle(tr("Board"));
    m_standard->setText(tr("&Standard board for the number of players"));
    m_scenarioChoice->setText(tr("S&cenario:"));
    fillScenarioList();
    m_browse->setText(tr("&Browse…"));
    m_setupBox->setTitle(tr("Setup"));
    m_useSeed->setText(tr("&Fixed seed:"));
    //: New Game check box, enabled when a seat is a computer player's: after each of a person's actions, the computer tells a mistake at once.
    m_teaching->setText(tr("&Teaching game: tell me my mistakes"));
    m_teaching->setToolTip(tr("After each of your actions, the computer judges it and tells you at once when it "
                              "was a mistake, with a better action and Take Back."));
    m_seed->setPlaceholderText(tr("random"));
    //: Accessible name of the field where the seed of the setup is typed.
    m_seed->setAccessibleName(tr("Seed"));
    //: Accessible name of the field where a scenario file's path is typed.
    m_scenarioFile->setAccessibleName(tr("Scenario file"));
    retranslateStartButton();
    updateState();
}

} // namespace eko::ui
