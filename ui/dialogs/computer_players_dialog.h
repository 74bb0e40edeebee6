// Game ▸ Computer Players…: who plays each colour of the game under way, a person or a computer
// player at a level, and how long each computer level thinks (as Pentobi's Computer Colours). The
// dialog only collects the choices; the window applies them.
#pragma once

#include "ai/player.h"
#include "core/position.h"

#include <QDialog>
#include <QList>
#include <QStringList>

#include <array>

class QComboBox;
class QLabel;

namespace eko::ui {

class ComputerPlayersDialog : public QDialog {
    Q_OBJECT
public:
    using Levels = std::array<int, kMaxPlayers>;
    using ThinkingTimes = std::array<ai::ThinkingTime, ai::kMaxLevel + 1>;

    // `players`: the label of each seat of the game ("Blue (Ana)"), `levels` its level (0: a person),
    // `times` each level's thinking time.
    ComputerPlayersDialog(const QStringList &players, const Levels &levels, const ThinkingTimes &times,
                          QWidget *parent = nullptr);

    Levels levels() const;
    ThinkingTimes thinkingTimes() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    // The names of the levels no seat plays are dimmed: their thinking time matters only later.
    void updateThinkingRows();

    QLabel *m_intro;
    QLabel *m_timesTitle;
    QLabel *m_timesHint;
    QList<QComboBox *> m_kinds;           // per seat: person, or a level
    QList<QLabel *> m_levelNames;         // per searching level (3–6)
    QList<QComboBox *> m_times;           // per searching level (3–6)
};

} // namespace eko::ui
