// The editor's Goal panel: whether the scenario has a goal (a puzzle or lesson) and its fields: the
// player, the kind and its own fields, the turns, the difficulty, how each other seat replies, and
// the lesson text and hints per language (core/goal.h). Fields that do not apply are hidden. Every
// edit goes through the scenario model (one undo step); its problems show in the Problems panel.
#pragma once

#include "core/goal.h"

#include <QWidget>
#include <array>

class QCheckBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace eko::ui {

class OptionBox;
class ScenarioModel;

class GoalPanel : public QWidget {
    Q_OBJECT
public:
    explicit GoalPanel(ScenarioModel *model, QWidget *parent = nullptr);

    // The replies typed for `seat` that are no actions on the board (shown under the field), or empty.
    QString repliesProblem(int seat) const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void refresh();
    // The goal the fields show (the model's, or a new one when the scenario has none).
    Goal current() const;
    void edit(const Goal &goal);
    void hasGoalClicked(bool on);
    void playerChosen(int index);
    void kindChosen(int index);
    void opponentChosen(int seat, int index);
    void repliesEdited(int seat);
    void textsEdited();
    QString language() const;

    ScenarioModel *m_model;
    QCheckBox *m_has;
    QWidget *m_body;
    QFormLayout *m_form;
    OptionBox *m_player;
    OptionBox *m_kind;
    QSpinBox *m_turns;
    QSpinBox *m_points;
    OptionBox *m_target;
    QCheckBox *m_keepEmperor;
    OptionBox *m_difficulty;
    QGroupBox *m_opponentsGroup;
    QFormLayout *m_opponentsForm;
    QLabel *m_noOpponents;
    std::array<OptionBox *, kMaxPlayers> m_opponent{};
    std::array<QLineEdit *, kMaxPlayers> m_replies{};
    std::array<QLabel *, kMaxPlayers> m_repliesProblem{};
    QGroupBox *m_lessonGroup;
    QFormLayout *m_lessonForm;
    OptionBox *m_language;
    QPlainTextEdit *m_lesson;
    QPlainTextEdit *m_hints;
};

} // namespace eko::ui
