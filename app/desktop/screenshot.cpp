// Screenshot mode.
#include "desktop/screenshot.h"

#include "desktop/desktop_command_line.h"

#include "board/board_image.h"
#include "files/game_file.h"
#include "model/demo_game.h"
#include "editor/board_tools.h"
#include "editor/editor_actions.h"
#include "editor/editor_window.h"
#include "editor/scenario_model.h"
#include "dialogs/end_of_game_dialog.h"
#include "model/game_model.h"
#include "window/replay_mode.h"
#include "replay/replay_model.h"
#include "window/main_window.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QScreen>
#include <QTimer>
#include <cstdio>
#include <optional>
#include <vector>

namespace eko::desktop {

namespace {

constexpr std::uint64_t kSampleSeed = 20240611;
constexpr int kSamplePlayers = 3;
constexpr int kSampleActions = 45;
// The finished sample: the first of these seeds whose random game ends in a victory by points.
constexpr int kSampleSeedsTried = 40;
constexpr int kSampleMaxActions = 20000;

void complain(const QString &text) { std::fprintf(stderr, "%s\n", qPrintable(text)); }

// Lets a window that has just been shown lay itself out and paint.
void settle(int milliseconds)
{
    QEventLoop loop;
    QTimer::singleShot(milliseconds, &loop, &QEventLoop::quit);
    loop.exec();
    QCoreApplication::processEvents();
}

// Shows the window at the screenshot size and waits until it has laid itself out and painted once.
void showAndSettle(ui::MainWindow &window)
{
    if (window.isVisible()) { // painted before: the new game only needs laying out and painting
        settle(100);
        return;
    }
    window.resize(ui::MainWindow::kDefaultSize);
    window.show();
    QEventLoop loop;
    QObject::connect(&window, &ui::MainWindow::firstPainted, &loop, &QEventLoop::quit);
    QTimer::singleShot(3000, &loop, &QEventLoop::quit);
    loop.exec();
    QCoreApplication::processEvents();
}

int save(const QImage &image, const QString &png)
{
    if (!image.save(png, "PNG")) {
        complain(QCoreApplication::translate("eko::desktop::Screenshot", "eko: cannot write the image %1.")
                     .arg(QDir::toNativeSeparators(png)));
        return 1;
    }
    return 0;
}

// The sample game played to its end: a victory by points where one of the seeds gives it, else
// the first game that ends.
std::optional<Game> finishedSample()
{
    std::optional<Game> first;
    for (int i = 0; i < kSampleSeedsTried; ++i) {
        Game game = ui::demoGame(kSamplePlayers, kSampleSeed + i, kSampleMaxActions);
        if (!game.current().gameOver())
            continue;
        if (game.current().result().kind == ResultKind::PointsVictory)
            return game;
        if (!first)
            first = std::move(game);
    }
    return first;
}

// Selects the stack of the player to move with the most actions, so that the picture shows them.
void selectSampleStack(ui::GameModel &model)
{
    const Position &pos = model.position();
    if (pos.phase() != Phase::FirstAction)
        return;
    std::vector<int> actionsFrom(static_cast<size_t>(pos.board().spaceCount()), 0);
    for (const Action &a : model.legalActions())
        if ((a.kind == ActionKind::Move || a.kind == ActionKind::Attack) && a.from >= 0)
            ++actionsFrom[static_cast<size_t>(a.from)];
    SpaceIndex best = kNoSpace;
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
        if (pos.stack(s).owner == pos.toMove() && (best == kNoSpace || actionsFrom[s] > actionsFrom[best]))
            best = s;
    if (best != kNoSpace)
        model.clickSpace(best);
}

} // namespace

int takeScreenshot(ui::MainWindow &window, const QString &file, const QString &png)
{
    if (!file.isEmpty()) {
        if (!window.openFile(file))
            return 1;
    } else {
        window.startGame(ui::demoGame(kSamplePlayers, kSampleSeed, kSampleActions));
        selectSampleStack(*window.model());
    }
    showAndSettle(window);
    return save(window.grab().toImage(), png);
}

int takeEndScreenshot(ui::MainWindow &window, const QString &file, const QString &png)
{
    if (!file.isEmpty()) {
        if (!window.openFile(file))
            return 1;
        if (!window.model()->position().gameOver()) {
            complain(QCoreApplication::translate("eko::desktop::Screenshot",
                                                 "eko: the game “%1” has not ended; --screenshot-end needs a finished game.")
                         .arg(QDir::toNativeSeparators(file)));
            return 1;
        }
    } else {
        std::optional<Game> game = finishedSample();
        if (!game) {
            complain(QCoreApplication::translate("eko::desktop::Screenshot", "eko: no sample game came to an end."));
            return 1;
        }
        window.startGame(std::move(*game));
    }
    // A finished game opens in replay; the end is shown as play ends, with the dialog.
    window.replayMode()->replay()->leave();
    showAndSettle(window);

    // The dialog as the program opens it when the game ends, centred over the window (which is
    // quiet, so it did not open it itself).
    ui::EndOfGameDialog dialog(window.model()->game(), &window);
    dialog.show();
    settle(100);
    QImage image = window.grab().toImage();
    const QPixmap shot = dialog.grab();
    const QSize size = dialog.size();
    const QPoint at((window.width() - size.width()) / 2, (window.height() - size.height()) / 2);
    QPainter painter(&image);
    // The window dims behind a modal dialog; the dialog casts a soft shadow and has a thin frame.
    painter.fillRect(QRect(QPoint(0, 0), window.size()), QColor(0, 0, 0, 60));
    for (int i = 1; i <= 8; ++i)
        painter.fillRect(QRect(at, size).adjusted(-i, -i + 3, i, i + 3), QColor(0, 0, 0, 10));
    painter.drawPixmap(at, shot);
    painter.setPen(dialog.palette().color(QPalette::Dark));
    painter.drawRect(QRect(at, size).adjusted(-1, -1, 0, 0));
    painter.end();
    dialog.close();
    return save(image, png);
}

int exportBoardImage(const QString &file, std::optional<int> at, const QString &out, int width)
{
    files::FileProblems problems;
    const std::optional<Game> game = files::loadGame(file, problems);
    if (!game) {
        complain(QCoreApplication::translate("eko::desktop::Screenshot", "eko: cannot open the game “%1”: %2")
                     .arg(QDir::toNativeSeparators(file), files::toStringList(problems).join(QStringLiteral("; "))));
        return 1;
    }
    const int k = at.value_or(game->actionCount());
    if (k > game->actionCount()) {
        complain(QCoreApplication::translate("eko::desktop::Screenshot",
                                             "eko: --at %1, but the game “%2” ends after action %3.")
                     .arg(QString::number(k), QDir::toNativeSeparators(file), QString::number(game->actionCount())));
        return kExitUsage;
    }
    ui::BoardPicture picture{game->positionAt(k), k > 0 ? std::optional<Action>(game->actions()[k - 1]) : std::nullopt};
    picture.width = width;
    QString error;
    if (!ui::writeBoardImage(picture, out, &error)) {
        complain(QStringLiteral("eko: %1").arg(error));
        return 1;
    }
    return 0;
}

int takeEditorScreenshot(ui::MainWindow &window, const QString &file, const QString &png, QSize size)
{
    ui::EditorWindow *editor = window.editorActions()->editor();
    editor->setInteractive(false);
    if (!file.isEmpty()) {
        if (!editor->openFile(file))
            return 1;
    } else {
        // The sample game's position as a scenario, with one stack too tall for a smaller stack
        // limit, so that a problem shows in the panel and on the board.
        const Game game = ui::demoGame(kSamplePlayers, kSampleSeed, kSampleActions);
        editor->newScenario(ui::EditorActions::scenarioOfPosition(game.scenario(), game.current()));
        ui::ScenarioModel *model = editor->model();
        SpaceIndex tallest = kNoSpace;
        for (SpaceIndex s = 0; s < model->board().spaceCount(); ++s)
            if (tallest == kNoSpace || model->position().stack(s).size > model->position().stack(tallest).size)
                tallest = s;
        model->setStackSize(tallest, 4);
        RulesSettings settings = model->scenario().settings;
        settings.stackLimit = 3;
        model->setSettings(settings);
        editor->tools()->setTool(ui::BoardTools::Tool::Stacks);
        editor->tools()->select(tallest);
    }
    // The default size, or the screen's where it is smaller (a look at a small screen).
    const QSize screen = editor->screen() ? editor->screen()->availableGeometry().size() : QSize(1400, 900);
    editor->resize(size.isValid() ? size : QSize(1400, 900).boundedTo(screen));
    editor->show();
    settle(400);
    return save(editor->grab().toImage(), png);
}

} // namespace eko::desktop
