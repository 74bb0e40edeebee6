// The New Scenario dialog and the blank board it can start from.
#include "editor/new_scenario_dialog.h"

#include "core/random_board.h"
#include "core/scenario_edit.h"
#include "core/standard_boards.h"
#include "session/preferences.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QRandomGenerator>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace eko::ui {

Board blankBoard(int rings)
{
    std::vector<Space> spaces;
    for (int r = -rings; r <= rings; ++r)
        for (int q = -rings; q <= rings; ++q)
            if (hexDistance(Hex{q, r}, Hex{0, 0}) <= rings)
                spaces.push_back(Space{Hex{q, r}, Terrain::Desert});
    return Board(std::move(spaces));
}

NewScenarioDialog::NewScenarioDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("newScenarioDialog"));
    setWindowTitle(tr("New Scenario"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_players = new QSpinBox(this);
    m_players->setRange(kMinPlayers, kMaxPlayers);
    m_players->setValue(2);
    form->addRow(tr("Players:"), m_players);
    m_standard = new QRadioButton(tr("The standard board for these players"), this);
    m_random = new QRadioButton(tr("A random board with the standard counts"), this);
    m_blank = new QRadioButton(tr("A blank board of desert spaces"), this);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 999999999);
    m_seed->setValue(static_cast<int>(QRandomGenerator::global()->bounded(1000000)));
    //: The number a random board is made from: the same seed makes the same board.
    m_seed->setPrefix(tr("Seed: "));
    m_symmetric = new QCheckBox(tr("Symmetric (the same for every player)"), this);
    m_standard->setChecked(true);
    m_size = new QSpinBox(this);
    m_size->setRange(1, preferences::kMaxBlankBoardRings);
    m_size->setValue(4);
    //: Size of a blank board: how many rings of spaces around the centre.
    m_size->setSuffix(tr(" rings around the centre"));
    form->addRow(tr("Start from:"), m_standard);
    form->addRow(QString(), m_random);
    auto *randomRow = new QHBoxLayout;
    randomRow->addWidget(m_seed);
    randomRow->addWidget(m_symmetric);
    form->addRow(QString(), randomRow);
    form->addRow(QString(), m_blank);
    form->addRow(QString(), m_size);
    m_exact = new QCheckBox(tr("Place the discs myself (an exact position)"), this);
    form->addRow(QString(), m_exact);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_blank, &QRadioButton::toggled, m_size, &QWidget::setEnabled);
    connect(m_random, &QRadioButton::toggled, m_seed, &QWidget::setEnabled);
    connect(m_random, &QRadioButton::toggled, m_symmetric, &QWidget::setEnabled);
    m_size->setEnabled(false);
    m_seed->setEnabled(false);
    m_symmetric->setEnabled(false);
    m_players->setObjectName(QStringLiteral("players"));
    m_standard->setObjectName(QStringLiteral("startStandard"));
    m_random->setObjectName(QStringLiteral("startRandom"));
    m_blank->setObjectName(QStringLiteral("startBlank"));
    m_seed->setObjectName(QStringLiteral("seed"));
    m_symmetric->setObjectName(QStringLiteral("symmetric"));
    m_size->setObjectName(QStringLiteral("rings"));
    m_exact->setObjectName(QStringLiteral("exact"));
    // The choices of the last scenario made this way.
    const preferences::NewScenarioChoices last = preferences::newScenarioChoices();
    setPlayers(last.players);
    setStart(last.start == last.RandomBoard ? Random : last.start == last.BlankBoard ? Blank : Standard);
    m_symmetric->setChecked(last.symmetric);
    m_size->setValue(last.rings);
    setExact(last.exact);
}

void NewScenarioDialog::accept()
{
    preferences::NewScenarioChoices chosen;
    chosen.players = m_players->value();
    chosen.start = m_random->isChecked() ? chosen.RandomBoard : m_blank->isChecked() ? chosen.BlankBoard : chosen.StandardBoard;
    chosen.symmetric = m_symmetric->isChecked();
    chosen.rings = m_size->value();
    chosen.exact = m_exact->isChecked();
    preferences::setNewScenarioChoices(chosen);
    QDialog::accept();
}

void NewScenarioDialog::setPlayers(int players) { m_players->setValue(players); }

void NewScenarioDialog::setStart(Start start)
{
    (start == Blank ? m_blank : start == Random ? m_random : m_standard)->setChecked(true);
}

void NewScenarioDialog::setSeed(int seed) { m_seed->setValue(seed); }

void NewScenarioDialog::setExact(bool exact) { m_exact->setChecked(exact); }

Scenario NewScenarioDialog::scenario() const
{
    const int players = m_players->value();
    Scenario sc = standardScenario(players);
    sc.name.clear();
    sc.nameTranslations.clear();
    if (m_random->isChecked())
        sc = randomBoardScenario(RandomBoardOptions{players, static_cast<std::uint64_t>(m_seed->value()),
                                                    m_symmetric->isChecked()});
    else if (m_blank->isChecked())
        sc.board = std::make_shared<const Board>(blankBoard(m_size->value()));
    sc.position.reset();
    if (m_exact->isChecked())
        if (auto exact = edit::setExactSetup(sc, true).scenario)
            sc = std::move(*exact);
    return sc;
}

} // namespace eko::ui
