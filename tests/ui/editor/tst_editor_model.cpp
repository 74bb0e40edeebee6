// The scenario editor's model: each tool's edit with its undo and redo, the disc and supply
// bookkeeping, changing the number of players and the rules settings, and the problems after edits.
#include "common/positions.h"
#include "editor/new_scenario_dialog.h"
#include "editor/scenario_model.h"
#include "core/scenario_texts.h"
#include "files/scenario_file.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

namespace {

// A 2-player scenario on a 5×7 desert board, exact position, every disc in reserve.
Scenario exactScenario(int players = 2)
{
    Scenario sc = standardScenario(players);
    sc.board = boardFromRows({".......", ".......", ".......", ".......", "......."});
    sc = *edit::setExactSetup(sc, true).scenario;
    return sc;
}

SpaceIndex at(const ScenarioModel &m, const char *name) { return m.board().spaceFromName(name); }

bool totalsRight(const ScenarioModel &m)
{
    for (PlayerIndex p = 0; p < m.scenario().players; ++p)
        if (!m.position().discsAccountedFor(p))
            return false;
    return true;
}

} // namespace

class TestEditorModel : public QObject {
    Q_OBJECT
private slots:
    void paintTerrain_undoRedo()
    {
        ScenarioModel m(exactScenario());
        const Hex b2{1, 1};
        QVERIFY(m.paintTerrain(b2, Terrain::Mesa));
        QCOMPARE(m.board().terrain(at(m, "b2")), Terrain::Mesa);
        QVERIFY(m.isModified());
        m.undoStack()->undo();
        QCOMPARE(m.board().terrain(at(m, "b2")), Terrain::Desert);
        QVERIFY(!m.isModified());
        m.undoStack()->redo();
        QCOMPARE(m.board().terrain(at(m, "b2")), Terrain::Mesa);
        QVERIFY(!m.paintTerrain(b2, Terrain::Mesa)); // nothing to do: no undo step
        QCOMPARE(m.undoStack()->count(), 1);
    }

    void dragStroke_isOneUndoStep()
    {
        ScenarioModel m(exactScenario());
        m.beginStroke();
        for (int q = 0; q < 5; ++q)
            m.paintTerrain(Hex{q, 2}, Terrain::Chasm);
        m.endStroke();
        m.paintTerrain(Hex{0, 0}, Terrain::Oasis); // a new click: a step of its own
        QCOMPARE(m.undoStack()->count(), 2);
        m.undoStack()->undo();
        QCOMPARE(m.board().count(Terrain::Chasm), 5);
        m.undoStack()->undo();
        QCOMPARE(m.board().count(Terrain::Chasm), 0);
        QCOMPARE(m.board().count(Terrain::Oasis), 0);
    }

    void paintingUnderPieces_givesThemBack()
    {
        ScenarioModel m(exactScenario());
        QVERIFY(m.placeStack(at(m, "c3"), 0, 3));
        QCOMPARE(m.position().player(0).reserve, 12);
        QVERIFY(m.paintTerrain(Hex{2, 2}, Terrain::Reg));
        QVERIFY(m.position().stack(at(m, "c3")).empty());
        QCOMPARE(m.position().player(0).reserve, 15);
        QVERIFY(m.placeBuilding(at(m, "c3"), 1, BuildingType::Tower));
        QCOMPARE(m.position().player(1).supply[1], 2);
        QVERIFY(m.paintTerrain(Hex{2, 2}, Terrain::Oasis)); // an oasis allows no tower
        QVERIFY(m.position().building(at(m, "c3")).empty());
        QCOMPARE(m.position().player(1).supply[1], 3);
        QVERIFY(totalsRight(m));
    }

    void addAndRemoveSpaces_renameTheBoard()
    {
        ScenarioModel m(exactScenario());
        QVERIFY(m.placeStack(at(m, "a1"), 0, 2));
        QSignalSpy shifted(&m, &ScenarioModel::spaceNamesShifted);
        const int before = m.board().spaceCount();
        QVERIFY(m.addSpace(Hex{-1, 0}));
        QCOMPARE(m.board().spaceCount(), before + 1);
        QCOMPARE(shifted.count(), 1);
        QCOMPARE(shifted.at(0).at(0).toString(), QStringLiteral("a1 → b1"));
        // The stack stays on its hex, which is now named b1.
        QCOMPARE(m.position().stack(at(m, "b1")).size, 2);
        QVERIFY(m.addSpace(Hex{7, 0}));            // to the right: names stay
        QCOMPARE(shifted.count(), 1);
        QVERIFY(m.removeSpace(Hex{0, 0}));         // the stack's space: its discs go back
        QCOMPARE(m.position().player(0).reserve, 15);
        QVERIFY(totalsRight(m));
        m.undoStack()->undo();
        QCOMPARE(m.position().player(0).reserve, 13);
        m.undoStack()->undo();
        m.undoStack()->undo();
        QCOMPARE(m.board().spaceCount(), before);
        QCOMPARE(m.position().stack(at(m, "a1")).size, 2);
    }

