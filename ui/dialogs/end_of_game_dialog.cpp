// End-of-game dialog.
#include "dialogs/end_of_game_dialog.h"

#include "dialogs/fit_to_contents.h"
#include "text/explain.h"
#include "look/player_emblem.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

namespace eko::ui {

using namespace eko::text; // the engine's words, translated

namespace {
QStringList playerNames(const Game &game)
{
    QStringList names;
    for (const std::string &n : game.playerNames())
        names.append(QString::fromStdString(n));
    return names;
}
} // namespace

EndOfGameDialog::EndOfGameDialog(const Game &game, QWidget *parent)
    : QDialog(parent)
    , m_game(game)
    , m_emblem(new QLabel(this))
    , m_headline(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
    , m_newGame(new QPushButton(this))
{
    setObjectName(QStringLiteral("endOfGameDialog"));
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setWordWrap(true);
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_headline->setFont(big);

    const Result &result = game.current().result();
    if (result.winner != kNoPlayer)
        m_emblem->setPixmap(playerEmblemPixmap(result.winner, 48, devicePixelRatioF()));
    else
        m_emblem->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(48, 48));

    m_table->setObjectName(QStringLiteral("scores"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->hide();
    m_table->setFocusPolicy(Qt::TabFocus); // a screen reader walks its cells (named by the result)
    m_table->setIconSize(QSize(20, 20));

    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    m_buttons->addButton(m_newGame, QDialogButtonBox::ActionRole);
    connect(m_newGame, &QPushButton::clicked, this, [this] { done(NewGameRequested); });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    m_buttons->button(QDialogButtonBox::Close)->setDefault(true);
    // The first focus stays on the buttons, as before the table took Tab: a focused table would frame
    // the first player's name as if it were chosen.
    m_newGame->setFocus();

    auto *top = new QHBoxLayout;
    top->addWidget(m_emblem, 0, Qt::AlignTop);
    top->addWidget(m_headline, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table);
    layout->addWidget(m_buttons);
    retranslateUi();
    resize(560, sizeHint().height());
}

QString EndOfGameDialog::headline() const { return m_headline->text(); }

void EndOfGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        growToFitContentsLater(this);
    }
    QDialog::changeEvent(event);
}

void EndOfGameDialog::retranslateUi()
{
    setWindowTitle(tr("Game Over"));
    const Position &pos = m_game.current();
    const QStringList names = playerNames(m_game);
    m_headline->setText(resultText(pos.result(), names, pos.settings()));
    m_table->setAccessibleName(m_headline->text());
    m_newGame->setText(tr("&New Game…"));

    m_table->clear();
    m_table->setColumnCount(5);
    m_table->setRowCount(pos.playerCount());
    m_table->setHorizontalHeaderLabels({tr("Player"),
                                        //: Column: victory points.
                                        tr("VP"),
                                        //: Column: the victory points the player's buildings are worth (a
                                        //: tower 2, so 3 towers 6), not how many buildings there are.
                                        tr("VP from buildings"),
                                        //: Column: captive Emperors held.
                                        tr("Captives"),
                                        //: Column: whether the player has a palace.
                                        tr("Palace")});
    for (int p = 0; p < pos.playerCount(); ++p) {
        const QString name = p < names.size() ? names[p] : QString();
        auto *player = new QTableWidgetItem(playerEmblem(p), playerLabel(p, name));
        int captives = 0;
        for (int q = 0; q < pos.playerCount(); ++q)
            if (pos.player(p).captives & (1u << q))
                ++captives;
        const QStringList cells = {QString::number(pos.victoryPoints(p)), QString::number(pos.buildingPoints(p)),
                                   QString::number(captives),
                                   //: In the Palace column: the player has a palace.
                                   pos.hasPalace(p) ? tr("yes")
                                                    //: In the Palace column: the player has no palace.
                                                    : tr("no")};
        m_table->setItem(p, 0, player);
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(p, c + 1, item);
        }
        if (p == pos.result().winner)
            for (int c = 0; c < 5; ++c) {
                QFont f = m_table->item(p, c)->font();
                f.setBold(true);
                m_table->item(p, c)->setFont(f);
            }
    }
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 5; ++c)
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    // As tall as its rows.
    m_table->resizeRowsToContents();
    m_table->setFixedHeight(m_table->verticalHeader()->length() + m_table->horizontalHeader()->sizeHint().height()
                            + 2 * m_table->frameWidth());
}

} // namespace eko::ui
