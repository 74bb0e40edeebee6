// Tests of the game model: clicks become actions (or choices, or reasons), undo/redo, notation, signals.
#include "model/game_model.h"
#include "common/positions.h"
#include "common/random_games.h"
#include "core/click_reason.h"
#include "text/explain.h"

#include <QSignalSpy>
#include <QtTest>

using namespace eko::text;

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

namespace {

// 7 columns a..g, 5 rows: a reg on c2, a chasm on d3, an oasis on d5, desert elsewhere.
std::shared_ptr<const Board> smallBoard() { return boardFromRows({".......", "..r....", "...#...", ".......", "...o..."}); }

Game gameFrom(const Position &pos)
{
    Scenario sc;
    sc.name = "test";
    sc.players = pos.playerCount();
    sc.board = pos.boardPtr();
    sc.position = pos;
    const std::vector<ScenarioProblem> problems = scenarioProblems(sc);
    if (!problems.empty())
        qFatal("test scenario has problems: %s", describe(problems.front(), sc.board.get()).c_str());
    return Game(sc, 1, {"Ana", "Bo"});
}

bool hasHighlight(const GameModel &m, SpaceIndex s, Highlight kind)
{
    for (const SpaceHighlight &h : m.highlights())
        if (h.space == s && h.kind == kind)
            return true;
    return false;
}

int highlightCount(const GameModel &m, Highlight kind)
{
    int n = 0;
    for (const SpaceHighlight &h : m.highlights())
        n += h.kind == kind ? 1 : 0;
    return n;
}

QString engineReason(const Position &pos, const Action &action)
{
    const std::optional<Rejection> r = rules::check(pos, rules::canonical(pos, action));
    return r ? QString::fromStdString(describe(*r, pos.board())) : QString();
}

// Records every signal of a model.
struct Spies {
    explicit Spies(GameModel *m)
        : actions(m, &GameModel::actionsChanged)
        , position(m, &GameModel::positionChanged)
        , selection(m, &GameModel::selectionChanged)
        , choice(m, &GameModel::choiceNeeded)
        , rejected(m, &GameModel::rejected)
        , reset(m, &GameModel::gameReset)
        , over(m, &GameModel::gameOver)
        , modified(m, &GameModel::modifiedChanged)
    {
    }
    void clear()
    {
        for (QSignalSpy *s : {&actions, &position, &selection, &choice, &rejected, &reset, &over, &modified})
            s->clear();
    }
    QString lastRejection() const { return rejected.isEmpty() ? QString() : rejected.last().at(0).toString(); }
    QList<Action> lastChoice() const
    {
        return choice.isEmpty() ? QList<Action>() : choice.last().at(0).value<QList<Action>>();
    }
    QSignalSpy actions, position, selection, choice, rejected, reset, over, modified;
};

} // namespace

class TestGameModel : public QObject {
    Q_OBJECT
private slots:
    void setGameResets();
    void clickSelectsAndMoves();
    void clickSelectedAgainDeselects();
    void clickAnotherStackSelectsIt();
    void attackAndKamikaze();
    void regroup();
    void constructionWithOneOption();
    void constructionWithSeveralOptions();
    void constructionRefused();
    void forcedMarch();
    void reinforcementChoice();
    void reinforcementRefused();
    void emperorSwap();
    void illegalClicksSayWhy();
    void clickReasonsComeFromTheEngine();
    void highlightsAreTheSelectedStacksLegalActions();
    void passWhenNothingIsLegal();
    void gameOverIsAnnounced();
    void undoRedoRestorePositions();
    void playingTheRedoActionKeepsTheRedoList();
    void undoAgainstTheComputerGoesBackToAPersonsTurn();
    void playNotation();
    void statusTexts();
    void noGameIsHarmless();
};

void TestGameModel::setGameResets()
{
    GameModel m;
    Spies spies(&m);
    QVERIFY(!m.hasGame());
    m.setGame(Game(standardScenario(2), 7, {"Ana", "Bo"}));
    QVERIFY(m.hasGame());
    QCOMPARE(spies.reset.count(), 1);
    QCOMPARE(spies.actions.count(), 1);
    QCOMPARE(spies.actions.last().at(0).toInt(), 0);
    QCOMPARE(m.position().phase(), Phase::EmperorSwap);
    QCOMPARE(m.legalActions(), rules::legalActions(m.position()));
    QVERIFY(!m.canUndo());
    QVERIFY(!m.canRedo());
    QVERIFY(!m.isModified());
    QVERIFY(!m.lastAction());
}

