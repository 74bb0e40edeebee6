// The Players panel: a grid of counts, refreshed from the model, typed counts sent back to it.
#include "editor/players_panel.h"

#include "editor/scenario_model.h"
#include "look/player_emblem.h"
#include "text/explain.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace eko::ui {

namespace {
enum Row { Title, OnBoard, Reserve, Emperor, Removed, Captives, Supply, Total = Supply + kBuildingTypeCount };
constexpr int kCountMaximum = 100000; // the file format's limit on any count

QSpinBox *countBox(QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(0, kCountMaximum);
    box->setKeyboardTracking(false);
    return box;
}
} // namespace

PlayersPanel::PlayersPanel(ScenarioModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    m_none = new QLabel(this);
    m_none->setWordWrap(true);
    layout->addWidget(m_none);
    m_grid = new QGridLayout;
    layout->addLayout(m_grid);
    layout->addStretch();
    // One label per row, in column 0.
    const int labelRows[] = {OnBoard, Reserve, Emperor, Removed, Captives, Supply, Supply + 1, Supply + 2, Total};
    for (size_t k = 0; k < m_rowLabels.size(); ++k) {
        m_rowLabels[k] = new QLabel(this);
        m_grid->addWidget(m_rowLabels[k], labelRows[k], 0);
    }
    for (PlayerIndex p = 0; p < kMaxPlayers; ++p) {
        Column &c = m_columns[p];
        const int col = p + 1;
        c.title = new QLabel(this);
        c.onBoard = new QLabel(this);
        c.reserve = countBox(this);
        c.reserve->setObjectName(QStringLiteral("reserve%1").arg(p));
        c.emperor = new QCheckBox(this);
        c.emperor->setObjectName(QStringLiteral("emperorInReserve%1").arg(p));
        c.removed = countBox(this);
        c.captivesBox = new QWidget(this);
        auto *captives = new QHBoxLayout(c.captivesBox);
        captives->setContentsMargins(0, 0, 0, 0);
        for (PlayerIndex q = 0; q < kMaxPlayers; ++q) {
            c.captives[q] = new QCheckBox(c.captivesBox);
            c.captives[q]->setObjectName(QStringLiteral("captive%1_%2").arg(p).arg(q)); // p holds q's Emperor
            c.captives[q]->setIcon(playerEmblem(q));
            captives->addWidget(c.captives[q]);
            connect(c.captives[q], &QCheckBox::toggled, this, [this, p] { edited(p); });
        }
        for (int t = 0; t < kBuildingTypeCount; ++t) {
            c.supply[t] = countBox(this);
            c.supply[t]->setObjectName(QStringLiteral("supply%1_%2").arg(p).arg(t));
            m_grid->addWidget(c.supply[t], Supply + t, col);
            connect(c.supply[t], &QSpinBox::valueChanged, this, [this, p] { edited(p); });
        }
        c.total = new QLabel(this);
        m_grid->addWidget(c.title, Title, col, Qt::AlignCenter);
        m_grid->addWidget(c.onBoard, OnBoard, col, Qt::AlignCenter);
        m_grid->addWidget(c.reserve, Reserve, col);
        m_grid->addWidget(c.emperor, Emperor, col, Qt::AlignCenter);
        m_grid->addWidget(c.removed, Removed, col);
        m_grid->addWidget(c.captivesBox, Captives, col);
        m_grid->addWidget(c.total, Total, col, Qt::AlignCenter);
        connect(c.reserve, &QSpinBox::valueChanged, this, [this, p] { edited(p); });
        connect(c.removed, &QSpinBox::valueChanged, this, [this, p] { edited(p); });
        connect(c.emperor, &QCheckBox::toggled, this, [this, p] { edited(p); });
    }
    connect(model, &ScenarioModel::changed, this, &PlayersPanel::refresh);
    retranslateUi();
}

void PlayersPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PlayersPanel::retranslateUi()
{
    m_rowLabels[0]->setText(tr("On the board"));
    m_rowLabels[1]->setText(tr("Reserve"));
    m_rowLabels[2]->setText(tr("Emperor in reserve"));
    //: Discs removed from the game by forced marches.
    m_rowLabels[3]->setText(tr("Removed"));
    //: The Emperors of other players this player holds.
    m_rowLabels[4]->setText(tr("Captive Emperors"));
    m_rowLabels[5]->setText(tr("Villages in supply"));
    m_rowLabels[6]->setText(tr("Towers in supply"));
    m_rowLabels[7]->setText(tr("Castles in supply"));
    //: Every disc of the player wherever it is, against the discs per player of the rules.
    m_rowLabels[8]->setText(tr("Discs in all"));
    m_none->setText(tr("With a random setup every disc is placed at the start of the game. Choose \"Exact "
                       "position\" as the setup to place stacks and buildings and to set these counts."));
    for (PlayerIndex p = 0; p < kMaxPlayers; ++p) {
        Column &c = m_columns[p];
        for (PlayerIndex q = 0; q < kMaxPlayers; ++q) {
            //: Tooltip of a check box: %1 and %2 are player colours ("Red", "Blue"); %1 holds the Emperor of %2.
            c.captives[q]->setToolTip(tr("%1 holds the Emperor of %2").arg(text::colourTitle(p), text::colourTitle(q)));
            c.captives[q]->setAccessibleName(c.captives[q]->toolTip());
        }
        // What a screen reader says on each box of the grid: its player and its row.
        const auto name = [&](QWidget *box, const QLabel *row) {
            //: Accessible name of a box in the editor's Players panel: %1 the player's colour ("Red"),
            //: %2 the row ("Reserve").
            box->setAccessibleName(tr("%1: %2").arg(text::colourTitle(p), row->text()));
        };
        name(c.reserve, m_rowLabels[1]);
        name(c.emperor, m_rowLabels[2]);
        name(c.removed, m_rowLabels[3]);
        for (int t = 0; t < kBuildingTypeCount; ++t)
            name(c.supply[t], m_rowLabels[5 + t]);
    }
    refresh();
}

void PlayersPanel::refresh()
{
    const Scenario &sc = m_model->scenario();
    const bool exact = sc.position.has_value();
    m_none->setVisible(!exact);
    for (QLabel *label : m_rowLabels)
        label->setVisible(exact);
    const Position &pos = m_model->position();
    for (PlayerIndex p = 0; p < kMaxPlayers; ++p) {
        Column &c = m_columns[p];
        const bool shown = exact && p < sc.players;
        for (QWidget *w : {static_cast<QWidget *>(c.title), static_cast<QWidget *>(c.onBoard),
                           static_cast<QWidget *>(c.reserve), static_cast<QWidget *>(c.emperor),
                           static_cast<QWidget *>(c.removed), c.captivesBox, static_cast<QWidget *>(c.total)})
            w->setVisible(shown);
        for (QSpinBox *box : c.supply)
            box->setVisible(shown);
        if (!shown)
            continue;
        const PlayerState &ps = pos.player(p);
        c.title->setText(QStringLiteral("<b>%1</b>").arg(text::colourTitle(p).toHtmlEscaped()));
        c.onBoard->setText(QString::number(pos.discsOnBoard(p)));
        const QSignalBlocker b1(c.reserve), b2(c.emperor), b3(c.removed);
        c.reserve->setValue(ps.reserve);
        c.emperor->setChecked(ps.emperorInReserve);
        c.removed->setValue(ps.removed);
        for (PlayerIndex q = 0; q < kMaxPlayers; ++q) {
            const QSignalBlocker b(c.captives[q]);
            c.captives[q]->setChecked(ps.captives & (1u << q));
            c.captives[q]->setVisible(q != p && q < sc.players);
        }
        for (int t = 0; t < kBuildingTypeCount; ++t) {
            const QSignalBlocker b(c.supply[t]);
            c.supply[t]->setValue(ps.supply[t]);
        }
        const int total = pos.discTotal(p);
        //: Discs of a player in all, against the discs per player of the rules: "16 / 16".
        c.total->setText(tr("%1 / %2").arg(total).arg(sc.settings.discsPerPlayer));
        c.total->setStyleSheet(total == sc.settings.discsPerPlayer ? QString()
                                                                   : QStringLiteral("color: #d02020; font-weight: bold"));
    }
}

void PlayersPanel::edited(PlayerIndex p)
{
    if (!m_model->exactSetup() || p >= m_model->scenario().players)
        return;
    const Column &c = m_columns[p];
    PlayerState state = m_model->position().player(p);
    state.reserve = c.reserve->value();
    state.emperorInReserve = c.emperor->isChecked();
    state.removed = c.removed->value();
    state.captives = 0;
    for (PlayerIndex q = 0; q < m_model->scenario().players; ++q)
        if (q != p && c.captives[q]->isChecked())
            state.captives |= static_cast<std::uint8_t>(1u << q);
    for (int t = 0; t < kBuildingTypeCount; ++t)
        state.supply[t] = c.supply[t]->value();
    m_model->setPlayerState(p, state);
}

void PlayersPanel::flashPlayer(PlayerIndex p)
{
    if (p < 0 || p >= kMaxPlayers)
        return;
    QLabel *title = m_columns[p].title;
    title->setStyleSheet(QStringLiteral("background: #ffd84a; color: black; border-radius: 4px"));
    QTimer::singleShot(1200, title, [title] { title->setStyleSheet(QString()); });
}

} // namespace eko::ui
