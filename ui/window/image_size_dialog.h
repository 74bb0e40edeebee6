// Asked before a PNG of the board is written: its width in pixels, the height following the
// board's shape; it starts at the last width chosen (the board's own size the first time).
#pragma once

#include <QDialog>
#include <QSize>

class QLabel;
class QSpinBox;

namespace eko::ui {

class ImageSizeDialog : public QDialog {
    Q_OBJECT
public:
    // `natural`: the picture's size at the board's own scale (its shape, and the first width).
    ImageSizeDialog(QSize natural, int width, QWidget *parent = nullptr);

    int width() const;
    int height() const;

private:
    void updateHeight();

    QSize m_natural;
    QSpinBox *m_width;
    QLabel *m_height;
};

} // namespace eko::ui
