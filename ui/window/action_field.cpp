// Action field with completion over the legal actions.
#include "window/action_field.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QEvent>
#include <QStringListModel>
#include <QTimer>

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
    connect(this, &QLineEdit::returnPressed, this, &ActionField::submit);
    retranslateUi();
}

void ActionField::setLegalNotations(const QStringList &notations)
{
    if (notations != m_notations->stringList())
        m_notations->setStringList(notations);
}

QStringList ActionField::legalNotations() const { return m_notations->stringList(); }

void ActionField::submit()
{
    if (m_completer->popup() && m_completer->popup()->isVisible()) {
        // Enter with the completions open: the completer first puts the one picked (if any)
        // into the field and closes the list; what the field then holds is played.
        QTimer::singleShot(0, this, &ActionField::submitText);
        return;
    }
    submitText();
}

void ActionField::submitText()
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
    setToolTip(tr("Play from the keyboard: type an action in notation and press Enter. "
                  "The legal actions are offered as you type."));
}

} // namespace eko::ui
