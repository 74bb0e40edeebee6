// Saving is atomic: a save that fails (read-only folder, disk full in the middle of writing) leaves
// the previous file exactly as it was; a save that succeeds replaces the file completely.
#include "files/game_file.h"
#include "common/random_games.h"
#include "files/scenario_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

QByteArray contents(const QString &fileName)
{
    QFile f(fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<cannot read>");
}

void writeFile(const QString &fileName, const QByteArray &data)
{
    QFile f(fileName);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(data), data.size());
}

// While alive, the process may not write files larger than `bytes` (as on a full disk): a write past
// that fails with EFBIG instead of raising SIGXFSZ.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit limited = m_old;
        limited.rlim_cur = bytes;
        m_active = setrlimit(RLIMIT_FSIZE, &limited) == 0;
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    bool active() const { return m_active; }

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = nullptr;
    bool m_active = false;
};

// While alive, file permissions apply even when the tests run as root: the effective user is "nobody".
class NotRoot {
public:
    NotRoot()
    {
        if (geteuid() == 0)
            m_switched = seteuid(65534) == 0;
    }
    ~NotRoot()
    {
        if (m_switched && seteuid(0) != 0)
            qFatal("cannot switch back to root");
    }
    bool permissionsApply() const { return geteuid() != 0; }

private:
    bool m_switched = false;
};

} // namespace

class TestSaving : public QObject {
    Q_OBJECT
private slots:
    void savingOverAFileReplacesItCompletely();
    void readOnlyFolderFailsCleanly();
    void interruptedSaveLeavesThePreviousFile();
    void missingFolderFailsCleanly();
};

void TestSaving::savingOverAFileReplacesItCompletely()
{
    QTemporaryDir dir;
    const QString scenarioFile = dir.filePath(QStringLiteral("board.ekoscn"));
    writeFile(scenarioFile, QByteArray(200000, 'x'));
    QString error;
    QVERIFY2(saveScenario(standardScenario(2), scenarioFile, &error), qPrintable(error));
    QCOMPARE(contents(scenarioFile), scenarioToJson(standardScenario(2)));

    const QString gameFile = dir.filePath(QStringLiteral("game.eko"));
    const Game longGame = randomGame(standardScenario(4), 2, 300);
    QVERIFY2(saveGame(longGame, gameFile, &error), qPrintable(error));
    const Game shortGame = randomGame(standardScenario(2), 3, 10);
    QVERIFY2(saveGame(shortGame, gameFile, &error), qPrintable(error));
    FileProblems problems;
    const auto back = loadGame(gameFile, problems);
    QVERIFY(back);
    QCOMPARE(back->actionCount(), shortGame.actionCount());
    QVERIFY(contents(gameFile).endsWith("}\n"));
    // No temporary file is left behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2);
}

void TestSaving::readOnlyFolderFailsCleanly()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("read-only"));
    QVERIFY(QDir().mkdir(folder));
    const QString file = folder + QStringLiteral("/game.eko");
    const QByteArray previous = gameToJson(randomGame(standardScenario(2), 4, 20));
    writeFile(file, previous);
    QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther));
    QVERIFY(QFile::setPermissions(dir.path(),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                      | QFileDevice::ReadOther | QFileDevice::ExeOther));
    QVERIFY(QFile::setPermissions(
        folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther | QFileDevice::ExeOther));
    bool savedGame = true, savedScenario = true;
    QString gameError, scenarioError;
    {
        NotRoot notRoot;
        if (!notRoot.permissionsApply())
            QSKIP("running as root without the right to act as another user: permissions are not enforced");
        savedGame = saveGame(randomGame(standardScenario(3), 5, 100), file, &gameError);
        savedScenario = saveScenario(standardScenario(4), file, &scenarioError);
    }
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY(!savedGame);
    QVERIFY(!savedScenario);
    QVERIFY2(gameError.contains(QLatin1String("game.eko")), qPrintable(gameError));
    QVERIFY(!scenarioError.isEmpty());
    QCOMPARE(contents(file), previous);
    QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{QStringLiteral("game.eko")});
}

void TestSaving::interruptedSaveLeavesThePreviousFile()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.eko"));
    const QByteArray previous = gameToJson(randomGame(standardScenario(2), 6, 5));
    writeFile(file, previous);
    const Game bigger = randomGame(standardScenario(4), 6, 300);
    // Only new files are limited: the previous file stays as it is; the new one cannot be written whole.
    constexpr rlim_t kRoomLeft = 1024;
    QVERIFY(gameToJson(bigger).size() > qsizetype(kRoomLeft));
    bool saved = true;
    QString error;
    {
        FileSizeLimit diskFull(kRoomLeft);
        QVERIFY(diskFull.active());
        saved = saveGame(bigger, file, &error);
    }
    QVERIFY(!saved);
    QVERIFY2(error.contains(QLatin1String("game.eko")), qPrintable(error));
    QCOMPARE(contents(file), previous);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("game.eko")});
    // Once there is room again, the same save works.
    QVERIFY2(saveGame(bigger, file, &error), qPrintable(error));
    QCOMPARE(contents(file).size(), gameToJson(bigger).size());
}

void TestSaving::missingFolderFailsCleanly()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(!saveScenario(standardScenario(2), dir.filePath(QStringLiteral("no/such/folder/a.ekoscn")), &error));
    QVERIFY(error.contains(QLatin1String("a.ekoscn")));
    QVERIFY(!saveGame(randomGame(standardScenario(2), 1, 3), dir.path(), &error));
}

QTEST_GUILESS_MAIN(TestSaving)
#include "tst_saving.moc"
