// Scenario format version 3: the goal with its opponents, lesson and hints. Written and read back to
// the same bytes; a scenario without a goal is still written in its old version; a goal is refused in
// versions 1 and 2; every bad goal field is named by its path; saving refuses what would not load.
#include "core/scenario.h"
#include "files/goal_part.h"
#include "files/scenario_file.h"
#include "common/file_problems.h"
#include "common/positions.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

const QString kGood = QStringLiteral(EKO_TEST_DATA "/good/");

Scenario puzzle()
{
    PositionBuilder b(boardFromRows({"...C.o.", ".......", "......."}), 3);
    b.place("c2", 0, 2, true).place("a3", 1, 1, true).place("g3", 2, 1, true);
    Scenario sc = exactScenario(b.position());
    sc.name = "Capture blue's Emperor";
    Goal g;
    g.kind = GoalKind::CaptureEmperor;
    g.turns = 2;
    g.target = 1;
    g.difficulty = 3;
    g.opponents[1].kind = OpponentKind::Replies;
    g.opponents[1].replies = {*parseNotation("a3-b3", *sc.board), *parseNotation("b3+1", *sc.board)};
    g.opponents[2].kind = OpponentKind::Computer;
    g.opponents[2].level = 4;
    g.lesson = "A stack may attack a smaller one.";
    g.lessonTranslations = {{"ko", "더미는 더 작은 더미를 공격할 수 있습니다."}, {"pt", "Uma pilha pode atacar uma menor."}};
    g.hints = {"Count the discs.", "Look at a3."};
    g.hintTranslations = {{"zh_CN", {"数一数棋子。"}}};
    sc.goal = g;
    return sc;
}

QJsonObject jsonOf(const QByteArray &data) { return QJsonDocument::fromJson(data).object(); }

// The problems of reading `sc` written with its goal object changed by `change`.
QString problemsWithGoal(const Scenario &sc, const std::function<void(QJsonObject &)> &change)
{
    QJsonObject o = scenarioToObject(sc);
    QJsonObject goal = o.value("goal").toObject();
    change(goal);
    o.insert("goal", goal);
    FileProblems problems;
    if (scenarioFromJson(QJsonDocument(o).toJson(), problems))
        return QStringLiteral("(read without a problem)");
    return problemText(problems);
}

} // namespace

class TestScenarioGoal : public QObject {
    Q_OBJECT
private slots:
    void aGoalIsWrittenAsVersionThreeAndReadBackToTheSameBytes()
    {
        const Scenario sc = puzzle();
        QCOMPARE(scenarioFileVersion(sc), 3);
        const QByteArray data = scenarioToJson(sc);
        const QJsonObject goal = jsonOf(data).value("goal").toObject();
        QCOMPARE(jsonOf(data).value("version").toInt(), 3);
        QCOMPARE(goal.value("kind").toString(), QStringLiteral("captureEmperor"));
        QCOMPARE(goal.value("target").toString(), QStringLiteral("blue"));
        QCOMPARE(goal.value("opponents").toObject().value("blue").toObject().value("replies").toArray().at(1).toString(),
                 QStringLiteral("b3+1"));
        QVERIFY(!goal.contains("points"));
        QVERIFY(!goal.contains("keepEmperor"));
        FileProblems problems;
        const auto back = scenarioFromJson(data, problems);
        QVERIFY2(back, qPrintable(problemText(problems)));
        QVERIFY(back->goal == sc.goal);
        QCOMPARE(scenarioToJson(*back), data);
    }

    void everyKindRoundTrips()
    {
        for (int k = 0; k < kGoalKindCount; ++k) {
            Scenario sc = puzzle();
            Goal &g = *sc.goal;
            g.kind = static_cast<GoalKind>(k);
            g.target = g.kind == GoalKind::Eliminate || g.kind == GoalKind::CaptureEmperor ? 2 : kNoPlayer;
            g.points = g.kind == GoalKind::ReachPoints ? 7 : 0;
            g.keepEmperor = g.kind == GoalKind::Survive;
            QVERIFY(goalProblems(g, sc.players).empty());
            FileProblems problems;
            const auto back = scenarioFromJson(scenarioToJson(sc), problems);
            QVERIFY2(back, qPrintable(goalKindId(g.kind) + QStringLiteral(": ") + problemText(problems)));
            QVERIFY(back->goal == sc.goal);
        }
    }

    void withoutAGoalTheOldVersionsAreWrittenAsBefore()
    {
        Scenario sc = puzzle();
        sc.goal.reset();
        QCOMPARE(scenarioFileVersion(sc), 1);
        QVERIFY(!jsonOf(scenarioToJson(sc)).contains("goal"));
        sc.description = "A text.";
        QCOMPARE(scenarioFileVersion(sc), 2);
        QCOMPARE(scenarioFileVersion(standardScenario(2)), 1);
        // The files of versions 1 and 2 kept in the tests read and write back byte for byte.
        for (const char *name : {"small-duel.ekoscn", "translated-duel.ekoscn", "exact-position.ekoscn"}) {
            QFile f(kGood + name);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray data = f.readAll();
            FileProblems problems;
            const auto read = scenarioFromJson(data, problems);
            QVERIFY2(read, qPrintable(problemText(problems)));
            QVERIFY(!read->goal);
            QVERIFY(jsonOf(scenarioToJson(*read)).value("version").toInt() <= 2);
            QCOMPARE(jsonOf(scenarioToJson(*read)), jsonOf(data));
        }
    }

