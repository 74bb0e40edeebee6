// The editor's Problems panel: the engine's problems with the scenario after every edit, errors
// first, each naming its space or player; choosing one asks the window to show where it is.
#pragma once

#include "core/position.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;

namespace eko::ui {

class ScenarioModel;

class ProblemsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProblemsPanel(ScenarioModel *model, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    QLabel *summary() const { return m_summary; }

signals:
    void problemChosen(eko::SpaceIndex space, eko::PlayerIndex player);
    // A problem of the goal (the Goal panel's fields) was chosen.
    void goalProblemChosen();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void choose(QListWidgetItem *item);

    ScenarioModel *m_model;
    QLabel *m_summary;
    QListWidget *m_list;
};

} // namespace eko::ui
