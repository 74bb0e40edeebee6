// The Lesson panel beside the board (lesson_panel.h).
#include "window/lesson_panel.h"

#include "model/lesson_session.h"
#include "session/lesson_catalogue.h"
#include "session/user_scenarios.h"
#include "core/scenario_texts.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace eko::ui {

namespace {

QLabel *wrapped(const char *name)
{
    auto *label = new QLabel;
    label->setObjectName(QString::fromLatin1(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QToolButton *button(QAction *action)
{
    auto *b = new QToolButton;
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
    return b;
}

} // namespace

LessonPanel::LessonPanel(LessonSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_name(wrapped("lessonName"))
    , m_goal(wrapped("lessonGoal"))
    , m_lesson(wrapped("lessonText"))
    , m_state(wrapped("lessonState"))
    , m_hints(wrapped("lessonHints"))
{
    setObjectName(QStringLiteral("lessonPanel"));
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
    m_goal->setFont(bold);
    m_state->setFont(bold);

    m_hint = new QAction(this);
    m_hint->setObjectName(QStringLiteral("actionLessonHint"));
    m_hint->setShortcut(QKeySequence(Qt::Key_F2));
    m_tryAgain = new QAction(this);
    m_tryAgain->setObjectName(QStringLiteral("actionLessonTryAgain"));
    m_tryAgain->setShortcut(QKeySequence(Qt::Key_F5));
    m_next = new QAction(this);
    m_next->setObjectName(QStringLiteral("actionLessonNext"));
    m_next->setShortcut(QKeySequence(Qt::Key_F6));
    connect(m_hint, &QAction::triggered, this, [this] { m_session->showHint(interfaceLanguage()); });
    connect(m_tryAgain, &QAction::triggered, m_session, &LessonSession::tryAgain);
    connect(m_next, &QAction::triggered, this, &LessonPanel::nextWanted);

    m_hintButton = button(m_hint);
    m_tryAgainButton = button(m_tryAgain);
    m_nextButton = button(m_next);
    m_listButton = new QToolButton;
    m_listButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_listButton->hide();

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_hintButton);
    buttons->addWidget(m_tryAgainButton);
    buttons->addWidget(m_nextButton);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_name);
    layout->addWidget(m_goal);
    layout->addWidget(m_lesson);
    layout->addWidget(m_state);
    layout->addWidget(m_hints);
    layout->addLayout(buttons);
    layout->addWidget(m_listButton, 0, Qt::AlignLeft);
    layout->addStretch(1);

    connect(m_session, &LessonSession::changed, this, &LessonPanel::update);
    retranslateUi();
}

void LessonPanel::setListAction(QAction *action)
{
    m_listButton->setDefaultAction(action);
    m_listButton->show();
}

QString LessonPanel::title() const
{
    if (!m_session->isActive())
        return {};
    int number = 0, count = 0;
    for (const LessonEntry &e : bundledLessons()) {
        if (e.puzzle != m_session->id().startsWith(QLatin1String("puzzles/")))
            continue;
        ++count;
        if (e.id == m_session->id())
            number = count;
    }
    const QString name = QString::fromStdString(scenarioName(m_session->scenario(), interfaceLanguage().toStdString()));
    if (number == 0) // not bundled: a scenario with a goal of the player's own
        //: Lesson panel's title for a scenario with a goal that has no name (the player's own, from the editor).
        return name.isEmpty() ? tr("Puzzle") : name;
    if (m_session->id().startsWith(QLatin1String("puzzles/")))
        //: Lesson panel title: %1 the puzzle's number, %2 how many puzzles there are, %3 its name.
        return tr("Puzzle %1 of %2: %3").arg(number).arg(count).arg(name);
    //: Lesson panel title: %1 the lesson's number, %2 how many lessons there are, %3 its name.
    return tr("Lesson %1 of %2: %3").arg(number).arg(count).arg(name);
}

void LessonPanel::retranslateUi()
{
    //: Button and menu item in a lesson: shows the next hint.
    m_hint->setText(tr("&Hint"));
    //: Button and menu item in a lesson: starts the lesson again from its position.
    m_tryAgain->setText(tr("&Try Again"));
    update();
}

QString LessonPanel::verdictText() const
{
    if (!m_session->isActive())
        return {};
    const GoalJudgement &j = m_session->judgement();
    switch (j.state) {
    case GoalState::Open: break;
    case GoalState::Met:
        //: Lesson panel: the goal of the lesson or puzzle is met.
        return tr("Solved! The goal is met.");
    case GoalState::Failed:
        //: Lesson panel: the goal failed; %1 is why, a whole sentence ("Your Emperor was captured.").
        return tr("Not solved. %1").arg(LessonSession::failureSentence(m_session->goal(), j.failure));
    }
    return {};
}

void LessonPanel::update()
{
    if (!m_session->isActive()) {
        m_hint->setEnabled(false);
        m_tryAgain->setEnabled(false);
        m_next->setEnabled(false);
        m_next->setVisible(false);
        //: Button and menu item once a lesson is solved: plays the next one.
        m_next->setText(tr("&Next Lesson"));
        return;
    }
    const std::string language = interfaceLanguage().toStdString();
    const Goal &goal = m_session->goal();
    m_name->setText(title());
    //: Lesson panel: two sentences one after the other, %1 who the person plays, %2 the goal (Chinese: no space).
    m_goal->setText(tr("%1 %2").arg(LessonSession::playerSentence(goal), LessonSession::goalSentence(goal)));
    m_lesson->setText(QString::fromStdString(goalLesson(goal, language)));
    const GoalJudgement &j = m_session->judgement();
    QPalette palette = this->palette();
    switch (j.state) {
    case GoalState::Open:
        if (m_session->opponentToMove())
            //: Lesson panel: the opponents play their replies now.
            m_state->setText(tr("The other side replies…"));
        else
            //: Lesson panel: the person's own turns left to meet the goal, the one under way included.
            m_state->setText(tr("%n turn(s) left.", nullptr, m_session->turnsLeft()));
        break;
    case GoalState::Met:
        m_state->setText(verdictText());
        palette.setColor(QPalette::WindowText, QColor(0x1b, 0x7a, 0x3a));
        break;
    case GoalState::Failed:
        m_state->setText(verdictText());
        palette.setColor(QPalette::WindowText, QColor(0xa8, 0x1e, 0x1e));
        break;
    }
    m_state->setPalette(j.state == GoalState::Open ? this->palette() : palette);
    const std::vector<std::string> &hints = goalHints(goal, language);
    QStringList shown;
    for (int i = 0; i < m_session->hintsShown() && i < static_cast<int>(hints.size()); ++i)
        //: Lesson panel: one hint; %1 its number, %2 the hint's text.
        shown << tr("Hint %1: %2").arg(i + 1).arg(QString::fromStdString(hints[static_cast<size_t>(i)]));
    m_hints->setText(shown.join(QLatin1Char('\n')));
    m_hints->setVisible(!shown.isEmpty());
    m_hint->setEnabled(m_session->hintsShown() < static_cast<int>(hints.size()));
    m_tryAgain->setEnabled(true);
    const LessonEntry *next = nextLesson(m_session->id());
    const bool nextIsPuzzle = next && next->puzzle;
    //: Button and menu item once a lesson is solved: plays the next one (the first puzzle after the last lesson).
    m_next->setText(nextIsPuzzle ? tr("&Next Puzzle") : tr("&Next Lesson"));
    m_next->setEnabled(next && j.state == GoalState::Met);
    m_next->setVisible(next != nullptr);
    m_nextButton->setVisible(next != nullptr); // (a tool button does not follow its action's visibility)
}

} // namespace eko::ui
