// The status line: the phase and what to do next, beside the emblem of the player to move; a
// refused action shows its reason there in red for a few seconds, and stays in the tooltip log.
#pragma once

#include <QColor>
#include <QFrame>
#include <QPixmap>
#include <QStringList>

class QLabel;
class QTimer;

namespace eko::ui {

class StatusLine : public QFrame {
    Q_OBJECT
public:
    // How long a rejection stays on the line before the status comes back.
    static constexpr int kRejectionMilliseconds = 6000;
    static constexpr int kLogLength = 10;

    explicit StatusLine(QWidget *parent = nullptr);

    // The status (shown at once, or when the rejection on show expires), with the emblem and the
    // colour of the player it concerns (the colour edges the line).
    void setStatus(const QString &text, const QPixmap &emblem = {}, const QColor &accent = {});
    QString status() const { return m_status; }
    // The text on the line right now (the status or a rejection).
    QString displayedText() const;
    bool showingRejection() const;
    // The last rejections, newest last (also in the tooltip).
    QStringList rejectionLog() const { return m_log; }

public slots:
    void showRejection(const QString &reason);
    // Back to the status at once (an action was played).
    void clearRejection();

protected:
    void changeEvent(QEvent *event) override;

private:
    void showStatus();
    void updateToolTip();
    void applyAccent(const QColor &accent);

    QLabel *m_emblem;
    QLabel *m_text;
    QTimer *m_timer;
    QString m_status;
    QPixmap m_statusEmblem;
    QColor m_accent;
    QStringList m_log;
};

} // namespace eko::ui
