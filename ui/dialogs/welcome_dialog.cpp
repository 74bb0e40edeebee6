// The first-start welcome dialog.
#include "dialogs/welcome_dialog.h"

#include "dialogs/fit_to_contents.h"
#include "session/preferences.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace eko::ui {

WelcomeDialog::WelcomeDialog(int victoryPoints, QWidget *parent)
    : QDialog(parent)
    , m_victoryPoints(victoryPoints)
    , m_icon(new QLabel(this))
    , m_title(new QLabel(this))
    , m_text(new QLabel(this))
    , m_buttons(new QDialogButtonBox(this))
    , m_rules(m_buttons->addButton(QString(), QDialogButtonBox::HelpRole))
    , m_play(m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole))
{
    setObjectName(QStringLiteral("welcomeDialog"));
    m_rules->setObjectName(QStringLiteral("welcomeRules"));
    m_play->setObjectName(QStringLiteral("welcomePlay"));
    m_text->setObjectName(QStringLiteral("welcomeText"));
    m_play->setDefault(true);
    m_icon->setPixmap(QIcon(QStringLiteral(":/icons/eko.svg")).pixmap(QSize(64, 64)));
    m_icon->setAlignment(Qt::AlignTop);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_title->setFont(big);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setMinimumWidth(420);

    auto *right = new QVBoxLayout;
    right->addWidget(m_title);
    right->addWidget(m_text);
    right->addStretch(1);
    auto *top = new QHBoxLayout;
    top->addWidget(m_icon);
    top->addSpacing(12);
    top->addLayout(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_buttons);

    connect(m_play, &QPushButton::clicked, this, [this] { done(Play); });
    connect(m_rules, &QPushButton::clicked, this, [this] { done(ReadRules); });
    retranslateUi();
}

WelcomeDialog::Choice WelcomeDialog::offer(int victoryPoints, QWidget *parent)
{
    if (preferences::welcomeShown())
        return Closed;
    // Remembered at once: a welcome the player saw is never shown again, however it was left.
    preferences::setWelcomeShown(true);
    WelcomeDialog dialog(victoryPoints, parent);
    return static_cast<Choice>(dialog.exec());
}

void WelcomeDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        growToFitContentsLater(this);
    }
    QDialog::changeEvent(event);
}

void WelcomeDialog::retranslateUi()
{
    setWindowTitle(tr("Welcome to Ekö"));
    m_title->setText(tr("Welcome to Ekö"));
    const QString rulesKey = QKeySequence(QKeySequence::HelpContents).toString(QKeySequence::NativeText);
    //: Heading in the first-start welcome.
    const QString goalHead = tr("The goal");
    //: First-start welcome: the goal of the game, in two lines; %1 is the VP needed (12).
    const QString goal = tr("March your stacks of discs across the desert, construct villages, towers and castles, "
                            "and capture enemy Emperors. %1 VP and a palace (a building on a capital) win; so does "
                            "being the last player with discs on the board.")
                             .arg(m_victoryPoints);
    //: Heading in the first-start welcome.
    const QString playingHead = tr("Playing");
    //: First-start welcome: how to select and move.
    const QString playing = tr("Click one of your stacks to select it: the board marks where it can go. Click a "
                               "marked space to move or attack there, or a construction site beside it to construct. "
                               "The line above the board always says what to do next. The game opens with the "
                               "Emperor swap: click your Emperor, then one of your discs, or keep it where it is "
                               "with the button beside the board.");
    //: Heading in the first-start welcome.
    const QString helpHead = tr("Help");
    //: First-start welcome: where the rules are; %1 is the key that opens them (F1).
    const QString help = tr("%1 opens the rules at any time (Help ▸ Rules of Ekö); Help ▸ Keyboard lists every key.")
                             .arg(rulesKey);
    const QString paragraph = QStringLiteral("<p><b>%1</b><br>%2</p>");
    m_text->setText(paragraph.arg(goalHead.toHtmlEscaped(), goal.toHtmlEscaped())
                    + paragraph.arg(playingHead.toHtmlEscaped(), playing.toHtmlEscaped())
                    + paragraph.arg(helpHead.toHtmlEscaped(), help.toHtmlEscaped()));
    //: Button of the first-start welcome: opens the rules.
    m_rules->setText(tr("Read the &Rules"));
    //: Button of the first-start welcome: closes it.
    m_play->setText(tr("&Start Playing"));
}

} // namespace eko::ui
