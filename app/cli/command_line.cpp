// Shared plumbing of the eko-cli subcommands (see command_line.h).
#include "cli/command_line.h"

#include <cstdio>

namespace eko::cli {

namespace {

void write(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
}

// The text broken into lines of at most `width` characters at spaces.
QString wrapped(const QString &text, qsizetype width)
{
    QString out, line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            out += line + QLatin1Char('\n');
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    return out + line;
}

} // namespace

void printOut(const QString &text) { write(stdout, text); }

void printErr(const QString &text)
{
    std::fflush(stdout);
    write(stderr, text);
}

void reportError(const CommandSpec &spec, const QString &message)
{
    printErr(QStringLiteral("eko-cli %1: %2\n").arg(spec.name, message));
}

void reportUsageError(const CommandSpec &spec, const QString &message)
{
    reportError(spec, message);
    printErr(QStringLiteral("Usage: eko-cli %1 %2\nTry 'eko-cli %1 --help'.\n").arg(spec.name, spec.synopsis));
}

QString commandHelp(const QCommandLineParser &parser, const CommandSpec &spec)
{
    // Qt's first line names the executable as typed; ours names the command and its synopsis.
    QString text = parser.helpText();
    const qsizetype firstLineEnd = text.indexOf(QLatin1Char('\n'));
    text.remove(0, firstLineEnd < 0 ? text.size() : firstLineEnd + 1);
    return QStringLiteral("Usage: eko-cli %1 %2\n").arg(spec.name, spec.synopsis) + text;
}

std::optional<int> parseArguments(QCommandLineParser &parser, const CommandSpec &spec, const QStringList &args,
                                  int minPositional, int maxPositional)
{
    parser.setApplicationDescription(wrapped(spec.description, 79));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help and exit."));
    parser.addOption(help);
    // parse() skips the first element, the program name.
    if (!parser.parse(QStringList{QStringLiteral("eko-cli")} + args)) {
        reportUsageError(spec, parser.errorText());
        return ExitUsage;
    }
    if (parser.isSet(help)) {
        printOut(commandHelp(parser, spec));
        return ExitOk;
    }
    const auto count = parser.positionalArguments().size();
    if (count < minPositional) {
        reportUsageError(spec, QStringLiteral("missing argument"));
        return ExitUsage;
    }
    if (maxPositional >= 0 && count > maxPositional) {
        reportUsageError(spec, QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().at(maxPositional)));
        return ExitUsage;
    }
    return std::nullopt;
}

std::optional<int> intOption(const QCommandLineParser &parser, const QString &option, int min, int max,
                             const CommandSpec &spec)
{
    const QString text = parser.value(option);
    bool ok = false;
    const int value = text.toInt(&ok, 10);
    if (!ok || value < min || value > max) {
        reportUsageError(spec, QStringLiteral("--%1 takes a whole number from %2 to %3, not '%4'")
                                   .arg(option).arg(min).arg(max).arg(text));
        return std::nullopt;
    }
    return value;
}

} // namespace eko::cli
