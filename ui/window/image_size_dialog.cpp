// The PNG size dialog (see image_size_dialog.h).
#include "window/image_size_dialog.h"

#include "board/board_image.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace eko::ui {

ImageSizeDialog::ImageSizeDialog(QSize natural, int width, QWidget *parent)
    : QDialog(parent), m_natural(natural), m_width(new QSpinBox(this)), m_height(new QLabel(this))
{
    setObjectName(QStringLiteral("imageSizeDialog"));
    //: Title of the dialog that asks how large the exported PNG of the board is.
    setWindowTitle(tr("PNG Size"));
    m_width->setObjectName(QStringLiteral("imageWidth"));
    m_width->setRange(kMinBoardImageWidth, kMaxBoardImageWidth);
    m_width->setSingleStep(100);
    //: After the number of pixels of the exported picture's width.
    m_width->setSuffix(tr(" px"));
    m_width->setValue(width > 0 ? width : natural.width());
    m_height->setObjectName(QStringLiteral("imageHeight"));
    auto *form = new QFormLayout;
    //: PNG size dialog: the width of the picture in pixels.
    form->addRow(tr("&Width:"), m_width);
    //: PNG size dialog: the height, which follows from the width and the board's shape.
    form->addRow(tr("Height:"), m_height);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    //: PNG size dialog: what the numbers mean.
    auto *intro = new QLabel(tr("The picture of the board keeps its shape; the board's own size is %1 × %2 pixels.")
                                 .arg(natural.width())
                                 .arg(natural.height()),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(m_width, &QSpinBox::valueChanged, this, &ImageSizeDialog::updateHeight);
    updateHeight();
}

int ImageSizeDialog::width() const { return m_width->value(); }

int ImageSizeDialog::height() const
{
    if (m_natural.width() <= 0)
        return 0;
    return std::max(1, static_cast<int>(std::lround(double(m_natural.height()) * width() / m_natural.width())));
}

void ImageSizeDialog::updateHeight()
{
    //: PNG size dialog: the height in pixels.
    m_height->setText(tr("%1 px").arg(height()));
}

} // namespace eko::ui