    void stacks_takeDiscsFromTheReserve()
    {
        ScenarioModel m(exactScenario());
        const SpaceIndex c3 = at(m, "c3");
        QVERIFY(m.placeStack(c3, 1, 4));
        QCOMPARE(m.position().player(1).reserve, 11);
        QVERIFY(m.setStackSize(c3, 2));
        QCOMPARE(m.position().player(1).reserve, 13);
        QVERIFY(m.setStackSize(c3, 9)); // kept to the stack limit: 4
        QVERIFY(!m.setStackSize(c3, 5));
        QCOMPARE(m.position().stack(c3).size, 4);
        QVERIFY(m.toggleEmperor(c3));
        QVERIFY(m.position().stack(c3).emperor);
        QVERIFY(!m.position().player(1).emperorInReserve);
        QCOMPARE(m.position().player(1).reserve, 12); // the Emperor took an ordinary disc's place
        QVERIFY(m.moveStack(c3, at(m, "d4")));
        QVERIFY(m.position().stack(c3).empty());
        QVERIFY(m.position().stack(at(m, "d4")).emperor);
        // The Emperor moves to another stack of its owner.
        QVERIFY(m.placeStack(at(m, "a1"), 1, 1));
        QVERIFY(m.toggleEmperor(at(m, "a1")));
        QVERIFY(!m.position().stack(at(m, "d4")).emperor);
        QVERIFY(m.position().stack(at(m, "a1")).emperor);
        QVERIFY(m.removeStack(at(m, "a1")));
        QVERIFY(m.position().player(1).emperorInReserve);
        QVERIFY(totalsRight(m));
        const int steps = m.undoStack()->count();
        for (int k = 0; k < steps; ++k)
            m.undoStack()->undo();
        QCOMPARE(m.position().player(1).reserve, 15);
        QVERIFY(m.position().player(1).emperorInReserve);
        QCOMPARE(m.position().discsOnBoard(1), 0);
    }

    void stacks_refusedWhenTheReserveIsEmpty()
    {
        ScenarioModel m(exactScenario());
        QSignalSpy rejected(&m, &ScenarioModel::rejected);
        for (const char *s : {"a1", "b1", "c1"})
            QVERIFY(m.placeStack(at(m, s), 0, 4));
        QVERIFY(m.placeStack(at(m, "d1"), 0, 3)); // 15 ordinary discs placed
        QVERIFY(!m.placeStack(at(m, "e1"), 0, 1));
        QCOMPARE(rejected.count(), 1);
        QVERIFY(m.toggleEmperor(at(m, "d1"))); // the Emperor can still join
        QVERIFY(m.placeStack(at(m, "e1"), 0, 1));
        QVERIFY(totalsRight(m));
        QVERIFY(!m.placeStack(at(m, "f1"), 0, 1));
        // On a site, never.
        QVERIFY(m.paintTerrain(Hex{6, 4}, Terrain::Oasis));
        QVERIFY(!m.placeStack(at(m, "g5"), 1, 1));
    }

    void buildings_takeFromTheSupply()
    {
        ScenarioModel m(exactScenario());
        QVERIFY(m.paintTerrain(Hex{1, 1}, Terrain::Capital));
        const SpaceIndex b2 = at(m, "b2");
        QVERIFY(m.placeBuilding(b2, 0, BuildingType::Castle));
        QCOMPARE(m.position().player(0).supply[2], 0);
        QVERIFY(!m.placeBuilding(at(m, "a1"), 0, BuildingType::Village)); // a desert allows none
        QVERIFY(m.placeBuilding(b2, 1, BuildingType::Castle));            // replaces red's castle
        QCOMPARE(m.position().player(0).supply[2], 1);
        QCOMPARE(m.position().player(1).supply[2], 0);
        QVERIFY(m.paintTerrain(Hex{3, 1}, Terrain::Mesa));
        QVERIFY(!m.placeBuilding(at(m, "d2"), 1, BuildingType::Castle)); // blue's only castle stands on b2
        QVERIFY(m.removeBuilding(b2));
        QCOMPARE(m.position().player(1).supply[2], 1);
        m.undoStack()->undo();
        QCOMPARE(m.position().building(b2).owner, 1);
    }