void TestGameModel::clickSelectsAndMoves()
{
    PositionBuilder b(smallBoard());
    b.place("a1", 0, 2, true).place("g5", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);

    m.clickSpace(b.at("a1"));
    QCOMPARE(m.selectedSpace(), b.at("a1"));
    QCOMPARE(spies.selection.count(), 1);
    QVERIFY(hasHighlight(m, b.at("a1"), Highlight::Selected));
    QVERIFY(hasHighlight(m, b.at("b1"), Highlight::Move));
    QVERIFY(hasHighlight(m, b.at("e4"), Highlight::Move));
    QVERIFY(hasHighlight(m, b.at("g5"), Highlight::Attack)); // 2 discs against 1
    QVERIFY(!hasHighlight(m, b.at("d3"), Highlight::Move));  // chasm
    QCOMPARE(spies.actions.count(), 0);

    m.clickSpace(b.at("e1"));
    QCOMPARE(spies.rejected.count(), 0);
    QCOMPARE(spies.actions.count(), 1);
    QCOMPARE(spies.actions.last().at(0).toInt(), 1);
    QCOMPARE(spies.position.count(), 1);
    QCOMPARE(spies.modified.count(), 1);
    QVERIFY(m.isModified());
    QCOMPARE(*m.lastAction(), Action::move(b.at("a1"), b.at("e1")));
    QCOMPARE(m.position().stack(b.at("e1")).size, 2);
    QVERIFY(m.position().stack(b.at("a1")).empty());
    QCOMPARE(m.selectedSpace(), kNoSpace);
    QCOMPARE(m.position().phase(), Phase::AfterAction);
    // After the action: every stack that can be reinforced is marked.
    QVERIFY(hasHighlight(m, b.at("e1"), Highlight::Reinforce));
    QCOMPARE(m.highlights().size(), 1);
}

void TestGameModel::clickSelectedAgainDeselects()
{
    PositionBuilder b(smallBoard());
    b.place("a1", 0, 2, true).place("g5", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);
    m.clickSpace(b.at("a1"));
    m.clickSpace(b.at("a1"));
    QCOMPARE(m.selectedSpace(), kNoSpace);
    QVERIFY(m.highlights().isEmpty());
    QCOMPARE(spies.selection.count(), 2);
    QCOMPARE(spies.actions.count(), 0);
    QCOMPARE(spies.rejected.count(), 0);
    m.clickSpace(b.at("a1"));
    m.clearSelection();
    QCOMPARE(m.selectedSpace(), kNoSpace);
}

void TestGameModel::clickAnotherStackSelectsIt()
{
    PositionBuilder b(smallBoard());
    // a1 (3 discs) cannot regroup with b1 (2 discs): 5 > 4, so a click on b1 selects it instead.
    b.place("a1", 0, 3, true).place("b1", 0, 2).place("g5", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);
    m.clickSpace(b.at("a1"));
    QVERIFY(!hasHighlight(m, b.at("b1"), Highlight::Regroup));
    m.clickSpace(b.at("b1"));
    QCOMPARE(m.selectedSpace(), b.at("b1"));
    QCOMPARE(spies.actions.count(), 0);
    QCOMPARE(spies.rejected.count(), 0);
}

void TestGameModel::attackAndKamikaze()
{
    PositionBuilder b(smallBoard());
    b.place("c4", 0, 3, true).place("g1", 0, 1).place("e4", 1, 2).place("a5", 1, 4, true);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);

    m.clickSpace(b.at("g1"));
    QVERIFY(hasHighlight(m, b.at("a5"), Highlight::Kamikaze));
    QVERIFY(!hasHighlight(m, b.at("e4"), Highlight::Attack)); // 1 disc may not attack 2
    QVERIFY(hasHighlight(m, b.at("c4"), Highlight::Regroup));  // 1 + 3 discs fit in a stack

    m.clickSpace(b.at("g1")); // deselect, so the click on c4 selects it rather than regrouping
    m.clickSpace(b.at("c4"));
    QCOMPARE(m.selectedSpace(), b.at("c4"));
    QVERIFY(hasHighlight(m, b.at("e4"), Highlight::Attack));
    QVERIFY(!hasHighlight(m, b.at("a5"), Highlight::Attack)); // 3 may not attack 4
    QVERIFY(!hasHighlight(m, b.at("a5"), Highlight::Kamikaze));

    m.clickSpace(b.at("e4"));
    QCOMPARE(spies.rejected.count(), 0);
    QCOMPARE(spies.actions.count(), 1);
    QCOMPARE(*m.lastAction(), Action::attack(b.at("c4"), b.at("e4")));
    QCOMPARE(m.position().stack(b.at("e4")).owner, 0);
    // Blue had 15 ordinary discs: 2 on e4 and 3 beside the Emperor on a5; the 2 from e4 come back.
    QCOMPARE(m.position().player(1).reserve, 15 - 2 - 3 + 2);
}

