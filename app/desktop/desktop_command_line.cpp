// Command-line parsing with QCommandLineParser.
#include "desktop/desktop_command_line.h"

#include "board/board_image.h"
#include "session/language.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <cstdio>

namespace eko::desktop {

// The translation context of the command line's texts.
class CommandLineText {
    Q_DECLARE_TR_FUNCTIONS(eko::desktop::CommandLineText)
};

std::optional<CommandLine> parseCommandLine(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandLineText::tr("Ekö, the strategy board game for 2 to 4 players."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), CommandLineText::tr("A saved game (.eko) to open."), QStringLiteral("[FILE]"));
    const QCommandLineOption lang(QStringList{QStringLiteral("lang")},
                                  CommandLineText::tr("Interface language: en, ko, pt or zh_CN (default: the saved "
                                     "preference, else the system's language)."),
                                  QStringLiteral("CODE"));
    const QCommandLineOption screenshot(QStringList{QStringLiteral("screenshot")},
                                        CommandLineText::tr("Render the main window to a PNG file and exit. Without FILE, "
                                           "a sample 3-player game is shown."),
                                        QStringLiteral("PNG"));
    const QCommandLineOption screenshotEnd(QStringList{QStringLiteral("screenshot-end")},
                                           CommandLineText::tr("Render the end-of-game dialog over the main window to a "
                                              "PNG file and exit. FILE must be a finished game; without FILE, the "
                                              "sample game is played to its end."),
                                           QStringLiteral("PNG"));
    const QCommandLineOption exportImage(QStringList{QStringLiteral("export-image")},
                                         CommandLineText::tr("Write the board of the game FILE, with the art of the "
                                            "screen, to a PNG or SVG file (by its extension) and exit."),
                                         QStringLiteral("OUT"));
    const QCommandLineOption at(QStringList{QStringLiteral("at")},
                                CommandLineText::tr("With --export-image: the position after the first K actions "
                                   "(0 = the start; default: all)."),
                                QStringLiteral("K"));
    const QCommandLineOption width(QStringList{QStringLiteral("width")},
                                   CommandLineText::tr("With --export-image to a PNG: its width in pixels, %1 to %2 "
                                      "(the height follows the board; default: the board's own size).")
                                       .arg(ui::kMinBoardImageWidth)
                                       .arg(ui::kMaxBoardImageWidth),
                                   QStringLiteral("W"));
    const QCommandLineOption screenshotEditor(QStringList{QStringLiteral("screenshot-editor")},
                                              CommandLineText::tr("Render the scenario editor to a PNG file and exit. "
                                                 "FILE may be a scenario (.ekoscn); without it, a sample position is shown."),
                                              QStringLiteral("PNG"));
    const QCommandLineOption startup(QStringList{QStringLiteral("startup-time")},
                                     CommandLineText::tr("Print the time from start to the first painted window "
                                        "(milliseconds, on stderr) and exit."));
    const QCommandLineOption resume(QStringList{QStringLiteral("resume")},
                                    CommandLineText::tr("Resume an interrupted game without asking."));
    const QCommandLineOption autoplay(QStringList{QStringLiteral("autoplay")},
                                      CommandLineText::tr("For testing: play N random legal actions after start, print "
                                         "a line on stdout, and keep running."),
                                      QStringLiteral("N"));
    for (const QCommandLineOption &o :
         {lang, screenshot, screenshotEnd, screenshotEditor, exportImage, at, width, startup, resume, autoplay})
        parser.addOption(o);
    // parse(), not process(): a bad option ends with kExitUsage, as in eko-cli, not with 1.
    if (!parser.parse(app.arguments())) {
        std::fprintf(stderr, "eko: %s\n", qPrintable(parser.errorText()));
        return std::nullopt;
    }
    if (parser.isSet(help))
        parser.showHelp(0);
    if (parser.isSet(version))
        parser.showVersion();

    CommandLine result;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        std::fprintf(stderr, "%s\n", qPrintable(CommandLineText::tr("eko: only one file can be opened.")));
        return std::nullopt;
    }
    if (!positional.isEmpty())
        result.file = positional.front();
    if (parser.isSet(lang)) {
        result.language = parser.value(lang);
        if (!ui::isAvailableLanguage(result.language)) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(CommandLineText::tr("eko: unknown language “%1”; use en, ko, pt or zh_CN.").arg(result.language)));
            return std::nullopt;
        }
    }
    result.screenshot = parser.value(screenshot);
    if (parser.isSet(screenshot) && result.screenshot.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(CommandLineText::tr("eko: --screenshot needs a file name.")));
        return std::nullopt;
    }
    result.screenshotEnd = parser.value(screenshotEnd);
    if (parser.isSet(screenshotEnd) && result.screenshotEnd.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(CommandLineText::tr("eko: --screenshot-end needs a file name.")));
        return std::nullopt;
    }
    if (parser.isSet(exportImage)) {
        result.exportImage = parser.value(exportImage);
        const QString suffix = result.exportImage.section(QLatin1Char('.'), -1).toLower();
        if (!result.exportImage.contains(QLatin1Char('.'))
            || (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(CommandLineText::tr("eko: --export-image needs a file name ending in .png or .svg.")));
            return std::nullopt;
        }
        if (result.file.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(CommandLineText::tr("eko: --export-image needs a game file: "
                                                                          "eko --export-image OUT.png GAME.")));
            return std::nullopt;
        }
    }
    if (parser.isSet(at)) {
        bool ok = false;
        result.at = parser.value(at).toInt(&ok);
        if (!ok || *result.at < 0) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(CommandLineText::tr("eko: --at needs a number of actions, 0 or more.")));
            return std::nullopt;
        }
        if (result.exportImage.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(CommandLineText::tr("eko: --at goes with --export-image.")));
            return std::nullopt;
        }
    }
    if (parser.isSet(width)) {
        bool ok = false;
        result.width = parser.value(width).toInt(&ok);
        if (!ok || result.width < ui::kMinBoardImageWidth || result.width > ui::kMaxBoardImageWidth
            || !result.exportImage.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(CommandLineText::tr("eko: --width goes with --export-image to a .png file and "
                                                        "needs a number of pixels from %1 to %2.")
                                        .arg(ui::kMinBoardImageWidth)
                                        .arg(ui::kMaxBoardImageWidth)));
            return std::nullopt;
        }
    }
    result.screenshotEditor = parser.value(screenshotEditor);
    if (parser.isSet(screenshotEditor) && result.screenshotEditor.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(CommandLineText::tr("eko: --screenshot-editor needs a file name.")));
        return std::nullopt;
    }
    result.startupTime = parser.isSet(startup);
    result.resume = parser.isSet(resume);
    if (parser.isSet(autoplay)) {
        bool ok = false;
        result.autoplay = parser.value(autoplay).toInt(&ok);
        if (!ok || result.autoplay < 0 || result.autoplay > 100000) {
            std::fprintf(stderr, "%s\n", qPrintable(CommandLineText::tr("eko: --autoplay needs a number from 0 to 100000.")));
            return std::nullopt;
        }
    }
    return result;
}

} // namespace eko::desktop
