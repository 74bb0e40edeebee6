// A clean end is no crash: a game just as its file holds it leaves no autosave, a termination signal
// or the end of the session keeps only unsaved changes (offered as unsaved, not as interrupted), and
// the question to resume names the game's file and its computer seats.
#include "common/answering.h"
#include "common/child_home.h"
#include "files/game_file.h"
#include "model/game_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "window/game_document.h"
#include "window/main_window.h"

#include <algorithm>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace eko;
using namespace eko::ui;

namespace {

// Answers the next message box with `button`, keeping its title and texts.
void answerMessageBox(QMessageBox::StandardButton button, QString *texts)
{
    testing::answerNext([button, texts](QWidget *widget) {
        auto *box = qobject_cast<QMessageBox *>(widget);
        if (!box)
            return false;
        *texts = box->windowTitle() + QLatin1Char('\n') + box->text() + QLatin1Char('\n') + box->informativeText();
        box->button(button)->click();
        return true;
    });
}

// The eko program next to this test (build/app/eko), or empty.
QString ekoProgram()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const char *relative : {"../app/eko", "../../app/eko"}) {
        const QFileInfo candidate(here.filePath(QString::fromLatin1(relative)));
        if (candidate.isExecutable())
            return candidate.absoluteFilePath();
    }
    return {};
}

// A game of two people with two actions played, saved to `file`.
void saveTwoActionGame(const QString &file)
{
    Game game(standardScenario(2), 4321, {"Ana", ""});
    QVERIFY(!game.play(Action::noSwap()));
    QVERIFY(!game.play(Action::noSwap()));
    QString error;
    QVERIFY2(files::saveGame(game, file, &error), qPrintable(error));
}

} // namespace

class TestCleanTermination : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void anOpenedFileLeavesNoAutosave();
    void endBySystemKeepsOnlyUnsavedChanges();
    void resumeQuestionNamesTheFileAndTheComputerSeats();
    void resumeQuestionTellsAnUnsavedGameFromAnInterruptedOne();
    void terminationSignalIsACleanEnd();

private:
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestCleanTermination::initTestCase()
{
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-clean-termination"));
    QVERIFY(m_dir.isValid());
}

void TestCleanTermination::init()
{
    Autosave::remove();
    m_window = std::make_unique<MainWindow>();
}

void TestCleanTermination::cleanup()
{
    m_window.reset();
    Autosave::remove();
}

void TestCleanTermination::anOpenedFileLeavesNoAutosave()
{
    const QString file = m_dir.filePath(QStringLiteral("opened.eko"));
    saveTwoActionGame(file);
    QVERIFY(m_window->openFile(file));
    // Just as the file holds it: nothing to resume after any end, abrupt or not.
    QVERIFY(!Autosave::exists());
    GameModel &model = *m_window->model();
    QVERIFY(model.play(model.legalActions().front()));
    QVERIFY(Autosave::exists());
    QCOMPARE(Autosave::origin(), QFileInfo(file).absoluteFilePath());
    // Undone, the action is still in the game's tree, which the file does not hold: the autosave stays.
    model.undo();
    QVERIFY(model.isModified());
    QVERIFY(Autosave::exists());
    // Saved, the file holds it all: the autosave goes.
    QVERIFY(m_window->document()->save());
    QVERIFY(!Autosave::exists());
    model.redo(); // moving through what the file holds: nothing to autosave
    QVERIFY(!Autosave::exists());
}

void TestCleanTermination::endBySystemKeepsOnlyUnsavedChanges()
{
    const QString file = m_dir.filePath(QStringLiteral("ended.eko"));
    saveTwoActionGame(file);
    QVERIFY(m_window->openFile(file));
    GameModel &model = *m_window->model();
    model.goToAction(0); // moving through the game is no change
    m_window->endBySystem();
    QVERIFY(!Autosave::exists());

    // An action the file does not hold: a branch at the start.
    const Action first = model.lineAction(0);
    const auto other = std::find_if(model.legalActions().begin(), model.legalActions().end(),
                                    [&first](const Action &a) { return !(a == first); });
    QVERIFY(other != model.legalActions().end());
    QVERIFY(model.play(*other));
    m_window->endBySystem();
    QVERIFY(Autosave::exists());
    QVERIFY(Autosave::endedBySystem());
    // The window then closes without the unsaved-changes question (a question would fail the test:
    // nobody answers it); the unsaved action is in the autosave, with the file's two.
    QVERIFY(m_window->close());
    files::FileProblems problems;
    const std::optional<GameTree> kept = Autosave::readTree(problems);
    QVERIFY(kept);
    QCOMPARE(kept->actionCount(), 3);
    QCOMPARE(kept->depth(kept->current()), 1); // where the game was
    QVERIFY(Autosave::endedBySystem());
}

