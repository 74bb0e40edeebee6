// A board scene that shows a game model as the main window shows a game in play (there
// window/board_presenter does it): the position, the last action and the highlights, after every
// change of the model. For tests of the board alone.
#pragma once

#include "board/board_scene.h"
#include "model/game_model.h"

#include <QObject>

namespace eko::testing {

inline void followGame(ui::BoardScene &scene, ui::GameModel &model)
{
    const auto show = [&scene, &model] {
        if (!model.hasGame()) {
            scene.clearBoard();
            return;
        }
        scene.showPosition(model.position());
        scene.showLastAction(model.lastAction());
        scene.showHighlights(model.highlights(), model.selectedSpace());
    };
    for (auto signal : {&ui::GameModel::gameReset, &ui::GameModel::positionChanged, &ui::GameModel::selectionChanged})
        QObject::connect(&model, signal, &scene, show);
    show();
}

} // namespace eko::testing
