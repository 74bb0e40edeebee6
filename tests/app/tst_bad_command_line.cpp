// Both programs end with the same exit code on a bad command line (64, EX_USAGE), and eko says why.
#include "common/cli_run.h"

#include <QTest>

using namespace eko::testing;

namespace {

// Runs `program` in the current folder, for up to 30 s.
CliRun run(const QString &program, const QStringList &arguments)
{
    return runCli(program, QDir::currentPath(), arguments, 30000);
}

} // namespace

class TestBadCommandLine : public QObject {
    Q_OBJECT

private slots:
    void sameExitCodeAsTheCli();
};

void TestBadCommandLine::sameExitCodeAsTheCli()
{
    const QString eko = builtProgram(QStringLiteral("eko"));
    const QString cli = builtCli();
    if (eko.isEmpty() || cli.isEmpty())
        QSKIP("eko and eko-cli are not built next to the tests");
    const CliRun cliUnknown = run(cli, {QStringLiteral("no-such-command")});
    QCOMPARE(cliUnknown.exitCode, 64);
    // An unknown option, a bad value, two files: each the code eko-cli uses, with a reason.
    const QList<QStringList> bad = {
        {QStringLiteral("--no-such-option")},
        {QStringLiteral("--lang"), QStringLiteral("xx")},
        {QStringLiteral("one.eko"), QStringLiteral("two.eko")},
        {QStringLiteral("--autoplay"), QStringLiteral("many")},
    };
    for (const QStringList &arguments : bad) {
        const CliRun r = run(eko, arguments);
        QVERIFY2(r.exitCode == cliUnknown.exitCode,
                 qPrintable(arguments.join(QLatin1Char(' ')) + QStringLiteral(": exit code %1").arg(r.exitCode)));
        QVERIFY2(r.err.contains("eko: "), r.err.constData());
    }
    // --help is no error.
    QCOMPARE(run(eko, {QStringLiteral("--help")}).exitCode, 0);
}

QTEST_MAIN(TestBadCommandLine)
#include "tst_bad_command_line.moc"