void TestGameModel::regroup()
{
    PositionBuilder b(smallBoard());
    b.place("a1", 0, 2, true).place("a3", 0, 2).place("g5", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    m.clickSpace(b.at("a1"));
    QVERIFY(hasHighlight(m, b.at("a3"), Highlight::Regroup));
    m.clickSpace(b.at("a3"));
    QCOMPARE(*m.lastAction(), Action::move(b.at("a1"), b.at("a3")));
    QCOMPARE(m.position().stack(b.at("a3")).size, 4);
    QVERIFY(m.position().stack(b.at("a3")).emperor);
}

void TestGameModel::constructionWithOneOption()
{
    PositionBuilder b(smallBoard());
    // d4 is next to the oasis d5, where only a village may stand.
    b.place("d4", 0, 1).place("a1", 0, 1, true).place("g1", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);
    m.clickSpace(b.at("d5"));
    QCOMPARE(spies.choice.count(), 0);
    QCOMPARE(spies.rejected.count(), 0);
    QCOMPARE(spies.actions.count(), 1);
    QCOMPARE(*m.lastAction(), Action::construct(BuildingType::Village, b.at("d5"), b.at("d4")));
    QCOMPARE(m.position().building(b.at("d5")).owner, 0);
    QVERIFY(m.position().stack(b.at("d4")).empty());
}

void TestGameModel::constructionWithSeveralOptions()
{
    PositionBuilder b(smallBoard());
    // c1 (3 discs) and b2 (2 discs) are both next to the reg c2: a village or a tower, paid by either.
    b.place("c1", 0, 3).place("b2", 0, 2, true).place("g5", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);
    const SpaceIndex c1 = b.at("c1"), c2 = b.at("c2"), b2 = b.at("b2");

    m.clickSpace(c2);
    QCOMPARE(spies.actions.count(), 0);
    QCOMPARE(spies.choice.count(), 1);
    const QList<Action> any = spies.lastChoice();
    QCOMPARE(any.size(), 3); // V by c1, V by b2, T by c1 (b2 holds the Emperor: only 1 disc to sacrifice)
    QVERIFY(any.contains(Action::construct(BuildingType::Village, c2, c1)));
    QVERIFY(any.contains(Action::construct(BuildingType::Village, c2, b2)));
    QVERIFY(any.contains(Action::construct(BuildingType::Tower, c2, c1)));
    for (const Action &a : any)
        QVERIFY(!m.actionDescription(a).isEmpty());

    // With c1 selected, the choice is among the buildings c1 pays for; the site is marked.
    m.clickSpace(c1);
    QVERIFY(hasHighlight(m, c2, Highlight::Construct));
    QCOMPARE(highlightCount(m, Highlight::Construct), 1);
    m.clickSpace(c2);
    QCOMPARE(spies.choice.count(), 2);
    const QList<Action> byC1 = spies.lastChoice();
    QCOMPARE(byC1.size(), 2);
    for (const Action &a : byC1)
        QCOMPARE(a.from, c1);
    QVERIFY(m.play(byC1.at(1)));
    QCOMPARE(m.position().building(c2).type, BuildingType::Tower);
    QCOMPARE(m.position().stack(c1).size, 1);

    // With b2 selected (only a village), one option: played at once.
    m.undo();
    m.clickSpace(b2);
    m.clickSpace(c2);
    QCOMPARE(spies.choice.count(), 2);
    QCOMPARE(*m.lastAction(), Action::construct(BuildingType::Village, c2, b2));
}

void TestGameModel::constructionRefused()
{
    PositionBuilder b(smallBoard());
    // c3 holds only the Emperor: nothing to sacrifice. b4 is far from the reg.
    b.place("c3", 0, 1, true).place("b4", 0, 3).place("g5", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);
    const SpaceIndex c2 = b.at("c2"), c3 = b.at("c3"), b4 = b.at("b4");

    m.clickSpace(c2);
    QCOMPARE(spies.rejected.count(), 1);
    QCOMPARE(spies.lastRejection(), engineReason(m.position(), Action::construct(BuildingType::Village, c2, c3)));
    QVERIFY(spies.lastRejection().contains(QStringLiteral("sacrifice only 0")));

    m.clickSpace(b4);
    m.clickSpace(c2);
    QCOMPARE(spies.rejected.count(), 2);
    QCOMPARE(spies.lastRejection(), engineReason(m.position(), Action::construct(BuildingType::Village, c2, b4)));
    QCOMPARE(spies.actions.count(), 0);

    // No stack of the player next to the oasis at all.
    m.clearSelection();
    m.clickSpace(b.at("d5"));
    QCOMPARE(spies.rejected.count(), 3);
    QVERIFY(spies.lastRejection().contains(QStringLiteral("d5")));
}

void TestGameModel::forcedMarch()
{
    PositionBuilder b(smallBoard());
    b.place("a1", 0, 2, true).place("a3", 0, 1).place("g5", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    m.clickSpace(b.at("a1"));
    m.clickSpace(b.at("b1"));
    QCOMPARE(m.position().phase(), Phase::AfterAction);
    QVERIFY(m.statusText().contains(QStringLiteral("forced march (3 discs from your reserve) or reinforce")));
    Spies spies(&m);
    QVERIFY(m.play(Action::forcedMarch()));
    QCOMPARE(spies.actions.count(), 1);
    QCOMPARE(m.position().phase(), Phase::SecondAction);
    QCOMPARE(m.position().player(0).removed, 3);
    QVERIFY(m.statusText().contains(QStringLiteral("forced march")));
    QVERIFY(m.highlights().isEmpty());
    // The second action by clicks, then the reinforcement phase.
    m.clickSpace(b.at("a3"));
    m.clickSpace(b.at("a4"));
    QCOMPARE(spies.actions.count(), 2);
    QCOMPARE(m.position().phase(), Phase::Reinforcement);
    QVERIFY(m.statusText().contains(QStringLiteral("reinforcement phase")));
    // A second forced march is refused with the engine's reason.
    QVERIFY(!m.play(Action::forcedMarch()));
    QCOMPARE(spies.lastRejection(), engineReason(m.position(), Action::forcedMarch()));
}

void TestGameModel::reinforcementChoice()
{
    PositionBuilder b(smallBoard());
    b.place("a1", 0, 1, true).place("a3", 0, 3).place("g5", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    m.clickSpace(b.at("a1"));
    m.clickSpace(b.at("b1"));
    Spies spies(&m);
    QVERIFY(hasHighlight(m, b.at("b1"), Highlight::Reinforce));
    QVERIFY(hasHighlight(m, b.at("a3"), Highlight::Reinforce));

    m.clickSpace(b.at("b1"));
    QCOMPARE(spies.actions.count(), 0);
    QCOMPARE(spies.choice.count(), 1);
    const QList<Action> counts = spies.lastChoice();
    QCOMPARE(counts, (QList<Action>{Action::reinforce(b.at("b1"), 1), Action::reinforce(b.at("b1"), 2),
                                    Action::reinforce(b.at("b1"), 3)}));
    QCOMPARE(m.actionDescription(counts.at(1)), QStringLiteral("Reinforce b1 with 2 discs"));
    QVERIFY(m.play(counts.at(1)));
    QCOMPARE(m.position().stack(b.at("b1")).size, 3);
    QCOMPARE(m.position().toMove(), 1);
    QCOMPARE(m.position().phase(), Phase::FirstAction);

    // A 3-disc stack takes only one more disc: the click plays it.
    m.undo();
    spies.clear();
    m.clickSpace(b.at("a3"));
    QCOMPARE(spies.choice.count(), 0);
    QCOMPARE(spies.actions.count(), 1);
    QCOMPARE(*m.lastAction(), Action::reinforce(b.at("a3"), 1));
}

void TestGameModel::reinforcementRefused()
{
    PositionBuilder b(smallBoard());
    // b3 is next to blue's village on the reg c2.
    b.place("a1", 0, 1, true).place("b3", 0, 2).place("g5", 1, 1, true).build("c2", 1, BuildingType::Village);
    GameModel m;
    m.setGame(gameFrom(b));
    m.clickSpace(b.at("a1"));
    m.clickSpace(b.at("a2"));
    QCOMPARE(m.position().phase(), Phase::AfterAction);
    QVERIFY(!hasHighlight(m, b.at("b3"), Highlight::Reinforce));
    Spies spies(&m);
    m.clickSpace(b.at("b3"));
    QCOMPARE(spies.rejected.count(), 1);
    QCOMPARE(spies.lastRejection(), engineReason(m.position(), Action::reinforce(b.at("b3"), 1)));
    QVERIFY(spies.lastRejection().contains(QStringLiteral("opponent's building on c2")));
    m.clickSpace(b.at("g5"));
    QCOMPARE(spies.lastRejection(), QStringLiteral("The stack on g5 is blue's, not yours."));
    m.clickSpace(b.at("e3"));
    QCOMPARE(spies.lastRejection(), QStringLiteral("There is no stack on e3."));
    QCOMPARE(spies.actions.count(), 0);
}

void TestGameModel::emperorSwap()
{
    PositionBuilder b(smallBoard());
    b.place("a1", 0, 1, true).place("c1", 0, 1).place("e1", 0, 1);
    b.place("g5", 1, 1, true).place("e5", 1, 1);
    b.phase(Phase::EmperorSwap);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);
    QVERIFY(m.statusText().contains(QStringLiteral("Emperor swap")));

    // A click on another disc first: the engine says the Emperor is not there.
    m.clickSpace(b.at("c1"));
    QCOMPARE(spies.lastRejection(), QStringLiteral("Your Emperor is not on c1."));
    m.clickSpace(b.at("e5"));
    QCOMPARE(spies.lastRejection(), engineReason(m.position(), Action::move(b.at("a1"), b.at("b1"))));

    m.clickSpace(b.at("a1"));
    QCOMPARE(m.selectedSpace(), b.at("a1"));
    QCOMPARE(highlightCount(m, Highlight::Swap), 2);
    QVERIFY(hasHighlight(m, b.at("c1"), Highlight::Swap));
    QVERIFY(hasHighlight(m, b.at("e1"), Highlight::Swap));
    m.clickSpace(b.at("b1"));
    QCOMPARE(spies.lastRejection(), engineReason(m.position(), Action::swap(b.at("a1"), b.at("b1"))));
    QCOMPARE(spies.actions.count(), 0);

    m.clickSpace(b.at("c1"));
    QCOMPARE(spies.actions.count(), 1);
    QCOMPARE(*m.lastAction(), Action::swap(b.at("a1"), b.at("c1")));
    QVERIFY(m.position().stack(b.at("c1")).emperor);
    QVERIFY(!m.position().stack(b.at("a1")).emperor);
    QCOMPARE(m.position().toMove(), 1);

    QVERIFY(m.play(Action::noSwap()));
    QCOMPARE(m.position().phase(), Phase::FirstAction);
    QCOMPARE(m.position().toMove(), 0);
}

void TestGameModel::illegalClicksSayWhy()
{
    PositionBuilder b(smallBoard());
    // g1 is walled in by blue stacks on f1, f2 and g2.
    b.place("a1", 0, 1, true).place("e4", 1, 2, true).place("f1", 1, 1).place("f2", 1, 1).place("g2", 1, 1);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);
    const Position &pos = m.position();
    const SpaceIndex a1 = b.at("a1");

    m.clickSpace(b.at("e4"));
    QCOMPARE(spies.rejected.count(), 1);
    QCOMPARE(spies.lastRejection(), QStringLiteral("The stack on e4 is blue's, not yours."));
    QCOMPARE(spies.lastRejection(), engineReason(pos, Action::move(b.at("e4"), b.at("e3"))));

    m.clickSpace(b.at("b1"));
    QCOMPARE(spies.lastRejection(), QStringLiteral("There is no stack on b1."));

    m.clickSpace(b.at("d3"));
    QCOMPARE(spies.lastRejection(), engineReason(pos, Action::move(a1, b.at("d3"))));
    QCOMPARE(spies.lastRejection(), QStringLiteral("Stacks stand only on desert; d3 is chasm."));

    m.clickSpace(a1);
    m.clickSpace(b.at("g1"));
    QCOMPARE(spies.lastRejection(), engineReason(pos, Action::move(a1, b.at("g1"))));
    QCOMPARE(spies.lastRejection(), QStringLiteral("No path of empty desert spaces leads from a1 to g1."));
    QCOMPARE(m.selectedSpace(), a1); // a refused click keeps the selection

    m.clickSpace(b.at("d3"));
    QCOMPARE(spies.lastRejection(), engineReason(pos, Action::move(a1, b.at("d3"))));

    m.clickSpace(b.at("e4")); // 1 disc with the Emperor against 2
    QCOMPARE(spies.lastRejection(), engineReason(pos, Action::attack(a1, b.at("e4"))));
    QVERIFY(spies.lastRejection().startsWith(QStringLiteral("The target stack has 2 discs")));

    m.clickSpace(-3);
    QCOMPARE(spies.lastRejection(), QStringLiteral("That space is not on the board."));
    m.clickSpace(10000);
    QCOMPARE(spies.rejected.count(), 8);
    for (const QList<QVariant> &args : spies.rejected)
        QVERIFY(!args.at(0).toString().isEmpty());
    QCOMPARE(spies.actions.count(), 0);
    QCOMPARE(spies.position.count(), 0);
}

void TestGameModel::clickReasonsComeFromTheEngine()
{
    // Every click on every space, with no stack chosen and with one chosen, in positions of every
    // phase: the model refuses exactly when the engine's clickRejection() gives a reason, with its text.
    const Game game = randomGame(standardScenario(2), 11, 60);
    int refused = 0;
    for (int k = 0; k <= game.actionCount(); k += 4) {
        Game prefix = game;
        prefix.truncate(k);
        const Position &pos = prefix.current();
        SpaceIndex own = kNoSpace;
        for (SpaceIndex s = 0; s < pos.board().spaceCount() && own == kNoSpace; ++s)
            if (pos.stack(s).owner == pos.toMove() && (pos.phase() != Phase::EmperorSwap || pos.stack(s).emperor))
                own = s;
        for (const SpaceIndex selected : {kNoSpace, own}) {
            const bool selects = selected != kNoSpace
                && (pos.phase() == Phase::EmperorSwap || pos.phase() == Phase::FirstAction
                    || pos.phase() == Phase::SecondAction);
            if (selected != kNoSpace && !selects)
                continue;
            for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
                GameModel m;
                m.setGame(prefix);
                if (selected != kNoSpace) {
                    m.clickSpace(selected);
                    QCOMPARE(m.selectedSpace(), selected);
                }
                QSignalSpy rejected(&m, &GameModel::rejected);
                m.clickSpace(s);
                const std::optional<Rejection> r = rules::clickRejection(pos, s, selected);
                QCOMPARE(rejected.count(), r ? 1 : 0);
                if (r) {
                    QCOMPARE(rejected.front().front().toString(), text::explainRejection(*r, pos.board()));
                    QCOMPARE(m.game().actionCount(), k);
                    ++refused;
                }
            }
        }
    }
    QVERIFY(refused > 100);
    // The site case has its own reason, in the engine's words.
    PositionBuilder b(smallBoard());
    b.place("a1", 0, 2).place("g5", 1, 1);
    GameModel m;
    m.setGame(gameFrom(b));
    QSignalSpy rejected(&m, &GameModel::rejected);
    m.clickSpace(b.at("d5"));
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.front().front().toString(), QStringLiteral("None of your stacks stands next to d5."));
}

