// The pane under the action list: what happened in the current action, in a sentence, whole. It
// wraps onto as many lines as the sentence needs (two at least, so that most steps keep one
// height), and the action list above it gives up the room: the board never does.
#pragma once

#include <QLabel>

namespace eko::ui {

class SentencePane : public QLabel {
    Q_OBJECT
public:
    static constexpr int kLeastLines = 2;

    explicit SentencePane(QWidget *parent = nullptr);

    void setSentence(const QString &text);
    QString sentence() const { return m_sentence; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // As tall as the sentence at the pane's width, and never less than kLeastLines lines.
    void fit();

    QString m_sentence;
};

} // namespace eko::ui
