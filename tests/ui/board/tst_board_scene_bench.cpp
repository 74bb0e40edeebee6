// Benchmarks of the board scene on the 4-player board: updating the items after one action
// (target under 2 ms), the same through the game model (undo and redo), and painting the view.
// A benchmark measures and prints; it never asserts a time.
#include "common/scene_follows_game.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "model/game_model.h"
#include "core/random.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

namespace {

// A 4-player game some way in, with buildings and captures on the board.
Game midGame()
{
    Game game(standardScenario(4), 21);
    Random random(3);
    for (int k = 0; k < 120 && !game.current().gameOver(); ++k) {
        const std::vector<Action> legal = rules::legalActions(game.current());
        std::vector<Action> lively;
        for (const Action &a : legal)
            if (a.kind == ActionKind::Attack || a.kind == ActionKind::Construct)
                lively.push_back(a);
        const Action a = !lively.empty() && random.below(2) == 0 ? lively[random.below(lively.size())]
                                                                 : legal[random.below(legal.size())];
        game.play(a);
    }
    return game;
}

} // namespace

class BenchBoardScene : public QObject {
    Q_OBJECT
private slots:
    void updateAfterOneAction()
    {
        // The scene alone: show the position after an action, then the one before (two updates per round).
        const Game game = midGame();
        QVERIFY(game.actionCount() > 1);
        const Position &before = game.positionAt(game.actionCount() - 1);
        const Position &after = game.current();
        BoardScene scene;
        scene.showPosition(before);
        QBENCHMARK {
            scene.showPosition(after);
            scene.showLastAction(game.actions().back());
            scene.showPosition(before);
            scene.showLastAction(std::nullopt);
        }
        QVERIFY(scene.spaceCount() == 91);
    }

    void undoAndRedoThroughTheModel()
    {
        // The whole path of one action each way: model, signals and scene.
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        model.setGame(midGame());
        QVERIFY(model.canUndo());
        QBENCHMARK {
            model.undo();
            model.redo();
        }
    }

    void paintTheBoard()
    {
        // Painting the fitted 4-player board once the art is cached.
        GameModel model;
        BoardScene scene;
        eko::testing::followGame(scene, model);
        model.setGame(midGame());
        BoardView view(&scene);
        view.resize(1200, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        view.viewport()->render(&image); // first paint fills the art cache
        QBENCHMARK {
            view.viewport()->render(&image);
        }
    }
};

QTEST_MAIN(BenchBoardScene)
#include "tst_board_scene_bench.moc"
