// eko, the desktop program: parses the command line, sets the language, builds the main window, runs.
#include "desktop/desktop_command_line.h"
#include "desktop/file_argument.h"
#include "desktop/random_autoplay.h"
#include "desktop/screenshot.h"
#include "desktop/termination.h"

#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "session/preferences.h"
#include "window/main_window.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QIcon>
#include <QSessionManager>
#include <QTimer>
#include <cstdio>
#include <memory>
#include <string_view>

#ifndef EKO_VERSION
#define EKO_VERSION "0"
#endif

namespace {

// The --lang value, looked for before the full parse so that --help is already translated.
QString languageArgument(const QStringList &arguments)
{
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(QLatin1String("--lang=")))
            return arguments[i].mid(7);
    }
    return {};
}

// Whether the command line asks only for text (--help, --version): then the program prints it
// without a window system, so that it works in a console, over ssh and in a build without a display.
bool asksOnlyForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--")
            break;
        for (const std::string_view option : {"-h", "-?", "--help", "--help-all", "-v", "--version"})
            if (argument == option)
                return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer clock;
    clock.start();
    const bool textOnly = asksOnlyForText(argc, argv);
    const std::unique_ptr<QCoreApplication> application =
        textOnly ? std::make_unique<QCoreApplication>(argc, argv) : std::make_unique<QApplication>(argc, argv);
    eko::ui::setApplicationIdentity(QStringLiteral(EKO_VERSION));

    eko::ui::LanguageSwitcher languages;
    languages.apply(eko::ui::startupLanguage(languageArgument(QCoreApplication::arguments()),
                                             eko::ui::preferences::language(), QLocale::system()));
    // --help and --version print and exit here.
    const std::optional<eko::desktop::CommandLine> options = eko::desktop::parseCommandLine(*application);
    if (!options || textOnly)
        return eko::desktop::kExitUsage;
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/eko.svg")));

    if (!options->exportImage.isEmpty())
        return eko::desktop::exportBoardImage(options->file, options->at, options->exportImage, options->width);

    eko::ui::MainWindow window(&languages);
    if (!options->screenshotEditor.isEmpty()) {
        window.setQuiet(true);
        return eko::desktop::takeEditorScreenshot(window, options->file, options->screenshotEditor);
    }
    if (!options->screenshot.isEmpty() || !options->screenshotEnd.isEmpty()) {
        window.setQuiet(true);
        int code = 0;
        if (!options->screenshot.isEmpty())
            code = eko::desktop::takeScreenshot(window, options->file, options->screenshot);
        if (code == 0 && !options->screenshotEnd.isEmpty())
            code = eko::desktop::takeEndScreenshot(window, options->file, options->screenshotEnd);
        return code;
    }
    if (options->startupTime) {
        window.setQuiet(true);
        QObject::connect(&window, &eko::ui::MainWindow::firstPainted, application.get(), [&clock] {
            std::fprintf(stderr, "startup: %lld ms to the first painted window\n",
                         static_cast<long long>(clock.elapsed()));
            QCoreApplication::quit();
        });
    }

    // A termination signal or the end of the session is a clean end, not a crash: a game with unsaved
    // changes stays in the autosave (offered as unsaved at the next start), any other autosave goes.
    const eko::desktop::TerminationSignals termination([&window] {
        window.endBySystem();
        QCoreApplication::exit(0);
    });
#ifndef QT_NO_SESSIONMANAGER
    QObject::connect(qApp, &QGuiApplication::commitDataRequest, &window,
                     [&window](QSessionManager &) { window.endBySystem(); });
#endif

    // What to show first: an interrupted game (offered before anything can overwrite its autosave),
    // else the file asked for, else a new standard game. A file asked for while this window resumes
    // an interrupted game opens in a new window (another eko, with its own autosave).
    const bool interrupted = !options->startupTime && eko::ui::Autosave::exists();
    const bool ask = interrupted && !options->resume;
    auto startUp = [&window, &options, interrupted, ask] {
        bool started = interrupted && window.offerResume(ask);
        if (started && !options->file.isEmpty())
            eko::desktop::openInNewProgram(options->file);
        else if (!started && !options->file.isEmpty())
            started = eko::desktop::openFileArgument(window, options->file);
        if (!started)
            window.startDefaultGame();
        if (options->autoplay >= 0)
            eko::desktop::randomAutoplay(*window.model(), options->autoplay);
        else if (!options->startupTime)
            // The first-start welcome, over the window once it is up (never in test or timing runs).
            QTimer::singleShot(0, &window, &eko::ui::MainWindow::offerWelcome);
    };
    if (ask || (!options->file.isEmpty() && eko::desktop::isScenarioFile(options->file))) {
        // The question (or the New Game dialog of a scenario) comes once the window is up.
        window.show();
        QTimer::singleShot(0, &window, startUp);
    } else {
        startUp();
        window.show();
    }
    return QApplication::exec();
}
