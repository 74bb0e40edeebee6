// The autosave: written after every action, removed on a clean finish, offered for resuming, and
// surviving an abrupt end (the eko program is killed, the next start resumes with no action lost).
#include "common/answering.h"
#include "common/child_home.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "files/game_file.h"
#include "model/computer_seats.h"
#include "model/demo_game.h"
#include "model/game_model.h"
#include "session/preferences.h"
#include "text/explain.h"
#include "window/computer_seat_controls.h"
#include "window/game_document.h"
#include "window/main_window.h"

#include <QApplication>
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
#include <QTimer>
#include <functional>

using namespace eko::text;

using namespace eko;
using namespace eko::ui;

namespace {

void answerMessageBox(QMessageBox::StandardButton button, QString *objectName = nullptr, QString *texts = nullptr)
{
    testing::answerNext([button, objectName, texts](QWidget *widget) {
        auto *box = qobject_cast<QMessageBox *>(widget);
        if (!box)
            return false;
        if (objectName)
            *objectName = box->objectName();
        if (texts)
            *texts = box->text() + QLatin1Char('\n') + box->informativeText() + QLatin1Char('\n') + box->detailedText();
        box->button(button)->click();
        return true;
    });
}

std::optional<Game> readAutosave()
{
    files::FileProblems problems;
    return Autosave::read(problems);
}

// The eko program next to this test (build/app/eko), or empty.
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

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void writeReadRemove();
    void autosaveFollowsEveryAction();
    void eachGameIsAutosavedWithItsOwnScenario();
    void autosaveIsInTheApplicationDataFolder();
    void cleanFinishRemovesTheAutosave();
    void savingRemovesTheAutosave();
    void interruptedGameIsOfferedForResuming();
    void decliningDeletesTheAutosave();
    void brokenAutosaveIsMovedAsideNotDeleted();
    void resumeOfferNamesThePlayersAsThePanelDoes();
    void resumedGameKeepsItsFile();
    void resumedGameKeepsItsComputerSeats();
    void autosaveSurvivesAKill();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestAutosave::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    // Its own settings and autosave folder, apart from the other tests running at the same time.
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-autosave"));
    QSettings().clear();
}

void TestAutosave::init()
{
    Autosave::remove();
    m_window = std::make_unique<MainWindow>();
}

void TestAutosave::cleanup()
{
    m_window.reset();
    Autosave::remove();
}

void TestAutosave::writeReadRemove()
{
    Game game(standardScenario(3), 77, {"Ana", "Bo", "Cy"});
    QVERIFY(!game.play(Action::noSwap()));
    QVERIFY(!Autosave::exists());
    QString error;
    QVERIFY2(Autosave::write(game, &error), qPrintable(error));
    QVERIFY(Autosave::exists());
    std::optional<Game> back = readAutosave();
    QVERIFY(back);
    QCOMPARE(back->seed(), std::uint64_t(77));
    QCOMPARE(back->actions(), game.actions());
    QCOMPARE(back->playerNames(), game.playerNames());
    QVERIFY(back->current() == game.current());
    Autosave::remove();
    QVERIFY(!Autosave::exists());
    QVERIFY(!readAutosave());
}

void TestAutosave::autosaveFollowsEveryAction()
{
    GameModel &model = *m_window->model();
    m_window->startGame(Game(standardScenario(2), 31));
    // A new game is autosaved at once (its setup is never lost).
    QVERIFY(readAutosave());
    QCOMPARE(readAutosave()->actionCount(), 0);
    for (int k = 1; k <= 6; ++k) {
        QVERIFY(!model.legalActions().empty());
        QVERIFY(model.play(model.legalActions().back()));
        std::optional<Game> saved = readAutosave();
        QVERIFY(saved);
        QCOMPARE(saved->actionCount(), k);
        QCOMPARE(saved->actions(), model.game().actions());
    }
    model.undo();
    QCOMPARE(readAutosave()->actionCount(), 5);
    model.redo();
    QCOMPARE(readAutosave()->actionCount(), 6);
}

