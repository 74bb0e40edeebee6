// A worker thread below the window's priority (background_priority.h).
#include "model/background_priority.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#endif

namespace eko::ui {

void lowerThisThreadsPriority()
{
#ifdef Q_OS_LINUX
    // On Linux the nice value is the thread's own (who = 0: the calling thread), and new threads take it.
    constexpr int kBackgroundNice = 10;
    (void)setpriority(PRIO_PROCESS, 0, kBackgroundNice);
#endif
}

} // namespace eko::ui
