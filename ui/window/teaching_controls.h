// The window's side of the teaching game: the message bar above the board that tells a person's
// mistake or blunder as soon as the computer has judged it ("Mistake: b3-c4 loses 18% for Red.
// Better: c4xd5 (61%)."), with Take Back (Ctrl+T, in the Game menu: the game goes back to just before
// that action), and Analyse ▸ Teaching Game, the New Game dialog's remembered choice. The judging is
// TeachingCoach's; this only tells it and takes back through the game model.
#pragma once

#include "ai/analysis.h"

#include <QObject>
#include <optional>

class QAction;
class QLabel;
class QToolButton;
class QWidget;

namespace eko::ui {

class ComputerSeats;
class GameModel;
class StatusLine;
class TeachingCoach;

class TeachingControls : public QObject {
    Q_OBJECT
public:
    TeachingControls(GameModel *model, ComputerSeats *seats, StatusLine *status, QWidget *window);

    TeachingCoach *coach() const { return m_coach; }
    // The message bar, for above the board (hidden until a mistake is told).
    QWidget *messageBar() const { return m_bar; }
    QLabel *message() const { return m_message; }
    QAction *takeBackAction() const { return m_takeBack; }
    // Analyse ▸ Teaching Game (checkable): the preference the New Game dialog also sets.
    QAction *teachingAction() const { return m_teaching; }
    // The text told for a judgement, empty when it is not a mistake or a blunder. `losesEmperor`: the
    // action played loses the mover's Emperor and the better one does not (ai::emperorLostInsteadOf),
    // which the text then says instead of the loss.
    static QString mistakeText(const ai::ActionAnalysis &judgement, const QString &played, const QString &best,
                               bool losesEmperor = false);

    void retranslateUi();

public slots:
    // Follows the preference (after New Game).
    void followPreference();
    // Takes back the action told: the game goes back to just before it.
    void takeBack();

private:
    void tell(const ai::ActionAnalysis &judgement);
    // The mistake told, as the bar says it (in the interface language).
    void showTold();
    void hideMessage();
    void updateActions();

    GameModel *m_model;
    ComputerSeats *m_seats;
    StatusLine *m_status;
    TeachingCoach *m_coach;
    QWidget *m_bar = nullptr;
    QLabel *m_message = nullptr;
    QToolButton *m_takeBackButton = nullptr;
    QToolButton *m_closeButton = nullptr;
    QAction *m_takeBack = nullptr;
    QAction *m_teaching = nullptr;
    std::optional<ai::ActionAnalysis> m_told; // the judgement the bar tells
    bool m_toldLosesEmperor = false;          // its action loses the Emperor, the better one does not
};

} // namespace eko::ui
