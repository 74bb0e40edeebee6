// The game model: owns the game being played and is the only thing that applies actions.
// Views read it and listen to its signals; clicks and typed notation come in through its slots.
#pragma once

#include "game.h"

#include <QList>
#include <QObject>
#include <QString>
#include <optional>

namespace eko::ui {

// How a space is marked while the player chooses (the board draws each differently).
enum class Highlight { Selected, Move, Regroup, Attack, Kamikaze, Construct, Reinforce, Swap };

struct SpaceHighlight {
    SpaceIndex space = kNoSpace;
    Highlight kind = Highlight::Move;
};

class GameModel : public QObject {
    Q_OBJECT
public:
    explicit GameModel(QObject *parent = nullptr);
    ~GameModel() override;

    bool hasGame() const { return m_game.has_value(); }
    const Game &game() const { return *m_game; }
    // The position shown and played from: after the last action played (undo moves it back).
    const Position &position() const { return m_game->current(); }
    const Board &board() const { return m_game->current().board(); }

    // Replaces the game (new, opened or resumed); clears undo history and selection.
    void setGame(Game game);
    void clear();

    // Legal actions of the player to move, cached per position.
    const std::vector<Action> &legalActions() const { return m_legal; }
    // The last action played, if any (the board marks it).
    std::optional<Action> lastAction() const;

    // Interaction state: the stack the player has picked, and the spaces its actions reach.
    SpaceIndex selectedSpace() const { return m_selected; }
    const QList<SpaceHighlight> &highlights() const { return m_highlights; }

    bool canUndo() const;
    bool canRedo() const;
    bool isModified() const { return m_modified; }
    void setModified(bool modified);

    // Translated, one line: the phase and what the player to move should do now.
    QString statusText() const;

public slots:
    // A click on a space: selects a stack, plays the action it names, or asks for a choice
    // (choiceNeeded) when several actions fit; a click that names an illegal action emits
    // rejected() with the engine's reason, translated.
    void clickSpace(eko::SpaceIndex space);
    void clearSelection();
    // Plays the action; emits rejected() with the reason if the engine refuses it.
    bool play(const eko::Action &action);
    // Plays an action typed in notation; unparsable text is rejected with a message.
    bool playNotation(const QString &text);
    void undo();
    void redo();

signals:
    // A different game was set (or cleared): everything must be rebuilt.
    void gameReset();
    // The position changed (action played, undo, redo).
    void positionChanged();
    // The action list changed (played, undone or redone); `count` actions are now in effect.
    void actionsChanged(int count);
    void selectionChanged();
    // Several legal actions fit the click: the window lets the player pick one and plays it.
    void choiceNeeded(const QList<eko::Action> &options);
    // An action was refused; `reason` is translated and ready to show.
    void rejected(const QString &reason);
    void modifiedChanged(bool modified);
    void gameOver();

private:
    void refresh();
    std::optional<Game> m_game;
    std::vector<Action> m_redo;
    std::vector<Action> m_legal;
    SpaceIndex m_selected = kNoSpace;
    QList<SpaceHighlight> m_highlights;
    bool m_modified = false;
};

} // namespace eko::ui
