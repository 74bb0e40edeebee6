// The rules help window: the rules page in the interface language (:/help/rules_<lang>.html),
// English where a translation of the page is missing.
#pragma once

#include <QSize>
#include <QWidget>

class QTextBrowser;

namespace eko::ui {

class RulesWindow : public QWidget {
    Q_OBJECT
public:
    // The size it opens at, where the screen has room for it.
    static constexpr QSize kPreferredSize{760, 820};

    explicit RulesWindow(QWidget *parent = nullptr);

    // Shows the page of language `code` (reloaded when the interface language changes).
    void setLanguage(const QString &code);
    // The resource shown, e.g. ":/help/rules_ko.html" (empty when no page exists at all).
    QString page() const { return m_page; }
    QTextBrowser *browser() const { return m_browser; }

    // The page for a language: its own if it exists, else the English one.
    static QString pageFor(const QString &code);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QTextBrowser *m_browser;
    QString m_page;
};

} // namespace eko::ui