void TestAutosave::eachGameIsAutosavedWithItsOwnScenario()
{
    // The scenario part of the file is written once per scenario and reused: a new game in the same
    // window, on another board or on the same board with other settings, is autosaved with its own.
    GameModel &model = *m_window->model();
    Scenario longer = standardScenario(2);
    longer.name = "Longer";
    longer.settings.drawRounds += 5;
    for (const Scenario &scenario : {standardScenario(2), standardScenario(4), standardScenario(2), longer}) {
        m_window->startGame(Game(scenario, 5));
        QVERIFY(model.play(model.legalActions().back()));
        std::optional<Game> saved = readAutosave();
        QVERIFY(saved);
        QCOMPARE(saved->scenario().name, scenario.name);
        QCOMPARE(saved->scenario().players, scenario.players);
        QVERIFY(saved->scenario().settings == scenario.settings);
        QVERIFY(*saved->scenario().board == *scenario.board);
        QVERIFY(saved->current() == model.game().current());
    }
}

void TestAutosave::autosaveIsInTheApplicationDataFolder()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCOMPARE(QFileInfo(Autosave::fileName()).absolutePath(), QFileInfo(folder).absoluteFilePath());
    QCOMPARE(QFileInfo(Autosave::fileName()).fileName(), QString::fromLatin1(kAutosaveFileName));
}

void TestAutosave::cleanFinishRemovesTheAutosave()
{
    m_window->startGame(Game(standardScenario(2), 4));
    QVERIFY(m_window->model()->play(Action::noSwap()));
    QVERIFY(Autosave::exists());
    // Quit, answering "Discard" to the unsaved-changes prompt: a deliberate end.
    answerMessageBox(QMessageBox::Discard);
    QVERIFY(m_window->close());
    QVERIFY(!Autosave::exists());
}

void TestAutosave::savingRemovesTheAutosave()
{
    m_window->startGame(Game(standardScenario(2), 4));
    QVERIFY(m_window->model()->play(Action::noSwap()));
    QTemporaryDir dir;
    QVERIFY(m_window->document()->saveTo(dir.filePath(QStringLiteral("g.eko"))));
    QVERIFY(!Autosave::exists());
    // The next action brings it back.
    QVERIFY(m_window->model()->play(Action::noSwap()));
    QCOMPARE(readAutosave()->actionCount(), 2);
}

void TestAutosave::interruptedGameIsOfferedForResuming()
{
    Game game(standardScenario(2), 1234, {"Ana", "Bo"});
    QVERIFY(!game.play(Action::noSwap()));
    QVERIFY(!game.play(Action::noSwap()));
    QVERIFY(Autosave::write(game));
    QString name;
    answerMessageBox(QMessageBox::Yes, &name);
    QVERIFY(m_window->offerResume(true));
    QCOMPARE(name, QStringLiteral("resumeBox"));
    const GameModel &model = *m_window->model();
    QCOMPARE(model.game().seed(), std::uint64_t(1234));
    QCOMPARE(model.game().actions(), game.actions());
    QVERIFY(model.position() == game.current());
    // The resumed game is in no file yet: it counts as unsaved.
    QVERIFY(model.isModified());
    QVERIFY(m_window->document()->fileName().isEmpty());
    QVERIFY(Autosave::exists());
}

void TestAutosave::decliningDeletesTheAutosave()
{
    QVERIFY(Autosave::write(Game(standardScenario(2), 5)));
    answerMessageBox(QMessageBox::No);
    QVERIFY(!m_window->offerResume(true));
    QVERIFY(!Autosave::exists());
    QVERIFY(!m_window->model()->hasGame());
    // Nothing to offer now.
    QVERIFY(!m_window->offerResume(true));
}

