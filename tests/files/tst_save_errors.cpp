// Why a save failed, in one sentence: the folder that does not exist, a file standing where a
// folder should be, a folder chosen as the file, a read-only disk, a full disk; each names the file
// once and says what to look at. The read-only and full disks are made as small file systems of
// their own when the test may mount them (as root), and skipped otherwise.
#include "core/scenario.h"
#include "files/file_io.h"
#include "files/game_file.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace eko;

namespace {

QString native(const QString &path) { return QDir::toNativeSeparators(path); }

// Mounts a small tmpfs at `folder` with `options`; false when this test may not mount.
bool mountTmpfs(const QString &folder, const QString &options)
{
    if (::geteuid() != 0)
        return false;
    return QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                       options, QStringLiteral("tmpfs"), folder}) == 0;
}

void unmount(const QString &folder) { QProcess::execute(QStringLiteral("umount"), {folder}); }

} // namespace

class TestSaveErrors : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void missingFolder();
    void fileWhereAFolderShouldBe();
    void folderChosenAsTheFile();
    void readOnlyDisk();
    void fullDisk();
    void savingAGameSaysTheSame();

private:
    QString error(const QString &fileName, const QByteArray &data = "{}\n")
    {
        QString why;
        if (files::writeFileAtomically(fileName, data, &why))
            return QStringLiteral("(saved)");
        return why;
    }
    QTemporaryDir m_dir;
};

void TestSaveErrors::missingFolder()
{
    const QString folder = m_dir.filePath(QStringLiteral("Documents"));
    QCOMPARE(error(QDir(folder).filePath(QStringLiteral("game.eko"))),
             QStringLiteral("Cannot save “game.eko”: the folder “%1” does not exist.").arg(native(folder)));
    // Deeper: the folder named is the one the file was to go into.
    const QString deep = m_dir.filePath(QStringLiteral("a/b/c"));
    QCOMPARE(error(QDir(deep).filePath(QStringLiteral("x.ekoscn"))),
             QStringLiteral("Cannot save “x.ekoscn”: the folder “%1” does not exist.").arg(native(deep)));
}

void TestSaveErrors::fileWhereAFolderShouldBe()
{
    const QString blocker = m_dir.filePath(QStringLiteral("notes"));
    QFile f(blocker);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    QCOMPARE(error(blocker + QStringLiteral("/sub/game.eko")),
             QStringLiteral("Cannot save “game.eko”: “%1” is a file, not a folder.").arg(native(blocker)));
}

void TestSaveErrors::folderChosenAsTheFile()
{
    const QString folder = m_dir.filePath(QStringLiteral("games.eko"));
    QVERIFY(QDir().mkpath(folder));
    QCOMPARE(error(folder), QStringLiteral("Cannot save “%1”: it is a folder.").arg(native(folder)));
}

void TestSaveErrors::readOnlyDisk()
{
    const QString folder = m_dir.filePath(QStringLiteral("readonly"));
    QVERIFY(QDir().mkpath(folder));
    if (!mountTmpfs(folder, QStringLiteral("ro,size=64k")))
        QSKIP("cannot mount a read-only file system here (needs root)");
    const QString why = error(QDir(folder).filePath(QStringLiteral("game.eko")));
    unmount(folder);
    QCOMPARE(why, QStringLiteral("Cannot save “game.eko”: the folder “%1” is on a read-only disk.").arg(native(folder)));
}

void TestSaveErrors::fullDisk()
{
    const QString folder = m_dir.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(folder));
    if (!mountTmpfs(folder, QStringLiteral("size=64k")))
        QSKIP("cannot mount a small file system here (needs root)");
    const QString file = QDir(folder).filePath(QStringLiteral("big.eko"));
    const QString why = error(file, QByteArray(1024 * 1024, 'x'));
    const bool left = QFile::exists(file);
    unmount(folder);
    QCOMPARE(why, QStringLiteral("Cannot save “%1”: the disk is full.").arg(native(file)));
    QVERIFY(!left); // nothing half-written is left behind
}

void TestSaveErrors::savingAGameSaysTheSame()
{
    const QString folder = m_dir.filePath(QStringLiteral("gone"));
    QString why;
    QVERIFY(!files::saveGame(Game(standardScenario(2), 1), QDir(folder).filePath(QStringLiteral("g.eko")), &why));
    QCOMPARE(why, QStringLiteral("Cannot save “g.eko”: the folder “%1” does not exist.").arg(native(folder)));
}

QTEST_GUILESS_MAIN(TestSaveErrors)
#include "tst_save_errors.moc"
