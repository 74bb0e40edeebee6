// The list of lessons and puzzles (learn_dialog.h).
#include "dialogs/learn_dialog.h"

#include "core/scenario_texts.h"
#include "session/lesson_catalogue.h"
#include "session/preferences.h"
#include "session/user_scenarios.h"
#include "look/fit_to_screen.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace eko::ui {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
}

LearnDialog::LearnDialog(const QString &current, QWidget *parent)
    : QDialog(parent)
    , m_intro(new QLabel)
    , m_list(new QTreeWidget)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setObjectName(QStringLiteral("learnDialog"));
    //: Title of the window with the list of lessons and puzzles.
    setWindowTitle(tr("Learn to Play"));
    //: Above the list of lessons and puzzles.
    m_intro->setText(tr("Each lesson shows one idea of the rules on a small board, with a goal to meet. "
                        "The puzzles are graded from one star (easiest) to five."));
    m_intro->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("learnList"));
    m_list->setColumnCount(3);
    //: Column headers of the list of lessons and puzzles.
    m_list->setHeaderLabels({tr("Lesson"), tr("Difficulty"), tr("Goal")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    //: The button that starts the lesson or puzzle chosen in the list.
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Play"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &LearnDialog::updateButtons);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (!item->data(0, kIdRole).toString().isEmpty())
            accept();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_buttons);
    fill(current);
    resize(boundedToScreen(this, QSize(720, 620)));
}

QString LearnDialog::stars(int difficulty)
{
    QString s;
    for (int i = 1; i <= 5; ++i)
        s += i <= difficulty ? QChar(0x2605) : QChar(0x2606);
    return s;
}

void LearnDialog::fill(const QString &current)
{
    const QStringList solved = preferences::solvedLessons();
    const std::string language = interfaceLanguage().toStdString();
    QTreeWidgetItem *lessons = new QTreeWidgetItem(m_list);
    //: Section of the Learn to Play list.
    lessons->setText(0, tr("Lessons"));
    QTreeWidgetItem *puzzles = new QTreeWidgetItem(m_list);
    //: Section of the Learn to Play list.
    puzzles->setText(0, tr("Puzzles"));
    for (QTreeWidgetItem *section : {lessons, puzzles}) {
        QFont bold = section->font(0);
        bold.setBold(true);
        section->setFont(0, bold);
        section->setFlags(Qt::ItemIsEnabled);
        section->setFirstColumnSpanned(true);
    }
    QTreeWidgetItem *chosen = nullptr;
    QTreeWidgetItem *firstOpen = nullptr;
    int lessonNumber = 0, puzzleNumber = 0;
    for (const LessonEntry &e : bundledLessons()) {
        auto *item = new QTreeWidgetItem(e.puzzle ? puzzles : lessons);
        const int number = e.puzzle ? ++puzzleNumber : ++lessonNumber;
        const QString name = QString::fromStdString(scenarioName(e.scenario, language));
        const bool done = solved.contains(e.id);
        //: An entry of the Learn to Play list: %1 its number, %2 its name.
        item->setText(0, tr("%1. %2").arg(number).arg(name));
        item->setCheckState(0, done ? Qt::Checked : Qt::Unchecked);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable); // the tick shows, nobody toggles it
        item->setData(0, kIdRole, e.id);
        //: Accessible text of an entry of the Learn to Play list that was solved; %1 its name.
        item->setData(0, Qt::AccessibleTextRole, done ? tr("%1, solved").arg(item->text(0)) : item->text(0));
        const int difficulty = e.scenario.goal->difficulty;
        item->setText(1, stars(difficulty));
        //: Accessible text of the stars of a lesson or puzzle: %1 of 5 (the hardest).
        item->setData(1, Qt::AccessibleTextRole, tr("difficulty %1 of 5").arg(difficulty));
        item->setToolTip(1, item->data(1, Qt::AccessibleTextRole).toString());
        item->setText(2, QString::fromStdString(scenarioDescription(e.scenario, language)));
        item->setToolTip(2, item->text(2));
        if (e.id == current)
            chosen = item;
        if (!done && !firstOpen)
            firstOpen = item;
    }
    m_list->expandAll();
    if (!chosen)
        chosen = firstOpen ? firstOpen : lessons->child(0);
    m_list->setCurrentItem(chosen);
    m_list->scrollToItem(chosen);
    updateButtons();
}

QString LearnDialog::chosenId() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, kIdRole).toString() : QString();
}

QTreeWidgetItem *LearnDialog::itemFor(const QString &id) const
{
    for (int s = 0; s < m_list->topLevelItemCount(); ++s)
        for (int i = 0; i < m_list->topLevelItem(s)->childCount(); ++i)
            if (m_list->topLevelItem(s)->child(i)->data(0, kIdRole).toString() == id)
                return m_list->topLevelItem(s)->child(i);
    return nullptr;
}

void LearnDialog::updateButtons() { m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!chosenId().isEmpty()); }

} // namespace eko::ui