void TestAutosave::brokenAutosaveIsMovedAsideNotDeleted()
{
    QDir folder = QFileInfo(Autosave::fileName()).absoluteDir();
    QVERIFY(QDir().mkpath(folder.path()));
    for (const QString &old : folder.entryList({QStringLiteral("autosave.broken-*")}))
        QVERIFY(folder.remove(old));
    for (bool ask : {false, true}) {
        {
            QFile f(Autosave::fileName());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{ broken");
        }
        // Told in a message box, asked or not (--resume), where the file is kept.
        QString name;
        QString texts;
        answerMessageBox(QMessageBox::Ok, &name, &texts);
        QVERIFY(!m_window->offerResume(ask));
        QCOMPARE(name, QStringLiteral("resumeErrorBox"));
        QVERIFY(!m_window->model()->hasGame());
        QVERIFY(!Autosave::exists());
        const QStringList kept = folder.entryList({QStringLiteral("autosave.broken-*.eko")}, QDir::Files, QDir::Name);
        QCOMPARE(kept.size(), ask ? 2 : 1); // the second one does not overwrite the first
        for (const QString &k : kept) {
            QFile f(folder.filePath(k));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), QByteArray("{ broken"));
        }
        bool named = false;
        for (const QString &k : kept)
            named = named || texts.contains(QDir::toNativeSeparators(folder.filePath(k)));
        QVERIFY2(named, qPrintable(texts));
    }
    for (const QString &old : folder.entryList({QStringLiteral("autosave.broken-*")}))
        QVERIFY(folder.remove(old));
}

void TestAutosave::resumeOfferNamesThePlayersAsThePanelDoes()
{
    // A game from `eko-cli new`: no names. The offer names the colours, as the players panel does.
    Game unnamed(standardScenario(3), 8, {"", "", ""});
    QVERIFY(Autosave::write(unnamed));
    QString texts;
    answerMessageBox(QMessageBox::No, nullptr, &texts);
    QVERIFY(!m_window->offerResume(true));
    for (int p = 0; p < 3; ++p)
        QVERIFY2(texts.contains(playerLabel(p, QString())), qPrintable(texts));
    QVERIFY2(!texts.contains(QStringLiteral(" , ")) && !texts.contains(QStringLiteral("players ,")), qPrintable(texts));

    Game named(standardScenario(2), 8, {"Ana", "Bo"});
    QVERIFY(Autosave::write(named));
    answerMessageBox(QMessageBox::No, nullptr, &texts);
    QVERIFY(!m_window->offerResume(true));
    QVERIFY2(texts.contains(playerLabel(0, QStringLiteral("Ana"))), qPrintable(texts));
    QVERIFY2(texts.contains(playerLabel(1, QStringLiteral("Bo"))), qPrintable(texts));
}

void TestAutosave::resumedGameKeepsItsFile()
{
    // A game opened from a file, played on, and the program killed (the window is just dropped).
    QTemporaryDir dir;
    const QString file = QFileInfo(dir.filePath(QStringLiteral("kept.eko"))).absoluteFilePath();
    Game game(standardScenario(2), 4321, {"", ""});
    QVERIFY(!game.play(Action::noSwap()));
    QVERIFY(files::saveGame(game, file, nullptr));
    QVERIFY(m_window->openFile(file));
    QVERIFY(m_window->model()->play(Action::noSwap()));
    QVERIFY(Autosave::exists());
    m_window.reset(); // no clean finish: the autosave stays

    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->offerResume(false));
    QCOMPARE(m_window->document()->fileName(), file);
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("kept.eko")));
    QVERIFY(!m_window->document()->fileInfo().program.isEmpty()); // Game Details: the file and when it was saved
    QCOMPARE(m_window->model()->game().actionCount(), 2);
    // One action more than the file: modified, also after undoing it (the tree still holds it).
    QVERIFY(m_window->model()->isModified());
    m_window->model()->undo();
    QVERIFY(m_window->model()->isModified());
    // Save writes the file it came from.
    m_window->model()->redo();
    QVERIFY(m_window->document()->save());
    files::FileProblems problems;
    QCOMPARE(files::loadGame(file, problems)->actionCount(), 2);
}