    void randomSetup_hasNoPieces()
    {
        Scenario sc = exactScenario();
        sc.position.reset();
        ScenarioModel m(sc);
        QSignalSpy rejected(&m, &ScenarioModel::rejected);
        QVERIFY(!m.placeStack(0, 0, 1));
        QCOMPARE(rejected.count(), 1);
        QVERIFY(m.setExactSetup(true));
        QVERIFY(m.placeStack(0, 0, 1));
        QVERIFY(m.setExactSetup(false));
        QVERIFY(!m.exactSetup());
        m.undoStack()->undo();
        QCOMPARE(m.position().stack(0).size, 1);
    }

    void playerCount_downRemovesTheirPieces_upAddsAFullReserve()
    {
        ScenarioModel m(exactScenario(4));
        QVERIFY(m.paintTerrain(Hex{0, 4}, Terrain::Reg));
        QVERIFY(m.placeStack(at(m, "a1"), 3, 2));
        QVERIFY(m.placeBuilding(at(m, "a5"), 3, BuildingType::Tower));
        QVERIFY(m.placeStack(at(m, "b1"), 2, 1));
        QVERIFY(m.toggleEmperor(at(m, "b1")));
        PlayerState red = m.position().player(0);
        red.captives = 1u << 3; // red holds green's Emperor
        QVERIFY(m.setPlayerState(0, red));
        QCOMPARE(edit::piecesOfPlayersFrom(m.scenario(), 3), 2);
        QVERIFY(m.setPlayers(3));
        QCOMPARE(m.scenario().players, 3);
        QCOMPARE(m.position().playerCount(), 3);
        QVERIFY(m.position().stack(at(m, "a1")).empty());
        QVERIFY(m.position().building(at(m, "a5")).empty());
        QCOMPARE(m.position().player(0).captives, 0);
        QVERIFY(m.position().stack(at(m, "b1")).emperor); // yellow keeps its pieces
        QVERIFY(m.setPlayers(4));
        QCOMPARE(m.position().player(3).reserve, 15);
        QVERIFY(m.position().player(3).emperorInReserve);
        QCOMPARE(m.position().player(3).supply, RulesSettings{}.buildingSupply);
        QVERIFY(totalsRight(m));
        m.undoStack()->undo();
        m.undoStack()->undo();
        QCOMPARE(m.position().stack(at(m, "a1")).owner, 3);
        QCOMPARE(m.position().player(0).captives, 1u << 3);
    }

    void settings_changeReservesAndSupplies()
    {
        ScenarioModel m(exactScenario());
        QVERIFY(m.placeStack(at(m, "a1"), 0, 3));
        RulesSettings s = m.scenario().settings;
        s.discsPerPlayer = 10;
        s.buildingSupply = {2, 1, 0};
        QVERIFY(m.setSettings(s));
        QCOMPARE(m.position().settings().discsPerPlayer, 10);
        QCOMPARE(m.position().player(0).reserve, 6);
        QCOMPARE(m.position().player(1).supply[0], 2);
        QVERIFY(totalsRight(m));
        QVERIFY(m.engineProblems().empty() || m.engineProblems().front().code != ScenarioProblemCode::DiscTotal);
        m.undoStack()->undo();
        QCOMPARE(m.position().player(0).reserve, 12);
    }

