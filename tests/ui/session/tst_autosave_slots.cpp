// Autosave slots: two running programs never write the same autosave, an interrupted game's slot
// is claimed first by the next start, and two eko programs killed at once both resume their games.
#include "session/application_info.h"
#include "session/autosave.h"
#include "files/game_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLockFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace eko;
using namespace eko::ui;

namespace {

QString ekoProgram()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const char *relative : {"../app/eko", "../../app/eko", "app/eko"}) {
        const QFileInfo candidate(here.filePath(QString::fromLatin1(relative)));
        if (candidate.isExecutable())
            return candidate.absoluteFilePath();
    }
    return {};
}

int actionsIn(const QString &fileName)
{
    files::FileProblems problems;
    const std::optional<Game> game = files::loadGame(fileName, problems);
    return game ? game->actionCount() : -1;
}

Game gameWith(int actions, std::uint64_t seed)
{
    Game game(standardScenario(2), seed);
    for (int i = 0; i < actions; ++i)
        game.play(rules::legalActions(game.current()).front());
    return game;
}

} // namespace

class TestAutosaveSlots : public QObject {
    Q_OBJECT
private slots:
    void init();
    void aSecondProgramWritesItsOwnSlot();
    void anInterruptedSlotIsClaimedFirst();
    void twoKilledProgramsBothResume();

private:
    // A fresh data folder for each test (the autosave claims its slot again when it changes).
    std::unique_ptr<QTemporaryDir> m_home;
    QString folder() const { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }
    QString slot(int n) const
    {
        return QDir(folder()).filePath(n == 1 ? QStringLiteral("autosave.eko") : QStringLiteral("autosave-%1.eko").arg(n));
    }
};

void TestAutosaveSlots::init()
{
    QCoreApplication::setOrganizationName(QString::fromLatin1(kOrganizationName));
    QCoreApplication::setApplicationName(QString::fromLatin1(kApplicationName));
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
    qputenv("XDG_DATA_HOME", m_home->filePath(QStringLiteral("data")).toUtf8());
    QVERIFY(QDir().mkpath(folder()));
}

void TestAutosaveSlots::aSecondProgramWritesItsOwnSlot()
{
    // Another program runs and holds the first slot, with its game in it.
    QLockFile other(slot(1) + QStringLiteral(".lock"));
    other.setStaleLockTime(0);
    QVERIFY(other.tryLock(0));
    QString error;
    QVERIFY2(files::saveGame(gameWith(3, 1), slot(1), &error), qPrintable(error));

    QCOMPARE(Autosave::fileName(), slot(2));
    QVERIFY(!Autosave::exists());
    QVERIFY2(Autosave::write(gameWith(7, 2), &error), qPrintable(error));
    QCOMPARE(actionsIn(slot(2)), 7);
    QCOMPARE(actionsIn(slot(1)), 3); // the other program's game is untouched
    Autosave::remove();
    QVERIFY(QFile::exists(slot(1)));
}

void TestAutosaveSlots::anInterruptedSlotIsClaimedFirst()
{
    // Slot 1 belongs to a running program; slot 3 holds a game whose program was killed.
    QLockFile other(slot(1) + QStringLiteral(".lock"));
    other.setStaleLockTime(0);
    QVERIFY(other.tryLock(0));
    QString error;
    QVERIFY(files::saveGame(gameWith(3, 1), slot(1), &error));
    QVERIFY(files::saveGame(gameWith(5, 3), slot(3), &error));

    QCOMPARE(Autosave::fileName(), slot(3));
    QVERIFY(Autosave::exists());
    files::FileProblems problems;
    QCOMPARE(Autosave::read(problems)->actionCount(), 5);
}

void TestAutosaveSlots::twoKilledProgramsBothResume()
{
    const QString eko = ekoProgram();
    if (eko.isEmpty())
        QSKIP("the eko program is not built next to the tests (build the eko target)");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_home->path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home->filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home->filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));

    // Starts eko and waits for its autoplay report; the caller kills it.
    auto start = [&](QProcess &process, const QStringList &arguments) {
        process.setProcessEnvironment(env);
        process.start(eko, arguments);
        QVERIFY(process.waitForStarted(10000));
        QByteArray out;
        QElapsedTimer clock;
        clock.start();
        while (!out.contains("autoplay:") || !out.endsWith('\n')) {
            QVERIFY2(clock.elapsed() < 60000 && process.state() == QProcess::Running,
                     process.readAllStandardError().constData());
            process.waitForReadyRead(200);
            out += process.readAllStandardOutput();
        }
    };
    auto kill = [](QProcess &process) {
        process.kill();
        process.waitForFinished(10000);
    };

    // Two programs at once, each with its game; both killed.
    {
        QProcess a, b;
        start(a, {QStringLiteral("--autoplay"), QStringLiteral("4")});
        start(b, {QStringLiteral("--autoplay"), QStringLiteral("9")});
        kill(a);
        kill(b);
    }
    QList<int> counts{actionsIn(slot(1)), actionsIn(slot(2))};
    std::sort(counts.begin(), counts.end());
    QCOMPARE(counts, (QList<int>{4, 9}));

    // Two new programs resume them, one each, and play on from where they were.
    {
        QProcess a, b;
        start(a, {QStringLiteral("--resume"), QStringLiteral("--autoplay"), QStringLiteral("1")});
        start(b, {QStringLiteral("--resume"), QStringLiteral("--autoplay"), QStringLiteral("1")});
        kill(a);
        kill(b);
    }
    counts = {actionsIn(slot(1)), actionsIn(slot(2))};
    std::sort(counts.begin(), counts.end());
    QCOMPARE(counts, (QList<int>{5, 10}));
    QVERIFY(!QFile::exists(slot(3)));
}

QTEST_GUILESS_MAIN(TestAutosaveSlots)
#include "tst_autosave_slots.moc"
