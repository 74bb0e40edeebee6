// Help ▸ Keyboard: every key of the program in one window. The menu commands are read from the
// window's own menu bar when the window opens (so the list follows the actions and their shortcuts),
// then the keys of the board (arrows, W E A D Z X, Enter, Escape, zoom) and of the panels, and the
// commands of the scenario editor's menus.
#pragma once

#include <QDialog>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QMenuBar;
class QTreeWidget;

namespace eko::ui {

class KeyboardWindow : public QDialog {
    Q_OBJECT
public:
    // The menu bar of the scenario editor (made when first asked for), or null.
    using EditorMenus = std::function<QMenuBar *()>;

    // Lists the shortcuts of `menus` (may be null: only the board's and the panels' keys), then
    // those of `editorMenus`, if given.
    explicit KeyboardWindow(QMenuBar *menus, QWidget *parent = nullptr, EditorMenus editorMenus = {});

    // Shows the one keyboard window of `mainWindow` (made on first use, raised after), listing the
    // commands of its menu bar and of the editor's.
    static KeyboardWindow *showFor(QWidget *mainWindow, QMenuBar *menus, EditorMenus editorMenus = {});

    QTreeWidget *list() const { return m_list; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QMenuBar *m_menus;
    EditorMenus m_editorMenus;
    QLabel *m_intro;
    QTreeWidget *m_list;
    QDialogButtonBox *m_buttons;
};

} // namespace eko::ui
