// judgeGoal(): every kind of goal met, failed (with its reason) and still open, on hand-made positions;
// the turn count, the goal's own checks and the lesson's language.
#include "common/positions.h"

#include "core/goal.h"

#include <QtTest>

using namespace eko;
using namespace eko::testing;

namespace {

// Rows are r = 0.., letters are q = 0..; "a1" is (0,0). b2's neighbours: c2 c1 b1 a2 a3 b3.
const std::vector<std::string> kOpenBoard{
    ".......",
    ".......",
    ".......",
    ".......",
    ".......",
};
// d1 a capital, f1 an oasis, row 2 open.
const std::vector<std::string> kSites{
    "...C.o.",
    ".......",
    ".......",
};

// Every reserve emptied (the discs removed from the game), so that no turn has a reinforcement.
Position withoutReserves(PositionBuilder &b)
{
    for (int p = 0; p < b.position().playerCount(); ++p)
        b.remove(p, b.position().player(p).reserve);
    return b.position();
}

struct Outcome {
    GoalJudgement judgement;
    int actions = 0; // the actions played until the judgement was no longer open (or all of them)
};

// Plays `line` from `start`, judging after every action; stops at the first judgement that is not open.
Outcome play(const Goal &goal, Position pos, const std::vector<std::string> &line)
{
    int turns = 0;
    Outcome out;
    for (const std::string &text : line) {
        const Action a = parse(pos, text);
        if (const auto why = rules::check(pos, a)) {
            qWarning("illegal action %s: %s", text.c_str(), describe(*why, pos.board()).c_str());
            return {{GoalState::Failed, GoalFailure::None}, -1};
        }
        const Position before = pos;
        rules::apply(pos, a);
        turns = goalTurnsAfter(goal, before, turns, out.actions == 0);
        ++out.actions;
        out.judgement = judgeGoal(goal, before, a, pos, turns);
        if (out.judgement.state != GoalState::Open)
            return out;
    }
    return out;
}

Goal goalOf(GoalKind kind, int turns = 1)
{
    Goal g;
    g.kind = kind;
    g.turns = turns;
    return g;
}

const GoalJudgement kOpen{};
const GoalJudgement kMet{GoalState::Met, GoalFailure::None};
GoalJudgement failedFor(GoalFailure why) { return {GoalState::Failed, why}; }

} // namespace

class TestGoal : public QObject {
    Q_OBJECT
private slots:
    void winIsMetByEliminatingTheLastOpponent();
    void winIsStillOpenWhileTurnsRemain();
    void winFailsOnceThePlayersTurnsAreOver();
    void winFailsWhenAnotherPlayerWins();
    void winByPointsIsMetByThePointsAndAPalace();
    void winByPointsFailsOnAVictoryByElimination();
    void captureEmperorIsMetByAttackingTheEmperorsStack();
    void captureEmperorIsMetByAKamikazeOnTheEmperorsStack();
    void captureEmperorIsMetEvenWhenAnExchangeFollows();
    void captureEmperorOfAnotherPlayerThanTheTargetIsNotMet();
    void captureEmperorFailsWhenTheTargetIsOut();
    void buildPalaceIsMetByAConstructionOnACapital();
    void buildPalaceIsNotMetByAnotherSiteAndFailsAfterTheTurn();
    void reachPointsIsMetOnceThePlayerHasThePoints();
    void reachPointsIsOpenBelowThePoints();
    void eliminateIsMetWhenTheTargetHasNoDiscLeftWhileTheGameGoesOn();
    void eliminateFailsWhenThePlayerIsOutFirst();
    void surviveIsMetWhenTheTurnAfterTheLastBegins();
    void surviveIsOpenDuringTheOpponentsReply();
    void surviveFailsWhenThePlayerIsBeaten();
    void surviveWithKeepEmperorFailsWhenTheEmperorIsCaptured();
    void surviveWithKeepEmperorFailsWhenTheCaptureIsExchangedAtOnce();
    void aForcedMarchKeepsTheTurnOpen();
    void onlyThePlayersOwnTurnsCount();
    void goalProblemsNameEachBadField();
    void hintsAndLessonFollowTheLanguage();
};

void TestGoal::winIsMetByEliminatingTheLastOpponent()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 2, true).place("e1", 1, 1, true);
    const Outcome o = play(goalOf(GoalKind::Win), withoutReserves(b), {"a1xe1"});
    QCOMPARE(o.judgement, kMet);
}

void TestGoal::winIsStillOpenWhileTurnsRemain()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 2, true).place("e1", 1, 1, true).place("g5", 1, 1);
    const Outcome o = play(goalOf(GoalKind::Win, 2), withoutReserves(b), {"a1xe1", "g5-g4"});
    QCOMPARE(o.judgement, kOpen);
    QCOMPARE(o.actions, 2);
}