    void problems_followTheEdits()
    {
        ScenarioModel m(exactScenario());
        // Nobody on the board yet: too few players in.
        QVERIFY(m.errorCount() > 0);
        QVERIFY(!m.blockingReason().isEmpty());
        QVERIFY(m.placeStack(at(m, "a1"), 0, 1));
        QVERIFY(m.placeStack(at(m, "g5"), 1, 1));
        QCOMPARE(m.errorCount(), 0);
        QVERIFY(m.blockingReason().isEmpty());
        // A stack taller than a smaller stack limit: a problem naming its space.
        QVERIFY(m.setStackSize(at(m, "a1"), 4));
        RulesSettings s = m.scenario().settings;
        s.stackLimit = 3;
        QVERIFY(m.setSettings(s));
        QCOMPARE(m.errorCount(), 1);
        QCOMPARE(m.problems().front().space, at(m, "a1"));
        QVERIFY(m.problems().front().text.contains(QStringLiteral("a1")));
        // A count typed wrong: a problem naming the player.
        PlayerState blue = m.position().player(1);
        blue.reserve += 1;
        QVERIFY(m.setPlayerState(1, blue));
        QCOMPARE(m.errorCount(), 2);
        QCOMPARE(m.problems().at(1).player, 1); // errors first, then warnings
        QVERIFY(!m.problems().at(1).warning);
        m.undoStack()->undo();
        m.undoStack()->undo();
        QCOMPARE(m.errorCount(), 0);
        // Quiet turns that would already be a draw: the engine's check, as the loader's, at once.
        edit::Turn turn = edit::turnOf(m.scenario());
        turn.quietTurns = 100;
        QVERIFY(m.setTurn(turn));
        QCOMPARE(m.errorCount(), 1);
        QCOMPARE(m.engineProblems().size(), size_t(1));
        QCOMPARE(m.engineProblems().front().code, ScenarioProblemCode::QuietTurns);
        QVERIFY(m.blockingReason().contains(QStringLiteral("100")));
        files::FileProblems loader;
        QVERIFY(!files::scenarioFromJson(files::scenarioToJson(m.scenario()), loader));
        QCOMPARE(loader.size(), 1);
        QCOMPARE(loader.front().what, m.blockingReason());
    }

    void emperorSwap_toMoveFollowsTheSwaps()
    {
        ScenarioModel m(exactScenario(3));
        edit::Turn turn;
        turn.phase = Phase::EmperorSwap;
        turn.firstPlayer = 1;
        turn.swapsDone = 2;
        turn.toMove = 0;
        QVERIFY(m.setTurn(turn));
        QCOMPARE(m.position().toMove(), 0); // (1 + 2) % 3
        turn.swapsDone = 1;
        QVERIFY(m.setTurn(turn));
        QCOMPARE(m.position().toMove(), 2);
    }

    void texts_perLanguage()
    {
        ScenarioModel m(exactScenario());
        QVERIFY(m.setTexts(QString(), QStringLiteral("Duel"), QStringLiteral("Two stacks.\nTry it.")));
        QVERIFY(m.setTexts(QStringLiteral("ko"), QStringLiteral("결투"), QString()));
        QCOMPARE(m.scenario().name, std::string("Duel"));
        QCOMPARE(scenarioName(m.scenario(), "ko"), std::string("결투"));
        QCOMPARE(scenarioName(m.scenario(), "pt"), std::string("Duel"));
        QCOMPARE(scenarioDescription(m.scenario(), "ko"), std::string("Two stacks.\nTry it."));
        QVERIFY(m.setTexts(QStringLiteral("ko"), QString(), QString())); // the translation goes
        QVERIFY(m.scenario().nameTranslations.empty());
        m.undoStack()->undo();
        QCOMPARE(scenarioName(m.scenario(), "ko"), std::string("결투"));
    }

    void warnings_doNotBlock()
    {
        ScenarioModel m(exactScenario());
        QVERIFY(m.placeStack(at(m, "a1"), 0, 2));
        QVERIFY(m.placeStack(at(m, "g5"), 1, 1));
        // No capital on the board (a 2-player board has one), unequal discs: warnings only.
        QCOMPARE(m.errorCount(), 0);
        QVERIFY(!m.warnings().empty());
        QVERIFY(std::any_of(m.problems().begin(), m.problems().end(), [](const EditorProblem &p) { return p.warning; }));
        QVERIFY(m.blockingReason().isEmpty());
        // A site next to fewer than two deserts names its space.
        QVERIFY(m.paintTerrain(Hex{0, 4}, Terrain::Chasm));
        QVERIFY(m.paintTerrain(Hex{1, 4}, Terrain::Oasis));
        QVERIFY(m.paintTerrain(Hex{1, 3}, Terrain::Chasm));
        QVERIFY(m.paintTerrain(Hex{2, 3}, Terrain::Chasm));
        QVERIFY(std::any_of(m.problems().begin(), m.problems().end(),
                            [&m](const EditorProblem &p) { return p.warning && p.space == at(m, "b5"); }));
    }

    void blankBoard_sizes()
    {
        QCOMPARE(blankBoard(1).spaceCount(), 7);
        QCOMPARE(blankBoard(4).spaceCount(), 61);
    }
};

QTEST_GUILESS_MAIN(TestEditorModel)
#include "tst_editor_model.moc"