void TestGameModel::highlightsAreTheSelectedStacksLegalActions()
{
    // The model asks the engine for one stack's actions; they are those of the full list.
    const Game game = randomGame(standardScenario(3), 4, 90);
    for (int k = 0; k <= game.actionCount(); k += 3) {
        Game prefix = game;
        prefix.truncate(k);
        GameModel m;
        m.setGame(prefix);
        const Position &pos = m.position();
        if (pos.phase() != Phase::FirstAction && pos.phase() != Phase::SecondAction)
            continue;
        const std::vector<Action> all = rules::legalActions(pos);
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
            if (pos.stack(s).owner != pos.toMove())
                continue;
            m.clickSpace(s);
            QCOMPARE(m.selectedSpace(), s);
            QSet<SpaceIndex> expected{s};
            for (const Action &a : all)
                if (a.from == s)
                    expected.insert(a.to);
            QSet<SpaceIndex> shown;
            for (const SpaceHighlight &h : m.highlights())
                shown.insert(h.space);
            QCOMPARE(shown, expected);
            QCOMPARE(static_cast<qsizetype>(m.selectedActions().size()),
                     std::count_if(all.begin(), all.end(), [s](const Action &a) { return a.from == s; }));
            m.clearSelection();
        }
    }
}

void TestGameModel::passWhenNothingIsLegal()
{
    PositionBuilder b(smallBoard());
    // Red's only disc on g1 is walled in by blue 2-stacks; no construction site is near.
    b.place("g1", 0, 1, true).place("f1", 1, 2, true).place("f2", 1, 2).place("g2", 1, 2);
    GameModel m;
    m.setGame(gameFrom(b));
    QCOMPARE(m.legalActions(), (std::vector<Action>{Action::pass()}));
    QVERIFY(m.statusText().contains(QStringLiteral("pass")));
    QVERIFY(m.play(Action::pass()));
    QCOMPARE(m.position().phase(), Phase::Reinforcement);
}

