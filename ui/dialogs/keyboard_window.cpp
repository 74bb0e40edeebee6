// The keyboard window: menu commands with their shortcuts (from the QActions), then the board keys.
#include "dialogs/keyboard_window.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScreen>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace eko::ui {

namespace {

// A menu text as read in a list: without the & of the mnemonic, the "…" and a tab part.
QString plainText(QString text)
{
    text = text.section(QLatin1Char('\t'), 0, 0);
    // The mnemonic in brackets after CJK texts: "游戏(&G)".
    text.remove(QRegularExpression(QStringLiteral("\\(&[^)&]\\)")));
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (text.endsWith(QStringLiteral("…")))
        text.chop(1);
    if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    return text.trimmed();
}

QString keys(const QList<QKeySequence> &sequences)
{
    QStringList texts;
    for (const QKeySequence &k : sequences) {
        // F13 and above (Qt's extra bindings, e.g. F14 for undo) are on no ordinary keyboard.
        const Qt::Key main = k.isEmpty() ? Qt::Key_unknown : k[0].key();
        if (!k.isEmpty() && !(main >= Qt::Key_F13 && main <= Qt::Key_F35))
            texts.append(k.toString(QKeySequence::NativeText));
    }
    //: Between two keys that do the same ("Ctrl+Shift+Z, Ctrl+Y").
    return texts.join(KeyboardWindow::tr(", "));
}

QString key(QKeyCombination k) { return QKeySequence(k).toString(QKeySequence::NativeText); }

// Every action with a shortcut under `menu`, in menu order, submenus included.
void collect(const QMenu *menu, QTreeWidgetItem *section)
{
    for (QAction *action : menu->actions()) {
        if (action->menu()) {
            collect(action->menu(), section);
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty())
            continue;
        auto *item = new QTreeWidgetItem(section, {keys(action->shortcuts()), plainText(action->text())});
        item->setData(0, Qt::UserRole, action->objectName());
    }
}

} // namespace

KeyboardWindow::KeyboardWindow(QMenuBar *menus, QWidget *parent, EditorMenus editorMenus)
    : QDialog(parent)
    , m_menus(menus)
    , m_editorMenus(std::move(editorMenus))
    , m_intro(new QLabel(this))
    , m_list(new QTreeWidget(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("keyboardWindow"));
    m_list->setObjectName(QStringLiteral("keyboardList"));
    m_list->setColumnCount(2);
    m_list->setRootIsDecorated(false);
    m_list->setItemsExpandable(false);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::StrongFocus);
    m_list->setAlternatingRowColors(true);
    m_list->setWordWrap(true);
    m_list->setUniformRowHeights(false);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    m_intro->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    rebuild();
    // Tall enough for the whole list where the screen allows it.
    const QRect screenArea = screen() ? screen()->availableGeometry() : QRect(0, 0, 1024, 700);
    resize(QSize(640, 660).boundedTo(screenArea.size() * 0.9));
}

KeyboardWindow *KeyboardWindow::showFor(QWidget *mainWindow, QMenuBar *menus, EditorMenus editorMenus)
{
    KeyboardWindow *window = mainWindow->findChild<KeyboardWindow *>(QString(), Qt::FindDirectChildrenOnly);
    if (!window) {
        window = new KeyboardWindow(menus, mainWindow, std::move(editorMenus));
        window->setAttribute(Qt::WA_DeleteOnClose);
    } else {
        window->rebuild();
    }
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

void KeyboardWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild(); // also reads the menus anew, which retranslate first (they are older children)
    QDialog::changeEvent(event);
}

void KeyboardWindow::rebuild()
{
    setWindowTitle(tr("Keyboard"));
    m_intro->setText(tr("Every action can be played without the mouse: move the ring over the board with the "
                        "arrow keys and press Enter, or type the action in notation."));
    m_list->clear();
    m_list->setHeaderLabels({tr("Key"), tr("What it does")});
    auto section = [this](const QString &title) {
        auto *item = new QTreeWidgetItem(m_list, {title});
        item->setFirstColumnSpanned(true);
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        return item;
    };

    // The menu commands, as the menus hold them now: a section per menu with a shortcut in it.
    auto menuSections = [&section](const QMenuBar *menus, const std::function<QString(const QString &)> &title) {
        for (QAction *top : menus->actions())
            if (top->menu()) {
                QTreeWidgetItem *menu = section(title(plainText(top->text())));
                collect(top->menu(), menu);
                if (menu->childCount() == 0)
                    delete menu;
            }
    };
    if (m_menus)
        menuSections(m_menus, [](const QString &menu) { return menu; });

    // The board (keys BoardView handles itself).
    //: Section of the keyboard window: keys that work when the board has the focus.
    QTreeWidgetItem *board = section(tr("On the board"));
    auto row = [](QTreeWidgetItem *parent, const QString &keys, const QString &what) {
        auto *item = new QTreeWidgetItem(parent, {keys, what});
        item->setToolTip(1, what);
    };
    //: Keyboard window; %1–%4: the arrow keys.
    row(board, tr("%1 %2 %3 %4").arg(key(Qt::Key_Left), key(Qt::Key_Right), key(Qt::Key_Up), key(Qt::Key_Down)),
        tr("Move the focus ring to the next space in that direction"));
    row(board, QStringLiteral("W E A D Z X"),
        //: Keyboard window: the six keys around S step along the six sides of a hex.
        tr("Move the focus ring to the neighbouring space: W north-west, E north-east, A west, D east, "
           "Z south-west, X south-east"));
    row(board, tr("%1, %2").arg(key(Qt::Key_Return), key(Qt::Key_Space)),
        tr("Show the focus ring; then click the space under it (select a stack, move, attack, construct)"));
    row(board, key(Qt::Key_Escape), tr("Put the selected stack down"));
    row(board, tr("%1, %2").arg(key(Qt::CTRL | Qt::Key_Plus), key(Qt::CTRL | Qt::Key_Minus)), tr("Zoom in, zoom out"));
    row(board, key(Qt::CTRL | Qt::Key_0), tr("Fit the board to the window"));
    //: Keyboard window: the mouse wheel with Ctrl held zooms.
    row(board, tr("Ctrl+wheel"), tr("Zoom around the pointer"));

    // Elsewhere in the window.
    //: Section of the keyboard window: keys of the panels beside the board.
    QTreeWidgetItem *panels = section(tr("Beside the board"));
    row(panels, key(Qt::Key_Tab), tr("Go from the board to the notation field and on through the panel"));
    row(panels, key(Qt::Key_Return), tr("In the notation field: play the action typed (or the completion chosen)"));
    //: Keyboard window: the hand-over screen hides the board between turns; Space presses its button.
    row(panels, key(Qt::Key_Space), tr("On the hand-over screen: show the board to the player to move"));
    //: Keyboard window: Alt with the underlined letter of a button or menu.
    row(panels, tr("Alt+underlined letter"), tr("Press that button or open that menu"));

    // The scenario editor's menus, after the game's keys (its board takes the same keys).
    if (const QMenuBar *editor = m_editorMenus ? m_editorMenus() : nullptr)
        menuSections(editor, [](const QString &menu) {
            //: Section of the keyboard window: the commands of one menu of the scenario editor; %1 the
            //: menu ("Edit").
            return tr("Scenario Editor: %1").arg(menu);
        });

    m_list->expandAll();
}

} // namespace eko::ui
