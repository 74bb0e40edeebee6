// Both programs end with the same exit code on a bad command line (64, EX_USAGE), and eko says why.
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

namespace {

// A program built next to the tests (build/app/NAME), or empty.
QString program(const QString &name)
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &folder : {QStringLiteral("../app"), QStringLiteral("../../app"), QStringLiteral("app")}) {
        const QFileInfo candidate(here.filePath(folder + QLatin1Char('/') + name));
        if (candidate.isExecutable())
            return candidate.absoluteFilePath();
    }
    return {};
}

struct Run {
    int exitCode = -1;
    QString errors;
};

Run run(const QString &path, const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    process.start(path, arguments);
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class TestBadCommandLine : public QObject {
    Q_OBJECT

private slots:
    void sameExitCodeAsTheCli();
};

void TestBadCommandLine::sameExitCodeAsTheCli()
{
    const QString eko = program(QStringLiteral("eko"));
    const QString cli = program(QStringLiteral("eko-cli"));
    if (eko.isEmpty() || cli.isEmpty())
        QSKIP("eko and eko-cli are not built next to the tests");
    const Run cliUnknown = run(cli, {QStringLiteral("no-such-command")});
    QCOMPARE(cliUnknown.exitCode, 64);
    // An unknown option, a bad value, two files: each the code eko-cli uses, with a reason.
    const QList<QStringList> bad = {
        {QStringLiteral("--no-such-option")},
        {QStringLiteral("--lang"), QStringLiteral("xx")},
        {QStringLiteral("one.eko"), QStringLiteral("two.eko")},
        {QStringLiteral("--autoplay"), QStringLiteral("many")},
    };
    for (const QStringList &arguments : bad) {
        const Run r = run(eko, arguments);
        QVERIFY2(r.exitCode == cliUnknown.exitCode,
                 qPrintable(arguments.join(QLatin1Char(' ')) + QStringLiteral(": exit code %1").arg(r.exitCode)));
        QVERIFY2(r.errors.contains(QStringLiteral("eko: ")), qPrintable(r.errors));
    }
    // --help is no error.
    QCOMPARE(run(eko, {QStringLiteral("--help")}).exitCode, 0);
}

QTEST_MAIN(TestBadCommandLine)
#include "tst_bad_command_line.moc"
