// The hotseat hand-over screen: hides the board between turns until the next player says
// they are ready (turned on in the View menu or in Preferences; off by default).
#pragma once

#include <QPixmap>
#include <QWidget>

class QLabel;
class QPushButton;

namespace eko::ui {

class HandOverScreen : public QWidget {
    Q_OBJECT
public:
    explicit HandOverScreen(QWidget *parent = nullptr);

    // The player who takes over (as shown to people, e.g. "Blue (Bo)") and their emblem.
    void setNextPlayer(const QString &label, const QPixmap &emblem);
    QPushButton *readyButton() const { return m_ready; }

signals:
    void ready();

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void retranslateUi();
    QLabel *m_emblem;
    QLabel *m_title;
    QLabel *m_hint;
    QPushButton *m_ready;
    QString m_player;
};

} // namespace eko::ui
