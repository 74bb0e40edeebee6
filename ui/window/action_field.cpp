// Action field with completion over the legal actions.
#include "window/action_field.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QEvent>
#include <QStringListModel>
#include <QKeyEvent>

namespace eko::ui {

ActionField::ActionField(QWidget *parent)
    : QLineEdit(parent)
    , m_completer(new QCompleter(this))
    , m_notations(new QStringListModel(this))
{
    setObjectName(QStringLiteral("actionField"));
    setClearButtonEnabled(true);
    m_completer->setModel(m_notations);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchStartsWith);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setMaxVisibleItems(12);
    setCompleter(m_completer);
    // Seen before the completer's own filter: Enter there is ours.
    m_completer->popup()->installEventFilter(this);
    connect(this, &QLineEdit::returnPressed, this, &ActionField::submit);
    retranslateUi();
}

void ActionField::setLegalNotations(const QStringList &notations)
{
    if (notations != m_notations->stringList())
        m_notations->setStringList(notations);
}

QStringList ActionField::legalNotations() const { return m_notations->stringList(); }

bool ActionField::eventFilter(QObject *watched, QEvent *event)
{
    QAbstractItemView *popup = m_completer->popup();
    if (watched == popup && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && popup->isVisible()) {
            QModelIndex chosen = popup->currentIndex();
            const bool complete = legalNotations().contains(text().trimmed(), Qt::CaseInsensitive);
            if (!chosen.isValid() && !complete) // nothing highlighted: the first one offered
                chosen = m_completer->completionModel()->index(0, 0);
            if (chosen.isValid())
                setText(chosen.data(m_completer->completionRole()).toString());
            popup->hide();
            submit();
            return true;
        }
    }
    return QLineEdit::eventFilter(watched, event);
}

void ActionField::submit()
{
    const QString text = this->text().trimmed();
    if (!text.isEmpty())
        emit submitted(text);
}

void ActionField::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QLineEdit::changeEvent(event);
}

void ActionField::retranslateUi()
{
    //: Placeholder of the field where an action is typed in notation.
    setPlaceholderText(tr("Type an action, e.g. c4-e5, T@d3/c4, march"));
    //: Accessible name of the field where an action is typed (what a screen reader calls it).
    setAccessibleName(tr("Action in notation"));
    setToolTip(tr("Play from the keyboard: type an action in notation and press Enter. "
                  "The legal actions are offered as you type."));
}

} // namespace eko::ui