void TestGameModel::gameOverIsAnnounced()
{
    PositionBuilder b(smallBoard());
    b.place("a1", 0, 3, true).place("c1", 1, 2, true);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);
    m.clickSpace(b.at("a1"));
    m.clickSpace(b.at("c1"));
    QCOMPARE(spies.over.count(), 1);
    QVERIFY(m.position().gameOver());
    QCOMPARE(m.resultText(), QStringLiteral("Red (Ana) wins by elimination."));
    QCOMPARE(m.statusText(), QStringLiteral("Game over: Red (Ana) wins by elimination."));
    m.clickSpace(b.at("a1"));
    QCOMPARE(spies.lastRejection(), QStringLiteral("The game is over."));
    // Undo and redo: the game ends again, and says so again.
    m.undo();
    QVERIFY(!m.position().gameOver());
    m.redo();
    QCOMPARE(spies.over.count(), 2);
}

void TestGameModel::undoRedoRestorePositions()
{
    GameModel m;
    m.setGame(Game(standardScenario(2), 11, {"Ana", "Bo"}));
    std::vector<Position> positions{m.position()};
    for (int i = 0; i < 12; ++i) {
        const std::vector<Action> legal = m.legalActions();
        QVERIFY(!legal.empty());
        QVERIFY(m.play(legal[static_cast<size_t>(i * 7) % legal.size()]));
        positions.push_back(m.position());
    }
    Spies spies(&m);
    m.undo();
    m.undo();
    m.undo();
    QVERIFY(m.position() == positions[9]);
    QCOMPARE(m.redoCount(), 3);
    QCOMPARE(m.lineLength(), 12);
    QCOMPARE(spies.actions.count(), 3);
    QCOMPARE(spies.actions.last().at(0).toInt(), 9);
    QCOMPARE(spies.position.count(), 3);
    QVERIFY(m.canRedo());
    for (int k = 0; k < m.lineLength(); ++k)
        QVERIFY(m.linePositionBefore(k) == positions[k]);

    m.redo();
    QVERIFY(m.position() == positions[10]);
    m.goToAction(0);
    QVERIFY(m.position() == positions[0]);
    QVERIFY(!m.canUndo());
    QCOMPARE(m.redoCount(), 12);
    QCOMPARE(spies.actions.count(), 5); // one per call, however many actions it moved over
    m.goToAction(1000);
    QVERIFY(m.position() == positions[12]);
    QVERIFY(!m.canRedo());
    for (int k = 0; k <= 12; ++k) {
        m.goToAction(k);
        QVERIFY(m.position() == positions[k]);
        QCOMPARE(m.legalActions(), rules::legalActions(positions[k]));
    }
    // Undo with nothing to undo, redo with nothing to redo: nothing happens.
    m.goToAction(0);
    spies.clear();
    m.undo();
    m.goToAction(-4);
    QCOMPARE(spies.actions.count(), 0);
    m.goToAction(12);
    spies.clear();
    m.redo();
    QCOMPARE(spies.actions.count(), 0);

    // A different action after undo adds a branch: the line goes on from it, the old one stays.
    m.goToAction(5);
    const int actions = m.tree().actionCount();
    const Action next = m.lineAction(5);
    Action other = next;
    for (const Action &a : m.legalActions())
        if (!(a == next)) {
            other = a;
            break;
        }
    QVERIFY(!(other == next));
    QVERIFY(m.play(other));
    QCOMPARE(m.redoCount(), 0);
    QCOMPARE(m.lineLength(), 6);
    QCOMPARE(m.tree().actionCount(), actions + 1);

    // Moving through the tree is no change of what a file holds.
    m.setModified(false);
    QVERIFY(!m.isModified());
    m.undo();
    QVERIFY(!m.isModified());
}