void TestGoal::winFailsOnceThePlayersTurnsAreOver()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 2, true).place("e1", 1, 1, true).place("g5", 1, 1);
    // The turn's one action ends it (no reserve: no forced march, no reinforcement).
    const Outcome o = play(goalOf(GoalKind::Win), withoutReserves(b), {"a1xe1"});
    QCOMPARE(o.judgement, failedFor(GoalFailure::OutOfTurns));
    QCOMPARE(o.actions, 1);
}

void TestGoal::winFailsWhenAnotherPlayerWins()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 1, true).place("e1", 1, 2, true);
    const Outcome o = play(goalOf(GoalKind::Win, 3), withoutReserves(b), {"a1-a2", "e1xa2"});
    QCOMPARE(o.judgement, failedFor(GoalFailure::GameLost));
}

void TestGoal::winByPointsIsMetByThePointsAndAPalace()
{
    RulesSettings s;
    s.victoryPoints = 2;
    PositionBuilder b(boardFromRows(kSites), 2, s);
    b.place("c2", 0, 2, true).place("a3", 1, 1, true).place("g3", 1, 1).build("f1", 0, BuildingType::Village);
    const Outcome o = play(goalOf(GoalKind::WinByPoints), withoutReserves(b), {"V@d1/c2"});
    QCOMPARE(o.judgement, kMet);
}

void TestGoal::winByPointsFailsOnAVictoryByElimination()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 2, true).place("e1", 1, 1, true);
    const Outcome o = play(goalOf(GoalKind::WinByPoints, 3), withoutReserves(b), {"a1xe1"});
    QCOMPARE(o.judgement, failedFor(GoalFailure::WrongVictory));
}

void TestGoal::captureEmperorIsMetByAttackingTheEmperorsStack()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 3, true).place("e1", 1, 2, true).place("g5", 1, 1);
    const Goal g = goalOf(GoalKind::CaptureEmperor);
    QCOMPARE(play(g, withoutReserves(b), {"a1xe1"}).judgement, kMet);
    QCOMPARE(play(g, withoutReserves(b), {"a1-e1"}).judgement, kMet); // '-' onto the stack is the attack
    QCOMPARE(play(g, withoutReserves(b), {"a1xg5"}).judgement, failedFor(GoalFailure::OutOfTurns));
}

void TestGoal::captureEmperorIsMetByAKamikazeOnTheEmperorsStack()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 1).place("a5", 0, 1, true).place("e1", 1, 4, true).place("g5", 1, 1);
    QCOMPARE(play(goalOf(GoalKind::CaptureEmperor), withoutReserves(b), {"a1xe1"}).judgement, kMet);
}

void TestGoal::captureEmperorIsMetEvenWhenAnExchangeFollows()
{
    // Blue holds red's Emperor: red's capture gives both Emperors back at once (RULES §5).
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 3).place("e1", 1, 2, true).place("g5", 1, 1).captive(0, 1);
    const Position start = withoutReserves(b);
    Position after = rules::applied(start, parse(start, "a1xe1"));
    QCOMPARE(after.emperorCaptor(1), kNoPlayer); // exchanged already
    QCOMPARE(play(goalOf(GoalKind::CaptureEmperor), start, {"a1xe1"}).judgement, kMet);
}

void TestGoal::captureEmperorOfAnotherPlayerThanTheTargetIsNotMet()
{
    PositionBuilder b(boardFromRows(kOpenBoard), 3);
    b.place("a1", 0, 3, true).place("c1", 1, 2, true).place("g5", 2, 1, true).place("g1", 2, 1);
    Goal g = goalOf(GoalKind::CaptureEmperor);
    g.target = 2;
    QCOMPARE(play(g, withoutReserves(b), {"a1xc1"}).judgement, failedFor(GoalFailure::OutOfTurns));
    g.target = 1;
    QCOMPARE(play(g, withoutReserves(b), {"a1xc1"}).judgement, kMet);
}

void TestGoal::captureEmperorFailsWhenTheTargetIsOut()
{
    // Yellow's last stack falls to blue: yellow's Emperor can never be captured now.
    PositionBuilder b(boardFromRows(kOpenBoard), 3);
    b.place("a1", 0, 1, true).place("c3", 1, 2, true).place("e3", 2, 1, true).place("g5", 0, 1);
    Goal g = goalOf(GoalKind::CaptureEmperor, 3);
    g.target = 2;
    QCOMPARE(play(g, withoutReserves(b), {"a1-a2", "c3xe3"}).judgement, failedFor(GoalFailure::TargetGone));
}

void TestGoal::buildPalaceIsMetByAConstructionOnACapital()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("c2", 0, 2, true).place("a3", 1, 1, true);
    QCOMPARE(play(goalOf(GoalKind::BuildPalace), withoutReserves(b), {"V@d1/c2"}).judgement, kMet);
}

