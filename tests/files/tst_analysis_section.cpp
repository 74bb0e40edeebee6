// The analysis section of game files (files/analysis_section.h, FILE-FORMAT.md §3.6): an analysis
// comes back from the file exactly as it was written and gives the same bytes again, files without
// it read as before, a damaged section is refused with a clear message while the game itself still
// opens, what the reader would refuse is never written, and a different engine or budget is stale.
#include "files/analysis_section.h"
#include "files/game_file.h"
#include "files/game_tree_file.h"
#include "common/positions.h"
#include "core/rules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace eko;
using namespace eko::files;

namespace {

const QDateTime kSaved = QDateTime(QDate(2026, 12, 3), QTime(11, 0), Qt::UTC);

Game playedGame(int n)
{
    Game game(standardScenario(2), 9, {"Ana", "Bo"});
    for (int k = 0; k < n && !game.current().gameOver(); ++k) {
        const std::vector<Action> legal = rules::legalActions(game.current());
        game.play(legal[static_cast<size_t>(k * 7) % legal.size()]);
    }
    return game;
}

ai::GameAnalysis analysed(const Game &game)
{
    return ai::analyseGame(game, ai::AnalysisBudget{60, 3, 1});
}

void compare(const ai::GameAnalysis &a, const ai::GameAnalysis &b)
{
    QCOMPARE(a.engine, b.engine);
    QCOMPARE(a.budget.iterations, b.budget.iterations);
    QCOMPARE(a.budget.seed, b.budget.seed);
    QCOMPARE(a.actions.size(), b.actions.size());
    for (size_t k = 0; k < a.actions.size(); ++k) {
        const ai::ActionAnalysis &x = a.actions[k], &y = b.actions[k];
        QCOMPARE(x.index, y.index);
        QCOMPARE(x.mover, y.mover);
        QVERIFY(x.played == y.played);
        QCOMPARE(x.notation, y.notation);
        QVERIFY(x.before == y.before);
        QVERIFY(x.after == y.after);
        QCOMPARE(x.loss, y.loss);
        QCOMPARE(x.judgement, y.judgement);
        QCOMPARE(x.forced, y.forced);
        QCOMPARE(x.best.size(), y.best.size());
        for (size_t c = 0; c < x.best.size(); ++c) {
            QVERIFY(x.best[c].action == y.best[c].action);
            QCOMPARE(x.best[c].notation, y.best[c].notation);
            QCOMPARE(x.best[c].visits, y.best[c].visits);
            QVERIFY(x.best[c].chances == y.best[c].chances);
        }
    }
}

} // namespace

class TestAnalysisSection : public QObject {
    Q_OBJECT
private slots:
    void readBackIdentically();
    void filesWithoutItReadAsBefore();
    void aDamagedSectionIsRefusedAndTheGameStillOpens_data();
    void aDamagedSectionIsRefusedAndTheGameStillOpens();
    void whatTheReaderRefusesIsNeverWritten();
    void anotherEngineOrBudgetIsStale();
};

void TestAnalysisSection::readBackIdentically()
{
    const Game game = playedGame(12);
    const ai::GameAnalysis analysis = analysed(game);
    QCOMPARE(static_cast<int>(analysis.actions.size()), game.actionCount());
    QVERIFY(analysisProblem(analysis, game).isEmpty());
    const QByteArray json = withAnalysis(gameToJson(game, SeatLevels{}, kSaved), analysis, game);
    QCOMPARE(QJsonDocument::fromJson(json).object().value(QStringLiteral("version")).toInt(), 3);
    FileProblems problems;
    const std::optional<GameTree> tree = gameTreeFromJson(json, problems);
    QVERIFY2(tree, qPrintable(problems.isEmpty() ? QString() : problems.front().what));
    const Game read = tree->gameTo(tree->mainLine().back());
    QVERIFY(read.actions() == game.actions());
    QString problem;
    const std::optional<ai::GameAnalysis> back = analysisFromJson(json, read, &problem);
    QVERIFY2(back, qPrintable(problem));
    QVERIFY(problem.isEmpty());
    compare(*back, analysis);
    QCOMPARE(withAnalysis(gameToJson(read, SeatLevels{}, kSaved), *back, read), json);
}

void TestAnalysisSection::filesWithoutItReadAsBefore()
{
    const Game game = playedGame(8);
    const QByteArray json = gameToJson(game, SeatLevels{}, kSaved);
    QCOMPARE(withAnalysis(json, ai::GameAnalysis{}, game), json);
    QString problem = QStringLiteral("left over");
    QVERIFY(!analysisFromJson(json, game, &problem));
    QVERIFY(problem.isEmpty());
}

