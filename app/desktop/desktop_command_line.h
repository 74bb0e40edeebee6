// The desktop program's command line: eko [FILE] [--lang CODE] [--screenshot PNG] [--screenshot-end PNG]
// [--screenshot-editor PNG] [--export-image PNG|SVG [--at K] [--width W]] [--startup-time] [--resume] [--autoplay N].
#pragma once

#include <QString>
#include <optional>

class QCoreApplication;

namespace eko::desktop {

struct CommandLine {
    QString file;           // a game to open
    QString language;       // --lang: en, ko, pt, zh_CN
    QString screenshot;     // --screenshot: render the main window to this PNG and exit
    QString screenshotEnd;  // --screenshot-end: render the end-of-game dialog over the window to this PNG and exit
    QString exportImage;    // --export-image: write the board of FILE to this PNG or SVG and exit
    std::optional<int> at;  // --at: with --export-image, the position after this many actions
    int width = 0;          // --width: with --export-image to a PNG, its width in pixels (0: the board's own)
    QString screenshotEditor; // --screenshot-editor: render the scenario editor to this PNG and exit
    bool startupTime = false; // --startup-time: print the time to the first painted window and exit
    bool resume = false;    // --resume: resume an interrupted game without asking
    int autoplay = -1;      // --autoplay: (testing) play N random legal actions, report, keep running (-1: not asked)
};

// The exit code for a bad command line, the same as eko-cli's (EX_USAGE of sysexits.h).
inline constexpr int kExitUsage = 64;

// Parses the arguments; --help and --version print and exit. On a bad argument, prints why
// to stderr and returns nothing.
std::optional<CommandLine> parseCommandLine(const QCoreApplication &app);

} // namespace eko::desktop
