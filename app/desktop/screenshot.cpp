// Screenshot mode.
#include "screenshot.h"

#include "app/random_play.h"
#include "model/game_model.h"
#include "window/main_window.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QImage>
#include <QPixmap>
#include <QTimer>
#include <cstdio>
#include <vector>

namespace eko::desktop {

namespace {

constexpr std::uint64_t kSampleSeed = 20240611;
constexpr int kSamplePlayers = 3;
constexpr int kSampleActions = 45;

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
    window.resize(1400, 900);
    window.show();
    // Let the window lay itself out and paint once.
    QEventLoop loop;
    QObject::connect(&window, &ui::MainWindow::firstPainted, &loop, &QEventLoop::quit);
    QTimer::singleShot(3000, &loop, &QEventLoop::quit);
    loop.exec();
    QCoreApplication::processEvents();
    const QImage image = window.grab().toImage();
    if (!image.save(png, "PNG")) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("eko::desktop::Screenshot", "eko: cannot write the image %1.")
                                    .arg(QDir::toNativeSeparators(png))));
        return 1;
    }
    return 0;
}

} // namespace eko::desktop
