// The board exported as SVG is vector art, the game's own SVG art composed into one document (no
// pixel picture in it), that Qt Svg reads and draws as the PNG shows it; a PNG gets the size the
// player chooses in Game ▸ Export Board Image….
#include "board/board_image.h"
#include "common/answering.h"
#include "common/random_games.h"
#include "look/art_cache.h"
#include "model/game_model.h"
#include "window/main_window.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace eko;
using namespace eko::ui;

namespace {

BoardPicture midGame()
{
    const Game game = testing::randomGame(standardScenario(3), 12, 80);
    return {game.current(), game.actions().back(), true};
}

// The mean difference of two images of one size, per channel, 0–255.
double meanDifference(const QImage &a, const QImage &b)
{
    double sum = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
            sum += std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) + std::abs(p.blue() - q.blue())
                 + std::abs(p.alpha() - q.alpha());
        }
    return sum / (4.0 * a.width() * a.height());
}

} // namespace

class TestVectorExport : public QObject {
    Q_OBJECT

private slots:
    void svgHoldsTheArtItself();
    void svgDrawsAsThePngShows();
    void pngTakesTheChosenWidth();
};

void TestVectorExport::svgHoldsTheArtItself()
{
    const BoardPicture picture = midGame();
    const QByteArray svg = boardSvg(picture);
    QVERIFY(!svg.isEmpty());
    QVERIFY2(!svg.contains("data:image"), "no pixel picture in the SVG");
    QVERIFY(!svg.contains("<image"));
    // Every space's terrain and every piece is a use of one art definition.
    const int uses = static_cast<int>(svg.count("<use "));
    QVERIFY2(uses >= picture.position.board().spaceCount(), qPrintable(QString::number(uses)));
    // Each art file once, as its own SVG (its gradients among it), ids made its own.
    QVERIFY(svg.contains("<g id=\"art-terrain-desert\">"));
    QCOMPARE(svg.count("<g id=\"art-terrain-desert\">"), 1);
    QVERIFY(svg.contains("id=\"art-disc-red-side\""));
    QVERIFY(svg.contains("url(#art-disc-red-side)"));
    // Small, since the art is written once: the 113 pictures of the board weighed 800 KB.
    QVERIFY2(svg.size() < 250 * 1024, qPrintable(QString::number(svg.size())));
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBoxF().size().toSize(), boardImageSize(picture.position));
}

void TestVectorExport::svgDrawsAsThePngShows()
{
    const BoardPicture picture = midGame();
    const QImage png = boardImage(picture).convertToFormat(QImage::Format_ARGB32);
    QSvgRenderer renderer(boardSvg(picture));
    QImage drawn(png.size(), QImage::Format_ARGB32);
    drawn.fill(Qt::transparent);
    QPainter painter(&drawn);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(png.size())));
    painter.end();
    const double difference = meanDifference(png, drawn);
    QVERIFY2(difference < 6.0, qPrintable(QStringLiteral("mean difference %1").arg(difference)));
    // Drawn four times as large it stays sharp art (the same drawing, not a pixel picture blown up).
    QImage large(png.size() * 4, QImage::Format_ARGB32);
    large.fill(Qt::transparent);
    QPainter big(&large);
    renderer.render(&big, QRectF(QPointF(0, 0), QSizeF(large.size())));
    big.end();
    QVERIFY(meanDifference(large.scaled(png.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation), png) < 8.0);
}

void TestVectorExport::pngTakesTheChosenWidth()
{
    MainWindow w;
    w.setQuiet(true);
    w.startGame(testing::randomGame(standardScenario(2), 5, 20));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("board.png"));
    testing::answerFileDialog(file);
    QAction *exportAction = w.findChild<QAction *>(QStringLiteral("actionExportBoardImage"));
    QVERIFY(exportAction);
    int offered = 0;
    testing::answerNext([&offered](QWidget *widget) {
        if (widget->objectName() != QLatin1String("imageSizeDialog"))
            return false;
        auto *width = widget->findChild<QSpinBox *>(QStringLiteral("imageWidth"));
        offered = width->value();
        width->setValue(1234);
        static_cast<QDialog *>(widget)->accept();
        return true;
    });
    exportAction->trigger();
    QCOMPARE(offered, boardImageSize(w.model()->position()).width()); // the board's own size, at first
    const QImage written(file);
    QCOMPARE(written.width(), 1234);
    const QSize natural = boardImageSize(w.model()->position());
    QVERIFY(std::abs(written.height() - 1234.0 * natural.height() / natural.width()) <= 1);
}

QTEST_MAIN(TestVectorExport)
#include "tst_vector_export.moc"
