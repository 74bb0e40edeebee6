// Comment panel: a plain text field and three mark buttons, following the action shown.
#include "window/comment_panel.h"

#include "files/game_tree_file.h"
#include "model/game_model.h"
#include "replay/replay_model.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QResizeEvent>
#include <QTextDocument>
#include <QTextLayout>
#include <QtMath>
#include <QToolButton>
#include <QVBoxLayout>

namespace eko::ui {

CommentPanel::CommentPanel(GameModel *model, ReplayModel *replay, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_replay(replay)
    , m_title(new QLabel(this))
    , m_field(new QPlainTextEdit(this))
    , m_good(new QToolButton(this))
    , m_bad(new QToolButton(this))
    , m_interesting(new QToolButton(this))
    , m_limit(new QLabel(this))
{
    setObjectName(QStringLiteral("commentPanel"));
    m_field->setObjectName(QStringLiteral("commentField"));
    m_field->setTabChangesFocus(true); // Tab goes on through the panels, as everywhere else
    m_field->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    m_title->setBuddy(m_field);
    m_limit->setWordWrap(true);
    m_limit->hide();
    // One row (resizeEvent() puts the field under it when the panel is narrow).
    m_row = new QHBoxLayout;
    auto *row = m_row;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_title, 0, Qt::AlignTop);
    row->addWidget(m_field, 1);
    const std::pair<QToolButton *, ActionMark> buttons[] = {
        {m_good, ActionMark::Good}, {m_bad, ActionMark::Bad}, {m_interesting, ActionMark::Interesting}};
    for (const auto &[button, mark] : buttons) {
        button->setCheckable(true);
        button->setAutoRaise(true);
        row->addWidget(button, 0, Qt::AlignTop);
        connect(button, &QToolButton::clicked, this, [this, mark = mark](bool on) { markClicked(mark, on); });
    }
    m_good->setObjectName(QStringLiteral("markGood"));
    m_bad->setObjectName(QStringLiteral("markBad"));
    m_interesting->setObjectName(QStringLiteral("markInteresting"));
    m_good->setText(QStringLiteral("!"));
    m_bad->setText(QStringLiteral("?"));
    m_interesting->setText(QStringLiteral("!?"));
    m_layout = new QVBoxLayout(this);
    auto *layout = m_layout;
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(row);
    layout->addWidget(m_limit);

    connect(m_field, &QPlainTextEdit::textChanged, this, &CommentPanel::commentEdited);
    // A change of the tree's shape comes with actionsChanged too.
    connect(model, &GameModel::actionsChanged, this, &CommentPanel::follow);
    connect(model, &GameModel::gameReset, this, &CommentPanel::follow);
    connect(model, &GameModel::notesChanged, this, [this](NodeId node) {
        if (node == m_node)
            follow();
    });
    if (replay) {
        connect(replay, &ReplayModel::currentChanged, this, &CommentPanel::follow);
        connect(replay, &ReplayModel::activeChanged, this, &CommentPanel::follow);
    }
    retranslateUi();
    follow();
}

QToolButton *CommentPanel::markButton(ActionMark mark) const
{
    switch (mark) {
    case ActionMark::Good: return m_good;
    case ActionMark::Bad: return m_bad;
    case ActionMark::Interesting: return m_interesting;
    case ActionMark::None: break;
    }
    return nullptr;
}

void CommentPanel::follow()
{
    NodeId node = kNoNode;
    if (m_model->hasGame()) {
        const int shown = m_replay && m_replay->isActive() ? m_replay->current() : m_model->game().actionCount();
        node = shown > 0 ? m_model->lineNode(shown - 1) : kNoNode;
    }
    const QString comment = m_model->comment(node);
    const bool same = node == m_node && m_field->toPlainText() == comment;
    m_node = node;
    const bool action = node != kNoNode;
    m_field->setEnabled(action);
    if (!same) {
        m_filling = true;
        m_field->setPlainText(comment);
        m_filling = false;
        m_limit->hide();
    }
    const ActionMark mark = m_model->mark(node);
    for (const ActionMark m : {ActionMark::Good, ActionMark::Bad, ActionMark::Interesting}) {
        markButton(m)->setEnabled(action);
        markButton(m)->setChecked(action && mark == m);
    }
}

void CommentPanel::commentEdited()
{
    if (m_filling || m_node == kNoNode)
        return;
    QString text = m_field->toPlainText();
    if (text.size() > files::kMaxCommentLength) {
        // What a file holds and no more: the rest is cut off here, where it is seen.
        text.truncate(files::kMaxCommentLength);
        m_filling = true;
        m_field->setPlainText(text);
        m_field->moveCursor(QTextCursor::End);
        m_filling = false;
        //: Under the comment field when more was typed or pasted than a comment holds; %1 the most characters.
        m_limit->setText(tr("A comment holds at most %1 characters; the rest was cut off.")
                             .arg(QLocale().toString(files::kMaxCommentLength)));
        m_limit->show();
    }
    m_model->setComment(m_node, text);
}

void CommentPanel::markClicked(ActionMark mark, bool on)
{
    if (m_node != kNoNode)
        m_model->setMark(m_node, on ? mark : ActionMark::None);
}

void CommentPanel::retranslateUi()
{
    //: Label of the field under the move list where a player writes about the action shown.
    m_title->setText(tr("C&omment"));
    m_field->setPlaceholderText(tr("Your notes on this action, saved with the game."));
    m_field->setAccessibleName(tr("Comment on the action shown"));
    //: Tool tip of the mark button "!" of an action.
    m_good->setToolTip(tr("Mark this action as good (!)"));
    //: Tool tip of the mark button "?" of an action.
    m_bad->setToolTip(tr("Mark this action as bad (?)"));
    //: Tool tip of the mark button "!?" of an action.
    m_interesting->setToolTip(tr("Mark this action as interesting (!?)"));
    m_good->setAccessibleName(tr("Good action"));
    m_bad->setAccessibleName(tr("Bad action"));
    m_interesting->setAccessibleName(tr("Interesting action"));
    fitHeightToLines();
}

void CommentPanel::fitHeightToLines()
{
    // Two lines, or one in a low window: the panels above keep their room (longer notes scroll).
    // A line as tall as the language's own letters: Korean and Chinese come from a fallback font
    // whose lines are taller than the field's font's.
    QTextLayout sample(m_field->placeholderText(), m_field->font());
    sample.beginLayout();
    QTextLine first = sample.createLine();
    first.setLineWidth(1e6);
    sample.endLayout();
    const int line = qMax(m_field->fontMetrics().lineSpacing(), qCeil(first.height()));
    const int frame = 2 * m_field->frameWidth() + 2 * qCeil(m_field->document()->documentMargin());
    m_field->setMinimumHeight(line + frame);
    m_field->setMaximumHeight(2 * line + frame);
    for (QToolButton *button : {m_good, m_bad, m_interesting})
        button->setMaximumHeight(line + frame); // the row no taller than the field
}

void CommentPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Narrow: less than the label, the marks and a field of some 16 Latin letters side by side (a
    // CJK font's average width is a full-width character's).
    const int least = m_title->sizeHint().width() + 3 * m_good->sizeHint().width()
                      + m_field->fontMetrics().horizontalAdvance(QStringLiteral("abcdefghijklmnop"));
    // Decided once shown in its place: before that the widths are the layout's first guesses, and
    // a narrow guess would make the window's least height grow.
    const bool narrow = isVisible() && width() < least;
    if (narrow == m_narrow)
        return;
    m_narrow = narrow;
    if (narrow) {
        m_row->removeWidget(m_field);
        m_row->insertStretch(1, 1);
        m_layout->insertWidget(1, m_field);
    } else {
        m_layout->removeWidget(m_field);
        delete m_row->takeAt(1); // the stretch
        m_row->insertWidget(1, m_field, 1);
    }
}

void CommentPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::FontChange)
        fitHeightToLines();
}

} // namespace eko::ui