void TestAutosave::resumedGameKeepsItsComputerSeats()
{
    // A person against a level-2 computer; the person plays a turn and the program is killed while
    // the computer thinks (the window is just dropped).
    preferences::setComputerPause(20);
    Game game = demoGame(2, 17, 20);
    const PlayerIndex person = game.current().toMove();
    std::array<int, 4> levels{};
    levels[static_cast<size_t>(1 - person)] = 2;
    m_window->startGame(std::move(game), levels);
    GameModel &model = *m_window->model();
    files::FileProblems problems;
    files::GameFileInfo info;
    QVERIFY(Autosave::read(problems, &info));
    QCOMPARE(info.computerLevels, levels); // already in the autosave of the new game
    while (!m_window->computerSeatControls()->computerToMove()) {
        QVERIFY(!model.position().gameOver());
        QVERIFY(model.play(model.legalActions().front()));
    }
    QVERIFY(m_window->computerSeatControls()->seats()->isThinking());
    const std::vector<Action> played = model.game().actions();
    m_window.reset(); // no clean finish: the autosave stays

    // The next start resumes it with the same seats: the computer is still a computer at level 2,
    // takes up its turn at once and plays it; the person is still a person.
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->offerResume(false));
    QCOMPARE(m_window->computerSeatControls()->levels(), levels);
    QCOMPARE(m_window->model()->game().actions(), played);
    QVERIFY(m_window->computerSeatControls()->computerToMove());
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->computerSeatControls()->computerToMove()
                                 || m_window->model()->position().gameOver(), 20000);
    QVERIFY(m_window->model()->game().actionCount() > static_cast<int>(played.size()));
    QVERIFY(!m_window->computerSeatControls()->seats()->isThinking());
    // And the autosave written after the computer's actions still names the seats.
    QTRY_COMPARE(readAutosave()->actionCount(), m_window->model()->game().actionCount());
    QVERIFY(Autosave::read(problems, &info));
    QCOMPARE(info.computerLevels, levels);

    // A game of people only resumes as people only.
    m_window->startGame(demoGame(2, 17, 20));
    QVERIFY(m_window->model()->play(m_window->model()->legalActions().front()));
    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->offerResume(false));
    QCOMPARE(m_window->computerSeatControls()->levels(), (std::array<int, 4>{}));
}

void TestAutosave::autosaveSurvivesAKill()
{
    const QString eko = ekoProgram();
    if (eko.isEmpty())
        QSKIP("the eko program is not built next to the tests (build the eko target)");
    testing::ChildHome home;
    QVERIFY(home.isValid());
    const QProcessEnvironment env = home.environment();
    const QString autosave = home.autosavePath();

    // Runs eko with `arguments`, waits for its autoplay report, then kills it.
    auto runAndKill = [&](const QStringList &arguments) -> QString {
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(eko, arguments);
        if (!process.waitForStarted(10000))
            return QStringLiteral("did not start");
        QByteArray out;
        QElapsedTimer clock;
        clock.start();
        while (!out.contains("autoplay:") || !out.endsWith('\n')) {
            if (clock.elapsed() > 60000 || process.state() == QProcess::NotRunning)
                break;
            process.waitForReadyRead(200);
            out += process.readAllStandardOutput();
        }
        const bool running = process.state() == QProcess::Running;
        process.kill(); // abrupt: no clean finish, nothing deleted
        process.waitForFinished(10000);
        if (!running)
            return QStringLiteral("ended by itself: ") + QString::fromUtf8(process.readAllStandardError());
        return QString::fromUtf8(out).trimmed();
    };

    const QString first = runAndKill({QStringLiteral("--autoplay"), QStringLiteral("7")});
    QCOMPARE(first, QStringLiteral("autoplay: played 7; the game holds 7 actions"));
    files::FileProblems problems;
    std::optional<Game> afterKill = files::loadGame(autosave, problems);
    QVERIFY2(afterKill, qPrintable(autosave));
    QCOMPARE(afterKill->actionCount(), 7);

    // The next start resumes it (the answer given on the command line) and plays on.
    const QString second = runAndKill({QStringLiteral("--resume"), QStringLiteral("--autoplay"), QStringLiteral("4")});
    QCOMPARE(second, QStringLiteral("autoplay: played 4; the game holds 11 actions"));
    std::optional<Game> resumed = files::loadGame(autosave, problems);
    QVERIFY(resumed);
    QCOMPARE(resumed->actionCount(), 11);
    QCOMPARE(resumed->seed(), afterKill->seed());
    const std::vector<Action> firstSeven(resumed->actions().begin(), resumed->actions().begin() + 7);
    QCOMPARE(firstSeven, afterKill->actions());

    // The model-level resume path reads the same game.
    GameModel model;
    model.setGame(std::move(*resumed));
    QCOMPARE(model.game().actionCount(), 11);
}

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
