// Running the built programs (eko-cli, eko) from a test: where they are, and one run's exit code
// and output.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace eko::testing {

struct CliRun {
    int exitCode = -1; // -1: did not finish; -2: crashed (a crash is never an answer, whatever the input)
    QByteArray out;
    QByteArray err;
};

// The program `name` ("eko-cli", "eko") built beside the tests (tests in build/tests/, the
// programs in build/app/), or empty.
inline QString builtProgram(const QString &name)
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &folder : {QStringLiteral("../app/"), QStringLiteral("../../app/")}) {
        const QFileInfo info(here.filePath(folder + name));
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return {};
}

inline QString builtCli() { return builtProgram(QStringLiteral("eko-cli")); }

// Runs `program` with `args` in `folder` (offscreen, so that eko needs no display), waiting up to
// `timeoutMs` (five minutes unless said).
inline CliRun runCli(const QString &program, const QString &folder, const QStringList &args, int timeoutMs = 300000)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(folder);
    process.start(program, args);
    CliRun r;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        qWarning("%s %s did not finish", qPrintable(QFileInfo(program).fileName()),
                 qPrintable(args.join(QLatin1Char(' '))));
        return r;
    }
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    return r;
}

} // namespace eko::testing
