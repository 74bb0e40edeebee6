// The comment field under the move list: the comment of the action shown (the game's current one,
// or the one replayed) and its mark (good !, bad ?, interesting !?), edited in place and kept in the
// game tree (saved with the game). At most files::kMaxCommentLength characters: what a file holds.
#pragma once

#include "core/game_tree.h"

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QPlainTextEdit;
class QToolButton;
class QVBoxLayout;

namespace eko::ui {

class GameModel;
class ReplayModel;

class CommentPanel : public QWidget {
    Q_OBJECT
public:
    CommentPanel(GameModel *model, ReplayModel *replay, QWidget *parent = nullptr);

    // The action whose comment is shown (kNoNode at the start of the game, or without a game).
    NodeId shownNode() const { return m_node; }
    QPlainTextEdit *field() const { return m_field; }
    QToolButton *markButton(ActionMark mark) const;

    void retranslateUi();

protected:
    void changeEvent(QEvent *event) override;
    // Wide: the label, the field and the marks in one row (the window's height goes to the board
    // and the list); narrow: the field under the label and the marks, wide enough to read.
    void resizeEvent(QResizeEvent *event) override;

private:
    // Follows the action shown: its comment and mark in the field and the buttons.
    void follow();
    void commentEdited();
    void markClicked(ActionMark mark, bool on);
    // The field one to two lines of the language's text high.
    void fitHeightToLines();

    GameModel *m_model;
    ReplayModel *m_replay;
    QLabel *m_title;
    QPlainTextEdit *m_field;
    QToolButton *m_good;
    QToolButton *m_bad;
    QToolButton *m_interesting;
    QLabel *m_limit;
    QHBoxLayout *m_row;
    QVBoxLayout *m_layout;
    bool m_narrow = false;
    NodeId m_node = kNoNode;
    bool m_filling = false; // the field is being filled from the tree, not edited
};

} // namespace eko::ui
