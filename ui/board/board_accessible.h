// What a screen reader sees of the board view: a list with one item per space (its name, terrain,
// stack and building, as the tooltip says them: board/space_description.h), the focused one being
// the space under the keyboard's focus ring, so that the board's arrow keys walk the spaces aloud.
// install() registers the factory once; BoardView calls it and tells focus changes (spaceFocused).
#pragma once

#include "core/position.h"


namespace eko::ui {

class BoardView;

namespace board_accessible {

// Registers the interface factory for BoardView (once; later calls do nothing).
void install();
// The focus ring moved to `space` (kNoSpace: none): a Focus event for its item when the view has
// the keyboard focus, else a NameChanged of the view's focused child.
void spaceFocused(BoardView *view, SpaceIndex space);

} // namespace board_accessible

} // namespace eko::ui
