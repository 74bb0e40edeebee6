// The Game panel: a form refreshed from the model after every change, edits sent back to it.
#include "editor/game_panel.h"

#include "editor/scenario_model.h"
#include "look/player_emblem.h"
#include "text/explain.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>

namespace eko::ui {

namespace {

QSpinBox *spinBox(int minimum, int maximum, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setKeyboardTracking(false); // one edit when the number is typed, not one per digit
    return box;
}

} // namespace

GamePanel::GamePanel(ScenarioModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("textsLanguage"));
    m_language->addItem(QString()); // the default texts
    // Each language by its own name, as in the Preferences.
    const char *languageNames[] = {"English", "한국어", "Português", "简体中文"};
    for (size_t k = 0; k < kScenarioLanguages.size(); ++k)
        m_language->addItem(QString::fromUtf8(languageNames[k]), QString::fromUtf8(kScenarioLanguages[k].data()));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("scenarioName"));
    m_description = new QPlainTextEdit(this);
    m_description->setObjectName(QStringLiteral("scenarioDescription"));
    m_description->setTabChangesFocus(true);
    m_description->setFixedHeight(m_description->fontMetrics().lineSpacing() * 4 + 12);
    m_description->installEventFilter(this);
    m_players = spinBox(kMinPlayers, kMaxPlayers, this);
    m_players->setObjectName(QStringLiteral("players"));
    m_setup = new QComboBox(this);
    m_setup->setObjectName(QStringLiteral("setup"));
    m_setup->addItems({QString(), QString()});
    m_form->addRow(new QLabel(this), m_language);
    m_form->addRow(new QLabel(this), m_name);
    m_form->addRow(new QLabel(this), m_description);
    m_form->addRow(new QLabel(this), m_players);
    m_form->addRow(new QLabel(this), m_setup);
    layout->addLayout(m_form);

    m_turnGroup = new QGroupBox(this);
    m_turnForm = new QFormLayout(m_turnGroup);
    m_phase = new QComboBox(this);
    m_phase->setObjectName(QStringLiteral("phase"));
    m_phase->addItems({QString(), QString()});
    m_toMove = new QComboBox(this);
    m_toMove->setObjectName(QStringLiteral("toMove"));
    m_first = new QComboBox(this);
    m_first->setObjectName(QStringLiteral("firstPlayer"));
    m_swaps = spinBox(0, kMaxPlayers - 1, this);
    m_quiet = spinBox(0, 400000, this);
    for (QWidget *w : {static_cast<QWidget *>(m_phase), static_cast<QWidget *>(m_toMove),
                       static_cast<QWidget *>(m_first), static_cast<QWidget *>(m_swaps), static_cast<QWidget *>(m_quiet)})
        m_turnForm->addRow(new QLabel(this), w);
    layout->addWidget(m_turnGroup);

    m_rulesGroup = new QGroupBox(this);
    m_rulesForm = new QFormLayout(m_rulesGroup);
    for (int k = 0; k < kSettingCount; ++k) {
        m_settings[k] = spinBox(kRulesSettingLimits[k].minimum, kRulesSettingLimits[k].maximum, this);
        m_rulesForm->addRow(new QLabel(this), m_settings[k]);
        connect(m_settings[k], &QSpinBox::valueChanged, this, &GamePanel::settingsEdited);
    }
    layout->addWidget(m_rulesGroup);
    layout->addStretch();

    connect(m_name, &QLineEdit::editingFinished, this, &GamePanel::textsEdited);
    connect(m_language, &QComboBox::currentIndexChanged, this, &GamePanel::refresh);
    connect(m_players, &QSpinBox::valueChanged, this, &GamePanel::playersEdited);
    connect(m_setup, &QComboBox::activated, this, [this](int index) { m_model->setExactSetup(index == 1); });
    connect(m_phase, &QComboBox::activated, this, &GamePanel::turnEdited);
    connect(m_toMove, &QComboBox::activated, this, &GamePanel::turnEdited);
    connect(m_first, &QComboBox::activated, this, &GamePanel::turnEdited);
    connect(m_swaps, &QSpinBox::valueChanged, this, &GamePanel::turnEdited);
    connect(m_quiet, &QSpinBox::valueChanged, this, &GamePanel::turnEdited);
    connect(model, &ScenarioModel::changed, this, &GamePanel::refresh);
    retranslateUi();
}

void GamePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void GamePanel::retranslateUi()
{
    auto label = [](QFormLayout *form, QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(form->labelForField(field))) {
            l->setText(text);
            l->setBuddy(field); // the field's accessible name (what a screen reader says on it)
        }
    };
    //: Game panel of the scenario editor: which language's name and description are edited.
    label(m_form, m_language, tr("Texts in:"));
    //: The scenario's own name and description, shown in every language without a translation.
    m_language->setItemText(0, tr("Default (every language)"));
    //: Game panel of the scenario editor: the scenario's name.
    label(m_form, m_name, tr("Name:"));
    //: A few lines on the scenario: its idea, who should try it.
    label(m_form, m_description, tr("Description:"));
    label(m_form, m_players, tr("Players:"));
    //: How the game starts: discs placed at random, or an exact position.
    label(m_form, m_setup, tr("Setup:"));
    m_setup->setItemText(0, tr("Random (from the game's seed)"));
    m_setup->setItemText(1, tr("Exact position"));
    m_turnGroup->setTitle(tr("Turn"));
    label(m_turnForm, m_phase, tr("Phase:"));
    label(m_turnForm, m_toMove, tr("Player to move:"));
    label(m_turnForm, m_first, tr("First player:"));
    //: In the Emperor swap: how many players have already swapped or declined.
    label(m_turnForm, m_swaps, tr("Swaps done:"));
    //: Turns in a row without attack, construction or forced march (they lead to a draw).
    label(m_turnForm, m_quiet, tr("Quiet turns:"));
    m_phase->setItemText(0, text::phaseName(Phase::EmperorSwap));
    m_phase->setItemText(1, text::phaseName(Phase::FirstAction));
    m_rulesGroup->setTitle(tr("Rules settings"));
    const QString labels[kSettingCount] = {
        tr("Discs per player:"),
        tr("Stack limit:"),
        tr("Reinforcement, fewest discs:"),
        tr("Reinforcement, most discs:"),
        tr("Forced march cost:"),
        tr("Victory points to win:"),
        tr("Villages in the supply:"),
        tr("Towers in the supply:"),
        tr("Castles in the supply:"),
        //: Rounds in a row without attack, construction or forced march before the game is drawn.
        tr("Draw after quiet rounds:"),
    };
    for (int k = 0; k < kSettingCount; ++k) {
        label(m_rulesForm, m_settings[k], labels[k]);
        //: %1, %2: the smallest and largest value of a setting.
        m_settings[k]->setToolTip(
            tr("From %1 to %2").arg(kRulesSettingLimits[k].minimum).arg(kRulesSettingLimits[k].maximum));
    }
    refresh();
}

void GamePanel::refresh()
{
    const Scenario &sc = m_model->scenario();
    const QSignalBlocker b1(m_name), b2(m_players), b3(m_setup), b4(m_phase), b5(m_toMove), b6(m_first),
        b7(m_swaps), b8(m_quiet);
    const std::string lang = language().toStdString();
    auto shown = [&lang](const std::string &text, const TextTranslations &translations) {
        if (lang.empty())
            return QString::fromStdString(text);
        const auto it = translations.find(lang);
        return it == translations.end() ? QString() : QString::fromStdString(it->second);
    };
    m_name->setText(shown(sc.name, sc.nameTranslations));
    const QString description = shown(sc.description, sc.descriptionTranslations);
    if (m_description->toPlainText() != description)
        m_description->setPlainText(description);
    m_name->setPlaceholderText(lang.empty() ? tr("Name of the scenario") : tr("Same as the default"));
    m_description->setPlaceholderText(lang.empty() ? tr("The idea of the setup, who should try it")
                                                   : tr("Same as the default"));
    m_players->setValue(sc.players);
    m_setup->setCurrentIndex(sc.position ? 1 : 0);
    for (QComboBox *box : {m_toMove, m_first}) {
        box->clear();
        for (int p = 0; p < sc.players; ++p)
            box->addItem(playerEmblem(p), text::colourTitle(p));
    }
    const edit::Turn turn = edit::turnOf(sc);
    m_phase->setCurrentIndex(turn.phase == Phase::EmperorSwap ? 0 : 1);
    m_toMove->setCurrentIndex(turn.toMove);
    m_first->setCurrentIndex(turn.firstPlayer);
    m_swaps->setMaximum(sc.players - 1);
    m_swaps->setValue(turn.swapsDone);
    m_quiet->setValue(turn.quietTurns);
    m_turnGroup->setEnabled(sc.position.has_value());
    m_swaps->setEnabled(turn.phase == Phase::EmperorSwap);
    // In the swap the player to move follows from the first player and the swaps done.
    m_toMove->setEnabled(turn.phase != Phase::EmperorSwap);
    RulesSettings settings = sc.settings;
    for (int k = 0; k < kSettingCount; ++k) {
        const QSignalBlocker block(m_settings[k]);
        m_settings[k]->setValue(rulesSetting(settings, k));
    }
}

