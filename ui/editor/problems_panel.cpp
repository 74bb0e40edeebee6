// The Problems panel: a list refreshed from the model; a click or Enter on a line chooses it.
#include "editor/problems_panel.h"

#include "editor/scenario_model.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QVBoxLayout>

namespace eko::ui {

namespace {
enum Role { SpaceRole = Qt::UserRole, PlayerRole, GoalRole };
}

ProblemsPanel::ProblemsPanel(ScenarioModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("problemsList"));
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::itemClicked, this, &ProblemsPanel::choose);
    connect(m_list, &QListWidget::itemActivated, this, &ProblemsPanel::choose);
    connect(model, &ScenarioModel::problemsChanged, this, &ProblemsPanel::refresh);
    refresh();
}

void ProblemsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh(); // the model's texts are translated when they are made: the window asks anew
    QWidget::changeEvent(event);
}

void ProblemsPanel::refresh()
{
    m_list->clear();
    const QList<EditorProblem> &problems = m_model->problems();
    int errors = 0;
    for (const EditorProblem &p : problems)
        errors += p.warning ? 0 : 1;
    const int warnings = static_cast<int>(problems.size()) - errors;
    if (problems.isEmpty())
        m_summary->setText(tr("No problems: this scenario can be saved and played."));
    else if (errors == 0)
        m_summary->setText(tr("%n warning(s): the scenario can be saved and played, but check them.", nullptr, warnings));
    else
        m_summary->setText(tr("%n error(s): fix them before saving or playing.", nullptr, errors));
    m_list->setAccessibleName(m_summary->text()); // an item view takes no name from a buddy label
    for (int pass = 0; pass < 2; ++pass) // errors first
        for (const EditorProblem &p : problems) {
            if (p.warning != (pass == 1))
                continue;
            auto *item = new QListWidgetItem(
                style()->standardIcon(p.warning ? QStyle::SP_MessageBoxWarning : QStyle::SP_MessageBoxCritical), p.text);
            item->setData(SpaceRole, p.space);
            item->setData(PlayerRole, p.player);
            item->setData(GoalRole, p.goal);
            m_list->addItem(item);
        }
}

void ProblemsPanel::choose(QListWidgetItem *item)
{
    if (item && item->data(GoalRole).toBool())
        emit goalProblemChosen();
    else if (item)
        emit problemChosen(item->data(SpaceRole).toInt(), item->data(PlayerRole).toInt());
}

} // namespace eko::ui
