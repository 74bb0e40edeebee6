// Help ▸ Keyboard: every key of the program in one window. The menu commands are read from the
// window's own menu bar when the window opens (so the list follows the actions and their shortcuts),
// then the keys of the board (arrows, W E A D Z X, Enter, Escape, zoom) and of the panels.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QMenuBar;
class QTreeWidget;

namespace eko::ui {

class KeyboardWindow : public QDialog {
    Q_OBJECT
public:
    // Lists the shortcuts of `menus` (may be null: only the board's and the panels' keys).
    explicit KeyboardWindow(QMenuBar *menus, QWidget *parent = nullptr);

    // Shows the one keyboard window of `mainWindow` (made on first use, raised after), listing the
    // commands of its menu bar.
    static KeyboardWindow *showFor(QWidget *mainWindow, QMenuBar *menus);

    QTreeWidget *list() const { return m_list; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QMenuBar *m_menus;
    QLabel *m_intro;
    QTreeWidget *m_list;
    QDialogButtonBox *m_buttons;
};

} // namespace eko::ui
