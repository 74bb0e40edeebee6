// Board pictures (board/board_image.h) and `eko --export-image`: the PNG has the board's size and
// shows the board (not blank, last action marked), the SVG parses with QSvgRenderer at the same
// size, files are written whole or not at all, and bad arguments end with 64 and a reason.
#include "board/board_image.h"

#include "common/cli_run.h"
#include "files/game_file.h"
#include "session/language.h"
#include "window/export_board_action.h"
#include "window/main_window.h"

#include <QPainter>
#include <QDir>
#include <QMenuBar>
#include <QFileInfo>
#include <QSet>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace eko;
using namespace eko::testing;
using namespace eko::ui;

namespace {

Game finishedGame()
{
    files::FileProblems problems;
    std::optional<Game> game = files::loadGame(QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko"), problems);
    return std::move(*game);
}

// The share of pixels that are not transparent, and how many colours they have.
std::pair<double, int> coverage(const QImage &image)
{
    int opaque = 0;
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) {
            const QRgb p = image.pixel(x, y);
            if (qAlpha(p) > 0) {
                ++opaque;
                colours.insert(p);
            }
        }
    return {opaque / double(((image.width() + 1) / 2) * ((image.height() + 1) / 2)), int(colours.size())};
}

// Runs the eko built beside the tests in the current folder, for up to a minute.
CliRun runEko(const QStringList &arguments)
{
    return runCli(builtProgram(QStringLiteral("eko")), QDir::currentPath(), arguments, 60000);
}

} // namespace

class TestBoardImage : public QObject {
    Q_OBJECT

private slots:
    void pngHasTheBoardsSizeAndShowsIt()
    {
        const Game game = finishedGame();
        const int k = game.actionCount();
        const BoardPicture picture{game.positionAt(k), game.actions().back()};
        const QImage image = boardImage(picture);
        const QSize size = boardImageSize(game.current());
        QVERIFY(size.width() > 300 && size.height() > 300);
        QCOMPARE(image.size(), size);
        const auto [share, colours] = coverage(image);
        QVERIFY2(share > 0.5, qPrintable(QString::number(share)));
        QVERIFY2(colours > 50, qPrintable(QString::number(colours)));
        // The last action is marked: the same position without it is another picture.
        const QImage unmarked = boardImage(BoardPicture{game.positionAt(k), std::nullopt});
        QCOMPARE(unmarked.size(), size);
        QVERIFY(unmarked != image);
        // Another position of the same game is another picture of the same size.
        const QImage start = boardImage(BoardPicture{game.positionAt(0), std::nullopt});
        QCOMPARE(start.size(), size);
        QVERIFY(start != unmarked);
    }

