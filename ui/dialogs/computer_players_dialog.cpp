// The Computer Players dialog: a row per seat (person or computer level), a row per searching level
// (its thinking time).
#include "dialogs/computer_players_dialog.h"

#include "look/player_emblem.h"
#include "model/computer_levels.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace eko::ui {

namespace {
constexpr int kFirstSearchingLevel = 3;
} // namespace

ComputerPlayersDialog::ComputerPlayersDialog(const QStringList &players, const Levels &levels,
                                             const ThinkingTimes &times, QWidget *parent)
    : QDialog(parent)
    , m_intro(new QLabel(this))
    , m_timesTitle(new QLabel(this))
    , m_timesHint(new QLabel(this))
{
    setObjectName(QStringLiteral("computerPlayersDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *seats = new QGridLayout;
    for (int seat = 0; seat < players.size() && seat < kMaxPlayers; ++seat) {
        auto *emblem = new QLabel(this);
        emblem->setPixmap(playerEmblemPixmap(seat, 24, devicePixelRatioF()));
        auto *name = new QLabel(players[seat], this);
        auto *kind = new QComboBox(this);
        kind->setObjectName(QStringLiteral("seatKind%1").arg(seat + 1));
        kind->setSizeAdjustPolicy(QComboBox::AdjustToContents); // the level names differ per language
        for (int level = 0; level <= ai::kMaxLevel; ++level)
            kind->addItem(QString(), level);
        kind->setCurrentIndex(qBound(0, levels[static_cast<size_t>(seat)], ai::kMaxLevel));
        name->setBuddy(kind);
        connect(kind, &QComboBox::currentIndexChanged, this, &ComputerPlayersDialog::updateThinkingRows);
        seats->addWidget(emblem, seat, 0);
        seats->addWidget(name, seat, 1);
        seats->addWidget(kind, seat, 2);
        m_kinds.append(kind);
    }
    seats->setColumnStretch(1, 1);
    layout->addLayout(seats);

    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    layout->addWidget(line);
    QFont bold = m_timesTitle->font();
    bold.setBold(true);
    m_timesTitle->setFont(bold);
    layout->addWidget(m_timesTitle);
    m_timesHint->setWordWrap(true);
    layout->addWidget(m_timesHint);
    auto *timesGrid = new QGridLayout;
    for (int level = kFirstSearchingLevel; level <= ai::kMaxLevel; ++level) {
        auto *name = new QLabel(this);
        auto *time = new QComboBox(this);
        time->setObjectName(QStringLiteral("thinkingTime%1").arg(level));
        time->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        for (int t = 0; t < ai::kThinkingTimeCount; ++t)
            time->addItem(QString(), t);
        time->setCurrentIndex(static_cast<int>(times[static_cast<size_t>(level)]));
        name->setBuddy(time);
        timesGrid->addWidget(name, level - kFirstSearchingLevel, 0);
        timesGrid->addWidget(time, level - kFirstSearchingLevel, 1);
        m_levelNames.append(name);
        m_times.append(time);
    }
    timesGrid->setColumnStretch(0, 1);
    layout->addLayout(timesGrid);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    retranslateUi();
    updateThinkingRows();
}

ComputerPlayersDialog::Levels ComputerPlayersDialog::levels() const
{
    Levels levels{};
    for (int seat = 0; seat < m_kinds.size(); ++seat)
        levels[static_cast<size_t>(seat)] = m_kinds[seat]->currentData().toInt();
    return levels;
}

ComputerPlayersDialog::ThinkingTimes ComputerPlayersDialog::thinkingTimes() const
{
    ThinkingTimes times;
    times.fill(ai::ThinkingTime::Usual);
    for (int i = 0; i < m_times.size(); ++i)
        times[static_cast<size_t>(kFirstSearchingLevel + i)] = static_cast<ai::ThinkingTime>(m_times[i]->currentData().toInt());
    return times;
}

void ComputerPlayersDialog::updateThinkingRows()
{
    const Levels chosen = levels();
    for (int i = 0; i < m_times.size(); ++i) {
        const int level = kFirstSearchingLevel + i;
        const bool played = std::find(chosen.begin(), chosen.end(), level) != chosen.end();
        m_levelNames[i]->setEnabled(played); // still choosable, for later
    }
}

void ComputerPlayersDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ComputerPlayersDialog::retranslateUi()
{
    //: Title of the dialog (Game ▸ Computer Players…).
    setWindowTitle(tr("Computer Players"));
    m_intro->setText(tr("Choose who plays each colour. A change takes effect as soon as you press OK, "
                        "and it is saved with the game."));
    for (QComboBox *kind : std::as_const(m_kinds)) {
        //: A seat played by a person at this computer (not by the computer).
        kind->setItemText(0, tr("Human"));
        for (int level = 1; level <= ai::kMaxLevel; ++level)
            //: A seat played by the computer; %1 is the level with its name ("4 — Advanced").
            kind->setItemText(level, tr("Computer player %1").arg(computerLevelName(level)));
    }
    //: Heading in the Computer Players dialog, above a choice per computer level.
    m_timesTitle->setText(tr("Thinking time"));
    m_timesHint->setText(tr("A longer thinking time makes a computer player a little stronger and slower. "
                            "Levels 1 and 2 do not think ahead, so they have no thinking time."));
    const char *const times[] = {
        //: Thinking time of a computer level: half its usual search.
        QT_TR_NOOP("Shorter (half)"),
        //: Thinking time of a computer level: as the level is made.
        QT_TR_NOOP("Usual"),
        //: Thinking time of a computer level: twice its usual search.
        QT_TR_NOOP("Longer (twice)"),
        //: Thinking time of a computer level: four times its usual search.
        QT_TR_NOOP("Much longer (four times)"),
    };
    static_assert(std::size(times) == ai::kThinkingTimeCount);
    for (int i = 0; i < m_times.size(); ++i) {
        //: Label of a thinking-time choice; %1 is the level with its name ("4 — Advanced").
        m_levelNames[i]->setText(tr("Level %1:").arg(computerLevelName(kFirstSearchingLevel + i)));
        for (int t = 0; t < ai::kThinkingTimeCount; ++t)
            m_times[i]->setItemText(t, tr(times[t]));
    }
}

} // namespace eko::ui
