// The keyboard's way to play: a field that takes an action in notation ("c4-e5", "T@d3/c4",
// "march"...), completing from the legal actions of the moment.
#pragma once

#include <QLineEdit>
#include <QStringList>

class QCompleter;
class QStringListModel;

namespace eko::ui {

class ActionField : public QLineEdit {
    Q_OBJECT
public:
    explicit ActionField(QWidget *parent = nullptr);

    // The notation of every legal action now (offered for completion).
    void setLegalNotations(const QStringList &notations);
    QStringList legalNotations() const;
    QCompleter *completer() const { return m_completer; }
    // Empties the field once an action has been played.
    void actionPlayed() { clear(); }

signals:
    // The player asks to play what the field holds (trimmed, never empty).
    void submitted(const QString &notation);

protected:
    void changeEvent(QEvent *event) override;
    // Enter on the completion list plays the completion highlighted (else the first one offered).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void submit();

    QCompleter *m_completer;
    QStringListModel *m_notations;
};

} // namespace eko::ui