    void aGoalIsUnknownInVersionsOneAndTwo()
    {
        for (int version : {1, 2}) {
            QJsonObject o = scenarioToObject(puzzle());
            o.insert("version", version);
            o.remove("description");
            FileProblems problems;
            QVERIFY(!scenarioFromJson(QJsonDocument(o).toJson(), problems));
            QVERIFY2(problemText(problems).contains("goal: unknown field"), qPrintable(problemText(problems)));
        }
    }

    void badGoalFieldsAreNamedByTheirPaths_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("player") << "player" << QJsonValue("green") << "goal.player: must be one of";
        QTest::newRow("kind") << "kind" << QJsonValue("checkmate") << "goal.kind: must be one of";
        QTest::newRow("turns zero") << "turns" << QJsonValue(0) << "goal.turns:";
        QTest::newRow("turns too many") << "turns" << QJsonValue(kMaxGoalTurns + 1) << "goal.turns:";
        QTest::newRow("points elsewhere") << "points" << QJsonValue(5) << "goal.points: points are given to the goal";
        QTest::newRow("target elsewhere") << "target" << QJsonValue("blue") << "goal.target: a target is given to the goals";
        QTest::newRow("keepEmperor elsewhere") << "keepEmperor" << QJsonValue(true) << "goal.keepEmperor:";
        QTest::newRow("difficulty") << "difficulty" << QJsonValue(9) << "goal.difficulty:";
        QTest::newRow("unknown field") << "moves" << QJsonValue(3) << "goal.moves: unknown field";
        QTest::newRow("opponent seat") << "opponents" << QJsonValue(QJsonObject{{"green", QJsonObject{{"kind", "computer"}}}})
                                       << "goal.opponents.green: \"green\" is no seat of this game";
        QTest::newRow("opponent own seat")
            << "opponents" << QJsonValue(QJsonObject{{"red", QJsonObject{{"kind", "anyDefence"}}}})
            << "goal.opponents.red: this is the goal's own player";
        QTest::newRow("opponent level")
            << "opponents" << QJsonValue(QJsonObject{{"blue", QJsonObject{{"kind", "computer"}, {"level", 7}}}})
            << "goal.opponents.blue.level:";
        QTest::newRow("opponent level missing")
            << "opponents" << QJsonValue(QJsonObject{{"blue", QJsonObject{{"kind", "computer"}}}})
            << "goal.opponents.blue.level: this field is missing";
        QTest::newRow("reply not notation")
            << "opponents"
            << QJsonValue(QJsonObject{{"blue", QJsonObject{{"kind", "replies"}, {"replies", QJsonArray{"a3-b3", "z9-a1"}}}}})
            << "goal.opponents.blue.replies[1]: \"z9-a1\" is not an action on this board";
        QTest::newRow("replies to a computer")
            << "opponents"
            << QJsonValue(QJsonObject{{"blue", QJsonObject{{"kind", "computer"}, {"level", 2}, {"replies", QJsonArray{}}}}})
            << "goal.opponents.blue.replies: replies are given to an opponent of kind \"replies\" alone";
        QTest::newRow("empty hint") << "hints" << QJsonValue(QJsonArray{"One", ""}) << "goal.hints[1]: a hint may not be empty";
        QTest::newRow("too many hints") << "hints" << QJsonValue(QJsonArray{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"})
                                        << "goal.hints:";
        QTest::newRow("hint too long") << "hints" << QJsonValue(QJsonArray{QString(kMaxHintLength + 1, 'x')})
                                       << "goal.hints[0]:";
        QTest::newRow("lesson language") << "translations" << QJsonValue(QJsonObject{{"fr", QJsonObject{{"lesson", "x"}}}})
                                         << "goal.translations.fr: unknown language \"fr\"";
        QTest::newRow("lesson translation field")
            << "translations" << QJsonValue(QJsonObject{{"ko", QJsonObject{{"name", "x"}}}})
            << "goal.translations.ko.name: unknown field";
    }

    void badGoalFieldsAreNamedByTheirPaths()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        Scenario sc = puzzle();
        sc.goal->kind = GoalKind::Win; // takes no points, target or keepEmperor
        sc.goal->target = kNoPlayer;
        const QString report = problemsWithGoal(sc, [&](QJsonObject &g) { g.insert(field, value); });
        QVERIFY2(report.contains(expected), qPrintable(report));
    }

    void aMissingOrOwnTargetOfEliminateIsNamed()
    {
        Scenario sc = puzzle();
        sc.goal->kind = GoalKind::Eliminate;
        QString report = problemsWithGoal(sc, [](QJsonObject &g) { g.remove("target"); });
        QVERIFY2(report.contains("goal.target: this field is missing"), qPrintable(report));
        report = problemsWithGoal(sc, [](QJsonObject &g) { g.insert("target", "red"); });
        QVERIFY2(report.contains("goal.target: the target must be another player"), qPrintable(report));
    }

    void savingRefusesAGoalBeyondTheLimits()
    {
        Scenario sc = puzzle();
        sc.goal->lessonTranslations["pt"] = std::string(static_cast<size_t>(kMaxLessonLength) + 1, 'x');
        const QString file = QDir::temp().filePath("eko-goal-never-written.ekoscn");
        QString error;
        QVERIFY(!saveScenario(sc, file, &error));
        QVERIFY2(error.contains("goal.translations.pt.lesson"), qPrintable(error));
        QVERIFY(!QFile::exists(file));
        sc = puzzle();
        sc.goal->turns = kMaxGoalTurns + 1;
        QVERIFY(!saveScenario(sc, file, &error));
        QVERIFY2(error.contains("goal.turns"), qPrintable(error));
        QVERIFY(!QFile::exists(file));
    }
};

QTEST_GUILESS_MAIN(TestScenarioGoal)
#include "tst_scenario_goal.moc"
