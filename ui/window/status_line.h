// The status line: the phase and what to do next, beside the emblem of the player to move, edged
// in their colour; a refused action shows its reason there in red for a few seconds, and stays in
// the tooltip log; a notice (e.g. undone actions discarded) shows for a few seconds too.
#pragma once

#include <QColor>
#include <QFrame>
#include <QPixmap>
#include <QStringList>
#include <QStyle>

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

    // The colour that edges the line now (invalid: none).
    QColor accent() const { return m_accent; }

    // Room for at least this many lines of text (1 by default), so that a text up to that long
    // never changes the line's height, nor the board's under it (replay reserves two, for the
    // refusal of a click on the board).
    void setLeastLines(int lines);
    int leastLines() const { return m_leastLines; }

public slots:
    void showRejection(const QString &reason);
    // A message that is no refusal, shown for as long as a rejection.
    void showNotice(const QString &text);
    // Back to the status at once (an action was played).
    void clearRejection();
    // The same, only if what shows is a refusal (a notice stays its time).
    void clearRefusal();

signals:
    // A refusal or a notice was shown (the announcer reads it to a screen reader).
    void messageShown(const QString &text, bool refusal);

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    // Edges in pixels: the frame, and the player's colour on the left.
    static constexpr int kFrameWidth = 1;
    static constexpr int kAccentWidth = 6;

    void showStatus();
    void fitLeastLines();
    void showMessage(const QString &text, QStyle::StandardPixmap icon, bool refusal);
    void updateToolTip();

    QLabel *m_emblem;
    QLabel *m_text;
    QTimer *m_timer;
    QString m_status;
    QPixmap m_statusEmblem;
    QColor m_accent;
    QStringList m_log;
    bool m_refusal = false; // what shows for a while is a refusal (not a notice)
    int m_leastLines = 1;
};

} // namespace eko::ui