void TestGoal::buildPalaceIsNotMetByAnotherSiteAndFailsAfterTheTurn()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("e2", 0, 2, true).place("a3", 1, 1, true);
    // The sacrificed disc is in the reserve: the turn ends with its reinforcement.
    QCOMPARE(play(goalOf(GoalKind::BuildPalace), withoutReserves(b), {"V@f1/e2"}).judgement, kOpen);
    QCOMPARE(play(goalOf(GoalKind::BuildPalace), withoutReserves(b), {"V@f1/e2", "e2+1"}).judgement,
             failedFor(GoalFailure::OutOfTurns));
}

void TestGoal::reachPointsIsMetOnceThePlayerHasThePoints()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("e2", 0, 2, true).place("a3", 1, 1, true).build("d1", 0, BuildingType::Village);
    Goal g = goalOf(GoalKind::ReachPoints);
    g.points = 2;
    QCOMPARE(play(g, withoutReserves(b), {"V@f1/e2"}).judgement, kMet);
}

void TestGoal::reachPointsIsOpenBelowThePoints()
{
    PositionBuilder b(boardFromRows(kSites));
    b.place("e2", 0, 3, true).place("a3", 1, 1, true).place("g3", 1, 1);
    Goal g = goalOf(GoalKind::ReachPoints, 2);
    g.points = 2;
    const Outcome o = play(g, withoutReserves(b), {"V@f1/e2", "e2+1", "g3-g2"});
    QCOMPARE(o.judgement, kOpen);
    QCOMPARE(o.actions, 3);
}

void TestGoal::eliminateIsMetWhenTheTargetHasNoDiscLeftWhileTheGameGoesOn()
{
    PositionBuilder b(boardFromRows(kOpenBoard), 3);
    b.place("a1", 0, 2, true).place("c1", 1, 1, true).place("g5", 2, 1, true);
    Goal g = goalOf(GoalKind::Eliminate);
    g.target = 1;
    const Position start = withoutReserves(b);
    QVERIFY(!rules::applied(start, parse(start, "a1xc1")).gameOver());
    QCOMPARE(play(g, start, {"a1xc1"}).judgement, kMet);
    g.target = 2;
    QCOMPARE(play(g, start, {"a1xc1"}).judgement, failedFor(GoalFailure::OutOfTurns));
}

void TestGoal::eliminateFailsWhenThePlayerIsOutFirst()
{
    PositionBuilder b(boardFromRows(kOpenBoard), 3);
    b.place("a1", 0, 1, true).place("c1", 1, 2, true).place("g5", 2, 1, true);
    Goal g = goalOf(GoalKind::Eliminate, 3);
    g.target = 2;
    QCOMPARE(play(g, withoutReserves(b), {"a1-a2", "c1xa2"}).judgement, failedFor(GoalFailure::PlayerOut));
}

void TestGoal::surviveIsMetWhenTheTurnAfterTheLastBegins()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 1, true).place("c1", 1, 2, true);
    const Outcome o = play(goalOf(GoalKind::Survive), withoutReserves(b), {"a1-g5", "c1-c2"});
    QCOMPARE(o.judgement, kMet);
    QCOMPARE(o.actions, 2);
}

void TestGoal::surviveIsOpenDuringTheOpponentsReply()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 1, true).place("c1", 1, 2, true);
    const Outcome o = play(goalOf(GoalKind::Survive), withoutReserves(b), {"a1-g5"});
    QCOMPARE(o.judgement, kOpen);
}

void TestGoal::surviveFailsWhenThePlayerIsBeaten()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 1, true).place("c1", 1, 2, true);
    QCOMPARE(play(goalOf(GoalKind::Survive), withoutReserves(b), {"a1-a2", "c1xa2"}).judgement,
             failedFor(GoalFailure::GameLost));
}

void TestGoal::surviveWithKeepEmperorFailsWhenTheEmperorIsCaptured()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 1, true).place("g5", 0, 1).place("c1", 1, 2, true);
    Goal g = goalOf(GoalKind::Survive);
    QCOMPARE(play(g, withoutReserves(b), {"g5-g4", "c1xa1"}).judgement, kMet); // still in, one stack left
    g.keepEmperor = true;
    QCOMPARE(play(g, withoutReserves(b), {"g5-g4", "c1xa1"}).judgement, failedFor(GoalFailure::EmperorCaptured));
}

void TestGoal::surviveWithKeepEmperorFailsWhenTheCaptureIsExchangedAtOnce()
{
    // Red holds blue's Emperor; blue's capture of red's gives both back at once.
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 1, true).place("g5", 0, 1).place("c1", 1, 2).place("e5", 1, 1).captive(1, 0);
    const Position start = withoutReserves(b);
    Position p = rules::applied(start, parse(start, "g5-g4"));
    rules::apply(p, parse(p, "c1xa1"));
    QCOMPARE(p.emperorCaptor(0), kNoPlayer); // exchanged
    Goal g = goalOf(GoalKind::Survive);
    g.keepEmperor = true;
    QCOMPARE(play(g, start, {"g5-g4", "c1xa1"}).judgement, failedFor(GoalFailure::EmperorCaptured));
}