void TestAnalysisSection::aDamagedSectionIsRefusedAndTheGameStillOpens_data()
{
    QTest::addColumn<QString>("change");
    for (const char *change : {"not an object", "unknown field", "no engine", "budget 0", "number past the end",
                               "numbers out of order", "chance 1.5", "one chance only", "best not notation",
                               "six best", "class terrible", "loss -1", "forced a text"})
        QTest::newRow(change) << QString::fromLatin1(change);
}

void TestAnalysisSection::aDamagedSectionIsRefusedAndTheGameStillOpens()
{
    QFETCH(QString, change);
    const Game game = playedGame(10);
    const ai::GameAnalysis analysis = analysed(game);
    QJsonObject root = QJsonDocument::fromJson(withAnalysis(gameToJson(game, SeatLevels{}, kSaved), analysis, game)).object();
    QJsonObject section = root.value(QStringLiteral("analysis")).toObject();
    QJsonArray actions = section.value(QStringLiteral("actions")).toArray();
    QJsonObject first = actions[0].toObject();
    if (change == "not an object") {
        root.insert(QStringLiteral("analysis"), 3);
    } else {
        if (change == "unknown field")
            section.insert(QStringLiteral("colour"), 1);
        if (change == "no engine")
            section.remove(QStringLiteral("engine"));
        if (change == "budget 0")
            section.insert(QStringLiteral("iterations"), 0);
        if (change == "number past the end")
            first.insert(QStringLiteral("action"), game.actionCount() + 1);
        if (change == "numbers out of order")
            first.insert(QStringLiteral("action"), 2);
        if (change == "chance 1.5")
            first.insert(QStringLiteral("before"), QJsonArray{1.5, 0.5});
        if (change == "one chance only")
            first.insert(QStringLiteral("after"), QJsonArray{0.5});
        if (change == "best not notation")
            first.insert(QStringLiteral("best"), QJsonArray{QJsonObject{{QStringLiteral("action"), QStringLiteral("zz99")},
                                                                        {QStringLiteral("visits"), 1},
                                                                        {QStringLiteral("chances"), QJsonArray{0.5, 0.5}}}});
        if (change == "six best") {
            QJsonArray best;
            for (int i = 0; i < 6; ++i)
                best.append(first.value(QStringLiteral("best")).toArray()[0]);
            first.insert(QStringLiteral("best"), best);
        }
        if (change == "class terrible")
            first.insert(QStringLiteral("class"), QStringLiteral("terrible"));
        if (change == "loss -1")
            first.insert(QStringLiteral("loss"), -1);
        if (change == "forced a text")
            first.insert(QStringLiteral("forced"), QStringLiteral("yes"));
        actions[0] = first;
        section.insert(QStringLiteral("actions"), actions);
        root.insert(QStringLiteral("analysis"), section);
    }
    const QByteArray json = QJsonDocument(root).toJson();
    // The game opens, every action of it.
    FileProblems problems;
    const std::optional<GameTree> tree = gameTreeFromJson(json, problems);
    QVERIFY(tree);
    QVERIFY(problems.isEmpty());
    QVERIFY(tree->gameTo(tree->mainLine().back()).actions() == game.actions());
    // The analysis does not, and says so.
    QString problem;
    QVERIFY(!analysisFromJson(json, game, &problem));
    QVERIFY2(problem.startsWith(QStringLiteral("The analysis saved with this game cannot be read (")), qPrintable(problem));
    QVERIFY2(problem.endsWith(QStringLiteral("); the game opens without it.")), qPrintable(problem));
}

void TestAnalysisSection::whatTheReaderRefusesIsNeverWritten()
{
    const Game game = playedGame(6);
    ai::GameAnalysis analysis = analysed(game);
    QVERIFY(analysisProblem(analysis, game).isEmpty());
    ai::GameAnalysis bad = analysis;
    bad.actions[2].before[0] = 2.0;
    QVERIFY(!analysisProblem(bad, game).isEmpty());
    bad = analysis;
    bad.engine = std::string(kMaxAnalysisEngineLength + 1, 'x');
    QVERIFY(!analysisProblem(bad, game).isEmpty());
    bad = analysis;
    bad.actions[1].played = bad.actions[0].played == bad.actions[1].played ? Action{} : bad.actions[0].played;
    QVERIFY(!analysisProblem(bad, game).isEmpty());
    bad = analysis;
    bad.actions[3].best.resize(ai::kTopActions + 1);
    QVERIFY(!analysisProblem(bad, game).isEmpty());
}

void TestAnalysisSection::anotherEngineOrBudgetIsStale()
{
    ai::GameAnalysis analysis;
    analysis.budget.iterations = ai::kDefaultAnalysisIterations;
    QVERIFY(!isStale(analysis));
    QVERIFY(isStale(analysis, 500));
    analysis.engine = "eko-mcts-analysis 0";
    QVERIFY(isStale(analysis));
}

QTEST_GUILESS_MAIN(TestAnalysisSection)
#include "tst_analysis_section.moc"
