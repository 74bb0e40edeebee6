// The About dialog: the program, its version, what it is, and the Qt it runs on.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;

namespace eko::ui {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_text;
    QDialogButtonBox *m_buttons;
};

} // namespace eko::ui
