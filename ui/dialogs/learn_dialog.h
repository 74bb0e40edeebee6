// Help ▸ Learn to Play: the bundled lessons in order, then the puzzles with their grade (stars),
// each with its goal, ticked once solved (preferences::solvedLessons); Play starts the one chosen.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace eko::ui {

class LearnDialog : public QDialog {
    Q_OBJECT
public:
    // `current`: the lesson being played (chosen at first), else the first one not solved.
    explicit LearnDialog(const QString &current = {}, QWidget *parent = nullptr);

    // The id of the lesson or puzzle chosen ("lessons/03-attacking"), empty while a section is.
    QString chosenId() const;
    QTreeWidget *list() const { return m_list; }
    // The item of a lesson or puzzle, or null.
    QTreeWidgetItem *itemFor(const QString &id) const;

    // "★★☆☆☆" for difficulty 2 (of kMaxGoalDifficulty), and its words for a screen reader.
    static QString stars(int difficulty);

private:
    void fill(const QString &current);
    void updateButtons();

    QLabel *m_intro;
    QTreeWidget *m_list;
    QDialogButtonBox *m_buttons;
};

} // namespace eko::ui
