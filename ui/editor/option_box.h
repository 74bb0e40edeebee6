// A tool option of the editor as a combo box that shows every item whole: the box is as wide as its
// longest item whenever the items change (a language, more players), and so is its popup list, whose
// menu-style items need more room than the box itself (a check mark's column).
#pragma once

#include <QComboBox>

namespace eko::ui {

class OptionBox : public QComboBox {
    Q_OBJECT
public:
    explicit OptionBox(QWidget *parent = nullptr);

    void showPopup() override;
};

} // namespace eko::ui