    void writesPngAndSvg()
    {
        const Game game = finishedGame();
        const BoardPicture picture{game.current(), game.actions().back()};
        QTemporaryDir dir;
        QString error;
        const QString png = dir.filePath(QStringLiteral("board.PNG"));
        QVERIFY2(writeBoardImage(picture, png, &error), qPrintable(error));
        QImage read(png);
        QCOMPARE(read.size(), boardImageSize(game.current()));
        QVERIFY(coverage(read).first > 0.5);

        const QString svg = dir.filePath(QStringLiteral("board.svg"));
        QVERIFY2(writeBoardImage(picture, svg, &error), qPrintable(error));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox().size(), boardImageSize(game.current()));
        // Drawn again from the SVG, it shows the board too.
        QImage drawn(renderer.viewBox().size(), QImage::Format_ARGB32_Premultiplied);
        drawn.fill(Qt::transparent);
        QPainter painter(&drawn);
        renderer.render(&painter);
        painter.end();
        QVERIFY(coverage(drawn).first > 0.5);
    }

    void refusesWhatItCannotWrite()
    {
        const Game game = finishedGame();
        const BoardPicture picture{game.current(), std::nullopt};
        QTemporaryDir dir;
        QString error;
        QVERIFY(!writeBoardImage(picture, dir.filePath(QStringLiteral("board.jpg")), &error));
        QVERIFY(error.contains(QLatin1String(".png")));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("board.jpg"))));
        error.clear();
        QVERIFY(!writeBoardImage(picture, dir.filePath(QStringLiteral("no/such/folder/board.png")), &error));
        QVERIFY(!error.isEmpty());
        // An existing file stays as it was when the new picture cannot be made.
        const QString kept = dir.filePath(QStringLiteral("kept.png"));
        {
            QFile f(kept);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("old");
        }
        QVERIFY(!writeBoardImage(BoardPicture{}, kept, &error));
        QFile f(kept);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old"));
    }

    // Game ▸ Export Board Image… is in the main window's Game menu, and speaks the interface language.
    void menuActionInTheGameMenu()
    {
        LanguageSwitcher languages;
        MainWindow window(&languages);
        window.setQuiet(true);
        auto *action = window.findChild<ExportBoardAction *>(QStringLiteral("actionExportBoardImage"));
        QVERIFY(action);
        QCOMPARE(action->text(), QStringLiteral("E&xport Board Image…"));
        const QList<QAction *> menus = window.menuBar()->actions();
        QVERIFY(!menus.isEmpty());
        QVERIFY(menus.first()->menu()->actions().contains(action));
        QVERIFY(languages.apply(QStringLiteral("ko")));
        QTRY_COMPARE(action->text(), QStringLiteral("게임판 이미지 내보내기(&X)…"));
        QVERIFY(languages.apply(QStringLiteral("en")));
        QTRY_COMPARE(action->text(), QStringLiteral("E&xport Board Image…"));
    }

    void commandLineExports()
    {
        QVERIFY2(!builtProgram(QStringLiteral("eko")).isEmpty(), "eko is built next to the tests");
        QTemporaryDir dir;
        const QString game = QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko");
        const QString png = dir.filePath(QStringLiteral("end.png"));
        CliRun run = runEko({QStringLiteral("--export-image"), png, game});
        QCOMPARE(run.exitCode, 0);
        const Game loaded = finishedGame();
        QCOMPARE(QImage(png).size(), boardImageSize(loaded.current()));

        const QString svg = dir.filePath(QStringLiteral("start.svg"));
        run = runEko({game, QStringLiteral("--export-image"), svg, QStringLiteral("--at"), QStringLiteral("0"),
                      QStringLiteral("--lang"), QStringLiteral("ko")});
        QCOMPARE(run.exitCode, 0);
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox().size(), boardImageSize(loaded.positionAt(0)));

        // --at K: the position after K actions with action K marked, as drawn here.
        const QString at5 = dir.filePath(QStringLiteral("at5.png"));
        QCOMPARE(runEko({QStringLiteral("--export-image"), at5, game, QStringLiteral("--at=5")}).exitCode, 0);
        const QImage expected = boardImage(BoardPicture{loaded.positionAt(5), loaded.actions()[4]});
        QCOMPARE(QImage(at5).convertToFormat(QImage::Format_ARGB32), expected.convertToFormat(QImage::Format_ARGB32));
        QVERIFY(QImage(at5).convertToFormat(QImage::Format_ARGB32) != QImage(png).convertToFormat(QImage::Format_ARGB32));
    }

    void commandLineRefusesBadArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("reason");
        const QString game = QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko");
        const QString out = QDir::temp().filePath(QStringLiteral("eko-test-never-written.png"));
        QTest::newRow("no game") << QStringList{"--export-image", out} << "needs a game file";
        QTest::newRow("not png or svg") << QStringList{"--export-image", "board.jpg", game} << ".png or .svg";
        QTest::newRow("no extension") << QStringList{"--export-image", "board", game} << ".png or .svg";
        QTest::newRow("no value") << QStringList{game, "--export-image"} << "export-image";
        QTest::newRow("--at alone") << QStringList{game, "--at", "3"} << "--export-image";
        QTest::newRow("--at not a number") << QStringList{"--export-image", out, game, "--at", "x"} << "--at";
        QTest::newRow("--at negative") << QStringList{"--export-image", out, game, "--at", "-1"} << "--at";
        QTest::newRow("--at past the end") << QStringList{"--export-image", out, game, "--at", "100000"} << "ends after";
    }

    void commandLineRefusesBadArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, reason);
        QVERIFY2(!builtProgram(QStringLiteral("eko")).isEmpty(), "eko is built next to the tests");
        const CliRun run = runEko(arguments);
        QCOMPARE(run.exitCode, 64);
        QVERIFY2(QString::fromUtf8(run.err).contains(reason), run.err.constData());
        QVERIFY(!QFileInfo::exists(QDir::temp().filePath(QStringLiteral("eko-test-never-written.png"))));
    }

    void commandLineTellsAnUnreadableGame()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("board.png"));
        const CliRun run = runEko({QStringLiteral("--export-image"), out, dir.filePath(QStringLiteral("missing.eko"))});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("missing.eko"), run.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_MAIN(TestBoardImage)
#include "tst_board_image.moc"
