// Whatever the program can play, it can save and load again: the game record refuses the action
// that would go past the limit a game file keeps to (50,000 actions, fewer on large boards), and
// a game the reader would refuse is never written over a file.
#include "files/game_file.h"
#include "common/long_games.h"
#include "core/rejection.h"
#include "files/scenario_file.h"
#include "common/file_problems.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Fills the record of a game on `columns` × `rows` spaces and checks that the next legal action is
// refused, that nothing changed, and that the full game loads back from its file.
void fillAndCheck(int columns, int rows, int expectedLimit)
{
    Game game(endlessWalkScenario(columns, rows), 1);
    QCOMPARE(game.actionLimit(), expectedLimit);
    playUntil(game, expectedLimit);
    QCOMPARE(game.actionCount(), expectedLimit);
    QVERIFY(game.full());
    QVERIFY(!game.current().gameOver());

    const std::vector<Action> legal = rules::legalActions(game.current());
    QVERIFY(!legal.empty());
    const Position before = game.current();
    const std::optional<Rejection> refused = game.play(legal.front());
    QVERIFY(refused);
    QCOMPARE(refused->code, RejectionCode::RecordFull);
    QCOMPARE(refused->n1, expectedLimit);
    QCOMPARE(game.actionCount(), expectedLimit);
    QVERIFY(game.current() == before);
    QVERIFY(QString::fromStdString(describe(*refused, game.current().board())).contains(QLatin1String("full")));

    // An illegal action keeps its own reason; the record being full is said only of legal ones.
    const std::optional<Rejection> illegal = game.play(Action::move(0, 0));
    QVERIFY(illegal);
    QVERIFY(illegal->code != RejectionCode::RecordFull);

    FileProblems problems;
    const std::optional<Game> back = gameFromJson(gameToJson(game), problems);
    QVERIFY2(back, qPrintable(problemText(problems)));
    QCOMPARE(back->actionCount(), expectedLimit);
    QVERIFY(back->current() == game.current());
    QVERIFY(back->full());
}

} // namespace

class TestRecordLimit : public QObject {
    Q_OBJECT
private slots:
    void limitFollowsTheBoardSize();
    void fullRecordRefusesTheNextAction();
    void fullRecordOnALargeBoard();
    void readerRefusesOneActionMore();
    void unreadableGameIsNeverWritten();
};

void TestRecordLimit::limitFollowsTheBoardSize()
{
    QCOMPARE(maxGameActions(15), kMaxGameActions);
    QCOMPARE(maxGameActions(400), kMaxGameActions);
    QCOMPARE(maxGameActions(401), 49875);
    QCOMPARE(maxGameActions(kMaxBoardSpaces), 2000);
    QCOMPARE(Game(standardScenario(4), 1).actionLimit(), kMaxGameActions);
}

void TestRecordLimit::fullRecordRefusesTheNextAction() { fillAndCheck(5, 3, kMaxGameActions); }

void TestRecordLimit::fullRecordOnALargeBoard()
{
    // 1000 × 10 = 10,000 spaces, the most a board file may have: 20,000,000 / 10,000 = 2000 actions.
    fillAndCheck(1000, 10, 2000);
}

void TestRecordLimit::readerRefusesOneActionMore()
{
    Game game(endlessWalkScenario(1000, 10), 1);
    playUntil(game, 2000);
    QJsonObject o = QJsonDocument::fromJson(gameToJson(game)).object();
    QJsonArray actions = o.value(QStringLiteral("actions")).toArray();
    actions.append(QString::fromStdString(game.notation(1998))); // a legal step back, were the record not full
    o.insert(QStringLiteral("actions"), actions);
    FileProblems problems;
    QVERIFY(!gameFromJson(QJsonDocument(o).toJson(), problems));
    QVERIFY2(problemText(problems).contains(QLatin1String("at most 2000")), qPrintable(problemText(problems)));
}

void TestRecordLimit::unreadableGameIsNeverWritten()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.eko"));
    Game game(standardScenario(2), 7, {"Ana", "Bo"});
    QString error;
    QVERIFY2(saveGame(game, file, &error), qPrintable(error));
    const QByteArray readable = readAll(file);

    // A name longer than a file may hold (reachable through Game::setPlayerName): the reader would
    // refuse the file, so the old one stays.
    game.setPlayerName(1, std::string(static_cast<size_t>(kMaxNameLength) + 1, 'x'));
    QVERIFY(!saveGame(game, file, &error));
    QVERIFY2(error.contains(QLatin1String("longer than 200")), qPrintable(error));
    QCOMPARE(readAll(file), readable);
    FileProblems problems;
    QVERIFY2(loadGame(file, problems), qPrintable(problemText(problems)));
}

QTEST_GUILESS_MAIN(TestRecordLimit)
#include "tst_record_limit.moc"
