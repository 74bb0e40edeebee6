// The pane under the move list: what happened in the current action, in a sentence, on two lines
// of fixed height (so that the panels never jump); a longer sentence is cut short with "…" and
// shown whole in the tool tip.
#pragma once

#include <QLabel>

namespace eko::ui {

class SentencePane : public QLabel {
    Q_OBJECT
public:
    static constexpr int kLines = 2;

    explicit SentencePane(QWidget *parent = nullptr);

    void setSentence(const QString &text);
    QString sentence() const { return m_sentence; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fit();

    QString m_sentence;
};

} // namespace eko::ui
