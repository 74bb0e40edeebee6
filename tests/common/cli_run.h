// Running the built eko-cli from a test: where it is, and one run's exit code and output.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace eko::testing {

struct CliRun {
    int exitCode = -1; // -1: did not finish; -2: crashed (a crash is never an answer, whatever the input)
    QByteArray out;
    QByteArray err;
};

// The eko-cli built beside the tests (tests in build/tests/, the tool in build/app/), or empty.
inline QString builtCli()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {QStringLiteral("../app/eko-cli"), QStringLiteral("../../app/eko-cli")}) {
        const QFileInfo info(here.filePath(candidate));
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return {};
}

// Runs `cli` with `args` in `folder`, waiting up to five minutes.
inline CliRun runCli(const QString &cli, const QString &folder, const QStringList &args)
{
    QProcess process;
    process.setWorkingDirectory(folder);
    process.start(cli, args);
    CliRun r;
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        qWarning("eko-cli %s did not finish", qPrintable(args.join(QLatin1Char(' '))));
        return r;
    }
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    return r;
}

} // namespace eko::testing
