// The action slider: the style's "absolute set" buttons made the left button (see action_slider.h).
#include "replay/action_slider.h"

#include <QProxyStyle>

namespace eko::ui {

namespace {

// The application's style, except that the left button sets a slider to where it is pressed.
class GrooveClickStyle : public QProxyStyle {
public:
    int styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                  QStyleHintReturn *returnData) const override
    {
        const int base = QProxyStyle::styleHint(hint, option, widget, returnData);
        return hint == SH_Slider_AbsoluteSetButtons ? base | Qt::LeftButton : base;
    }
};

} // namespace

ActionSlider::ActionSlider(QWidget *parent) : QSlider(Qt::Horizontal, parent)
{
    auto *style = new GrooveClickStyle; // the application's style underneath
    style->setParent(this);             // a widget does not own its style
    setStyle(style);
}

} // namespace eko::ui