void TestGameModel::playingTheRedoActionKeepsTheRedoList()
{
    GameModel m;
    m.setGame(Game(standardScenario(2), 3));
    for (int i = 0; i < 6; ++i)
        QVERIFY(m.play(m.legalActions().back()));
    const Position end = m.position();
    m.goToAction(2);
    QCOMPARE(m.redoCount(), 4);
    // The same action as the next one to redo, typed or clicked: the rest stays redo-able.
    QVERIFY(m.play(m.lineAction(2)));
    QCOMPARE(m.redoCount(), 3);
    QCOMPARE(m.lineLength(), 6);
    m.goToAction(6);
    QVERIFY(m.position() == end);
}

void TestGameModel::undoAgainstTheComputerGoesBackToAPersonsTurn()
{
    // Seat 1 a computer: one Undo takes back the computer's actions and the person's last one
    // before them, in one change (one signal), and all of it can be redone.
    GameModel m;
    m.setGame(Game(standardScenario(2), 5));
    const std::array<int, kMaxPlayers> levels{0, 3, 0, 0};
    while (m.game().actionCount() < 12 || m.position().toMove() != 0 || m.game().actorOf(m.game().actionCount() - 1) != 1)
        QVERIFY(m.play(m.legalActions().front()));
    const int end = m.game().actionCount();
    int person = end - 1;
    while (person > 0 && m.game().actorOf(person) == 1)
        --person;
    Spies spies(&m);
    m.undoToPersonsTurn(levels);
    QCOMPARE(m.game().actionCount(), person);
    QCOMPARE(m.position().toMove(), 0);
    QCOMPARE(m.redoCount(), end - person);
    QCOMPARE(spies.actions.count(), 1);
    QCOMPARE(spies.position.count(), 1);
    // People only: one action back.
    m.goToAction(end);
    m.undoToPersonsTurn({0, 0, 0, 0});
    QCOMPARE(m.game().actionCount(), end - 1);
    // Nothing to undo: nothing happens.
    m.goToAction(0);
    spies.clear();
    m.undoToPersonsTurn(levels);
    QCOMPARE(spies.actions.count(), 0);
}

