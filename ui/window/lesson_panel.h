// The Lesson panel (a dock beside the board while a lesson or puzzle is played): its name and grade,
// who the person plays and the goal as a sentence, the lesson text, where the goal stands (turns
// left, the replies coming, solved, or not solved and why in the rules' words), the hints shown,
// and Hint, Try Again, Next Lesson and the list of lessons. It shows the LessonSession; its actions
// are also in the Help menu with their keys.
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace eko::ui {

class LessonSession;

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(LessonSession *session, QWidget *parent = nullptr);

    QAction *hintAction() const { return m_hint; }
    QAction *tryAgainAction() const { return m_tryAgain; }
    QAction *nextAction() const { return m_next; }
    // Opens Help ▸ Learn to Play (the window's action, shown as a button here too).
    void setListAction(QAction *action);

    QLabel *goalLabel() const { return m_goal; }
    QLabel *lessonLabel() const { return m_lesson; }
    QLabel *stateLabel() const { return m_state; }
    QLabel *hintsLabel() const { return m_hints; }
    // The panel's title: "Lesson 3 of 12: Attacking", "Puzzle 9 of 12".
    QString title() const;

    // Met or failed: what the panel says of it, for the status line too ("Solved! The goal is met.");
    // empty while the goal is open or no lesson is played.
    QString verdictText() const;

    void retranslateUi();

signals:
    void nextWanted();

private:
    void update();

    LessonSession *m_session;
    QLabel *m_name;
    QLabel *m_goal;
    QLabel *m_lesson;
    QLabel *m_state;
    QLabel *m_hints;
    QAction *m_hint;
    QAction *m_tryAgain;
    QAction *m_next;
    QToolButton *m_hintButton;
    QToolButton *m_tryAgainButton;
    QToolButton *m_nextButton;
    QToolButton *m_listButton;
};

} // namespace eko::ui