void TestCleanTermination::resumeQuestionNamesTheFileAndTheComputerSeats()
{
    const QString file = QFileInfo(m_dir.filePath(QStringLiteral("seats.eko"))).absoluteFilePath();
    saveTwoActionGame(file);
    Game game(standardScenario(2), 4321, {"Ana", ""});
    QVERIFY(!game.play(Action::noSwap()));
    QVERIFY(!game.play(Action::noSwap()));
    files::SeatLevels levels{};
    levels[1] = 4;
    QVERIFY(Autosave::write(game, levels, file));
    QString texts;
    answerMessageBox(QMessageBox::No, &texts);
    QVERIFY(!m_window->offerResume(true));
    QVERIFY2(texts.contains(QDir::toNativeSeparators(file)), qPrintable(texts));
    QVERIFY2(texts.contains(QStringLiteral("Blue (computer player, level 4)")), qPrintable(texts));
    QVERIFY2(texts.contains(QStringLiteral("Red (Ana)")) && !texts.contains(QStringLiteral("Red (Ana) (computer")),
             qPrintable(texts));

    // A game never saved says so.
    Game untitled(standardScenario(3), 9);
    QVERIFY(!untitled.play(Action::noSwap()));
    QVERIFY(Autosave::write(untitled));
    answerMessageBox(QMessageBox::No, &texts);
    QVERIFY(!m_window->offerResume(true));
    QVERIFY2(texts.contains(QStringLiteral("never saved")), qPrintable(texts));
}

void TestCleanTermination::resumeQuestionTellsAnUnsavedGameFromAnInterruptedOne()
{
    Game game(standardScenario(2), 77);
    QVERIFY(!game.play(Action::noSwap()));
    QVERIFY(Autosave::write(game));
    QString crashed;
    answerMessageBox(QMessageBox::No, &crashed);
    QVERIFY(!m_window->offerResume(true));
    QVERIFY2(crashed.contains(QStringLiteral("Interrupted Game")) && crashed.contains(QStringLiteral("abruptly")),
             qPrintable(crashed));

    QVERIFY(Autosave::write(game));
    Autosave::markEndedBySystem();
    QString closed;
    answerMessageBox(QMessageBox::No, &closed);
    QVERIFY(!m_window->offerResume(true));
    QVERIFY2(closed.contains(QStringLiteral("closed by the system")) && !closed.contains(QStringLiteral("abruptly"))
                 && !closed.contains(QStringLiteral("Interrupted")),
             qPrintable(closed));
    // Any later write means the program went on: an end would be abrupt again.
    QVERIFY(Autosave::write(game));
    Autosave::markEndedBySystem();
    QVERIFY(Autosave::endedBySystem());
    QVERIFY(Autosave::write(game));
    QVERIFY(!Autosave::endedBySystem());
}

void TestCleanTermination::terminationSignalIsACleanEnd()
{
    const QString eko = ekoProgram();
    if (eko.isEmpty())
        QSKIP("the eko program is not built next to the tests (build the eko target)");
    testing::ChildHome home;
    QVERIFY(home.isValid());
    const QProcessEnvironment env = home.environment();
    const QString autosave = home.autosavePath();
    const QString settings = home.settingsPath();
    const QString file = home.filePath(QStringLiteral("saved.eko"));
    saveTwoActionGame(file);

    // Runs eko with `arguments` until its autoplay report, then sends SIGTERM; the exit status.
    auto runAndTerminate = [&](const QStringList &arguments) -> QString {
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(eko, arguments);
        if (!process.waitForStarted(10000))
            return QStringLiteral("did not start");
        QByteArray out;
        QElapsedTimer clock;
        clock.start();
        while (!out.contains("autoplay:") || !out.endsWith('\n')) {
            if (clock.elapsed() > 30000 || process.state() == QProcess::NotRunning)
                break;
            process.waitForReadyRead(200);
            out += process.readAllStandardOutput();
        }
        if (process.state() != QProcess::Running)
            return QStringLiteral("ended by itself: ") + QString::fromUtf8(process.readAllStandardError());
        process.terminate(); // SIGTERM
        if (!process.waitForFinished(15000)) {
            process.kill();
            process.waitForFinished();
            return QStringLiteral("did not end on SIGTERM");
        }
        if (process.exitStatus() != QProcess::NormalExit)
            return QStringLiteral("killed by the signal");
        return QStringLiteral("exit %1").arg(process.exitCode());
    };

    // A saved game, opened and left unchanged: SIGTERM ends the program cleanly, nothing to offer.
    QCOMPARE(runAndTerminate({file, QStringLiteral("--autoplay"), QStringLiteral("0")}), QStringLiteral("exit 0"));
    QVERIFY(!QFileInfo::exists(autosave));

    // Played on: the unsaved actions stay in the autosave, marked as ended by the system.
    QCOMPARE(runAndTerminate({file, QStringLiteral("--autoplay"), QStringLiteral("3")}), QStringLiteral("exit 0"));
    files::FileProblems problems;
    const std::optional<Game> kept = files::loadGame(autosave, problems);
    QVERIFY2(kept, qPrintable(autosave));
    QCOMPARE(kept->actionCount(), 5);
    QSettings written(settings, QSettings::IniFormat);
    QVERIFY2(written.value(QStringLiteral("autosave/endedBySystem-autosave")).toBool(), qPrintable(settings));
    QCOMPARE(written.value(QStringLiteral("autosave/origin-autosave")).toString(), QFileInfo(file).absoluteFilePath());
}

QTEST_MAIN(TestCleanTermination)
#include "tst_clean_termination.moc"