QString GamePanel::language() const { return m_language->currentData().toString(); }

void GamePanel::textsEdited()
{
    m_model->setTexts(language(), m_name->text(), m_description->toPlainText());
}

bool GamePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_description && event->type() == QEvent::FocusOut)
        textsEdited();
    return QWidget::eventFilter(watched, event);
}

QString GamePanel::leavingPiece(const Position &pos, SpaceIndex space)
{
    const QString where = text::spaceName(pos.board(), space);
    if (const Stack &stack = pos.stack(space); !stack.empty())
        //: A stack that leaves the board: %1 its colour ("Yellow"), %2 its discs ("3 discs"), %3 its space ("c4").
        return tr("%1: a stack of %2 on %3").arg(text::colourTitle(stack.owner), text::discCount(stack.size), where);
    const Building &building = pos.building(space);
    //: A building that leaves the board: %1 its colour ("Yellow"), %2 the building ("tower"), %3 its space ("c4").
    return tr("%1: a %2 on %3").arg(text::colourTitle(building.owner), text::buildingName(building.type), where);
}

void GamePanel::playersEdited(int players)
{
    const Scenario &sc = m_model->scenario();
    if (players < sc.players) {
        const std::vector<SpaceIndex> spaces = edit::spacesWithPiecesOfPlayersFrom(sc, players);
        if (!spaces.empty()) {
            QStringList pieces;
            for (SpaceIndex space : spaces)
                pieces << leavingPiece(*sc.position, space);
            constexpr int kShown = 8; // the rest under Show Details
            QStringList shown = pieces.mid(0, kShown);
            if (pieces.size() > kShown)
                //: The end of a list of pieces that leave the board; %n: how many more there are.
                shown << tr("and %n more", nullptr, static_cast<int>(pieces.size()) - kShown);
            QMessageBox box(QMessageBox::Question, tr("Fewer players"),
                            //: Asked before the number of players goes down; %n: the players left (2 or 3).
                            tr("With %n players, the pieces of the other colours leave the board.", nullptr, players),
                            QMessageBox::Ok | QMessageBox::Cancel, this);
            //: Followed by the list of the stacks and buildings; %n: how many (1 or more).
            box.setInformativeText(tr("%n stack(s) or building(s) will be removed:", nullptr, static_cast<int>(spaces.size()))
                                   + QLatin1Char('\n') + shown.join(QLatin1Char('\n')));
            if (pieces.size() > kShown)
                box.setDetailedText(pieces.join(QLatin1Char('\n')));
            box.setObjectName(QStringLiteral("fewerPlayersQuestion"));
            box.setDefaultButton(QMessageBox::Cancel);
            if (box.exec() != QMessageBox::Ok) {
                refresh();
                return;
            }
        }
    }
    m_model->setPlayers(players);
}

void GamePanel::turnEdited()
{
    edit::Turn turn;
    turn.phase = m_phase->currentIndex() == 0 ? Phase::EmperorSwap : Phase::FirstAction;
    turn.toMove = m_toMove->currentIndex();
    turn.firstPlayer = m_first->currentIndex();
    turn.swapsDone = m_swaps->value();
    turn.quietTurns = m_quiet->value();
    m_model->setTurn(turn);
}

void GamePanel::settingsEdited()
{
    RulesSettings settings = m_model->scenario().settings;
    for (int k = 0; k < kSettingCount; ++k)
        rulesSetting(settings, k) = m_settings[k]->value();
    m_model->setSettings(settings);
}

} // namespace eko::ui
