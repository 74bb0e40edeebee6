// About dialog.
#include "dialogs/about_dialog.h"

#include "dialogs/fit_to_contents.h"
#include "look/player_emblem.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace eko::ui {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_icon(new QLabel(this))
    , m_title(new QLabel(this))
    , m_text(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("aboutDialog"));
    const QIcon icon(QStringLiteral(":/icons/eko.svg"));
    m_icon->setPixmap(icon.isNull() ? playerEmblemPixmap(0, 64, devicePixelRatioF()) : icon.pixmap(QSize(64, 64)));
    m_icon->setAlignment(Qt::AlignTop);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_title->setFont(big);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setOpenExternalLinks(true);
    m_text->setMinimumWidth(380);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);

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
    retranslateUi();
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        growToFitContentsLater(this);
    }
    QDialog::changeEvent(event);
}

void AboutDialog::retranslateUi()
{
    setWindowTitle(tr("About Ekö"));
    m_title->setText(QStringLiteral("Ekö %1").arg(QCoreApplication::applicationVersion()));
    m_text->setText(
        QStringLiteral("<p>%1</p><p>%2</p><p><small>%3</small></p><p><small>%4</small></p>")
            .arg(tr("A strategy board game for 2 to 4 players: march your stacks across the desert, "
                    "raise villages, towers and castles, capture Emperors and hold a palace."),
                 tr("Play at one computer, passing it between turns; every action can be undone, and "
                    "the game in progress is saved after every action."),
                 //: The licence line of the About dialog; keep the licences' names and versions exact.
                 tr("Ekö is free software: the program is under the GNU General Public License, version 3 or "
                    "later, and its art and texts under Creative Commons Attribution-ShareAlike 4.0. It comes "
                    "with no warranty."),
                 tr("Built with Qt %1.").arg(QString::fromLatin1(qVersion()))));
}

} // namespace eko::ui
