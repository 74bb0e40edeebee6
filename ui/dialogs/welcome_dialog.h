// The first-start welcome: the goal of the game in two lines, how to select and move, where the
// rules are (F1). Shown once: dismissing it is remembered in the preferences.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;

namespace eko::ui {

class WelcomeDialog : public QDialog {
    Q_OBJECT
public:
    // What the player chose on leaving the welcome.
    enum Choice { Closed = 0, Play = 1, ReadRules = 2 };

    // `victoryPoints`: the VP that win with a palace in the game shown.
    explicit WelcomeDialog(int victoryPoints, QWidget *parent = nullptr);

    // On the first start only: shows the welcome over `parent` and remembers that it was shown.
    // Returns Closed without showing anything once it has been seen.
    static Choice offer(int victoryPoints, QWidget *parent);

    QPushButton *rulesButton() const { return m_rules; }
    QPushButton *playButton() const { return m_play; }
    QLabel *textLabel() const { return m_text; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    int m_victoryPoints;
    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_text;
    QDialogButtonBox *m_buttons;
    QPushButton *m_rules;
    QPushButton *m_play;
};

} // namespace eko::ui
