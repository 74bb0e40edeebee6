// Rules help window.
#include "dialogs/rules_window.h"

#include "look/fit_to_screen.h"

#include <QEvent>
#include <QFile>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace eko::ui {

RulesWindow::RulesWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("rulesWindow"));
    m_browser->setOpenExternalLinks(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    resize(boundedToScreen(this, kPreferredSize));
    retranslateUi();
}

QString RulesWindow::pageFor(const QString &code)
{
    const QString own = QStringLiteral(":/help/rules_%1.html").arg(code);
    if (QFile::exists(own))
        return own;
    const QString english = QStringLiteral(":/help/rules_en.html");
    return QFile::exists(english) ? english : QString();
}

void RulesWindow::setLanguage(const QString &code)
{
    const QString page = pageFor(code);
    if (page == m_page)
        return;
    m_page = page;
    if (page.isEmpty())
        m_browser->setPlainText(tr("The rules page is missing from this build."));
    else
        m_browser->setSource(QUrl(QStringLiteral("qrc") + page));
}

void RulesWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void RulesWindow::retranslateUi() { setWindowTitle(tr("Ekö Rules")); }

} // namespace eko::ui
