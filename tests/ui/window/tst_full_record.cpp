// A game whose record is full (the most actions a game file holds): the next action typed in the
// window is refused with the reason in the status line, nothing is played, and the autosave on
// disk stays a file that loads.
#include "common/long_games.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "files/game_file.h"
#include "model/game_model.h"
#include "window/main_window.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

class TestFullRecord : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void fullRecordRefusesTheActionAndTheAutosaveLoads();
};

void TestFullRecord::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    // Its own settings and autosave folder, apart from the other tests running at the same time.
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-full-record"));
    QSettings().clear();
    Autosave::remove();
}

void TestFullRecord::cleanup() { Autosave::remove(); }

void TestFullRecord::fullRecordRefusesTheActionAndTheAutosaveLoads()
{
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // One action short of the limit.
    Game game(endlessWalkScenario(5), 1);
    playUntil(game, game.actionLimit() - 1);
    QCOMPARE(game.actionCount(), kMaxGameActions - 1);
    window.startGame(std::move(game));
    GameModel &model = *window.model();

    auto *field = window.findChild<QLineEdit *>(QStringLiteral("actionField"));
    auto *status = window.findChild<QLabel *>(QStringLiteral("statusText"));
    QVERIFY(field);
    QVERIFY(status);
    auto type = [&](const Action &action) {
        field->setFocus();
        field->clear();
        QTest::keyClicks(field, QString::fromStdString(toNotation(action, model.game().current().board())));
        QTest::keyClick(field, Qt::Key_Return);
    };

    // The last action the record holds is played and autosaved.
    QVERIFY(!model.legalActions().empty());
    type(model.legalActions().front());
    QTRY_COMPARE(model.game().actionCount(), kMaxGameActions); // Enter with the completions open plays a moment later
    files::FileProblems problems;
    std::optional<Game> saved = Autosave::read(problems);
    QVERIFY(saved);
    QCOMPARE(saved->actionCount(), kMaxGameActions);

    // The next one is refused with the engine's reason; nothing is played or written.
    QVERIFY(!model.legalActions().empty());
    const Position before = model.position();
    type(model.legalActions().front());
    QTRY_VERIFY2(status->text().contains(QLatin1String("record is full")), qPrintable(status->text()));
    QCOMPARE(model.game().actionCount(), kMaxGameActions);
    QVERIFY(model.position() == before);
    QVERIFY2(status->text().contains(QLatin1String("50000")), qPrintable(status->text()));
    saved = Autosave::read(problems);
    QVERIFY(saved);
    QCOMPARE(saved->actionCount(), kMaxGameActions);

    // Undo still works, and the freed place can be played again.
    model.undo();
    QCOMPARE(model.game().actionCount(), kMaxGameActions - 1);
    QVERIFY(model.play(model.legalActions().front()));
    QCOMPARE(model.game().actionCount(), kMaxGameActions);
}

QTEST_MAIN(TestFullRecord)
#include "tst_full_record.moc"