void TestGoal::aForcedMarchKeepsTheTurnOpen()
{
    // Red has 3 discs in reserve: after the first action the turn goes on (march or reinforcement).
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 2, true).place("g1", 0, 1).place("e1", 1, 1, true).place("g5", 1, 1);
    Position start = withoutReserves(b);
    start.playerState(0).reserve = 3;
    start.playerState(0).removed -= 3;
    const Goal g = goalOf(GoalKind::Win);
    Outcome o = play(g, start, {"g1-g2"});
    QCOMPARE(o.judgement, kOpen);
    o = play(g, start, {"g1-g2", "march", "a1xe1", "g2-g3", "g3xg5"});
    QCOMPARE(o.judgement, failedFor(GoalFailure::OutOfTurns)); // the march bought one action, not two
    QCOMPARE(o.actions, 3);
}

void TestGoal::onlyThePlayersOwnTurnsCount()
{
    PositionBuilder b(boardFromRows(kOpenBoard));
    b.place("a1", 0, 1, true).place("g5", 1, 1, true);
    Goal g = goalOf(GoalKind::Win);
    g.player = 1; // blue's turns: red's first turn is none of them
    const Position start = withoutReserves(b);
    const Position after = rules::applied(start, parse(start, "a1-a2"));
    QCOMPARE(goalTurnsAfter(g, start, 0, true), 0);
    QCOMPARE(goalTurnsAfter(g, after, 0, false), 1);
    QCOMPARE(play(g, start, {"a1-a2", "g5-g4"}).judgement, failedFor(GoalFailure::OutOfTurns));
    QCOMPARE(play(g, start, {"a1-a2"}).judgement, kOpen);
}

void TestGoal::goalProblemsNameEachBadField()
{
    QVERIFY(goalProblems(goalOf(GoalKind::Win), 2).empty());
    auto only = [](const Goal &g, int players) {
        const auto p = goalProblems(g, players);
        return p.size() == 1 ? p.front().code : static_cast<GoalProblemCode>(255);
    };
    Goal g = goalOf(GoalKind::Win);
    g.player = 2;
    QCOMPARE(only(g, 2), GoalProblemCode::Player);
    QVERIFY(goalProblems(g, 3).empty());
    g = goalOf(GoalKind::Win, 0);
    QCOMPARE(only(g, 2), GoalProblemCode::Turns);
    g = goalOf(GoalKind::Win, kMaxGoalTurns + 1);
    QCOMPARE(only(g, 2), GoalProblemCode::Turns);
    g = goalOf(GoalKind::ReachPoints);
    QCOMPARE(only(g, 2), GoalProblemCode::Points);
    g = goalOf(GoalKind::Eliminate);
    QCOMPARE(only(g, 2), GoalProblemCode::Target);
    g.target = 0;
    QCOMPARE(only(g, 2), GoalProblemCode::Target);
    g = goalOf(GoalKind::Win);
    g.target = 1;
    QCOMPARE(only(g, 2), GoalProblemCode::Target);
    g = goalOf(GoalKind::Win);
    g.opponents[1].kind = OpponentKind::Computer;
    g.opponents[1].level = 7;
    QCOMPARE(only(g, 2), GoalProblemCode::Level);
    g = goalOf(GoalKind::Win);
    g.opponents[0].kind = OpponentKind::Replies;
    QCOMPARE(only(g, 2), GoalProblemCode::RepliesSeat);
    g = goalOf(GoalKind::Win);
    g.difficulty = kMaxGoalDifficulty + 1;
    QCOMPARE(only(g, 2), GoalProblemCode::Difficulty);
    g = goalOf(GoalKind::Win);
    g.keepEmperor = true;
    QCOMPARE(only(g, 2), GoalProblemCode::KeepEmperor);
}

void TestGoal::hintsAndLessonFollowTheLanguage()
{
    Goal g;
    g.lesson = "Move.";
    g.lessonTranslations["ko"] = "이동하세요.";
    g.hints = {"One", "Two"};
    g.hintTranslations["pt"] = {"Um"};
    QCOMPARE(goalLesson(g, "ko_KR"), std::string("이동하세요."));
    QCOMPARE(goalLesson(g, "pt"), std::string("Move."));
    QCOMPARE(goalHints(g, "pt_BR"), std::vector<std::string>{"Um"});
    QCOMPARE(goalHints(g, "zh_CN").size(), size_t(2));
}

QTEST_APPLESS_MAIN(TestGoal)
#include "tst_goal.moc"
