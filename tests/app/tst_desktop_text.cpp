// eko --help and eko --version print their text without a window system (a console, ssh, a build
// machine): no display, no Wayland, no QT_QPA_PLATFORM, and they still answer.
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

namespace {

// The eko built beside the tests (tests in build/tests/, the program in build/app/), or empty.
QString builtEko()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {QStringLiteral("../app/eko"), QStringLiteral("../../app/eko")}) {
        const QFileInfo info(here.filePath(candidate));
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return {};
}

struct Run {
    int exitCode = -1; // -1: did not finish; -2: crashed (Qt aborts when it finds no display)
    QString out;
    QString err;
};

// Runs eko with no way to reach a window system.
Run runWithoutDisplay(const QStringList &arguments)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"),
                                QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("XAUTHORITY")})
        env.remove(name);
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(builtEko(), arguments);
    Run r;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return r;
    }
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

} // namespace

class TestDesktopText : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        if (builtEko().isEmpty())
            QSKIP("eko is not built beside the tests");
    }
    void helpWithoutDisplay();
    void versionWithoutDisplay();
    void translatedHelpWithoutDisplay();
};

void TestDesktopText::helpWithoutDisplay()
{
    for (const QString &option : {QStringLiteral("--help"), QStringLiteral("-h")}) {
        const Run r = runWithoutDisplay({option});
        QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("%1: exit %2, %3").arg(option).arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.out.contains(QStringLiteral("--export-image")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("--lang")), qPrintable(r.out));
    }
}

void TestDesktopText::versionWithoutDisplay()
{
    const Run r = runWithoutDisplay({QStringLiteral("--version")});
    QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("exit %1, %2").arg(r.exitCode).arg(r.err)));
    QVERIFY2(r.out.startsWith(QStringLiteral("eko ")), qPrintable(r.out));
    QVERIFY2(r.out.trimmed().size() > 4, qPrintable(r.out)); // a version follows the name
}

void TestDesktopText::translatedHelpWithoutDisplay()
{
    // The language is applied before the text is printed, a window system or not.
    const Run r = runWithoutDisplay({QStringLiteral("--lang"), QStringLiteral("ko"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    const Run en = runWithoutDisplay({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")});
    QCOMPARE(en.exitCode, 0);
    QVERIFY2(r.out != en.out, qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestDesktopText)
#include "tst_desktop_text.moc"
