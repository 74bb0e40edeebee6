// The announcer: what a screen reader says after every action, refusal and change of turn, and the
// answers of the Ask menu. Qt 6.4 has no announcement event, so it is a live region: a 1×1 label
// (object name "announcement") whose accessible name is the last
// announcement, sent as QAccessible::NameChanged (AT-SPI: object:property-change:accessible-name),
// also when the same text comes twice. Verbose (blind mode) adds what the player to move should do
// and puts the announcement in the description of the focus target (the action field) too
// (DescriptionChanged). It reads the game and replay models and never changes them.
#pragma once

#include "core/position.h"

#include <QLabel>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace eko::ui {

class GameModel;
class ReplayModel;
class StatusLine;

class Announcer : public QObject {
    Q_OBJECT
public:
    static constexpr int kHistoryLength = 50;

    // Refusals and notices are announced as `status` shows them (`status` may be null).
    Announcer(GameModel *game, ReplayModel *replay, StatusLine *status, QObject *parent = nullptr);

    // The live region; the window puts it in its layout (it is 1×1 and shows nothing).
    QLabel *region() const { return m_region; }
    bool verbose() const { return m_verbose; }
    void setVerbose(bool on) { m_verbose = on; }
    // Verbose: the widget whose accessible description carries every announcement too (the action
    // field, where blind mode puts the focus after every action).
    void setFocusTarget(QWidget *widget) { m_focusTarget = widget; }
    // The last announcement, and the ones before it (newest last).
    QString last() const { return m_history.isEmpty() ? QString() : m_history.last(); }
    QStringList history() const { return m_history; }

    // Whose turn and what phase: "Blue (Bo) to move: action phase." (verbose: what to do, too).
    QString turnText() const;

public slots:
    void announce(const QString &text);

signals:
    void announced(const QString &text);

private:
    void onGameReset();
    void onPositionChanged();
    void onReplayMoved(int count);
    void onReplayActive(bool active);

    QPointer<GameModel> m_game;
    QPointer<ReplayModel> m_replay;
    QLabel *m_region;
    QPointer<QWidget> m_focusTarget;
    QStringList m_history;
    int m_count = 0;                   // actions announced so far
    PlayerIndex m_turnOf = kNoPlayer;  // whose turn was announced last
    Phase m_phase = Phase::GameOver;   // and which phase
    bool m_verbose = false;
};

} // namespace eko::ui
