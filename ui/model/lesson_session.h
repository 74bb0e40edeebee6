// A lesson or puzzle being played: every game whose scenario has a goal is one, however it was
// started (Help ▸ Learn to Play, the editor's Play This Scenario, New Game, Open, a resumed autosave).
// The session has the opponents' replies played by the computer seats (ai/goal_reply.h, after
// their pause), judges the goal after every action with the engine's judgeGoal (met, failed with
// the reason, open with the turns left), gives the hints one at a time, and starts again on Try Again.
// No widgets; the window shows it (window/lesson_panel.h).
#pragma once

#include "core/goal.h"
#include "core/scenario.h"
#include "model/computer_seats.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <array>
#include <functional>
#include <optional>

namespace eko::ui {

class GameModel;

class LessonSession : public QObject {
    Q_OBJECT
public:
    LessonSession(GameModel *model, ComputerSeats *seats, QObject *parent = nullptr);
    ~LessonSession() override;

    // The seats the computer plays in a lesson's game: every seat but the goal player's (their level
    // is only a mark: the goal's opponents say what they play).
    static std::array<int, kMaxPlayers> opponentSeats(const Scenario &scenario);

    // Names the bundled lesson or puzzle a scenario is (its id, for the tick and the next lesson), or
    // gives an empty id (a puzzle of the player's own).
    void setIdentify(std::function<QString(const Scenario &)> identify) { m_identify = std::move(identify); }

    // The model shows a game of `scenario` (its goal and exact position): the session follows it.
    // Called by the session itself whenever the model's game is replaced by one with a goal.
    void begin(const QString &id, const Scenario &scenario);
    // Another game replaces it (or the window leaves the lesson): nothing is followed any more.
    void end();
    bool isActive() const { return m_active; }
    QString id() const { return m_id; }
    const Scenario &scenario() const { return m_scenario; }
    const Goal &goal() const { return *m_scenario.goal; }

    // The judgement of the goal over the actions in effect (the first that is not open).
    const GoalJudgement &judgement() const { return m_judgement; }
    // Open: the goal player's turns left, the one under way included.
    int turnsLeft() const { return m_turnsLeft; }
    // Open: an opponent is to move (its reply comes).
    bool opponentToMove() const;
    // The hints shown so far (goalHints in the interface language, the first ones).
    int hintsShown() const { return m_hintsShown; }
    int hintCount(const QString &language) const;

    // Translated: the goal as one sentence ("Capture the Emperor of Blue within 1 turn."), why a goal
    // failed as one sentence, and who plays ("You play Red.").
    static QString goalSentence(const Goal &goal);
    static QString failureSentence(const Goal &goal, GoalFailure failure);
    static QString playerSentence(const Goal &goal);

public slots:
    // Back to the lesson's start (an undo to the first position: the wrong line can still be redone).
    void tryAgain();
    // The next hint; false when every hint is shown already.
    bool showHint(const QString &language);

signals:
    // The judgement, turns left or hints shown changed.
    void changed();
    // A lesson or puzzle begins (the window shows its panel).
    void begun();
    // The goal was met (once per lesson begun and per time it is met).
    void solved(const QString &id);
    void ended();

private:
    void judge();
    // The model's game was replaced: the lesson shown ends, and one begins if the new game has a goal.
    void follow();

    GameModel *m_model;
    std::function<QString(const Scenario &)> m_identify;
    QPointer<ComputerSeats> m_seats; // a sibling in the window, which may go first
    bool m_active = false;
    QString m_id;
    Scenario m_scenario;
    std::uint64_t m_seed = 0;
    GoalJudgement m_judgement;
    int m_turnsLeft = 0;
    int m_hintsShown = 0;
    std::optional<ComputerPause> m_decided; // met or failed: no more replies
};

} // namespace eko::ui
