// The option box: AdjustToContents for the box, the popup's width from its items.
#include "editor/option_box.h"

#include <QAbstractItemView>
#include <QScrollBar>

namespace eko::ui {

OptionBox::OptionBox(QWidget *parent)
    : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
}

void OptionBox::showPopup()
{
    // The popup is never narrower than the widest item needs (QComboBox makes it as wide as the box).
    QAbstractItemView *list = view();
    const int frame = 2 * list->frameWidth();
    const int bar = list->verticalScrollBar()->isVisible() ? list->verticalScrollBar()->sizeHint().width() : 0;
    list->setMinimumWidth(list->sizeHintForColumn(0) + frame + bar);
    QComboBox::showPopup();
}

} // namespace eko::ui
