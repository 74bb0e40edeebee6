// Work the person does not wait for (the analysis of a game, the teaching game's judgements) runs
// at a lower priority than the window, so that the window answers at once however busy the cores are.
#pragma once

namespace eko::ui {

// Lowers the calling thread's priority (Linux: its nice value, which the threads it starts inherit;
// elsewhere nothing). Called first thing in a worker thread.
void lowerThisThreadsPriority();

} // namespace eko::ui
