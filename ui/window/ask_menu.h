// The Ask menu (for blind play, on keys Help ▸ Keyboard lists): read my stacks, the stacks next to
// the board's cursor, what the stack there can do, the score and reserves, the last actions, where
// the Emperors are. Each answer (window/spoken_answers.h) shows on the status line, which the announcer
// reads out (window/announcer.h).
// It reads the position shown (the moment replayed while replaying) and changes nothing.
#pragma once

#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace eko::ui {

class BoardScene;
class GameModel;
class ReplayModel;
class StatusLine;

class AskMenu : public QObject {
    Q_OBJECT
public:
    // How many actions "read the last actions" reads.
    static constexpr int kLastActions = 5;

    AskMenu(QWidget *window, GameModel *game, ReplayModel *replay, BoardScene *scene, StatusLine *status);

    QMenu *menu() const { return m_menu; }
    QList<QAction *> actions() const { return m_actions; }
    void retranslateUi();

    // The answers, as the actions announce them.
    QString myStacks() const;
    QString stacksNearCursor() const;
    QString cursorActions() const;
    QString scoreAndReserves() const;
    QString lastActions() const;
    QString emperors() const;

private:
    void answer(const QString &text);
    QStringList labels() const;

    GameModel *m_game;
    ReplayModel *m_replay;
    BoardScene *m_scene;
    StatusLine *m_status;
    QMenu *m_menu;
    QList<QAction *> m_actions;
};

} // namespace eko::ui