void TestGameModel::playNotation()
{
    PositionBuilder b(smallBoard());
    b.place("c4", 0, 2, true).place("g1", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    Spies spies(&m);
    QVERIFY(m.playNotation(QStringLiteral("  c4-e5 ")));
    QCOMPARE(spies.actions.count(), 1);
    QCOMPARE(m.position().stack(b.at("e5")).size, 2);

    QVERIFY(!m.playNotation(QStringLiteral("hello")));
    QCOMPARE(spies.rejected.count(), 1);
    QVERIFY(spies.lastRejection().contains(QStringLiteral("hello")));
    QVERIFY(!m.playNotation(QStringLiteral("c4-z9")));
    QVERIFY(!m.playNotation(QString()));
    QCOMPARE(spies.rejected.count(), 3);
    // Parsed but illegal: the engine's reason.
    QVERIFY(!m.playNotation(QStringLiteral("e5-a1")));
    QCOMPARE(spies.lastRejection(), engineReason(m.position(), Action::move(b.at("e5"), b.at("a1"))));
    QCOMPARE(spies.rejected.count(), 4);
    QCOMPARE(spies.actions.count(), 1);
    QVERIFY(m.playNotation(QStringLiteral("e5+2")));
    QCOMPARE(m.position().toMove(), 1);
}

void TestGameModel::statusTexts()
{
    PositionBuilder b(smallBoard());
    b.place("a1", 0, 1, true).place("g5", 1, 1, true);
    GameModel m;
    m.setGame(gameFrom(b));
    QCOMPARE(m.statusText(), QStringLiteral("Red (Ana): choose a stack to move, attack or construct with."));
    m.clickSpace(b.at("a1"));
    QVERIFY(m.statusText().contains(QStringLiteral("a1")));
    m.clickSpace(b.at("a2"));
    QCOMPARE(m.statusText(),
             QStringLiteral("Red (Ana): forced march (3 discs from your reserve) or reinforce one of your stacks."));
    QCOMPARE(GameModel::phaseName(m.position().phase()), QStringLiteral("Forced march or reinforcement"));
    m.clickSpace(b.at("a2"));
    QVERIFY(m.play(Action::reinforce(b.at("a2"), 1)));
    QVERIFY(m.statusText().startsWith(QStringLiteral("Blue (Bo): ")));
    QCOMPARE(m.playerLabel(1), QStringLiteral("Blue (Bo)"));
}

void TestGameModel::noGameIsHarmless()
{
    GameModel m;
    Spies spies(&m);
    m.clickSpace(3);
    m.undo();
    m.redo();
    m.goToAction(5);
    m.clearSelection();
    QVERIFY(!m.play(Action::pass()));
    QVERIFY(!m.playNotation(QStringLiteral("c4-e5")));
    QCOMPARE(spies.rejected.count(), 2);
    QVERIFY(!m.statusText().isEmpty());
    QCOMPARE(m.lineLength(), 0);
    QVERIFY(!m.canUndo());
    QVERIFY(!m.canRedo());
    m.setGame(Game(standardScenario(3), 5));
    m.clear();
    QVERIFY(!m.hasGame());
    QCOMPARE(spies.reset.count(), 2);
}

QTEST_MAIN(TestGameModel)
#include "tst_game_model.moc"
