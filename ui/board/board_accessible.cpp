// The board view for screen readers: a list of spaces, each an accessible item without a QObject.
#include "board/board_accessible.h"

#include "board/board_view.h"
#include "board/hex_layout.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QHash>
#include <QPointer>

namespace eko::ui::board_accessible {

namespace {

// One space of the board.
class SpaceAccessible : public QAccessibleInterface {
public:
    SpaceAccessible(BoardView *view, SpaceIndex space) : m_view(view), m_space(space) {}

    bool isValid() const override { return m_view && m_space < m_view->boardScene()->spaceCount(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_view.data()); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text t) const override
    {
        if (!isValid())
            return {};
        const QString lines = m_view->boardScene()->describeSpace(m_space);
        switch (t) {
        case QAccessible::Name: return lines.section(QLatin1Char('\n'), 0, 0).trimmed() + rest(lines);
        case QAccessible::Description: return lines;
        default: return {};
        }
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        if (!isValid())
            return {};
        const QPointF centre = m_view->boardScene()->spaceCenter(m_space);
        const QRect local = m_view->mapFromScene(hexBounds().translated(centre)).boundingRect();
        return QRect(m_view->viewport()->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.focusable = true;
        s.selectable = true;
        if (isValid() && m_view->boardScene()->focusedSpace() == m_space) {
            s.focused = m_view->hasFocus();
            s.active = true;
        }
        if (!m_view || !m_view->isVisible())
            s.invisible = true;
        return s;
    }
    SpaceIndex space() const { return m_space; }

private:
    // The lines after the first, joined into one sentence for the name ("c4 — desert. Stack: …").
    static QString rest(const QString &lines)
    {
        QString tail = lines.section(QLatin1Char('\n'), 1);
        if (tail.isEmpty())
            return {};
        tail.replace(QLatin1Char('\n'), QLatin1String(". "));
        return QLatin1String(". ") + tail;
    }

    QPointer<BoardView> m_view;
    SpaceIndex m_space;
};

// The view: its children are the spaces (the scroll bars are left out: the view scrolls itself).
class BoardViewAccessible : public QAccessibleWidget {
public:
    explicit BoardViewAccessible(BoardView *view) : QAccessibleWidget(view, QAccessible::List) {}
    ~BoardViewAccessible() override
    {
        for (QAccessible::Id id : std::as_const(m_children))
            QAccessible::deleteAccessibleInterface(id);
    }

    BoardView *view() const { return static_cast<BoardView *>(widget()); }
    int childCount() const override { return view()->boardScene()->spaceCount(); }
    QAccessibleInterface *child(int index) const override
    {
        if (index < 0 || index >= childCount())
            return nullptr;
        if (auto it = m_children.constFind(index); it != m_children.constEnd())
            return QAccessible::accessibleInterface(*it);
        auto *item = new SpaceAccessible(view(), index);
        m_children.insert(index, QAccessible::registerAccessibleInterface(item));
        return item;
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        if (child && child->role() == QAccessible::ListItem && child->parent() == this)
            return static_cast<const SpaceAccessible *>(child)->space();
        return -1;
    }
    QAccessibleInterface *focusChild() const override
    {
        const SpaceIndex focused = view()->boardScene()->focusedSpace();
        return focused == kNoSpace ? nullptr : child(focused);
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        const QPoint local = view()->viewport()->mapFromGlobal(QPoint(x, y));
        const SpaceIndex space = view()->boardScene()->spaceAt(view()->mapToScene(local));
        return space == kNoSpace ? nullptr : child(space);
    }
private:
    mutable QHash<int, QAccessible::Id> m_children;
};

QAccessibleInterface *factory(const QString &className, QObject *object)
{
    if (className == QLatin1String("eko::ui::BoardView") && object && object->isWidgetType())
        if (auto *view = qobject_cast<BoardView *>(object))
            return new BoardViewAccessible(view);
    return nullptr;
}

BoardViewAccessible *accessibleOf(BoardView *view)
{
    return static_cast<BoardViewAccessible *>(QAccessible::queryAccessibleInterface(view));
}

} // namespace

void install()
{
    static bool installed = false;
    if (!installed) {
        installed = true;
        QAccessible::installFactory(factory);
    }
}

void spaceFocused(BoardView *view, SpaceIndex space)
{
    if (!view || space == kNoSpace)
        return;
    BoardViewAccessible *iface = accessibleOf(view);
    QAccessibleInterface *item = iface ? iface->child(space) : nullptr;
    if (!item)
        return;
    QAccessibleEvent event(item, view->hasFocus() ? QAccessible::Focus : QAccessible::NameChanged);
    QAccessible::updateAccessibility(&event);
}

} // namespace eko::ui::board_accessible
